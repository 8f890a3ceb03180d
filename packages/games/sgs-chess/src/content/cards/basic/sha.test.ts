/** 【普杀】 (Kill): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【普杀】 (Kill)', () => {
  it('SGS 专题四: 普杀 reaches only roles within attack range (1 without a weapon)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { cell: 'D1' }, 1: { cell: 'E1' } }),
    });
    act(game, 'use Kill ♠7');
    // D2 → D1 is 1; E1 is 2
    expect(pending(game.s)!.ids).toEqual(['r3']);
  });
});
