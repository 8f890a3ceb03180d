/** VZ-M03 Full House: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, power, start, withCtx } from '../../helpers.ts';

describe('VZ-M03 Full House', () => {
  it('VZ 304.6d: checkable with 3 characters; cleared only when both clear items hold', () => {
    const g = board(
      players({
        missions: [{ card: 'VZ-M03', tag: 'm' }],
        area: { '1': 'VZ-C10', '2': 'VZ-C10', '3': 'VZ-C10' },
        energy: 4,
      }),
    );
    expect(legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m)).toBe(true);
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase'); // 4 energy: not cleared
    expect(g.state.objects[g.tags.m].faceDown).toBeUndefined();
  });

  it('VZ 304.1b / VZ 903.1b: its static ability works while it is face up in the mission zone', () => {
    const g = board(
      players({
        missions: [{ card: 'VZ-M03', tag: 'm' }],
        area: { '2': { card: 'VZ-C10', tag: 'mid' }, '1': { card: 'VZ-C10', tag: 'side' } },
      }),
    );
    expect(power(g, g.tags.mid)).toBe(6);
    expect(power(g, g.tags.side)).toBe(5);
    withCtx(g, (ctx) => {
      ctx.state.objects[g.tags.m].faceDown = true;
      ctx.touch();
    });
    expect(power(g, g.tags.mid)).toBe(5);
  });
});
