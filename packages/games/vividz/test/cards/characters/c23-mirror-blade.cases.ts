/** VZ-C23 Mirror Blade: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, power, reply, start } from '../../helpers.ts';

describe('VZ-C23 Mirror Blade', () => {
  it("VZ 911.7: unaffected by the opponent's continuous effects", () => {
    const g = board(
      players(
        { area: { '1': { card: 'VZ-C23', tag: 'm' }, '2': 'VZ-C26' } },
        { hand: [{ card: 'VZ-E02', tag: 'e' }], energy: 1 },
        { turnPlayer: 1 },
      ),
    );
    start(g, 'vz.play', { player: 1, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.m}`);
    expect(power(g, g.tags.m)).toBe(4);
  });
});
