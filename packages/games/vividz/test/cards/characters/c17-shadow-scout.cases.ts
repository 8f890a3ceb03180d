/** VZ-C17 Shadow Scout: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-C17 Shadow Scout', () => {
  it('VZ 1115.1: the Scout mark — revealed by a scout it may be played free', () => {
    const g = board(players({ deck: ['VZ-C17'] }));
    start(g, 'vz.scout', { player: 0 });
    expect(asked(g)).toMatchObject({ kind: 'scout' });
    reply(g, 'use');
    reply(g, 'l0');
    expect(cards(g, 0, 'area')).toEqual(['VZ-C17']);
  });
});
