/** 火能量 (Fire Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick, playTactic, statAt } from '../../../test/helpers.ts';

describe('fire-energy: 火能量 (Fire Energy)', () => {
  it('fire-energy: AP +1 for the turn, gone at the end of the turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    playTactic(s, 'Fire Energy');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(4);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(3);
  });
});
