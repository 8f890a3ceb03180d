/** 【贯石斧】 (Stone Axe): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【贯石斧】 (Stone Axe)', () => {
  it('贯石斧: after an offset, discarding two cards makes the 【杀】 hit', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7', 'tao.H3', 'tao.H4'], equip: ['guanshi.D5'] },
        3: { hand: ['shan.H2'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Dodge ♥2');
    act(game, 'yes');
    act(game, ['Peach ♥3', 'Peach ♥4']);
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
