/** VZ-C20 Paper Lantern: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, board, players, reply, start } from '../../helpers.ts';

describe('VZ-C20 Paper Lantern', () => {
  it('VZ 908.3d: when it retires, 2 damage to an opposing character', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C20', damage: 1 } } },
        { area: { '3': { card: 'VZ-C10', tag: 'o' } } },
      ),
    );
    start(g, 'vz.charge');
    // The retire trigger resolves in the charge phase's preprocessing (VZ 705.4): choose the target.
    expect(asked(g)).toMatchObject({ kind: 'target', player: 0 });
    reply(g, `t${g.tags.o}`);
    expect(g.state.objects[g.tags.o].data.damage).toBe(2);
  });
});
