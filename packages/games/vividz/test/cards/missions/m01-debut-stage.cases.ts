/** VZ-M01 Debut Stage: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, start, withCtx } from '../../helpers.ts';

describe('VZ-M01 Debut Stage', () => {
  it('VZ 1113.1 / VZ 1118.1: checkable once an attack succeeded this turn; cleared with a Center character', () => {
    const g = board(players({ missions: [{ card: 'VZ-M01', tag: 'm' }], area: { '2': 'VZ-C01' } }));
    const offered = () => legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m);
    expect(offered()).toBe(false);
    g.state.g.counts[0].successes = 1;
    expect(offered()).toBe(true);
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });

  it('VZ 704.2b: without a Center character it is only unchecked', () => {
    const g = board(
      players({ missions: [{ card: 'VZ-M01', tag: 'm', sleep: true }], area: { '1': 'VZ-C01' } }),
    );
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m]).toMatchObject({ data: { slot: 0 } });
    expect(g.state.objects[g.tags.m].faceDown).toBeUndefined();
  });
});
