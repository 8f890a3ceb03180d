/** Targon's Peak (OGN-289/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './289-targons-peak.ts';

describe("Targon's Peak (OGN-289/298)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a conquer trigger of this battlefield (RB 376.4, RB 448.2)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      steps: [{ do: 'delayed', at: 'turn-end', steps: [{ do: 'ready-runes', upTo: 2 }] }],
    });
  });
});
