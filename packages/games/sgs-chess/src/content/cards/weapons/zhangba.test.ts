/** 【丈八蛇矛】 (Serpent Spear): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【丈八蛇矛】 (Serpent Spear)', () => {
  it('丈八蛇矛: two hand cards used as a 【杀】', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['tao.H3', 'tao.H4'], equip: ['zhangba.SQ'] } }),
    });
    act(game, 's:zhangba');
    act(game, ['Peach ♥3', 'Peach ♥4']);
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'discard').sort()).toEqual(['tao.H3', 'tao.H4']);
  });
});
