/** 土能量 (Earth Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('earth-energy: 土能量 (Earth Energy)', () => {
  it('KALING 5-18, earth-energy: 坚守 for the turn keeps a 卡灵 from being cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4'), fld('earth-energy', 'A4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    passUntil(s, 1, 'Earth Energy');
    tryPick(s, 1, 'Captain Argo');
    passChains(s);
    expect(at(s, 'C4')).toBe('captain-argo');
    expect(s.g.lp[1]).toBe(18);
  });
});
