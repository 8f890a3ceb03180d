/** 〖集智〗 (Ingenuity): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, noWuxie, R, setupGame } from '../../../test/helpers.ts';

describe('〖集智〗 (Ingenuity)', () => {
  it('〖集智〗 SGS 2.4-牌被使用时: 黄月英 draws when she uses a non-delayed trick', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'huangyueying', hand: ['wuzhong.H7'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'yes');
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(3);
  });
});
