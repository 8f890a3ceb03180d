/** 陨石坠击 (Meteor Strike): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, P1, passChains, pick, playTactic } from '../../../test/helpers.ts';

describe('meteor: 陨石坠击 (Meteor Strike)', () => {
  it('KALING 5-15, meteor: pay up to 3 energy; the opponent loses as much LP', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['meteor'] }, P1] });
    playTactic(s, 'Meteor Strike');
    pick(s, 0, 3);
    passChains(s);
    expect(s.g.lp[1]).toBe(17);
    expect(s.g.energy[0]).toBe(3);
  });
});
