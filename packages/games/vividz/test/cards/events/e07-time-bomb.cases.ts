/** VZ-E07 Time Bomb: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, players, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-E07 Time Bomb', () => {
  it('VZ 908.4: 1 damage now and a delayed 2 at the start of the next mission phase', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-E07', tag: 'e' }], energy: 1 },
        { area: { '1': { card: 'VZ-C10', tag: 'w' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.w}`);
    expect(g.state.objects[g.tags.w].data.damage).toBe(1);
    start(g, 'vz.mission-phase');
    resolveQueued(g, 'VZ-E07#delayed');
    expect(g.state.objects[g.tags.w].data.damage).toBe(2);
  });
});
