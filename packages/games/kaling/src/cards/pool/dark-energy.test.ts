/** 暗能量 (Dark Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, playTactic } from '../../../test/helpers.ts';

describe('dark-energy: 暗能量 (Dark Energy)', () => {
  it('KALING 4.8-1, dark-energy: clears a 卡灵 next to where it is placed', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    playTactic(s, 'Dark Energy', 'C3');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(cardsIn(s, 'p1:discard')).toEqual(['king-kuga']);
  });
});
