/** VZ-C08 Accel Dancer: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-C08 Accel Dancer', () => {
  it('VZ 1201.2: Accel <idol> — an idol on top may be used free; VZ 1201.3 a non-idol goes to energy', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C08', tag: 'd' } }, deck: ['VZ-C01'] }));
    start(g, 'vz.activate', { player: 0, source: g.tags.d, index: 0 });
    reply(g, 'use');
    reply(g, 'l2');
    expect(cards(g, 0, 'area').sort()).toEqual(['VZ-C01', 'VZ-C08']);
    const h = board(players({ area: { '1': { card: 'VZ-C08', tag: 'd' } }, deck: ['VZ-C10'] }));
    start(h, 'vz.activate', { player: 0, source: h.tags.d, index: 0 });
    expect(cards(h, 0, 'energy')).toEqual(['VZ-C10']);
  });
});
