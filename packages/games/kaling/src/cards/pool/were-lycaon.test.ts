/** 伪装狼人 吕卡翁 (Lycaon the Disguised Werewolf): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('were-lycaon: 伪装狼人 吕卡翁 (Lycaon the Disguised Werewolf)', () => {
  it('KALING 3.5.1-3, were-lycaon: 伪装 paid summon with one Lv2 material uses both paid summons and is 3/3/3 attacking only sideways', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['were-lycaon'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('fierce-howl', 'B3')] },
      ],
    });
    pick(s, 0, 'in disguise');
    pick(s, 0, 'A1');
    tryPick(s, 0, 'C1');
    passChains(s);
    const cell = at(s, 'A1') === 'were-lycaon' ? 'A1' : 'C1';
    const st = statAt(s, cell);
    expect([st.ap, st.dp, st.sp, st.attributes.join()]).toEqual([3, 3, 3, '暗']);
    expect(s.g.paidSummons).toBe(2);
  });
});
