/** 【进攻坐骑】 (Offensive Mount): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【进攻坐骑】 (Offensive Mount)', () => {
  it('进攻坐骑: once per play phase, move one step', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { equip: ['jingong.SK'] } }) });
    act(game, 's:jingong');
    act(game, 'C2');
    expect(g(game.s).roles[0].cell).toBe(9);
    expect(pending(game.s)!.ids).not.toContain('s:jingong');
  });
});
