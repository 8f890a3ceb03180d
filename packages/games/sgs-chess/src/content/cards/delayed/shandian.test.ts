/** 【闪电】 (Lightning): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【闪电】 (Lightning)', () => {
  it('闪电: placed on oneself; ♠2–9 deals 3 thunder damage with no source, otherwise it moves on to the next role (D22)', () => {
    let game = setupGame({ current: 0, roles: plain({ 0: { hand: ['shandian.SA'] } }) });
    act(game, 'use Lightning');
    expect(cardsIn(game.s, 'd0')).toEqual(['shandian.SA']);
    // it strikes
    game = setupGame({
      current: 3,
      phase: 'start',
      deck: ['sha.S7'],
      roles: plain({ 3: { delay: ['shandian.SA'] } }),
    });
    noWuxie(game);
    expect(g(game.s).roles[3].hp).toBe(1);
    expect(
      game.log.some((e) => e.msg.key === 'sgs.damage' && (e.msg.args!.nat as any).key === 'nat.thunder'),
    ).toBe(true);
    // it misses and moves on to role 4
    game = setupGame({
      current: 3,
      phase: 'start',
      deck: ['tao.H3'],
      roles: plain({ 3: { delay: ['shandian.SA'] } }),
    });
    noWuxie(game);
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(cardsIn(game.s, 'd4')).toEqual(['shandian.SA']);
  });
});
