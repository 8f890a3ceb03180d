/** 〖鬼才〗 (Demonic Talent): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖鬼才〗 (Demonic Talent)', () => {
  it('SGS 2.10 〖鬼才〗 SGS 2.10-判定结果确定前: 司马懿 plays a hand card to replace a judgement', () => {
    // 甄姬's 〖洛神〗 would judge ♥ (red, stop); 司马懿 replaces it with a black card
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'zhenji' }, 4: { gen: 'simayi', hand: ['sha.C2'] } }),
    });
    act(game, 'yes'); // 洛神
    act(game, 'yes'); // 鬼才
    act(game, 'Kill ♣2');
    expect(cardsIn(game.s, 'h0')).toEqual(['sha.C2']);
    expect(cardsIn(game.s, 'discard')).toContain('tao.H3');
  });
});
