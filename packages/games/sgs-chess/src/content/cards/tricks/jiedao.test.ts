/** 【借刀杀人】 (Borrowed Blade): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【借刀杀人】 (Borrowed Blade)', () => {
  it('借刀杀人 SGS 专题三 ("<A>和<B>"): the first target uses a 【杀】 on the second, or hands over its weapon', () => {
    let game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['jiedao.CQ'] },
        4: { gen: 'xuchu', cell: 'E5', equip: ['qinggang.S6'], hand: ['sha.S7'] },
        5: { cell: 'E7', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Borrowed Blade');
    expect(pending(game.s)!.ids).toEqual(['r4']);
    act(game, 'r4');
    // 许褚 on E5 with range 2 reaches 诸葛亮 on E7 and ... not 典韦 on D1
    expect(pending(game.s)!.ids).toContain('r5');
    act(game, 'r5');
    noWuxie(game);
    act(game, 'Kill ♠7');
    act(game, 'pass');
    expect(g(game.s).roles[5].hp).toBe(2);
    game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['jiedao.CQ'] },
        4: { cell: 'E5', equip: ['qinggang.S6'] },
        5: { cell: 'E7', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Borrowed Blade');
    act(game, 'r4');
    act(game, 'r5');
    noWuxie(game);
    act(game, 'give');
    expect(cardsIn(game.s, 'h0')).toEqual(['qinggang.S6']);
  });
});
