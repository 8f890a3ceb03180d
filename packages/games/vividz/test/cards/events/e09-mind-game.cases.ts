/** VZ-E09 Mind Game: what the card does. */
import { describe, expect, it } from 'vitest';
import { answer, asked, asking, board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-E09 Mind Game', () => {
  it('VZ 102.8 / VZ 102.9: both players choose a hand card at the same time; VZ 1107.1 then choose one mode', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E09', tag: 'e' }, 'VZ-C01'], energy: 1, deck: ['VZ-C02'] },
        { hand: ['VZ-C25', 'VZ-C10'] },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(asking(g, 0)).toMatchObject({ kind: 'discard', rule: 'VZ 102.9' });
    expect(asking(g, 1)).toMatchObject({ kind: 'discard' });
    answer(g, 1, ['h1']);
    // Nothing moved until both chose.
    expect(cards(g, 1, 'hand')).toEqual(['VZ-C25', 'VZ-C10']);
    answer(g, 0, ['h0']);
    expect(cards(g, 1, 'trash')).toEqual(['VZ-C10']);
    expect(asked(g)).toMatchObject({ kind: 'mode', rule: 'VZ 1107.1' });
    reply(g, 'm0');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C02']);
  });
});
