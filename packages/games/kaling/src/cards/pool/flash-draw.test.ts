/** 电闪抽牌 (Flash Draw): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, playTactic } from '../../../test/helpers.ts';

describe('flash-draw: 电闪抽牌 (Flash Draw)', () => {
  it('flash-draw: draw 2', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['flash-draw'] }, P1] });
    playTactic(s, 'Flash Draw');
    passChains(s);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
    expect(s.g.energy[0]).toBe(3);
  });
});
