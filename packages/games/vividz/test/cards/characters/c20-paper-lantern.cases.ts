/** VZ-C20 Paper Lantern: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, queued, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C20 Paper Lantern', () => {
  it('VZ 908.3d: when it retires, 2 damage to an opposing character', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C20', damage: 1 } } },
        { area: { '3': { card: 'VZ-C10', tag: 'o' } } },
      ),
    );
    start(g, 'vz.charge');
    expect(queued(g)).toEqual(['VZ-C20#0']);
    resolveQueued(g, 'VZ-C20#0');
    reply(g, `t${g.tags.o}`);
    expect(g.state.objects[g.tags.o].data.damage).toBe(2);
  });
});
