/** 钢螂刃骑 (Steel Mantis Knight): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('mantis-knight: 钢螂刃骑 (Steel Mantis Knight)', () => {
  it('KALING 4.2-4, mantis-knight: 聚能双刃冲 sends an own 卡灵 behind it for AP +3; 锋利刃片 treats the defender DP as 0', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('mantis-knight', 'C3'), fld('sun-child', 'C2')] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Charged Twin-blade Rush');
    passChains(s);
    expect(statAt(s, 'C3').ap).toBe(7);
    pick(s, 0, 'Attack with Steel Mantis');
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - 7);
  });
});
