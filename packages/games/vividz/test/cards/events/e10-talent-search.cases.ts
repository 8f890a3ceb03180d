/** VZ-E10 Talent Search: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, board, cards, cited, ids, options, players, reply, start } from '../../helpers.ts';

describe('VZ-E10 Talent Search', () => {
  it('VZ 102.10 / VZ 1108.1 / VZ 1105.1 / VZ 1106.3 / VZ 1108.3: find an idol character in the deck, reveal it, hand, shuffle', () => {
    const g = board(
      players({ hand: [{ card: 'VZ-E10', tag: 'e' }], energy: 1, deck: ['VZ-C25', 'VZ-C03', 'VZ-E03'] }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(asked(g)).toMatchObject({ kind: 'search', rule: 'VZ 102.10' });
    expect(options(g)).toEqual(['s0', 'none']);
    reply(g, 's0');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C03']);
    expect(cited(g)).toEqual(expect.arrayContaining(['VZ 1108.1', 'VZ 1105.1']));
    // Not a draw; the cards looked at are hidden again in the shuffled deck.
    expect(cited(g)).not.toContain('VZ 1106.1');
    expect(ids(g, 0, 'deck').every((id) => !g.state.objects[id].seenBy)).toBe(true);
  });

  it('VZ 102.10: may find nothing (decisions D23)', () => {
    const g = board(players({ hand: [{ card: 'VZ-E10', tag: 'e' }], energy: 1, deck: ['VZ-C03'] }));
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, 'none');
    expect(cards(g, 0, 'hand')).toEqual([]);
    expect(cards(g, 0, 'deck')).toEqual(['VZ-C03']);
  });
});
