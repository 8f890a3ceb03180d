/** 〖仁德〗 (Benevolence): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖仁德〗 (Benevolence)', () => {
  it('〖仁德〗: 刘备 gives two hand cards and recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'liubei', hp: 2, hand: ['sha.S7', 'sha.S8'] } }),
    });
    act(game, 's:rende');
    act(game, 'r3');
    act(game, ['Kill ♠7', 'Kill ♠8']);
    expect(cardsIn(game.s, 'h3').sort()).toEqual(['sha.S7', 'sha.S8']);
    expect(g(game.s).roles[0].hp).toBe(3);
  });
});
