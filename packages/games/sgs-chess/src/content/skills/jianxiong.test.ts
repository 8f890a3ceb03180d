/** 〖奸雄〗 (Treachery): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖奸雄〗 (Treachery)', () => {
  it('〖奸雄〗: 曹操 takes the card that damaged him', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'dianwei', hand: ['sha.S7'] }, 3: { gen: 'caocao' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    act(game, 'yes');
    expect(cardsIn(game.s, 'h3')).toEqual(['sha.S7']);
  });
});
