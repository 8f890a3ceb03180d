/** 〖流离〗 (Shifting Blame): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖流离〗 (Shifting Blame)', () => {
  it('〖流离〗: 大乔 discards a card to pass the 【杀】 to another role in her range', () => {
    const game = setupGame({
      current: 0,
      roles: R({
        0: { hand: ['sha.S7'] },
        3: { gen: 'daqiao', hand: ['tao.H3'] },
        4: { cell: 'C1', gen: 'dianwei' },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    act(game, 'r4');
    act(game, 'Peach ♥3');
    act(game, 'pass');
    expect(g(game.s).roles[4].hp).toBe(3);
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
