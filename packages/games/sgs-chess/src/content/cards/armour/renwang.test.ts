/** 【仁王盾】 (Benevolent Shield): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【仁王盾】 (Benevolent Shield)', () => {
  it('仁王盾: black 【杀】 have no effect; red ones do', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(game.log.some((e) => e.msg.key === 'sgs.invalid')).toBe(true);
    game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['shesha.H10'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Shooting Kill ♥10 by method 2');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
