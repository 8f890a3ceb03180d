/** VZ-C03 Encore Singer: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cited, ids, players, queued, start } from '../../helpers.ts';

describe('VZ-C03 Encore Singer', () => {
  it('VZ 806.3: when its attack succeeds, draw a card', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C03', tag: 'a' } }, deck: ['VZ-C01', 'VZ-C01'] }));
    start(g, 'vz.attack', { attacker: g.tags.a });
    // The scout put one card into energy; the success trigger resolved in preprocessing (VZ 806.4).
    expect(ids(g, 0, 'energy')).toHaveLength(1);
    expect(ids(g, 0, 'hand')).toHaveLength(1);
    expect(queued(g)).toEqual([]);
    expect(cited(g)).toContain('VZ 908.2');
  });
});
