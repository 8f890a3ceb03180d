/** 传奇游侠 莱金德 (Legend the Ranger): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('ranger-legend: 传奇游侠 莱金德 (Legend the Ranger)', () => {
  it('ranger-legend: 交换魔弹 swaps a seen opposing set card with a Lv≤3 opposing 卡灵 in its [O1]; DP counts as 5 vs Lv≤4', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('ranger-legend', 'C2')] },
        { deck: DECK, field: [fld('arrow', 'C4', { faceDown: true }), fld('sun-child', 'D5')] },
      ],
    });
    pick(s, 0, 'Swapping Shot');
    passChains(s);
    expect(at(s, 'C4')).toBe('sun-child');
    expect(at(s, 'D5')).toBe('arrow');
    expect(s.g.energy[0]).toBe(3);
  });
});
