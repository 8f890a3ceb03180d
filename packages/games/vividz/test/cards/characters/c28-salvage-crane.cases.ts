/** VZ-C28 Salvage Crane: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C28 Salvage Crane', () => {
  it('VZ 504.4: when it enters, up to 2 top cards into energy', () => {
    const g = board(
      players({ hand: [{ card: 'VZ-C28', tag: 'h' }], energy: 2, deck: ['VZ-C01', 'VZ-C02', 'VZ-C03'] }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.h, via: 'main' });
    reply(g, 'l0');
    resolveQueued(g, 'VZ-C28#0');
    reply(g, 'one');
    reply(g, 'one');
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C03', 'VZ-C02']);
  });
});
