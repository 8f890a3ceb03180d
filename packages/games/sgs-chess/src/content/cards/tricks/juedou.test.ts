/** 【决斗】 (Duel): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【决斗】 (Duel)', () => {
  it('决斗: starting with the target, each plays 【杀】; the first who cannot takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['juedou.SA'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Duel');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Kill ♣2');
    act(game, 'pass');
    expect(g(game.s).roles[0].hp).toBe(3);
    expect(g(game.s).roles[3].hp).toBe(4);
  });
});
