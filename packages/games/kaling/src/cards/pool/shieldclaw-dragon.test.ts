/** 盾爪龙 凯骑 (Kaiqi the Shieldclaw Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('shieldclaw-dragon: 盾爪龙 凯骑 (Kaiqi the Shieldclaw Dragon)', () => {
  it('shieldclaw-dragon: 盾爪一体 adds 1 AP per 3 DP when it declares an attack', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('shieldclaw-dragon', 'C3')] },
        { deck: DECK, field: [fld('penguin-dudu', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Kaiqi');
    pick(s, 0, 'Shield and Claw');
    passChains(s);
    tryPick(s, 1, 'ap');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(20 - (5 - 3));
  });
});
