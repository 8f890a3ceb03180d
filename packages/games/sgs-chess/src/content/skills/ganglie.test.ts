/** 〖刚烈〗 (Unyielding): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖刚烈〗 (Unyielding)', () => {
  it('〖刚烈〗: on a non-♥ judgement the source discards two hand cards or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'xiahoudun' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    act(game, 'yes');
    expect(g(game.s).roles[0].hp).toBe(3);
  });
});
