/** 电子宝宝 (E-Baby): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, P1, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('e-baby: 电子宝宝 (E-Baby)', () => {
  it('KALING 5-17, e-baby: 电子充能 sends itself away so a revealed tactic costs no energy this turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['flash-draw'], field: [fld('e-baby', 'B1')] }, P1],
    });
    pick(s, 0, 'Electron Charge');
    tryPick(s, 0, 'Flash Draw');
    passChains(s);
    pick(s, 0, 'Activate Flash Draw');
    tryPick(s, 0, 'A1');
    passChains(s);
    expect(s.g.energy[0]).toBe(6);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
  });
});
