/** 〖结姻〗 (Marriage): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖结姻〗 (Marriage)', () => {
  it('〖结姻〗: 孙尚香 discards two hand cards; she and a wounded male recover 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'sunshangxiang', hp: 2, hand: ['sha.S7', 'sha.S8'] }, 3: { hp: 2 } }),
    });
    act(game, 's:jieyin');
    act(game, ['Kill ♠7', 'Kill ♠8']);
    act(game, 'r3');
    expect([g(game.s).roles[0].hp, g(game.s).roles[3].hp]).toEqual([3, 3]);
  });
});
