/** 〖武圣〗 (Saint of War): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖武圣〗 (Saint of War)', () => {
  it('SGS 2.2 〖武圣〗: needing to use a 【杀】, 关羽 uses a red card as 普杀', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'guanyu', hand: ['tao.H3'] } }) });
    act(game, 's:wusheng');
    act(game, 'Peach ♥3');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
