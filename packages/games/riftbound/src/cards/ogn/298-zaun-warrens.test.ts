/** Zaun Warrens (OGN-298/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './298-zaun-warrens.ts';

describe('Zaun Warrens (OGN-298/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a conquer trigger of this battlefield (RB 376.4, RB 448.2)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'triggered',
      on: { on: 'conquer', who: 'here' },
      steps: [
        { do: 'discard', n: 1 },
        { do: 'draw', n: 1 },
      ],
    });
  });
});
