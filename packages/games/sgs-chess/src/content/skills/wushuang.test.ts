/** 〖无双〗 (Peerless): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, noWuxie, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖无双〗 (Peerless)', () => {
  it('〖无双②③〗: a role in a 【决斗】 with 吕布 must play two 【杀】 each time', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'lvbu', hand: ['juedou.SA'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Duel');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Kill ♣2');
    // one is not enough: asked again, nothing left
    expect(pending(game.s)!.ids).toEqual(['pass']);
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});
