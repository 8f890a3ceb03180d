/** 【乐不思蜀】 (Indulgence): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【乐不思蜀】 (Indulgence)', () => {
  it('乐不思蜀: goes to the delay area; SGS 专题四: a role with one is not a legal target of another', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['le.S6', 'le.C6'] }, 4: { delay: ['le.H6'] } }),
    });
    act(game, 'use Indulgence ♠6');
    expect(pending(game.s)!.ids).not.toContain('r4');
    act(game, 'r3');
    expect(cardsIn(game.s, 'd3')).toEqual(['le.S6']);
  });
});
