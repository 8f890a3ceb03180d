/** 【防御坐骑】 (Defensive Mount): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【防御坐骑】 (Defensive Mount)', () => {
  it('防御坐骑: others are one further away; its rider moves through enemies', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['fangyu.S5'] } }),
    });
    expect(pending(game.s)!.labels).not.toContain('use Kill ♠7');
    // 曹操 on D2 rides through 典韦 on D1? No: through an enemy on C2 towards B2
    game = setupGame({
      current: 0,
      phase: 'move',
      roles: plain({ 0: { cell: 'D2', equip: ['fangyu.S5'] }, 3: { cell: 'C2' } }),
    });
    act(game, 'C2');
    act(game, 'B2');
    act(game, 'stop');
    expect(g(game.s).roles[0].cell).toBe(8);
  });
});
