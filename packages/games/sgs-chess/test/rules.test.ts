/** Rule tests that use several cards at once: the final target list, the 大本营, HP below 0. */
import { describe, expect, it } from 'vitest';
import { act, eventOf, g, nameResponders, noWuxie, pending, R, roles, setupGame } from './helpers.ts';

describe('SGS 2.4 final target list', () => {
  it('SGS 2.4 (D21): an area trick resolves on its targets in seat order starting after the user', () => {
    const game = setupGame({
      current: 4,
      roles: roles({ 4: { hand: ['nanman.S7'] }, 3: { gen: 'dianwei' } }),
    });
    act(game, 'use Barbarian Invasion');
    const order: number[] = [];
    for (let i = 0; i < 20; i++) {
      noWuxie(game);
      const p = pending(game.s)!;
      if (p.kind === 'respond') {
        order.push(eventOf(game.s, 'use').current);
        act(game, 'pass');
      } else if (p.kind === 'respond-judge' || p.kind === 'trigger') act(game, 'no');
      else break;
    }
    expect(order).toEqual([5, 0, 1, 2, 3]);
  });
});

describe('SGS 1.6 the 大本营', () => {
  it('〖大本营〗 SGS 1.6: the piece placed on its own 大本营 carries the flag; a 大本营 holds any number of pieces', () => {
    const game = setupGame({ current: 0, phase: 'move', roles: R({ 0: { cell: 'G2' }, 2: { cell: 'G1' } }) });
    expect(pending(game.s)!.ids).toContain('G1');
  });
});

describe('SGS 2.15 dying with a deficit', () => {
  it('SGS 2.13 (D14): HP taken below 0 stays below after one 【桃】', () => {
    const game = setupGame({
      current: 0,
      turn: { marks: { luoyi: true } },
      roles: R({ 0: { gen: 'xuchu', hand: ['sha.S7'] }, 3: { hp: 1, hand: ['tao.H3'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[3].hp).toBe(0);
    nameResponders(game);
    expect(g(game.s).roles[3].dead).toBe(true);
  });
});
