import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import sgs from '../src/index.ts';
import { act, cardsIn, g, nameResponders, noWuxie, pending, roles, setupGame } from './helpers.ts';

/** Role 3 is 典韦 (no triggered skills) unless overridden. */
const R = (over: Record<number, any>) => roles({ ...over, 3: { gen: 'dianwei', ...(over[3] ?? {}) } });

describe('generals’ skills', () => {
  it('〖奸雄〗: 曹操 takes the card that damaged him', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'dianwei', hand: ['sha.S7'] }, 3: { gen: 'caocao' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    act(game, 'yes');
    expect(cardsIn(game.s, 'h3')).toEqual(['sha.S7']);
  });

  it('〖天妒〗 SGS 2.10-判定结果确定后❷: 郭嘉 takes his own judgement card', () => {
    const g2 = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'guojia', equip: ['bagua.S2'] } }),
    });
    act(g2, 'use Kill ♠7');
    act(g2, 'r3');
    act(g2, 'bagua');
    act(g2, 'yes'); // 天妒
    expect(cardsIn(g2.s, 'h3')).toEqual(['sha.S9']);
  });

  it('SGS 2.10 〖鬼才〗 SGS 2.10-判定结果确定前: 司马懿 plays a hand card to replace a judgement', () => {
    // 甄姬's 〖洛神〗 would judge ♥ (red, stop); 司马懿 replaces it with a black card
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'zhenji' }, 4: { gen: 'simayi', hand: ['sha.C2'] } }),
    });
    act(game, 'yes'); // 洛神
    act(game, 'yes'); // 鬼才
    act(game, 'Kill ♣2');
    expect(cardsIn(game.s, 'h0')).toEqual(['sha.C2']);
    expect(cardsIn(game.s, 'discard')).toContain('tao.H3');
  });

  it('〖观星〗: puts chosen cards on the bottom and orders the rest on top', () => {
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['sha.S7', 'shan.H2', 'tao.H3', 'juedou.SA', 'wuzhong.H7'],
      deckOnly: true,
      roles: R({ 0: { gen: 'zhugeliang' }, 5: { gen: 'caocao' } }),
    });
    act(game, 'yes');
    act(game, ['Kill ♠7']);
    act(game, ['Peach ♥3', 'Dodge ♥2', 'Duel ♠A', 'Something from Nothing ♥7']);
    const deck = cardsIn(game.s, 'deck');
    expect(deck[0]).toBe('sha.S7');
    // top of the deck is the last: the first card of the order was drawn first
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['shan.H2', 'tao.H3'].sort());
  });

  it('〖空城〗: with no hand cards 诸葛亮 is not a legal target of 【杀】 or 【决斗】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7', 'juedou.SA'] }, 3: { gen: 'zhugeliang' } }),
    });
    expect(pending(game.s)!.labels).not.toContain('use Kill ♠7');
    act(game, 'use Duel');
    expect(pending(game.s)!.ids).not.toContain('r3');
  });

  it('〖国色〗: 大乔 uses a ♦ card as 【乐不思蜀】', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'daqiao', hand: ['shan.D2'] } }) });
    act(game, 's:guose');
    act(game, 'Dodge ♦2');
    act(game, 'r3');
    expect(cardsIn(game.s, 'd3')).toEqual(['shan.D2']);
    expect(game.s.objects[game.s.zones.d3.objects[0]].data.as).toBe('le');
  });

  it('〖流离〗: 大乔 discards a card to pass the 【杀】 to another role in her range', () => {
    const game = setupGame({
      current: 0,
      roles: R({
        0: { hand: ['sha.S7'] },
        3: { gen: 'daqiao', hand: ['tao.H3'] },
        4: { cell: 'C1', gen: 'dianwei' },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    act(game, 'r4');
    act(game, 'Peach ♥3');
    act(game, 'pass');
    expect(g(game.s).roles[4].hp).toBe(3);
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('〖闭月〗: 貂蝉 draws one in her end phase', () => {
    const game = setupGame({
      current: 0,
      phase: 'end',
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'diaochan' }, 1: { gen: 'caocao' } }),
    });
    act(game, 'yes');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });

  it('〖无双②③〗: a role in a 【决斗】 with 吕布 must play two 【杀】 each time', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'lvbu', hand: ['juedou.SA'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Duel');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Kill ♣2');
    // one is not enough: asked again, nothing left
    expect(pending(game.s)!.ids).toEqual(['pass']);
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('〖铁骑〗: on a red judgement the target cannot use 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: R({ 0: { gen: 'machao', hand: ['sha.S7'] }, 3: { hand: ['shan.H2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'h3')).toEqual(['shan.H2']);
  });

  it('〖马术〗 SGS 2.18-移动结算结束后: at the end of the move phase, two more steps, then +1 attack range', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      roles: R({ 0: { gen: 'machao', cell: 'A1', hand: ['sha.S7'] }, 3: { cell: 'D2' } }),
    });
    act(game, 'stop');
    act(game, 'yes');
    act(game, 'B1');
    act(game, 'C1');
    // C1 → D2 is 2: reachable only with the +1 range
    expect(g(game.s).t.range).toBe(1);
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toEqual(['r3']);
  });

  it('SGS 2.2 〖武圣〗: needing to use a 【杀】, 关羽 uses a red card as 普杀', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'guanyu', hand: ['tao.H3'] } }) });
    act(game, 's:wusheng');
    act(game, 'Peach ♥3');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('〖龙胆〗: 赵云 uses 【闪】 as 【杀】 and 【杀】 as 【闪】', () => {
    let game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhaoyun', hand: ['shan.H2'] } }) });
    act(game, 's:longdan');
    act(game, 'Dodge ♥2');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
    game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'zhaoyun', hand: ['sha.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Kill ♣2 via');
    expect(g(game.s).roles[3].hp).toBe(4);
  });

  it('〖英姿〗: 周瑜 draws three', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['sha.S7', 'sha.S8', 'sha.S9'],
      roles: R({ 0: { gen: 'zhouyu' } }),
    });
    expect(game.s.zones.h0.objects.length).toBe(3);
  });

  it('〖反间〗: a wrong suit costs the target 1 HP; it keeps the card', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhouyu', hand: ['tao.H3'] } }) });
    act(game, 's:fanjian');
    act(game, 'r3');
    act(game, 'S');
    act(game, 'hand:0');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'h3')).toEqual(['tao.H3']);
  });

  it('〖反间〗: the card taken is shown to every player, so a spectator sees it too (who is then asked depends on it)', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhouyu', hand: ['tao.H3'] } }) });
    act(game, 's:fanjian');
    act(game, 'r3');
    act(game, 'S');
    act(game, 'hand:0');
    const shown = game.s.zones.h3.objects[0];
    for (const viewer of [0, 1, null])
      expect(viewFor(game.s, sgs, viewer).zones.h3.objects.find((o) => o.id === shown)?.card).toBe('tao.H3');
  });

  it('〖倾国〗: 甄姬 uses a black hand card as 【闪】', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'zhenji', hand: ['juedou.SA'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Duel ♠A via');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('〖洛神〗: 甄姬 keeps black judgements until a red one', () => {
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['sha.S7', 'sha.C2', 'tao.H3'],
      roles: R({ 0: { gen: 'zhenji' } }),
    });
    act(game, 'yes');
    act(game, 'yes');
    act(game, 'yes');
    expect(cardsIn(game.s, 'h0')).toEqual(expect.arrayContaining(['sha.C2', 'sha.S7']));
    expect(game.log.filter((e) => e.msg.key === 'sgs.luoshen-keep').length).toBe(2);
    expect(cardsIn(game.s, 'discard')).toContain('tao.H3');
  });

  it('〖集智〗 SGS 2.4-牌被使用时: 黄月英 draws when she uses a non-delayed trick', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'huangyueying', hand: ['wuzhong.H7'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'yes');
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(3);
  });

  it('〖奇才〗: 黄月英’s tricks have no distance limit', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'huangyueying', hand: ['shunshou.S3'] }, 4: { hand: ['tao.H3'] } }),
    });
    act(game, 'use Snatch');
    expect(pending(game.s)!.ids).toContain('r4');
  });

  it('〖刚烈〗: on a non-♥ judgement the source discards two hand cards or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'xiahoudun' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    act(game, 'yes');
    expect(g(game.s).roles[0].hp).toBe(3);
  });

  it('〖裸衣〗: 许褚 draws one fewer, and his 【杀】 deal one more this turn', () => {
    const game = setupGame({
      current: 0,
      phase: 'draw',
      deck: ['sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'xuchu' } }),
    });
    act(game, 'yes');
    expect(game.s.zones.h0.objects.length).toBe(1);
    act(game, 'stop');
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(2);
  });

  it('〖离间〗 (see the 专题四 scenario): 貂蝉 needs a card to discard and two males', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'diaochan' } }) });
    expect(pending(game.s)!.ids).not.toContain('s:lijian');
  });
});

