/** VZ-C04 Chorus Leader: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power } from '../../helpers.ts';

describe('VZ-C04 Chorus Leader', () => {
  it("VZ 911.1c: your idols get +1 (itself included); band characters and the opponent's idols do not", () => {
    const g = board(
      players(
        {
          area: {
            '1': { card: 'VZ-C04', tag: 'l' },
            '2': { card: 'VZ-C01', tag: 'idol' },
            '3': { card: 'VZ-C10', tag: 'band' },
          },
        },
        { area: { '1': { card: 'VZ-C01', tag: 'theirs' } } },
      ),
    );
    expect(power(g, g.tags.l)).toBe(4);
    expect(power(g, g.tags.idol)).toBe(3);
    expect(power(g, g.tags.band)).toBe(5);
    expect(power(g, g.tags.theirs)).toBe(2);
  });
});
