/** 〖英姿〗 (Heroic Bearing): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { R, setupGame } from '../../../test/helpers.ts';

describe('〖英姿〗 (Heroic Bearing)', () => {
  it('〖英姿〗: 周瑜 draws three', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['sha.S7', 'sha.S8', 'sha.S9'],
      roles: R({ 0: { gen: 'zhouyu' } }),
    });
    expect(game.s.zones.h0.objects.length).toBe(3);
  });
});
