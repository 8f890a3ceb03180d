/** 【桃园结义】 (Peach Garden Oath): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【桃园结义】 (Peach Garden Oath)', () => {
  it('桃园结义: every wounded role recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['taoyuan.HA'], hp: 2 }, 3: { hp: 1 }, 4: { hp: 2 } }),
    });
    act(game, 'use Peach Garden Oath');
    for (let i = 0; i < 6; i++) noWuxie(game);
    const G = g(game.s);
    expect([G.roles[0].hp, G.roles[3].hp, G.roles[4].hp, G.roles[5].hp]).toEqual([3, 2, 3, 3]);
  });
});
