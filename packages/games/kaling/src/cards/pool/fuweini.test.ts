/** 弗威尼 (Fuweini): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  passChains,
  passUntil,
  pick,
  tryPick,
} from '../../../test/helpers.ts';

describe('fuweini: 弗威尼 (Fuweini)', () => {
  it('KALING 5-1, fuweini: 一丝祈愿 brings a Lv2 龙灵 back from the discard pile when it is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('sun-child', 'E1')] },
        { deck: DECK, discard: ['gale-dragon'], field: [fld('fuweini', 'E2')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    tryPick(s, 0, 'D2');
    tryPick(s, 0, 'Fuweini');
    passUntil(s, 1, 'A Faint Wish');
    tryPick(s, 1, 'A5');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('gale-dragon');
  });

  it('KALING 4.2-4, fuweini: 无法拒绝的爱 — in battle with a 卡灵 of printed level 5+ its DP is 5 + 1', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('caesar-mammoth', 'C3')] },
        { deck: DECK, field: [fld('fuweini', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Caesar Mammoth');
    pick(s, 1, 'dp');
    passChains(s);
    // Caesar Mammoth's AP 7 against DP 6: Fuweini is cleared and its controller loses 1 LP (not 2).
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - (7 - 6));
  });
});
