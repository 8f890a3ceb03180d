/** 风起云涌 (Rising Winds): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, playTactic } from '../../../test/helpers.ts';

describe('wind-rise: 风起云涌 (Rising Winds)', () => {
  it('KALING 5-7, wind-rise: every card on the field other than 卡灵 returns to hand', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['wind-rise'],
          field: [fld('arrow', 'A2', { faceDown: true }), fld('sun-child', 'A1')],
        },
        { deck: DECK, field: [fld('life-branch', 'C4', { gp: 1 })] },
      ],
    });
    playTactic(s, 'Rising Winds');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['arrow']);
    expect(cardsIn(s, 'p1:hand')).toEqual(['life-branch']);
    expect(at(s, 'A1')).toBe('sun-child');
  });
});
