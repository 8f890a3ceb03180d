/** 〖龙胆〗 (Dragon Heart): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖龙胆〗 (Dragon Heart)', () => {
  it('〖龙胆〗: 赵云 uses 【闪】 as 【杀】 and 【杀】 as 【闪】', () => {
    let game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhaoyun', hand: ['shan.H2'] } }) });
    act(game, 's:longdan');
    act(game, 'Dodge ♥2');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
    game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'zhaoyun', hand: ['sha.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Kill ♣2 via');
    expect(g(game.s).roles[3].hp).toBe(4);
  });
});
