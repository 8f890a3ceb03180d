/** 〖裸衣〗 (Bare-Chested): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖裸衣〗 (Bare-Chested)', () => {
  it('〖裸衣〗: 许褚 draws one fewer, and his 【杀】 deal one more this turn', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'xuchu' } }),
    });
    act(game, 'yes');
    expect(game.s.zones.h0.objects.length).toBe(1);
    act(game, 'stop');
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(2);
  });
});
