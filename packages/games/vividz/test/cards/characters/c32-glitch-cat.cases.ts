/** VZ-C32 Glitch Cat: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, cited, options, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C32 Glitch Cat', () => {
  it('VZ 1112.1: when it enters, the top card of the deck becomes EXP of another character of yours', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-C32', tag: 'h' }],
        area: { '1': { card: 'VZ-C04', tag: 'c' } },
        energy: 1,
        deck: ['VZ-C02'],
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.h, via: 'main' });
    reply(g, 'l2');
    resolveQueued(g, 'VZ-C32#0');
    expect(options(g)).toEqual([`t${g.tags.c}`]);
    reply(g, `t${g.tags.c}`);
    expect(cards(g, 0, 'exp')).toEqual(['VZ-C02']);
    expect(cited(g)).toContain('VZ 1112.1');
  });
});
