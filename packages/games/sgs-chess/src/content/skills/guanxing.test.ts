/** 〖观星〗 (Stargazing): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖观星〗 (Stargazing)', () => {
  it('〖观星〗: puts chosen cards on the bottom and orders the rest on top', () => {
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['sha.S7', 'shan.H2', 'tao.H3', 'juedou.SA', 'wuzhong.H7'],
      deckOnly: true,
      roles: R({ 0: { gen: 'zhugeliang' }, 5: { gen: 'caocao' } }),
    });
    act(game, 'yes');
    act(game, ['Kill ♠7']);
    act(game, ['Peach ♥3', 'Dodge ♥2', 'Duel ♠A', 'Something from Nothing ♥7']);
    const deck = cardsIn(game.s, 'deck');
    expect(deck[0]).toBe('sha.S7');
    // top of the deck is the last: the first card of the order was drawn first
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['shan.H2', 'tao.H3'].sort());
  });
});
