/** 死亡爆弹 (Death Bomb): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('death-bomb: 死亡爆弹 (Death Bomb)', () => {
  it('KALING 5-6, death-bomb: a 卡灵 moving into the [O1] of the set bomb is cleared and both players lose its higher value', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C2')] },
        { deck: DECK, field: [fld('death-bomb', 'C4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Breeze');
    pick(s, 0, 'C3');
    pick(s, 1, 'Death Bomb');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('breeze-swordsman');
    expect(s.g.lp).toEqual([15, 15]);
  });
});
