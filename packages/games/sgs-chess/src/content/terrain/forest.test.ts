/** 树林 (forest): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('树林 (forest)', () => {
  it('〖树林②〗 SGS 2.2-需要使用此牌时❶: on a forest, a ♥ judgement counts as 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: R({ 0: { cell: 'E3', hand: ['sha.S7'] }, 3: { cell: 'E2' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'forest');
    expect(g(game.s).roles[3].hp).toBe(4);
  });
});
