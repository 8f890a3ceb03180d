/** 交换位置 (Change Places): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('swap-places: 交换位置 (Change Places)', () => {
  it('KALING 5-4, swap-places: two own 卡灵 swap cells (a transfer, no move timing point)', () => {
    const { s, log } = board({
      players: [
        {
          deck: DECK,
          field: [
            fld('sun-child', 'A1'),
            fld('saint-helier', 'E1'),
            fld('swap-places', 'C2', { faceDown: true }),
          ],
        },
        { deck: DECK, hand: ['fire-energy'] },
      ],
    });
    void log;
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Change Places');
    tryPick(s, 0, 'Sun Child');
    tryPick(s, 0, 'Saint Helier');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('sun-child');
    expect(at(s, 'E1')).toBe('sun-child');
  });
});
