/** VZ-C15 Tally Keeper: what the card does. */
import { describe, expect, it } from 'vitest';
import { queueStateTriggers } from '../../../src/rules/0908-triggers.ts';
import { board, ids, players, resolveQueued, start, withCtx } from '../../helpers.ts';

describe('VZ-C15 Tally Keeper', () => {
  it('VZ 908.5a: a tally per card put into your trash; at 3 its state trigger removes 3 and draws', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C15', tag: 'k' } }, energy: 3, deck: ['VZ-C01'] }));
    start(g, 'vz.pay-energy', { player: 0, n: 3 });
    for (let i = 0; i < 3; i++) resolveQueued(g, 'VZ-C15#0');
    expect(g.state.objects[g.tags.k].data.cardState).toEqual({ 'VZ-C15': { tally: 3 } });
    withCtx(g, (ctx) => queueStateTriggers(ctx));
    resolveQueued(g, 'VZ-C15#1');
    expect(g.state.objects[g.tags.k].data.cardState['VZ-C15'].tally).toBe(0);
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });
});
