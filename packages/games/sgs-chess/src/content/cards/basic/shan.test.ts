/** 【闪】 (Dodge): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, nameResponders, plain, setupGame } from '../../../../test/helpers.ts';

describe('【闪】 (Dodge)', () => {
  it('SGS 2.4: 【闪】 offsets a 【杀】 (see flow tests); 【桃】 method ② saves a dying role (see dying scenario)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { hp: 1, hand: ['tao.H3'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[3]).toMatchObject({ hp: 1, dead: false });
  });
});
