/** VZ-E02 Freeze Frame: what the card does. */
import { describe, expect, it } from 'vitest';
import { expire } from '../../../src/rules/0911-continuous.ts';
import { board, players, power, reply, start, withCtx } from '../../helpers.ts';

describe('VZ-E02 Freeze Frame', () => {
  it("VZ 911.6: the chosen character's power becomes 1 this turn", () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E02', tag: 'e' }], energy: 1 },
        { area: { '1': { card: 'VZ-C10', tag: 'w' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.w}`);
    expect(power(g, g.tags.w)).toBe(1);
    withCtx(g, (ctx) => {
      expire(ctx, 'turn', 'VZ 706.5');
    });
    expect(power(g, g.tags.w)).toBe(5);
  });
});
