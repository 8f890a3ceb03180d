/** 风魔眼 (Wind Demon Eye): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, has, passChains, pick } from '../../../test/helpers.ts';

describe('wind-eye: 风魔眼 (Wind Demon Eye)', () => {
  it('KALING 5-7, wind-eye: 风涌龙息 returns a set card; 至高飓风炮 attacks directly with nothing ahead', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('wind-eye', 'C2')] },
        { deck: DECK, field: [fld('arrow', 'A4', { faceDown: true })] },
      ],
    });
    expect(has(s, 0, 'Attack with Wind Demon Eye')).toBe(true);
    pick(s, 0, 'Surging Dragon Breath');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('arrow');
    pick(s, 0, 'Attack with Wind Demon Eye');
    passChains(s);
    expect(s.g.lp[1]).toBe(15);
  });
});
