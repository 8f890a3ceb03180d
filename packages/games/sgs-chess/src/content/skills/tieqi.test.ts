/** 〖铁骑〗 (Iron Cavalry): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖铁骑〗 (Iron Cavalry)', () => {
  it('〖铁骑〗: on a red judgement the target cannot use 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'machao', hand: ['sha.S7'] }, 3: { hand: ['shan.H2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'h3')).toEqual(['shan.H2']);
  });
});
