/** 影狱蛇 (Shadow Prison Snake): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, has, P1, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('shadow-snake: 影狱蛇 (Shadow Prison Snake)', () => {
  it('shadow-snake: 融入阴影 sets itself face down; 阴影潜袭 negates a chosen set card, sets it again and returns', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [
            fld('shadow-snake', 'C2', { summonedTurn: 3 }),
            fld('fire-energy', 'B3', { faceDown: true }),
            fld('sun-child', 'A1'),
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'Melt into Shadow');
    passChains(s);
    expect(s.objects[s.g.cells[7]].faceDown).toBe(true);
    expect(has(s, 0, 'Move Shadow')).toBe(false);
    pick(s, 0, 'Activate Fire Energy');
    pick(s, 0, 'Shadow Ambush');
    passChains(s);
    expect(s.objects[s.g.cells[7]].faceDown).toBeUndefined();
    expect(at(s, 'B3')).toBe('fire-energy');
    expect(s.objects[s.g.cells[11]].faceDown).toBe(true);
    expect(statAt(s, 'A1').ap).toBe(3);
    expect(s.g.energy[0]).toBe(3);
  });
});
