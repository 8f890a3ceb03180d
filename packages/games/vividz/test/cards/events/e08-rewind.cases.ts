/** VZ-E08 Rewind: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, players, start } from '../../helpers.ts';

describe('VZ-E08 Rewind', () => {
  it('VZ 1117.1: reload, then draw a card', () => {
    const g = board(
      players({ hand: [{ card: 'VZ-E08', tag: 'e' }], energy: 1, trash: ['VZ-C10', 'VZ-E01'] }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C10']);
    // The paid energy card went to the trash before the reload and is a character: it was reloaded too, then drawn or left.
    expect(cards(g, 0, 'trash').sort()).toEqual(['VZ-E01', 'VZ-E08']);
  });
});
