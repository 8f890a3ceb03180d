/** 【朱雀羽扇】 (Vermilion Fan): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, plain, setupGame } from '../../../../test/helpers.ts';

describe('【朱雀羽扇】 (Vermilion Fan)', () => {
  it('朱雀羽扇: a 普杀 becomes fire (see the 遗计 scenario); 八卦阵: a red judgement counts as 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'bagua');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(game.log.some((e) => e.msg.key === 'sgs.use-virtual')).toBe(true);
  });
});
