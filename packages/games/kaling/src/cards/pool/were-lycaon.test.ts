/** 伪装狼人 吕卡翁 (Lycaon the Disguised Werewolf): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  idAt,
  labels,
  passChains,
  passUntil,
  pending,
  pick,
  statAt,
  tryPick,
} from '../../../test/helpers.ts';
import { hasKw } from '../../rules/05-terms.ts';
import type { FieldData } from '../../types.ts';

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

describe('were-lycaon: 撕破面具 (Tear Off the Mask)', () => {
  /** Player 0's Fierce Howl (AP 4) clears player 1's Captain Argo (DP 2) in battle; 吕卡翁 stands on A5. */
  const attackArgo = (lycaon: Record<string, unknown>) => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        {
          deck: DECK,
          hand: ['sun-child'],
          field: [fld('captain-argo', 'C4'), fld('were-lycaon', 'A5', lycaon)],
        },
      ],
    });
    pick(s, 0, 'Attack with Fierce Howl');
    return s;
  };

  it('KALING 5-18, were-lycaon: when its side’s 卡灵 is cleared in battle by an attack, the disguised card discards 1 card, drops 伪装 and gains 坚守 this turn', () => {
    const s = attackArgo({ disguised: true });
    const lycaon = idAt(s, 'A5');
    expect([statAt(s, 'A5').ap, statAt(s, 'A5').attributes.join()]).toEqual([3, '暗']);
    passUntil(s, 1, 'Tear Off the Mask');
    tryPick(s, 1, 'Sun Child');
    passChains(s);
    expect(cardsIn(s, 'field')).not.toContain('captain-argo');
    expect(cardsIn(s, 'p1:hand')).toEqual([]);
    expect(cardsIn(s, 'p1:discard')).toEqual(expect.arrayContaining(['captain-argo', 'sun-child']));
    // 伪装 is gone: its printed 4/4/2 暗·风 values, no longer attacking only sideways.
    expect((s.objects[lycaon].data as FieldData).disguised).toBeUndefined();
    const st = statAt(s, 'A5');
    expect([st.ap, st.dp, st.sp, st.attributes.join()]).toEqual([4, 4, 2, '暗,风']);
    expect(hasKw(s, lycaon, 'guard')).toBe(true);
  });

  it('KALING 5-18, were-lycaon: a 吕卡翁 that is not disguised cannot tear off the mask', () => {
    const s = attackArgo({});
    let offered = false;
    for (let i = 0; i < 20 && pending(s)?.kind === 'chain'; i++) {
      const d = pending(s)!;
      if (d.player === 1 && labels(s, 1).some((l) => l.includes('Tear Off the Mask'))) offered = true;
      pick(s, d.player, 'pass');
    }
    expect(offered).toBe(false);
    expect(cardsIn(s, 'p1:hand')).toEqual(['sun-child']);
    expect(hasKw(s, idAt(s, 'A5'), 'guard')).toBe(false);
  });

  it('a scenario refuses 伪装 for a card without it, in one line', () => {
    expect(() =>
      board({
        players: [{ deck: DECK, field: [fld('sun-child', 'A1', { disguised: true })] }, { deck: DECK }],
      }),
    ).toThrow(/^kaling scenario setup: sun-child on A1 has no 伪装/);
  });
});
