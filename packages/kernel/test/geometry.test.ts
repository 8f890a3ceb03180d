import { describe, expect, it } from 'vitest';
import { Grid } from '../src/index.ts';

const g = new Grid(5, 5);

describe('Grid', () => {
  it('names and parses cells like B3', () => {
    expect(g.name(g.cell(1, 2))).toBe('B3');
    expect(g.parse('b3')).toBe(g.cell(1, 2));
    expect(g.parse('F1')).toBeNull();
    expect(g.parse('nonsense')).toBeNull();
  });

  it('directions are relative to the player facing: up for player 1 is down for player 0', () => {
    const c = g.cell(2, 2);
    expect(g.step(c, 'up', 0)).toBe(g.cell(2, 3));
    expect(g.step(c, 'up', 1)).toBe(g.cell(2, 1));
    expect(g.step(c, 'left', 0)).toBe(g.cell(1, 2));
    expect(g.step(c, 'left', 1)).toBe(g.cell(3, 2));
    expect(g.step(g.cell(0, 0), 'left', 0)).toBeNull();
  });

  it('rings: [O1] is the 8 surrounding cells, [O2] the 16 at distance 2, clipped at edges', () => {
    const centre = g.cell(2, 2);
    expect(g.ring(centre, 1)).toHaveLength(8);
    expect(g.ring(centre, 2)).toHaveLength(16);
    expect(g.ring(g.cell(0, 0), 1)).toHaveLength(3);
    expect(g.ring(centre, 1).every((c) => g.chebyshev(c, centre) === 1)).toBe(true);
  });

  it('sealed cells do not exist for rings, steps and lines', () => {
    const sealed = new Set([g.cell(2, 3)]);
    expect(g.ring(g.cell(2, 2), 1, sealed)).toHaveLength(7);
    expect(g.step(g.cell(2, 2), 'up', 0, sealed)).toBeNull();
    expect(g.line(g.cell(2, 0), 'up', 0, () => false, sealed)).toEqual([g.cell(2, 1), g.cell(2, 2)]);
  });

  it('a line of sight stops at (and includes) the first blocker', () => {
    const blocker = g.cell(2, 3);
    const seen = g.line(g.cell(2, 0), 'up', 0, (c) => c === blocker);
    expect(seen).toEqual([g.cell(2, 1), g.cell(2, 2), g.cell(2, 3)]);
  });

  it('reachable gives minimal costs within a budget and avoids impassable cells', () => {
    const wall = new Set([g.cell(1, 0), g.cell(1, 1), g.cell(1, 2)]);
    const costs = g.reachable(g.cell(0, 0), 7, (to) => (wall.has(to) ? null : 1));
    expect(costs.get(g.cell(0, 3))).toBe(3);
    // Around the wall through row 3: up 3, right 2, down 1.
    expect(costs.get(g.cell(2, 2))).toBe(6);
    // (2,0) needs 8 steps: beyond the budget of 7.
    expect(costs.has(g.cell(2, 0))).toBe(false);
    expect(costs.has(g.cell(1, 1))).toBe(false);
    const weighted = g.reachable(g.cell(0, 0), 10, (to) => (to === g.cell(0, 1) ? 5 : 1));
    expect(weighted.get(g.cell(0, 1))).toBe(5);
    // Going around the costly cell is cheaper than through it (4 instead of 6).
    expect(weighted.get(g.cell(0, 2))).toBe(4);
  });

  it('checks that a path is a chain of orthogonal steps', () => {
    expect(g.isConnectedPath([0, 1, 6, 11])).toBe(true);
    expect(g.isConnectedPath([0, 6])).toBe(false);
  });
});
