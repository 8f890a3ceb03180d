/** VZ-C06 Spotlight Ace: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, finished, options, players, queued, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-C06 Spotlight Ace', () => {
  it('VZ 1109.1 / VZ 1109.2: when it enters (from the hand it was played from), 2 damage to an opposing character in its lane', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-C06', tag: 'h' }], energy: 4 },
        { area: { '2': { card: 'VZ-C10', tag: 'o' }, '1': 'VZ-C10' } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.h, via: 'main' });
    reply(g, 'l1');
    expect(queued(g)).toEqual(['VZ-C06#0']);
    expect(g.state.triggers[0].event).toMatchObject({ type: 'enter', from: 'hand' });
    resolveQueued(g, 'VZ-C06#0');
    expect(options(g)).toEqual([`t${g.tags.o}`]);
    reply(g, `t${g.tags.o}`);
    expect(g.state.objects[g.tags.o].data.damage).toBe(2);
  });

  it('VZ 102.3: with no opposing character in its lane it does what it can — nothing', () => {
    const g = board(
      players(
        { hand: [{ card: 'VZ-C06', tag: 'h' }], energy: 4 },
        { area: { '1': { card: 'VZ-C10', tag: 'o' } } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.h, via: 'main' });
    reply(g, 'l1');
    resolveQueued(g, 'VZ-C06#0');
    expect(finished(g)).toBe(true);
    expect(g.state.objects[g.tags.o].data.damage).toBeUndefined();
  });
});
