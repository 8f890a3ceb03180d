/** Grand Duelist (SFD-205/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './205-grand-duelist.ts';

describe('Grand Duelist (SFD-205/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a unit of yours becoming Mighty: you may exhaust it to channel a rune exhausted', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'becomes-mighty', who: 'friendly' },
      optional: true,
      cost: { exhaust: true },
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    });
  });
});
