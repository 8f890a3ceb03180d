/** 炎角凶兽 (Flame Horn Beast): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('flame-horn: 炎角凶兽 (Flame Horn Beast)', () => {
  it('KALING 4.2-4, flame-horn: 炎王战意 AP +3 against the 卡灵 at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('flame-horn', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Flame Horn');
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - (8 - 5));
  });
});
