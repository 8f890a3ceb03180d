/** VZ-E01 Spark Shower: what the card does. */
import { submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { asked, board, cards, players, reply, start, TEST_MODULE } from '../../helpers.ts';

describe('VZ-E01 Spark Shower', () => {
  it('VZ 904.3b: up to 3 opposing characters share 3 damage, each at least 1', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E01', tag: 'e' }], energy: 2 },
        { area: { '1': { card: 'VZ-C10', tag: 'a' }, '2': { card: 'VZ-C10', tag: 'b' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.a}`);
    reply(g, `t${g.tags.b}`);
    expect(asked(g)).toMatchObject({ kind: 'distribute', rule: 'VZ 904.3b' });
    const bad = { [`t${g.tags.a}`]: 3, [`t${g.tags.b}`]: 0 };
    expect(submit(g.state, TEST_MODULE, { player: 0, answer: bad }).ok).toBe(false);
    reply(g, { [`t${g.tags.a}`]: 2, [`t${g.tags.b}`]: 1 });
    expect(g.state.objects[g.tags.a].data.damage).toBe(2);
    expect(g.state.objects[g.tags.b].data.damage).toBe(1);
    expect(cards(g, 0, 'trash')).toContain('VZ-E01');
  });
});
