/** 小丑星法师 (Clown Star Mage): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, passChains, pending, pick } from '../../../test/helpers.ts';

describe('clown-mage: 小丑星法师 (Clown Star Mage)', () => {
  it('KALING 5-1, clown-mage: 戏法降临 comes back from the discard pile when discarded from hand', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['clown-mage', 'nightmare-dragon'],
          field: [{ card: 'nightmare-dragon', cell: 'A1' }],
        },
        { deck: DECK, field: [{ card: 'sun-child', cell: 'C4' }] },
      ],
    });
    pick(s, 0, 'Nightmare Illusion Kill');
    pick(s, 0, 'Clown Star Mage');
    pick(s, 0, 'Trick Arrival');
    passChains(s);
    if (pending(s)?.kind === 'cell') pick(s, 0, 'C3');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('clown-mage');
  });
});
