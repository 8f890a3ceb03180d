/** VZ-C18 Blade Dancer: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cited, options, players, reply, start } from '../../helpers.ts';

describe('VZ-C18 Blade Dancer', () => {
  it('VZ 802.1c: when it attacks, 1 damage to an opposing character in an adjacent lane', () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C18', tag: 'a' } }, deck: ['VZ-C01'] },
        { area: { '1': { card: 'VZ-C10', tag: 'left' }, '2': { card: 'VZ-C10', tag: 'mid' } } },
      ),
    );
    start(g, 'vz.attack', { attacker: g.tags.a });
    // It resolves in the preprocessing after the declaration (VZ 802.1d).
    expect(cited(g)).toContain('VZ 908.2');
    expect(options(g)).toEqual([`t${g.tags.left}`]);
    reply(g, `t${g.tags.left}`);
    expect(g.state.objects[g.tags.left].data.damage).toBe(1);
  });
});
