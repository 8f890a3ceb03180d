/** 生命树之枝 (Branch of the Life Tree): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('life-branch: 生命树之枝 (Branch of the Life Tree)', () => {
  it('KALING 4.2-6, life-branch: a placed device (GP 1) that stays; an attack with AP ≥ 1 takes its GP and clears it', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3')] },
        { deck: DECK, field: [fld('life-branch', 'C4', { gp: 1 })] },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toContain('life-branch');
  });
});
