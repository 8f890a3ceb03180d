/** 库加王 (King Kuga): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('king-kuga: 库加王 (King Kuga)', () => {
  it('KALING 4.4-5, king-kuga: 圣铠护甲 on its paid summon gives every opposing 卡灵 AP −1; 平衡惩戒 drains LP per changed 卡灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['king-kuga'], field: [fld('breeze-swordsman', 'A1'), fld('fierce-howl', 'B1')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('penguin-dudu', 'D4')] },
      ],
    });
    pick(s, 0, 'Pay to summon King Kuga');
    pick(s, 0, 'A1');
    pick(s, 0, 'B1');
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(2);
    expect(statAt(s, 'D4').ap).toBe(2);
    pick(s, 0, 'Balancing Punishment');
    passChains(s);
    expect(s.g.lp[1]).toBe(18);
  });
});
