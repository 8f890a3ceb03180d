/** 血凝光 (Blood Clot Light): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('blood-light: 血凝光 (Blood Clot Light)', () => {
  it('KALING 2.1-3, blood-light: when an own 卡灵 is cleared, gain the higher of its AP and DP (or draw 1)', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'C4'), fld('blood-light', 'A4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Attack with Breeze');
    tryPick(s, 1, 'ap');
    passUntil(s, 1, 'Blood Clot Light');
    passChains(s);
    pick(s, 1, 'c1');
    passChains(s);
    expect(s.g.lp[1]).toBe(20 - 3 + 5);
  });
});
