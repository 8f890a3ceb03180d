/** 牡丹妃 (Peony Consort): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, P1, passChains, pick } from '../../../test/helpers.ts';

describe('peony-consort: 牡丹妃 (Peony Consort)', () => {
  it('KALING 5-1, peony-consort: 芳香治愈 on its summon gives a chosen player 2 LP', () => {
    const { s } = board({ players: [{ hand: ['peony-consort'], deck: DECK }, P1] });
    pick(s, 0, 'Pay to summon Peony Consort');
    pick(s, 0, 'C1');
    pick(s, 0, 'Fragrant Healing');
    pick(s, 0, 'p0');
    passChains(s);
    expect(s.g.lp).toEqual([22, 20]);
    expect(at(s, 'C1')).toBe('peony-consort');
  });
});
