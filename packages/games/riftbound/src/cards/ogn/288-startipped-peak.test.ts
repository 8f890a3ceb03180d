/** Startipped Peak (OGN-288/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './288-startipped-peak.ts';

describe('Startipped Peak (OGN-288/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a hold trigger of this battlefield (RB 376.4, RB 448.2)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'triggered',
      on: { on: 'hold', who: 'here' },
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    });
  });
});
