/** 〖急救〗 (First Aid): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, g, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖急救〗 (First Aid)', () => {
  it('〖急救〗: outside his turn 华佗 saves a dying role with a red card as 【桃】', () => {
    const game = setupGame({
      current: 0,
      roles: R({
        0: { hand: ['sha.S7'] },
        3: { hp: 1 },
        4: { gen: 'huatuo', cell: 'C1', hand: ['shan.H2'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    for (let p = pending(game.s); p && p.kind === 'dying-order'; p = pending(game.s))
      act(game, p.ids.includes('r4') ? 'r4' : p.ids[0]);
    act(game, 'Dodge ♥2');
    expect(g(game.s).roles[3]).toMatchObject({ hp: 1, dead: false });
  });
});
