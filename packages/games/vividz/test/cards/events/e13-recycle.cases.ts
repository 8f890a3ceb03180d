/** VZ-E13 Recycle: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, board, cards, options, players, reply, start } from '../../helpers.ts';

describe('VZ-E13 Recycle', () => {
  it('VZ 506.3: put one of your energy into your hand (costs 0)', () => {
    const g = board(players({ hand: [{ card: 'VZ-E13', tag: 'e' }], energy: ['VZ-C17', 'VZ-C18'] }));
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(asked(g)).toMatchObject({ kind: 'energy-to-hand', rule: 'VZ 506.3' });
    reply(g, options(g).slice(1));
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C18']);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C17']);
  });
});
