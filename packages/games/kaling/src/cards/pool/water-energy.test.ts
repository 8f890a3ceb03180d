/** 水能量 (Water Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('water-energy: 水能量 (Water Energy)', () => {
  it('water-energy: a 卡灵 has its effects negated this turn', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['water-energy'],
          field: [fld('volt-magician', 'B2'), fld('cloud-sparky', 'C2'), fld('sun-child', 'A1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Water Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Volt Magician');
    passChains(s);
    expect(statAt(s, 'C2').ap).toBe(2);
  });
});
