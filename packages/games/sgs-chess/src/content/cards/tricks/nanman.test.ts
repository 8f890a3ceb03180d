/** 【南蛮入侵】 (Barbarian Invasion): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【南蛮入侵】 (Barbarian Invasion)', () => {
  it('南蛮入侵: every other role plays a 【杀】 or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['nanman.S7'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Barbarian Invasion');
    for (let i = 0; i < 5; i++) {
      noWuxie(game);
      const p = pending(game.s)!;
      if (p.ids.includes('pass') && p.kind === 'respond')
        act(game, p.labels.some((l) => l.includes('Kill ♣2')) ? 'Kill ♣2' : 'pass');
      else if (p.kind === 'respond-judge') act(game, 'no');
    }
    const G = g(game.s);
    expect(G.roles[3].hp).toBe(4);
    expect([1, 2, 4, 5].map((r) => G.roles[r].hp)).toEqual([2, 2, 3, 2]);
  });
});
