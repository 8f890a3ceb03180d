/** 风能量 (Wind Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('wind-energy: 风能量 (Wind Energy)', () => {
  it('KALING 5-7, wind-energy: returns a 卡灵 diagonal to where it is placed', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['wind-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('king-kuga', 'D4')] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Wind Energy');
    pick(s, 0, 'C3');
    tryPick(s, 0, 'King Kuga');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('king-kuga');
  });
});
