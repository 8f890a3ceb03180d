/** 灏涛锦蔚 (Haotao Jinwei): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('east-water: 灏涛锦蔚 (Haotao Jinwei)', () => {
  it('KALING 5-8, east-water: 颠转东水 shuffles a Lv≤2 卡灵 of 0/2 values back to give a seen Lv4+ opponent AP −2', () => {
    const { s } = board({
      players: [
        { deck: DECK, discard: ['captain-argo', 'sun-child'], field: [fld('east-water', 'C2')] },
        { deck: DECK, field: [fld('king-kuga', 'C4'), fld('sun-child', 'A4')] },
      ],
    });
    pick(s, 0, 'power draw');
    pick(s, 0, 'Turning the Eastern Waters');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(5);
    expect(cardsIn(s, 'p0:discard')).toEqual(['sun-child']);
    expect(cardsIn(s, 'p0:deck')).toContain('captain-argo');
    expect(s.g.energy[0]).toBe(0);
  });
});
