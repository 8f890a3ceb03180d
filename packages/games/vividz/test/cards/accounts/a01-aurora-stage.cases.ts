/** VZ-A01 Aurora Stage: what the card does. */
import { describe, expect, it } from 'vitest';
import { activatable } from '../../../src/rules/0700-turn.ts';
import { asked, board, ids, options, players, power, reply, start } from '../../helpers.ts';

describe('VZ-A01 Aurora Stage', () => {
  it('VZ 903.1a / VZ 907.1a: ⤵ and 1 energy — a character of yours gets +2 power until the end of the mission phase', () => {
    const g = board(
      players({
        account: { card: 'VZ-A01', tag: 'acc' },
        area: { '2': { card: 'VZ-C01', tag: 'c' } },
        energy: 1,
      }),
    );
    expect(activatable(g.state, 0)).toEqual([{ kind: 'activate', source: g.tags.acc, index: 0 }]);
    start(g, 'vz.activate', { player: 0, source: g.tags.acc, index: 0 });
    expect(asked(g)).toMatchObject({ kind: 'target', rule: 'VZ 902.3' });
    reply(g, options(g)[0]);
    expect(power(g, g.tags.c)).toBe(4);
    expect(g.state.objects[g.tags.acc].data.sleep).toBe(true);
    expect(ids(g, 0, 'energy')).toHaveLength(0);
    // VZ 904.4a: asleep, it cannot pay its ⤵ again.
    expect(activatable(g.state, 0)).toEqual([]);
    start(g, 'vz.mission-phase');
    expect(power(g, g.tags.c)).toBe(2);
  });

  it('VZ 903.1a: the ability has no effect outside the account zone', () => {
    const g = board(players({ hand: [{ card: 'VZ-A01' }], area: { '2': 'VZ-C01' }, energy: 1 }));
    expect(activatable(g.state, 0)).toEqual([]);
  });
});
