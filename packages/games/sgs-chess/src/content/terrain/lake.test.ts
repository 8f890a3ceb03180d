/** 湖泊 (lake): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('湖泊 (lake)', () => {
  it('〖湖泊②〗 SGS 1-摸牌阶段开始前: a role on a lake skips its draw phase; 〖湖泊①〗 SGS 1-结束阶段: it recovers 1 at the end', () => {
    const game = setupGame({ current: 0, phase: 'draw', roles: R({ 0: { cell: 'C2', hp: 2 } }) });
    expect(game.s.zones.h0.objects.length).toBe(0);
    act(game, 'stop');
    act(game, 'end');
    expect(g(game.s).roles[0].hp).toBe(3);
  });
});
