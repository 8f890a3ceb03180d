/** Gold (SFD-T03): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './t03-gold.ts';

describe('Gold (SFD-T03)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('destroy and exhaust it (Reaction): add 1 Power of any domain', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      timing: 'reaction',
      cost: { killSelf: true, exhaust: true },
      steps: [{ do: 'add', power: ['any'] }],
    });
  });
});
