/** VZ-C09 Phoenix Idol: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, cited, players, start } from '../../helpers.ts';

describe('VZ-C09 Phoenix Idol', () => {
  it('VZ 912.1: if it would retire by an effect, it goes to the hand instead', () => {
    const g = board(players({}, { area: { '1': { card: 'VZ-C09', tag: 'p' } } }));
    start(g, 'vz.resolve', {
      source: null,
      controller: 0,
      card: 'VZ-E06',
      fx: [{ op: 'retire', on: { all: { side: 'opp' } } }],
      specs: [],
      rule: 'test',
    });
    expect(cards(g, 1, 'hand')).toEqual(['VZ-C09']);
    expect(g.state.g.counts[0].effectKOs).toBe(0);
    expect(cited(g)).toContain('VZ 912.1');
  });
});
