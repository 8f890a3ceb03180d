/** 电光断碎者 (Thunder Breaker): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('thunder-breaker: 电光断碎者 (Thunder Breaker)', () => {
  it('KALING 5-6, thunder-breaker: 电光断碎斩 clears the card at its [↑]; 勇者意志 AP +1 per 2 LP behind', () => {
    const { s } = board({
      players: [
        { lp: 14, deck: DECK, field: [fld('thunder-breaker', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    expect(statAt(s, 'C3').ap).toBe(4 + 3);
    pick(s, 0, 'Lightning Shatter Slash');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(cardsIn(s, 'p1:discard')).toEqual(['sun-child']);
  });
});
