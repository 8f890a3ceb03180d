/** 〖国色〗 (National Beauty): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖国色〗 (National Beauty)', () => {
  it('〖国色〗: 大乔 uses a ♦ card as 【乐不思蜀】', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'daqiao', hand: ['shan.D2'] } }) });
    act(game, 's:guose');
    act(game, 'Dodge ♦2');
    act(game, 'r3');
    expect(cardsIn(game.s, 'd3')).toEqual(['shan.D2']);
    expect(game.s.objects[game.s.zones.d3.objects[0]].data.as).toBe('le');
  });
});
