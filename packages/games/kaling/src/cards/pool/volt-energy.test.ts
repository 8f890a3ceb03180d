/** 电能量 (Volt Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('volt-energy: 电能量 (Volt Energy)', () => {
  it('volt-energy: SP +1 for the turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['volt-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Volt Energy');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    expect(statAt(s, 'A1').sp).toBe(3);
  });
});
