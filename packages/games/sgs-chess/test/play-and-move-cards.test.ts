import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, inOrder, noWuxie, points, roles, setupGame } from './helpers.ts';

const R = (over: Record<number, any>) => roles({ ...over, 3: { gen: 'dianwei', ...(over[3] ?? {}) } });

describe('SGS 2.5–2.7: playing a card in response', () => {
  it('SGS 2.5 SGS 2.5-需要打出此牌时❶ SGS 2.5-需要打出此牌时❷ SGS 2.6 SGS 2.7 SGS 2.7-牌被打出时 SGS 2.7-打出结算结束后: a 【杀】 played against 南蛮入侵 passes the play timings and ends in the discard pile', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['nanman.S7'] }, 1: { cell: 'A1' }, 2: { cell: 'A2' }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Barbarian Invasion');
    // targets in seat order from the user: roles 1, 2, 3, 4, 5
    for (let i = 0; i < 2; i++) {
      noWuxie(game);
      act(game, 'pass');
    }
    noWuxie(game);
    act(game, 'Kill ♣2');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(cardsIn(game.s, 'discard')).toContain('sha.C2');
    expect(
      inOrder(points(game.log), [
        'SGS 2.5-需要打出此牌时❶',
        'SGS 2.5-需要打出此牌时❷',
        'SGS 2.6',
        'SGS 2.7-牌被打出时',
        'SGS 2.7-打出结算结束后',
      ]),
    ).toBe(true);
    expect(game.log.some((e) => e.rule === 'SGS 2.7' && e.msg.key === 'sgs.play-resp')).toBe(true);
  });
});

describe('SGS 2.3: the virtual card takes its colour from its physical cards', () => {
  it('SGS 2.3: two black cards as one 【杀】 make a black 【杀】 (stopped by 仁王盾); a red and a black make one without colour (not stopped)', () => {
    let game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7', 'sha.C2'], equip: ['zhangba.SQ'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 's:zhangba');
    act(game, ['Kill ♠7', 'Kill ♣2']);
    act(game, 'r3');
    expect(g(game.s).roles[3].hp).toBe(4);
    game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7', 'tao.H3'], equip: ['zhangba.SQ'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 's:zhangba');
    act(game, ['Kill ♠7', 'Peach ♥3']);
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });
});

describe('SGS 2.8: moving cards between areas', () => {
  it('SGS 2.8 SGS 2.8-确定巧变的牌时 SGS 2.8-巧变至目标区域前 SGS 2.8-巧变至目标区域后 SGS 2.8-巧变结算结束后: a moved card is a new object; the processing area is emptied when the event ends; leaving the discard pile clears flow data', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: R({ 0: { gen: 'daqiao', hand: ['shan.D2'] }, 3: { gen: 'dianwei' } }),
    });
    const before = game.s.zones.h0.objects[0];
    act(game, 's:guose');
    act(game, 'Dodge ♦2');
    act(game, 'r3');
    const inDelay = game.s.zones.d3.objects[0];
    expect(inDelay).not.toBe(before);
    expect(game.s.objects[inDelay].data.as).toBe('le');
    expect(game.s.objects[inDelay].prev).toBeDefined();
    expect(game.s.zones.proc.objects.length).toBe(0);
  });

  it('SGS 2.8: a delayed trick leaving the 延时区 for the discard pile ends its tie to the virtual card (no flow data left)', () => {
    const game = setupGame({
      current: 0,
      phase: 'start',
      deck: ['tao.H3', 'sha.S7', 'sha.S8'],
      roles: R({ 0: { delay: ['le.S6'] } }),
    });
    noWuxie(game);
    const id = game.s.zones.discard.objects.find((x) => game.s.objects[x].card === 'le.S6')!;
    expect(game.s.objects[id].data).toEqual({});
    expect(game.s.zones.d0.objects.length).toBe(0);
  });
});
