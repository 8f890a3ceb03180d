/** 星之愿 (Star Wish): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, labels, P1, passChains, pick, playTactic, tryPick } from '../../../test/helpers.ts';

describe('star-wish: 星之愿 (Star Wish)', () => {
  it('KALING 5-9, star-wish: send a 卡灵 from the deck to the discard pile, or (+2) add one to hand', () => {
    const { s } = board({
      players: [{ deck: ['arrow', 'king-kuga', 'arrow'], hand: ['star-wish', 'star-wish'] }, P1],
    });
    playTactic(s, 'Star Wish');
    passChains(s);
    tryPick(s, 0, 'kking-kuga');
    expect(cardsIn(s, 'p0:discard')).toContain('king-kuga');
    const b = board({ players: [{ deck: ['arrow', 'king-kuga', 'arrow'], hand: ['star-wish'] }, P1] }).s;
    const opt = labels(b, 0)
      .filter((l) => l.includes('Activate Star Wish'))[1]
      .split('|')[0];
    pick(b, 0, opt);
    tryPick(b, 0, 'E2');
    passChains(b);
    tryPick(b, 0, 'kking-kuga');
    expect(cardsIn(b, 'p0:hand')).toEqual(['king-kuga']);
    expect(b.g.energy[0]).toBe(2);
  });
});