describe('terrain', () => {
  it('〖湖泊②〗 SGS 1-摸牌阶段开始前: a role on a lake skips its draw phase; 〖湖泊①〗 SGS 1-结束阶段: it recovers 1 at the end', () => {
    const game = setupGame({ current: 0, phase: 'draw', roles: R({ 0: { cell: 'C2', hp: 2 } }) });
    expect(game.s.zones.h0.objects.length).toBe(0);
    act(game, 'stop');
    act(game, 'end');
    expect(g(game.s).roles[0].hp).toBe(3);
  });

  it('〖树林②〗 SGS 2.2-需要使用此牌时❶: on a forest, a ♥ judgement counts as 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: R({ 0: { cell: 'E3', hand: ['sha.S7'] }, 3: { cell: 'E2' } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'forest');
    expect(g(game.s).roles[3].hp).toBe(4);
  });

  it('〖驿站〗: at the end phase, give the top card to a role', () => {
    const game = setupGame({ current: 0, phase: 'end', deck: ['tao.H3'], roles: R({ 0: { cell: 'B4' } }) });
    act(game, 'yes');
    act(game, 'r3');
    expect(cardsIn(game.s, 'h3')).toEqual(['tao.H3']);
  });

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

  it('〖大本营〗 SGS 1.6: the piece placed on its own 大本营 carries the flag; a 大本营 holds any number of pieces', () => {
    const game = setupGame({ current: 0, phase: 'move', roles: R({ 0: { cell: 'G2' }, 2: { cell: 'G1' } }) });
    expect(pending(game.s)!.ids).toContain('G1');
  });
});

describe('SGS 2.15 dying with a deficit', () => {
  it('SGS 2.13 (D14): HP taken below 0 stays below after one 【桃】', () => {
    const game = setupGame({
      current: 0,
      turn: { luoyi: true },
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
