/** 光能量 (Light Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, playTactic } from '../../../test/helpers.ts';

describe('light-energy: 光能量 (Light Energy)', () => {
  it('KALING 3.5.5-4, light-energy: regain 2 energy (never above 6)', () => {
    const { s } = board({ players: [{ energy: 2, deck: DECK, hand: ['light-energy'] }, P1] });
    playTactic(s, 'Light Energy');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
    expect(cardsIn(s, 'p0:discard')).toEqual(['light-energy']);
  });
});
