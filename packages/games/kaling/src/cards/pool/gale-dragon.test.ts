/** 狂风龙 (Gale Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('gale-dragon: 狂风龙 (Gale Dragon)', () => {
  it('KALING 5-7, gale-dragon: 狂风吐息 returns the card at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Gale Breath');
    passChains(s);
    expect(cardsIn(s, 'p1:hand')).toContain('sun-child');
    expect(at(s, 'C4')).toBeNull();
  });
});
