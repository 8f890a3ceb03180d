/** 【青釭剑】 (Qinggang Sword): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【青釭剑】 (Qinggang Sword)', () => {
  it('青釭剑: ignores armour (a black 【杀】 through 仁王盾)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'], equip: ['qinggang.S6'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
