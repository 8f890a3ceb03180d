/** 【诸葛连弩】 (Repeating Crossbow): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【诸葛连弩】 (Repeating Crossbow)', () => {
  it('诸葛连弩: any number of 【杀】 in the play phase', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7', 'sha.S8'], equip: ['zhuge.CA'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(pending(game.s)!.labels).toContain('use Kill ♠8');
  });

  it('without 诸葛连弩 only one 【杀】 per play phase (SGS 专题三)', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7', 'sha.S8'] } }) });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(pending(game.s)!.labels).not.toContain('use Kill ♠8');
  });
});
