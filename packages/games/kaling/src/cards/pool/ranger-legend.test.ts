/** 传奇游侠 莱金德 (Legend the Ranger): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('ranger-legend: 传奇游侠 莱金德 (Legend the Ranger)', () => {
  it('KALING 5-4, ranger-legend: 交换魔弹 swaps a seen opposing set card with a Lv≤3 opposing 卡灵 in its [O1]', () => {
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

  it('KALING 4.2-4, ranger-legend: 被拥护的英雄 — in battle with a Lv≤4 卡灵 its DP counts as 5 (4 printed); against Lv5+ it stays 4', () => {
    const low = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('ranger-legend', 'C4')] },
      ],
    }).s;
    pick(low, 0, 'Attack with Fierce Howl');
    pick(low, 1, 'dp');
    passChains(low);
    // Fierce Howl's AP 4 against DP 5: Legend the Ranger stays and its controller loses no LP.
    expect(at(low, 'C4')).toBe('ranger-legend');
    expect(low.g.lp[1]).toBe(20);
    const high = board({
      players: [
        { deck: DECK, field: [fld('king-kuga', 'C3')] },
        { deck: DECK, field: [fld('ranger-legend', 'C4')] },
      ],
    }).s;
    pick(high, 0, 'Attack with King Kuga');
    pick(high, 1, 'dp');
    passChains(high);
    // King Kuga (Lv5) AP 7 against the printed DP 4: cleared, 3 LP lost.
    expect(at(high, 'C4')).toBeNull();
    expect(high.g.lp[1]).toBe(20 - (7 - 4));
  });
});
