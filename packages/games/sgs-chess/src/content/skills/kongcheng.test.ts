/** 〖空城〗 (Empty Fort): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖空城〗 (Empty Fort)', () => {
  it('〖空城〗: with no hand cards 诸葛亮 is not a legal target of 【杀】 or 【决斗】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7', 'juedou.SA'] }, 3: { gen: 'zhugeliang' } }),
    });
    expect(pending(game.s)!.labels).not.toContain('use Kill ♠7');
    act(game, 'use Duel');
    expect(pending(game.s)!.ids).not.toContain('r3');
  });
});
