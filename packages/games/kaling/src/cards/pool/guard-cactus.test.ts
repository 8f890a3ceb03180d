/** 卫兵仙人掌 (Guard Cactus): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, passChains, pick } from '../../../test/helpers.ts';

describe('guard-cactus: 卫兵仙人掌 (Guard Cactus)', () => {
  it('KALING 4.5-2, guard-cactus: 自卫反击 (forced) returns an opposing 卡灵 moving into its [O1], and itself', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [{ card: 'sun-child', cell: 'C2' }] },
        { deck: DECK, field: [{ card: 'guard-cactus', cell: 'C4' }] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'C3');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toContain('sun-child');
    expect(cardsIn(s, 'p1:hand')).toContain('guard-cactus');
    expect(at(s, 'C3')).toBeNull();
  });
});
