/** 〖反间〗 (Sow Dissension): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, R, setupGame } from '../../../test/helpers.ts';

describe('〖反间〗 (Sow Dissension)', () => {
  it('〖反间〗: a wrong suit costs the target 1 HP; it keeps the card', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhouyu', hand: ['tao.H3'] } }) });
    act(game, 's:fanjian');
    act(game, 'r3');
    act(game, 'S');
    act(game, 'hand:0');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'h3')).toEqual(['tao.H3']);
  });
});
