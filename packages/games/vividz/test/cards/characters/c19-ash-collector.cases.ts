/** VZ-C19 Ash Collector: what the card does. */
import { describe, expect, it } from 'vitest';
import { answer, board, players, power, queued, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C19 Ash Collector', () => {
  it('VZ 908.3c: +1 power this turn for each card put into your trash', () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C19', tag: 'a' } }, hand: ['VZ-C01', 'VZ-C01'] },
        { hand: ['VZ-C01'] },
      ),
    );
    start(g, 'vz.discard', { players: [0, 1], n: 1 });
    answer(g, 0, ['h0']);
    answer(g, 1, ['h0']);
    // Only its owner's trash counts.
    expect(queued(g)).toEqual(['VZ-C19#0']);
    resolveQueued(g, 'VZ-C19#0');
    expect(power(g, g.tags.a)).toBe(2);
  });
});
