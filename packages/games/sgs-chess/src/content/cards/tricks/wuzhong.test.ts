/** 【无中生有】 (Something from Nothing): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【无中生有】 (Something from Nothing)', () => {
  it('无中生有: the user draws two', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S7', 'shan.H2'],
      roles: plain({ 0: { hand: ['wuzhong.H7'] } }),
    });
    act(game, 'use Something from Nothing');
    noWuxie(game);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['sha.S7', 'shan.H2']);
  });
});
