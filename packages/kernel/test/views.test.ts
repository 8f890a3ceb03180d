/**
 * A view is the player's own copy: changing it (an agent scribbling on what it was given, a front
 * end decorating it) never changes the game.
 */
import { describe, expect, it } from 'vitest';
import { createGame, stateHash, viewFor } from '../src/index.ts';
import rb from './fixtures/rb-layers.ts';

describe('views', () => {
  it('mutating a view leaves the state untouched', () => {
    const s = createGame(rb, {
      seed: 'v',
      players: 2,
      decks: [],
      options: { board: { tp: 0, base: [['fiora'], ['grunt']], hand: [['empower'], []] } },
    });
    s.objects[s.zones['p0:base'].objects[0]].data.buff = 1;
    const before = stateHash(s);
    const v = viewFor(s, rb, 0) as any;
    v.zones['p0:base'].objects[0].data.buff = 99;
    v.g.score[0] = 42;
    v.decisions[0].domain.options[0].id = 'hacked';
    v.decisions[0].prompt.key = 'hacked';
    expect(stateHash(s)).toBe(before);
    expect(s.pending!.asks[0].domain.type === 'pick' && s.pending!.asks[0].domain.options[0].id).not.toBe(
      'hacked',
    );
  });
});
