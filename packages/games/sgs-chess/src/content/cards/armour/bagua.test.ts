/** 【八卦阵】 (Eight Trigrams): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【八卦阵】 (Eight Trigrams)', () => {
  it('八卦阵: a black judgement does not help', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'bagua');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
