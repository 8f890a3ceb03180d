/** 〖倾国〗 (Captivating Beauty): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖倾国〗 (Captivating Beauty)', () => {
  it('〖倾国〗: 甄姬 uses a black hand card as 【闪】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'zhenji', hand: ['juedou.SA'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Duel ♠A via');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
