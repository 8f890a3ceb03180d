/** VZ-E05 Smoke Bomb: what the card does. */
import { describe, expect, it } from 'vitest';
import { at, board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-E05 Smoke Bomb', () => {
  it('VZ 1115.1 / VZ 1116.1: an event with the Scout mark, used free when scouted: a slide and a draw', () => {
    const g = board(players({ area: { '2': { card: 'VZ-C25', tag: 'c' } }, deck: ['VZ-C01', 'VZ-E05'] }));
    start(g, 'vz.scout', { player: 0 });
    reply(g, 'use');
    reply(g, `t${g.tags.c}`);
    reply(g, 'l2');
    expect(at(g, 0, 3)).toBe(g.tags.c);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C01']);
    expect(cards(g, 0, 'trash')).toEqual(['VZ-E05']);
  });
});
