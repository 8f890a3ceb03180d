/** 箭塔 (arrow tower), stand-in D8.: its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, R, setupGame } from '../../../test/helpers.ts';

describe('箭塔 (arrow tower), stand-in D8.', () => {
  it('〖箭塔〗: unarmed on the tower, 【杀】 reaches any role in a clear line; armed, the first 【杀】 has no distance limit', () => {
    let game = setupGame({
      current: 0,
      roles: R({ 0: { cell: 'D4', hand: ['sha.S7'] }, 3: { cell: 'A4' }, 4: { cell: 'G7' } }),
    });
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toEqual(['r3']);
    game = setupGame({
      current: 0,
      roles: R({
        0: { cell: 'D4', hand: ['sha.S7'], equip: ['qinggang.S6'] },
        3: { cell: 'A4' },
        4: { cell: 'G7' },
      }),
    });
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toEqual(expect.arrayContaining(['r3', 'r4']));
  });
});
