/** 【无懈可击】 (Nullify): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【无懈可击】 (Nullify)', () => {
  it('无懈可击: cancels a trick on its target; another 无懈可击 cancels that', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wuzhong.H7'] }, 3: { hand: ['wuxie.SJ'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'pass', 0);
    act(game, 'Nullify', 1);
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(0);
    game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wuzhong.H7', 'wuxie.CQ'] }, 3: { hand: ['wuxie.SJ'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'pass', 0);
    act(game, 'Nullify', 1);
    act(game, 'Nullify', 0);
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(2);
  });
});
