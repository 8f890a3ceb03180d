/** VZ-C29 Jammer Unit: what the card does. */
import { describe, expect, it } from 'vitest';
import { playCost } from '../../../src/rules/0905-energy.ts';
import { board, players } from '../../helpers.ts';

describe('VZ-C29 Jammer Unit', () => {
  it("VZ 905.2c: the opponent's events cost 1 more; with a decrease, increases apply first", () => {
    const g = board(
      players(
        { area: { '1': 'VZ-C29' } },
        {
          area: { '1': 'VZ-C16' },
          hand: [
            { card: 'VZ-E13', tag: 'zero' },
            { card: 'VZ-E01', tag: 'two' },
          ],
        },
      ),
    );
    // 0 + 1 − 1 = 0 (decreases first would give 1); 2 + 1 − 1 = 2.
    expect(playCost(g.state, 1, g.tags.zero)).toBe(0);
    expect(playCost(g.state, 1, g.tags.two)).toBe(2);
    const h = board(players({ area: { '1': 'VZ-C29' } }, { hand: [{ card: 'VZ-E13', tag: 'zero' }] }));
    expect(playCost(h.state, 1, h.tags.zero)).toBe(1);
  });
});
