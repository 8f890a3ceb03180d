/** VZ-C18 Blade Dancer: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, options, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C18 Blade Dancer', () => {
  it('VZ 802.1c: when it attacks, 1 damage to an opposing character in an adjacent lane', () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C18', tag: 'a' } }, deck: ['VZ-C01'] },
        { area: { '1': { card: 'VZ-C10', tag: 'left' }, '2': { card: 'VZ-C10', tag: 'mid' } } },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    resolveQueued(g, 'VZ-C18#0');
    expect(options(g)).toEqual([`t${g.tags.left}`]);
    reply(g, `t${g.tags.left}`);
    expect(g.state.objects[g.tags.left].data.damage).toBe(1);
  });
});
