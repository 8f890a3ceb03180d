/** VZ-C13 Stage Guard: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power, withCtx } from '../../helpers.ts';

describe('VZ-C13 Stage Guard', () => {
  it("VZ 911.9: its power can't be less than 3", () => {
    const g = board(players({ area: { '1': { card: 'VZ-C13', tag: 'g' } } }));
    withCtx(g, (ctx) =>
      ctx.addEffect({
        source: null,
        controller: 1,
        layer: 'numeric',
        op: 'power',
        params: { n: -2 },
        targets: [g.tags.g],
        until: 'turn',
      }),
    );
    expect(power(g, g.tags.g)).toBe(3);
    withCtx(g, (ctx) =>
      ctx.addEffect({
        source: null,
        controller: 0,
        layer: 'numeric',
        op: 'power',
        params: { n: 4 },
        targets: [g.tags.g],
        until: 'turn',
      }),
    );
    expect(power(g, g.tags.g)).toBe(5);
  });
});
