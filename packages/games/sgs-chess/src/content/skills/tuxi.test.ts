/** 〖突袭〗 (Sudden Raid): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖突袭〗 (Sudden Raid)', () => {
  it('〖突袭〗 SGS 1-摸牌阶段开始时: 张辽 takes a hand card from each of two roles instead of drawing', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['juedou.SA', 'juedou.CA'],
      roles: R({ 0: { gen: 'zhangliao' }, 3: { hand: ['tao.H3'] }, 4: { hand: ['tao.H4'] } }),
    });
    act(game, 'yes');
    act(game, ['r3', 'r4']);
    act(game, 'hand:0');
    act(game, 'hand:0');
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['tao.H3', 'tao.H4']);
  });
});
