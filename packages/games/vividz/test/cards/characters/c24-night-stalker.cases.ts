/** VZ-C24 Night Stalker: what the card does. */
import { describe, expect, it } from 'vitest';
import { playCost } from '../../../src/rules/0905-energy.ts';
import { asked, board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-C24 Night Stalker', () => {
  it('VZ 1201.2: Accel <nocturne> reads the account info of the revealed card', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C24', tag: 's' } }, deck: ['VZ-E08'] }));
    start(g, 'vz.activate', { player: 0, source: g.tags.s, index: 0 });
    expect(asked(g)).toMatchObject({ kind: 'accel' });
    reply(g, 'use');
    expect(cards(g, 0, 'trash')).toEqual(['VZ-E08']);
    const h = board(players({ area: { '1': { card: 'VZ-C24', tag: 's' } }, deck: ['VZ-E01'] }));
    start(h, 'vz.activate', { player: 0, source: h.tags.s, index: 0 });
    expect(cards(h, 0, 'energy')).toEqual(['VZ-E01']);
  });

  it('VZ 905.2d: the cost-reduction icon', () => {
    const g = board(players({ hand: [{ card: 'VZ-C24', tag: 'h' }], area: { '1': 'VZ-C25' } }));
    expect(playCost(g.state, 0, g.tags.h, 0)).toBe(3);
  });
});
