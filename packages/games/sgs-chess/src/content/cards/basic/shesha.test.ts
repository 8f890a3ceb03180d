/** 【射杀】 (Shooting Kill): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【射杀】 (Shooting Kill)', () => {
  it('SGS 专题三: 射杀 method ① hits along a clear straight line at distance 2+, method ② at distance 1; pieces and mountains block the line', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { cell: 'B1', hand: ['shesha.H10'] }, 3: { cell: 'B3' } }),
    });
    expect(pending(game.s)!.labels).toContain('use Shooting Kill ♥10 by method 1');
    expect(pending(game.s)!.labels).not.toContain('use Shooting Kill ♥10 by method 2');
    act(game, 'use Shooting Kill ♥10 by method 1');
    expect(pending(game.s)!.ids).toEqual(['r3']);
    // a piece in between blocks method ①; it is itself adjacent for method ②
    game = setupGame({
      current: 0,
      roles: plain({ 0: { cell: 'B1', hand: ['shesha.H10'] }, 3: { cell: 'B3' }, 4: { cell: 'B2' } }),
    });
    act(game, 'use Shooting Kill ♥10 by method 2');
    expect(pending(game.s)!.ids).toEqual(['r4']);
    expect(pending(game.s) && game.s.pending!.asks[0].kind).toBe('target');
  });
});
