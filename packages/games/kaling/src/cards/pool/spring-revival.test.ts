/** 枯木逢春 (Spring for Dead Wood): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, playTactic, tryPick } from '../../../test/helpers.ts';

describe('spring-revival: 枯木逢春 (Spring for Dead Wood)', () => {
  it('KALING 5-1, spring-revival: free-summon a wood 卡灵 from the own discard pile and gain its AP as LP', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['spring-revival'], discard: ['dryad-emperor'] }, P1],
    });
    playTactic(s, 'Spring for Dead Wood');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('dryad-emperor');
    expect(s.g.lp[0]).toBe(24);
  });
});
