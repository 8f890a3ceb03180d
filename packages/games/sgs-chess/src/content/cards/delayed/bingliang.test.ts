/** 【兵粮寸断】 (Supply Shortage): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { g, noWuxie, plain, setupGame } from '../../../../test/helpers.ts';

describe('【兵粮寸断】 (Supply Shortage)', () => {
  it('兵粮寸断: only at distance 1; a non-♣ judgement skips the draw phase', () => {
    const game = setupGame({
      current: 0,
      phase: 'start',
      deck: ['sha.S7', 'tao.H3', 'tao.H4'],
      roles: plain({ 0: { delay: ['bingliang.S10'] } }),
    });
    noWuxie(game);
    expect(g(game.s).turn.skipDraw).toBe(true);
    expect(game.s.zones.h0.objects.length).toBe(0);
  });
});
