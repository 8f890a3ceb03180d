/** VZ-E03 Curtain Call: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, cited, finished, ids, players, power, reply, start } from '../../helpers.ts';

describe('VZ-E03 Curtain Call', () => {
  it('VZ 904.2g: with a Center character it is chosen when played and gets +3 until the end of the mission phase', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E03', tag: 'e' }],
        energy: 1,
        area: { '2': { card: 'VZ-C01', tag: 'c' } },
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.c}`);
    expect(power(g, g.tags.c)).toBe(5);
  });

  it('VZ 904.2g / VZ 904.2f: without one, the play is rolled back after the energy was paid', () => {
    const g = board(players({ hand: [{ card: 'VZ-E03', tag: 'e' }], energy: 1, area: { '1': 'VZ-C01' } }));
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(finished(g)).toBe(true);
    expect(cited(g)).toContain('VZ 904.2g');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-E03']);
    expect(ids(g, 0, 'energy')).toHaveLength(1);
    expect(g.state.g.counts[0].events).toBe(0);
  });
});
