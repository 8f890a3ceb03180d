/** 【麒麟弓】 (Kirin Bow): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【麒麟弓】 (Kirin Bow)', () => {
  it('麒麟弓: when its 【杀】 deals damage, may discard the target’s mount; range 5', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['qilin.H5'] },
        4: { cell: 'D6', equip: ['jingong.SK'] },
      }),
    });
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toContain('r4');
    act(game, 'r4');
    act(game, 'pass');
    act(game, 'yes');
    expect(game.s.zones.m4.objects.length).toBe(0);
    expect(g(game.s).roles[4].hp).toBe(3);
  });
});
