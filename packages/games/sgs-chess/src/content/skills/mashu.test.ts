/** 〖马术〗 (Horsemanship): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖马术〗 (Horsemanship)', () => {
  it('〖马术〗 SGS 2.18-移动结算结束后: at the end of the move phase, two more steps, then +1 attack range', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      roles: R({ 0: { gen: 'machao', cell: 'A1', hand: ['sha.S7'] }, 3: { cell: 'D2' } }),
    });
    act(game, 'stop');
    act(game, 'yes');
    act(game, 'B1');
    act(game, 'C1');
    // C1 → D2 is 2: reachable only with the +1 range
    expect(g(game.s).turn.marks.mashu?.range).toBe(1);
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toEqual(['r3']);
  });
});
