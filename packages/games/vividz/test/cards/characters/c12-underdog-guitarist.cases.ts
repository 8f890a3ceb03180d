/** VZ-C12 Underdog Guitarist: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power } from '../../helpers.ts';

describe('VZ-C12 Underdog Guitarist', () => {
  it('VZ 911.2: +2 to your characters with power 3 or less, measured after the effects it depends on', () => {
    const g = board(
      players({
        area: {
          '1': { card: 'VZ-C12', tag: 'u' },
          '2': { card: 'VZ-C10', tag: 'big' },
          '3': { card: 'VZ-C25', tag: 'small' },
        },
      }),
    );
    expect(power(g, g.tags.u)).toBe(4);
    expect(power(g, g.tags.big)).toBe(5);
    expect(power(g, g.tags.small)).toBe(4);
  });
});
