/** 木能量 (Wood Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, P1, passChains, pick, playTactic } from '../../../test/helpers.ts';

describe('wood-energy: 木能量 (Wood Energy)', () => {
  it('KALING 2.1-3, wood-energy: a player gains 2 LP', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['wood-energy'] }, P1] });
    playTactic(s, 'Wood Energy');
    pick(s, 0, 'p1');
    passChains(s);
    expect(s.g.lp).toEqual([20, 22]);
  });
});
