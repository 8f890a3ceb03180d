/** VZ-C26 Steel Bulwark: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power, withCtx } from '../../helpers.ts';

describe('VZ-C26 Steel Bulwark', () => {
  it("VZ 911.9: your characters' power can't be less than 2", () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C26', tag: 'b' }, '2': { card: 'VZ-C01', tag: 'c' } } },
        { area: { '1': { card: 'VZ-C01', tag: 'o' } } },
      ),
    );
    withCtx(g, (ctx) => {
      for (const t of [g.tags.c, g.tags.o])
        ctx.addEffect({
          source: null,
          controller: 1,
          layer: 'numeric',
          op: 'power',
          params: { n: -3 },
          targets: [t],
          until: 'turn',
        });
    });
    expect(power(g, g.tags.c)).toBe(2);
    expect(power(g, g.tags.o)).toBe(-1);
  });
});
