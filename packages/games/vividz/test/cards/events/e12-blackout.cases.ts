/** VZ-E12 Blackout: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power, reply, start } from '../../helpers.ts';

describe('VZ-E12 Blackout', () => {
  it('VZ 903.2b / VZ 911.1b: the chosen character loses its abilities and cannot attack this turn', async () => {
    const { canAttackWith } = await import('../../../src/rules/0800-attack.ts');
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C04', tag: 'l' }, '2': { card: 'VZ-C01', tag: 'r' } } },
        { hand: [{ card: 'VZ-E12', tag: 'e' }], energy: 2 },
        { turnPlayer: 1 },
      ),
    );
    start(g, 'vz.play', { player: 1, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.l}`);
    expect(power(g, g.tags.r)).toBe(2);
    g.state.g.turnPlayer = 0;
    expect(canAttackWith(g.state, g.tags.l)).toBe(false);
    expect(canAttackWith(g.state, g.tags.r)).toBe(true);
  });
});
