/** 【寒冰箭】 (Frost Arrow): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【寒冰箭】 (Frost Arrow)', () => {
  it('寒冰箭: prevents the damage and discards up to two of the target’s cards', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['hanbing.S2'] },
        3: { hand: ['tao.H3'], equip: ['bagua.S2'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'no');
    act(game, 'pass');
    act(game, 'yes');
    act(game, 'Eight Trigrams');
    act(game, 'hand:0');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(cardsIn(game.s, 'discard')).toEqual(expect.arrayContaining(['bagua.S2', 'tao.H3']));
  });
});
