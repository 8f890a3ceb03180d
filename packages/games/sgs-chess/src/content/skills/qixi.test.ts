/** 〖奇袭〗 (Surprise Raid): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, noWuxie, R, setupGame } from '../../../test/helpers.ts';

describe('〖奇袭〗 (Surprise Raid)', () => {
  it('〖奇袭〗: 甘宁 uses a black card as 【过河拆桥】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'ganning', hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 's:qixi');
    act(game, 'Kill ♠7');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Eight Trigrams');
    expect(game.s.zones.a3.objects.length).toBe(0);
  });
});
