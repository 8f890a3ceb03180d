/** 金能量 (Metal Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick, playTactic, tryPick } from '../../../test/helpers.ts';

describe('metal-energy: 金能量 (Metal Energy)', () => {
  it('KALING 5-19, metal-energy: 防爆 for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [] },
        { deck: DECK, field: [fld('king-kuga', 'C4'), fld('metal-energy', 'A4', { faceDown: true })] },
      ],
    });
    playTactic(s, 'Dark Energy', 'C3');
    pick(s, 1, 'Metal Energy');
    tryPick(s, 1, 'King Kuga');
    passChains(s);
    expect(at(s, 'C4')).toBe('king-kuga');
  });
});
