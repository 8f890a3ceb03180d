/** 傲慢机车 哈士基 (Husky the Proud Rider): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, P1, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('husky-rider: 傲慢机车 哈士基 (Husky the Proud Rider)', () => {
  it('KALING 5-4, husky-rider: 超速飘逸法则 swaps two own set cards in its [O1] while the opponent has 3+ energy', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['fire-energy'],
          field: [
            fld('husky-rider', 'B2'),
            fld('arrow', 'A1', { faceDown: true }),
            fld('ice-energy', 'C3', { faceDown: true }),
            fld('sun-child', 'E1'),
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    pick(s, 0, 'Overspeed Drift');
    tryPick(s, 0, 'A1');
    tryPick(s, 0, 'C3');
    passChains(s);
    expect(at(s, 'A1')).toBe('ice-energy');
    expect(at(s, 'C3')).toBe('arrow');
  });
});
