import { describe, expect, it } from 'vitest';
import {
  act,
  cardsIn,
  g,
  inOrder,
  nameResponders,
  noWuxie,
  pending,
  points,
  roles,
  setupGame,
} from './helpers.ts';

const R = (over: Record<number, any>) => roles({ ...over, 3: { gen: 'dianwei', ...(over[3] ?? {}) } });

describe('more generals the seed names', () => {
  it('〖仁德〗: 刘备 gives two hand cards and recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'liubei', hp: 2, hand: ['sha.S7', 'sha.S8'] } }),
    });
    act(game, 's:rende');
    act(game, 'r3');
    act(game, ['Kill ♠7', 'Kill ♠8']);
    expect(cardsIn(game.s, 'h3').sort()).toEqual(['sha.S7', 'sha.S8']);
    expect(g(game.s).roles[0].hp).toBe(3);
  });

  it('〖制衡〗: 孙权 discards two and draws two, once per phase', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'tao.H4'],
      roles: R({ 0: { gen: 'sunquan', hand: ['shan.H2', 'shan.D2'] } }),
    });
    act(game, 's:zhiheng');
    act(game, ['Dodge ♥2', 'Dodge ♦2']);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['tao.H3', 'tao.H4']);
    expect(pending(game.s)!.ids).not.toContain('s:zhiheng');
  });

  it('〖苦肉〗 SGS 2.12 SGS 2.12-失去体力结算开始前 SGS 2.12-失去体力后 SGS 2.12-失去体力结算结束后: 黄盖 loses 1 HP and draws two', () => {
    const game = setupGame({ current: 0, deck: ['tao.H3', 'tao.H4'], roles: R({ 0: { gen: 'huanggai' } }) });
    act(game, 's:kurou');
    expect(g(game.s).roles[0].hp).toBe(3);
    expect(game.s.zones.h0.objects.length).toBe(2);
    expect(
      inOrder(points(game.log), [
        'SGS 2.12-失去体力结算开始前',
        'SGS 2.13-扣减体力后',
        'SGS 2.12-失去体力后',
        'SGS 2.12-失去体力结算结束后',
      ]),
    ).toBe(true);
  });

  it('〖苦肉〗 at 1 HP: dying; saved by his own 【桃】 he still draws two', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'huanggai', hp: 1, hand: ['tao.H3'] } }),
    });
    act(game, 's:kurou');
    nameResponders(game);
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[0].hp).toBe(1);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['sha.S7', 'sha.S8']);
  });

  it('〖青囊〗: 华佗 discards a hand card; a wounded role recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'huatuo', hand: ['sha.S7'] }, 3: { hp: 2 } }),
    });
    act(game, 's:qingnang');
    act(game, 'Kill ♠7');
    act(game, 'r3');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

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

  it('〖奇袭〗: 甘宁 uses a black card as 【过河拆桥】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'ganning', hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 's:qixi');
    act(game, 'Kill ♠7');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Eight Trigrams');
    expect(game.s.zones.a3.objects.length).toBe(0);
  });

  it('〖结姻〗: 孙尚香 discards two hand cards; she and a wounded male recover 1', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'sunshangxiang', hp: 2, hand: ['sha.S7', 'sha.S8'] }, 3: { hp: 2 } }),
    });
    act(game, 's:jieyin');
    act(game, ['Kill ♠7', 'Kill ♠8']);
    act(game, 'r3');
    expect([g(game.s).roles[0].hp, g(game.s).roles[3].hp]).toEqual([3, 3]);
  });

  it('〖突袭〗 SGS 1-摸牌阶段开始时: 张辽 takes a hand card from each of two roles instead of drawing', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['juedou.SA', 'juedou.CA'],
      roles: R({ 0: { gen: 'zhangliao' }, 3: { hand: ['tao.H3'] }, 4: { hand: ['tao.H4'] } }),
    });
    act(game, 'yes');
    act(game, ['r3', 'r4']);
    act(game, 'hand:0');
    act(game, 'hand:0');
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['tao.H3', 'tao.H4']);
  });
});
