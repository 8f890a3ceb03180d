/** VZ-C02 Rising Star: what the card does. */
import { describe, expect, it } from 'vitest';
import { playCost } from '../../../src/rules/0905-energy.ts';
import { board, players } from '../../helpers.ts';

describe('VZ-C02 Rising Star', () => {
  it('VZ 905.2d: played onto an area with a character of cost 2 or less it costs 1 less per character there', () => {
    const g = board(
      players({ hand: [{ card: 'VZ-C02', tag: 'h' }], area: { '1': 'VZ-C01', '3': 'VZ-C06' } }),
    );
    expect(playCost(g.state, 0, g.tags.h, 0)).toBe(1);
    expect(playCost(g.state, 0, g.tags.h, 1)).toBe(2);
    // A costlier character there gives no reduction.
    expect(playCost(g.state, 0, g.tags.h, 2)).toBe(2);
  });
});
