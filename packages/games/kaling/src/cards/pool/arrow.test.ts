/** 飞矢 (Flying Arrow): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('arrow: 飞矢 (Flying Arrow)', () => {
  it('KALING 5-6, arrow: clears the card on a cell holding a set card', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('arrow', 'A2', { faceDown: true }), fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('mind-eye', 'C4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Flying Arrow');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toContain('mind-eye');
  });
});
