/** VZ-C26 Steel Bulwark: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, type Game, players, power, withCtx } from '../../helpers.ts';

const lower = (g: Game, ...ids: number[]) =>
  withCtx(g, (ctx) => {
    for (const t of ids)
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

describe('VZ-C26 Steel Bulwark', () => {
  it("VZ 911.9 / VZ 903.2a: from the Center, your characters' power can't be less than 2 (not the opponent's)", () => {
    const g = board(
      players(
        { area: { '2': { card: 'VZ-C26' }, '1': { card: 'VZ-C01', tag: 'c' } } },
        { area: { '1': { card: 'VZ-C01', tag: 'o' } } },
      ),
    );
    lower(g, g.tags.c, g.tags.o);
    expect(power(g, g.tags.c)).toBe(2);
    expect(power(g, g.tags.o)).toBe(-1);
  });

  it('VZ 903.2a: in a Side area its condition fails and the ability has no effect', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C26' }, '2': { card: 'VZ-C01', tag: 'c' } } }));
    lower(g, g.tags.c);
    expect(power(g, g.tags.c)).toBe(-1);
  });
});
