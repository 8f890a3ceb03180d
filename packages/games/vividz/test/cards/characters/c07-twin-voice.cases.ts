/** VZ-C07 Twin Voice: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power } from '../../helpers.ts';

describe('VZ-C07 Twin Voice', () => {
  it('VZ 1119.1: +1 power for each card of the same name in your trash', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C07', tag: 't' } }, trash: ['VZ-C07', 'VZ-C07', 'VZ-C01'] },
        { trash: ['VZ-C07'] },
      ),
    );
    expect(power(g, g.tags.t)).toBe(3);
  });
});
