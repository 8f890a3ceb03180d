/** 造梦师 (Dream Maker): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, labels, P1, passChains, pick } from '../../../test/helpers.ts';

describe('dream-maker: 造梦师 (Dream Maker)', () => {
  it('KALING 5-11, dream-maker: 梦幻能量 regains 1 energy, once per turn', () => {
    const { s } = board({
      players: [{ energy: 3, deck: DECK, field: [{ card: 'dream-maker', cell: 'B1' }] }, P1],
    });
    pick(s, 0, 'Dream Energy');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
    expect(labels(s, 0).some((l) => l.includes('Dream Energy'))).toBe(false);
  });
});
