/** 炎头小鬼 (Flame-head Imp): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('flame-imp: 炎头小鬼 (Flame-head Imp)', () => {
  it('flame-imp: 诅咒之火 costs the opponent 2 LP when an effect clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('flame-imp', 'B3')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    tryPick(s, 0, 'Flame-head Imp');
    passUntil(s, 1, 'Cursed Fire');
    passChains(s);
    expect(s.g.lp[0]).toBe(18);
  });
});
