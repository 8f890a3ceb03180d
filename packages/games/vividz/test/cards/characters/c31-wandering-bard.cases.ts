/** VZ-C31 Wandering Bard: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C31 Wandering Bard', () => {
  it('VZ 401.5c / VZ 1115.1: a wildcard with the Scout mark; when it enters, draw a card', () => {
    const g = board(players({ deck: ['VZ-C01', 'VZ-C31'] }));
    start(g, 'vz.scout', { player: 0 });
    reply(g, 'use');
    reply(g, 'l1');
    resolveQueued(g, 'VZ-C31#0');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C01']);
  });
});
