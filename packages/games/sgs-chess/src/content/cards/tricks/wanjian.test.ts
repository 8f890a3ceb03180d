/** 【万箭齐发】 (Arrow Barrage): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【万箭齐发】 (Arrow Barrage)', () => {
  it('万箭齐发: every other role plays a 【闪】 or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wanjian.HA'] }, 3: { hand: ['shan.H2'] } }),
    });
    act(game, 'use Arrow Barrage');
    for (let i = 0; i < 5; i++) {
      noWuxie(game);
      const p = pending(game.s)!;
      if (p.kind === 'respond') act(game, p.labels.some((l) => l.includes('Dodge ♥2')) ? 'Dodge ♥2' : 'pass');
    }
    const G = g(game.s);
    expect(G.roles[3].hp).toBe(4);
    expect(G.roles[4].hp).toBe(3);
  });
});
