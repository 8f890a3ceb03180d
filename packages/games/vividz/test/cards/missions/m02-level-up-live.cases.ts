/** VZ-M02 Level Up Live: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, start, withCtx } from '../../helpers.ts';

describe('VZ-M02 Level Up Live', () => {
  it('VZ 1002.1: checkable after a level up this turn; cleared with 2 or more characters', () => {
    const g = board(
      players({
        missions: [{ card: 'VZ-M02', tag: 'm' }],
        area: { '2': ['VZ-C01', 'VZ-C03'], '1': 'VZ-C01' },
      }),
    );
    const offered = () => legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m);
    expect(offered()).toBe(false);
    start(g, 'vz.charge'); // its preprocessing levels lane 2 up
    expect(g.state.g.counts[0].levelUps).toBe(1);
    expect(offered()).toBe(true);
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });
});
