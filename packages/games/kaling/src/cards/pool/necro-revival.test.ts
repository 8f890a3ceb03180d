/** 死灵复生 (Necro Revival): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, playTactic, tryPick } from '../../../test/helpers.ts';

describe('necro-revival: 死灵复生 (Necro Revival)', () => {
  it('KALING 5-1, necro-revival: free-summon from the own discard pile; the opponent draws 1', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['necro-revival'], discard: ['fierce-howl'] }, P1] });
    playTactic(s, 'Necro Revival');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('fierce-howl');
    expect(cardsIn(s, 'p1:hand').length).toBe(1);
  });
});
