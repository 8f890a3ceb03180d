/** VZ-C03 Encore Singer: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, ids, players, queued, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C03 Encore Singer', () => {
  it('VZ 806.3: when its attack succeeds, draw a card', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C03', tag: 'a' } }, deck: ['VZ-C01', 'VZ-C01'] }));
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(queued(g)).toEqual(['VZ-C03#0']);
    resolveQueued(g, 'VZ-C03#0');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });
});
