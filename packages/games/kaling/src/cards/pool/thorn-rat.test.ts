/** 棘刺毒鼠 (Thorn Rat): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('thorn-rat: 棘刺毒鼠 (Thorn Rat)', () => {
  it('KALING 5-6, thorn-rat: 毒气袋 discards a random card of the opponent when an effect clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy', 'sun-child'], field: [] },
        { deck: DECK, field: [fld('thorn-rat', 'B3')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    tryPick(s, 0, 'Thorn Rat');
    passUntil(s, 1, 'Poison Sac');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual([]);
    expect(cardsIn(s, 'p0:discard')).toContain('sun-child');
  });
});
