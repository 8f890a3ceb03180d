/** 〖恶来〗 (Ferocity): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, nameResponders, roles, setupGame } from '../../../test/helpers.ts';

describe('〖恶来〗 (Ferocity)', () => {
  it('SGS 2.16 〖恶来〗: 典韦 killing an enemy scores 4, even when 典韦 himself is dead', () => {
    const game = setupGame({
      current: 0,
      roles: roles({ 0: { gen: 'dianwei', hand: ['sha.S7'] }, 3: { gen: 'xiahoudun', hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    expect(g(game.s).score).toEqual([4, 0]);
  });
});
