/** 扶摇直上 (Soar): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, playTactic } from '../../../test/helpers.ts';

describe('soar: 扶摇直上 (Soar)', () => {
  it('KALING 5-7, soar: discard 1 to return a 卡灵 from the discard pile to hand', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['soar', 'arrow'], discard: ['king-kuga'] }, P1] });
    playTactic(s, 'Soar');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['king-kuga']);
  });
});
