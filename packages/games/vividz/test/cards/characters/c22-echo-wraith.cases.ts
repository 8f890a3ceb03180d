/** VZ-C22 Echo Wraith: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, ids, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C22 Echo Wraith', () => {
  it('VZ 908.3b: in the trash, when another card arrives it may remove itself to draw a card', () => {
    const g = board(players({ hand: ['VZ-C01'], trash: [{ card: 'VZ-C22', tag: 'w' }], deck: ['VZ-C01'] }));
    start(g, 'vz.discard', { players: [0], n: 1 });
    reply(g, ['h0']);
    resolveQueued(g, 'VZ-C22#0');
    reply(g, 'yes');
    expect(cards(g, 0, 'remove')).toEqual(['VZ-C22']);
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });

  it('VZ 908.6: a second triggered state after it left the trash does nothing', () => {
    const g = board(players({ hand: ['VZ-C01', 'VZ-C01'], trash: ['VZ-C22'], deck: ['VZ-C01', 'VZ-C01'] }));
    start(g, 'vz.discard', { players: [0], n: 2 });
    reply(g, ['h0', 'h1']);
    resolveQueued(g, 'VZ-C22#0');
    reply(g, 'yes');
    resolveQueued(g, 'VZ-C22#0');
    reply(g, 'yes');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });
});
