/** 〖闭月〗 (Eclipse the Moon): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖闭月〗 (Eclipse the Moon)', () => {
  it('〖闭月〗: 貂蝉 draws one in her end phase', () => {
    const game = setupGame({
      current: 0,
      phase: 'end',
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'diaochan' }, 1: { gen: 'caocao' } }),
    });
    act(game, 'yes');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });
});
