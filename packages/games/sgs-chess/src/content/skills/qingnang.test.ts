/** 〖青囊〗 (Green Satchel): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖青囊〗 (Green Satchel)', () => {
  it('〖青囊〗: 华佗 discards a hand card; a wounded role recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'huatuo', hand: ['sha.S7'] }, 3: { hp: 2 } }),
    });
    act(game, 's:qingnang');
    act(game, 'Kill ♠7');
    act(game, 'r3');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
