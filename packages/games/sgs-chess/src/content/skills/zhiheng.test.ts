/** 〖制衡〗 (Balance of Power): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖制衡〗 (Balance of Power)', () => {
  it('〖制衡〗: 孙权 discards two and draws two, once per phase', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'tao.H4'],
      roles: R({ 0: { gen: 'sunquan', hand: ['shan.H2', 'shan.D2'] } }),
    });
    act(game, 's:zhiheng');
    act(game, ['Dodge ♥2', 'Dodge ♦2']);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['tao.H3', 'tao.H4']);
    expect(pending(game.s)!.ids).not.toContain('s:zhiheng');
  });
});
