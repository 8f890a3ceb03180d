/** VZ-C30 Overclock Mech: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, ids, players, reply, resolveQueued, start, withCtx } from '../../helpers.ts';

describe('VZ-C30 Overclock Mech', () => {
  it('VZ 908.5: when you have no cards in hand, draw a card (a state trigger)', async () => {
    const { queueStateTriggers } = await import('../../../src/rules/0908-triggers.ts');
    const g = board(players({ area: { '1': 'VZ-C30' }, hand: ['VZ-C01'], deck: ['VZ-C01'] }));
    withCtx(g, (ctx) => expect(queueStateTriggers(ctx)).toBe(0));
    start(g, 'vz.discard', { players: [0], n: 1 });
    reply(g, ['h0']);
    withCtx(g, (ctx) => expect(queueStateTriggers(ctx)).toBe(1));
    resolveQueued(g, 'VZ-C30#0');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });
});
