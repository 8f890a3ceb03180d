/** VZ-C16 Stage Manager: what the card does. */
import { describe, expect, it } from 'vitest';
import { playCost } from '../../../src/rules/0905-energy.ts';
import { board, players } from '../../helpers.ts';

describe('VZ-C16 Stage Manager', () => {
  it("VZ 905.2c: your events cost 1 less (never below 0); characters and the opponent's events do not", () => {
    const g = board(
      players(
        {
          area: { '1': 'VZ-C16' },
          hand: [
            { card: 'VZ-E01', tag: 'e' },
            { card: 'VZ-E13', tag: 'free' },
            { card: 'VZ-C01', tag: 'c' },
          ],
        },
        { hand: [{ card: 'VZ-E01', tag: 'theirs' }] },
      ),
    );
    expect(playCost(g.state, 0, g.tags.e)).toBe(1);
    expect(playCost(g.state, 0, g.tags.free)).toBe(0);
    expect(playCost(g.state, 0, g.tags.c, 1)).toBe(1);
    expect(playCost(g.state, 1, g.tags.theirs)).toBe(2);
  });
});
