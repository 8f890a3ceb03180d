/** 和平果实 (Fruit of Peace): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, finishMove, fld, has, pick, tryPick } from '../../../test/helpers.ts';

describe('peace-fruit: 和平果实 (Fruit of Peace)', () => {
  it('peace-fruit: the opponent draws 1 and nobody may attack this turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['peace-fruit'], field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Fierce');
    pick(s, 0, 'Fruit of Peace');
    tryPick(s, 0, 'E2');
    finishMove(s);
    expect(cardsIn(s, 'p1:hand').length).toBe(1);
    expect(has(s, 0, 'Attack with')).toBe(false);
  });
});
