/** VZ-C33 Stage Diver: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, finished, ids, options, players, reply, start } from '../../helpers.ts';

describe('VZ-C33 Stage Diver', () => {
  it('VZ 904.2f: retire one of your characters as the cost, then draw 2', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C33', tag: 's' }, '2': { card: 'VZ-C01', tag: 'c' } },
        deck: ['VZ-C01', 'VZ-C01'],
      }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.s, index: 0 });
    expect(options(g)).toEqual([`c${g.tags.s}`, `c${g.tags.c}`]);
    reply(g, [`c${g.tags.c}`]);
    expect(finished(g)).toBe(true);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C01']);
    expect(ids(g, 0, 'hand')).toHaveLength(2);
  });

  it('VZ 904.4b: a character whose retirement would be replaced may pay the cost (Phoenix Idol goes to the hand)', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C33', tag: 's' }, '2': { card: 'VZ-C09', tag: 'p' } },
        deck: ['VZ-C01', 'VZ-C01'],
      }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.s, index: 0 });
    reply(g, [`c${g.tags.p}`]);
    expect(cards(g, 0, 'hand').sort()).toEqual(['VZ-C01', 'VZ-C01', 'VZ-C09']);
    expect(cards(g, 0, 'energy')).toEqual([]);
  });
});
