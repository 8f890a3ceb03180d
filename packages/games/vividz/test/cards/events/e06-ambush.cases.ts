/** VZ-E06 Ambush: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, cited, options, players, reply, start } from '../../helpers.ts';

describe('VZ-E06 Ambush', () => {
  it('VZ 1103.1 / VZ 1103.2: an opposing character with 2 or less power retires by this effect', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E06', tag: 'e' }], energy: 2 },
        { area: { '1': { card: 'VZ-C25', tag: 'small' }, '2': 'VZ-C10' } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(options(g)).toEqual([`t${g.tags.small}`]);
    reply(g, `t${g.tags.small}`);
    expect(cards(g, 1, 'energy')).toEqual(['VZ-C25']);
    expect(g.state.g.counts[0].effectKOs).toBe(1);
    expect(cited(g)).toContain('VZ 1103.2');
  });
});
