/** VZ-M05 Smoke and Mirrors: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, start, withCtx } from '../../helpers.ts';

describe('VZ-M05 Smoke and Mirrors', () => {
  it('VZ 102.12: checkable after an event this turn; cleared only after 2 events this turn', () => {
    const g = board(
      players({ missions: [{ card: 'VZ-M05', tag: 'm' }], hand: [{ card: 'VZ-E13', tag: 'e' }], energy: 1 }),
    );
    const offered = () => legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m);
    expect(offered()).toBe(false);
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(g.state.g.counts[0].events).toBe(1);
    expect(offered()).toBe(true);
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBeUndefined();
    g.state.g.counts[0].events = 2;
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });
});
