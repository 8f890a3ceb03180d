import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, nameResponders, noWuxie, pending, roles, setupGame } from './helpers.ts';

const plain = (over: Record<number, any>) => roles({ ...over, 3: { gen: 'dianwei', ...(over[3] ?? {}) } });

describe('basic cards', () => {
  it('SGS 专题四: 普杀 reaches only roles within attack range (1 without a weapon)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { cell: 'D1' }, 1: { cell: 'E1' } }),
    });
    act(game, 'use Kill ♠7');
    // D2 → D1 is 1; E1 is 2
    expect(pending(game.s)!.ids).toEqual(['r3']);
  });

  it('SGS 专题三: 射杀 method ① hits along a clear straight line at distance 2+, method ② at distance 1; pieces and mountains block the line', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { cell: 'B1', hand: ['shesha.H10'] }, 3: { cell: 'B3' } }),
    });
    expect(pending(game.s)!.labels).toContain('use Shooting Kill ♥10 by method 1');
    expect(pending(game.s)!.labels).not.toContain('use Shooting Kill ♥10 by method 2');
    act(game, 'use Shooting Kill ♥10 by method 1');
    expect(pending(game.s)!.ids).toEqual(['r3']);
    // a piece in between blocks method ①; it is itself adjacent for method ②
    game = setupGame({
      current: 0,
      roles: plain({ 0: { cell: 'B1', hand: ['shesha.H10'] }, 3: { cell: 'B3' }, 4: { cell: 'B2' } }),
    });
    act(game, 'use Shooting Kill ♥10 by method 2');
    expect(pending(game.s)!.ids).toEqual(['r4']);
    expect(pending(game.s) && game.s.pending!.asks[0].kind).toBe('target');
  });

  it('SGS 2.4: 【闪】 offsets a 【杀】 (see flow tests); 【桃】 method ② saves a dying role (see dying scenario)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { hp: 1, hand: ['tao.H3'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[3]).toMatchObject({ hp: 1, dead: false });
  });
});

describe('tricks', () => {
  it('决斗: starting with the target, each plays 【杀】; the first who cannot takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['juedou.SA'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Duel');
    act(game, 'r3');
    noWuxie(game);
    act(game, 'Kill ♣2');
    act(game, 'pass');
    expect(g(game.s).roles[0].hp).toBe(3);
    expect(g(game.s).roles[3].hp).toBe(4);
  });

  it('无懈可击: cancels a trick on its target; another 无懈可击 cancels that', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wuzhong.H7'] }, 3: { hand: ['wuxie.SJ'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'pass', 0);
    act(game, 'Nullify', 1);
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(0);
    game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wuzhong.H7', 'wuxie.CQ'] }, 3: { hand: ['wuxie.SJ'] } }),
    });
    act(game, 'use Something from Nothing');
    act(game, 'pass', 0);
    act(game, 'Nullify', 1);
    act(game, 'Nullify', 0);
    noWuxie(game);
    expect(game.s.zones.h0.objects.length).toBe(2);
  });

  it('无中生有: the user draws two', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S7', 'shan.H2'],
      roles: plain({ 0: { hand: ['wuzhong.H7'] } }),
    });
    act(game, 'use Something from Nothing');
    noWuxie(game);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['sha.S7', 'shan.H2']);
  });

  it('过河拆桥: discards one card of the target (equipment by name, hand by position)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['guohe.S3'] }, 4: { equip: ['bagua.S2'], hand: ['tao.H3'] } }),
    });
    act(game, 'use Dismantle');
    act(game, 'r4');
    noWuxie(game);
    expect(pending(game.s)!.ids).toContain('hand:0');
    act(game, 'Eight Trigrams');
    expect(cardsIn(game.s, 'discard')).toContain('bagua.S2');
    expect(game.s.zones.a4.objects.length).toBe(0);
  });

  it('顺手牵羊: only at distance 1; takes a card', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['shunshou.S3'] }, 3: { hand: ['tao.H3'] }, 4: { hand: ['tao.H4'] } }),
    });
    act(game, 'use Snatch');
    expect(pending(game.s)!.ids).toEqual(['r3']);
    act(game, 'r3');
    noWuxie(game);
    act(game, 'hand:0');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });

  it('南蛮入侵: every other role plays a 【杀】 or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['nanman.S7'] }, 3: { hand: ['sha.C2'] } }),
    });
    act(game, 'use Barbarian Invasion');
    for (let i = 0; i < 5; i++) {
      noWuxie(game);
      const p = pending(game.s)!;
      if (p.ids.includes('pass') && p.kind === 'respond')
        act(game, p.labels.some((l) => l.includes('Kill ♣2')) ? 'Kill ♣2' : 'pass');
      else if (p.kind === 'respond-judge') act(game, 'no');
    }
    const G = g(game.s);
    expect(G.roles[3].hp).toBe(4);
    expect([1, 2, 4, 5].map((r) => G.roles[r].hp)).toEqual([2, 2, 3, 2]);
  });

  it('万箭齐发: every other role plays a 【闪】 or takes 1 damage', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wanjian.HA'] }, 3: { hand: ['shan.H2'] } }),
    });
    act(game, 'use Arrow Barrage');
    for (let i = 0; i < 5; i++) {
      noWuxie(game);
      const p = pending(game.s)!;
      if (p.kind === 'respond') act(game, p.labels.some((l) => l.includes('Dodge ♥2')) ? 'Dodge ♥2' : 'pass');
    }
    const G = g(game.s);
    expect(G.roles[3].hp).toBe(4);
    expect(G.roles[4].hp).toBe(3);
  });

  it('桃园结义: every wounded role recovers 1', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['taoyuan.HA'], hp: 2 }, 3: { hp: 1 }, 4: { hp: 2 } }),
    });
    act(game, 'use Peach Garden Oath');
    for (let i = 0; i < 6; i++) noWuxie(game);
    const G = g(game.s);
    expect([G.roles[0].hp, G.roles[3].hp, G.roles[4].hp, G.roles[5].hp]).toEqual([3, 2, 3, 3]);
  });

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

  it('兵粮寸断: only at distance 1; a non-♣ judgement skips the draw phase', () => {
    const game = setupGame({
      current: 0,
      phase: 'start',
      deck: ['sha.S7', 'tao.H3', 'tao.H4'],
      roles: plain({ 0: { delay: ['bingliang.S10'] } }),
    });
    noWuxie(game);
    expect(g(game.s).t.skipDraw).toBe(true);
    expect(game.s.zones.h0.objects.length).toBe(0);
  });
});

describe('equipment', () => {
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

  it('麒麟弓: when its 【杀】 deals damage, may discard the target’s mount; range 5', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['qilin.H5'] },
        4: { cell: 'D6', equip: ['jingong.SK'] },
      }),
    });
    act(game, 'use Kill ♠7');
    expect(pending(game.s)!.ids).toContain('r4');
    act(game, 'r4');
    act(game, 'pass');
    act(game, 'yes');
    expect(game.s.zones.m4.objects.length).toBe(0);
    expect(g(game.s).roles[4].hp).toBe(3);
  });

  it('贯石斧: after an offset, discarding two cards makes the 【杀】 hit', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7', 'tao.H3', 'tao.H4'], equip: ['guanshi.D5'] },
        3: { hand: ['shan.H2'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Dodge ♥2');
    act(game, 'yes');
    act(game, ['Peach ♥3', 'Peach ♥4']);
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('雌雄双股剑: only against the other gender; the target may let the user draw', () => {
    let game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7'], equip: ['cixiong.S2'] } }) });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(pending(game.s)!.kind).toBe('respond');
    game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['cixiong.S2'] },
        3: { gen: 'zhenji', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    act(game, 'draw');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });

  it('青釭剑: ignores armour (a black 【杀】 through 仁王盾)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'], equip: ['qinggang.S6'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('仁王盾: black 【杀】 have no effect; red ones do', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(game.log.some((e) => e.msg.key === 'sgs.invalid')).toBe(true);
    game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['shesha.H10'] }, 3: { equip: ['renwang.C2'] } }),
    });
    act(game, 'use Shooting Kill ♥10 by method 2');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('丈八蛇矛: two hand cards used as a 【杀】', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['tao.H3', 'tao.H4'], equip: ['zhangba.SQ'] } }),
    });
    act(game, 's:zhangba');
    act(game, ['Peach ♥3', 'Peach ♥4']);
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'discard').sort()).toEqual(['tao.H3', 'tao.H4']);
  });

  it('寒冰箭: prevents the damage and discards up to two of the target’s cards', () => {
    const game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['hanbing.S2'] },
        3: { hand: ['tao.H3'], equip: ['bagua.S2'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'no');
    act(game, 'pass');
    act(game, 'yes');
    act(game, 'Eight Trigrams');
    act(game, 'hand:0');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(cardsIn(game.s, 'discard')).toEqual(expect.arrayContaining(['bagua.S2', 'tao.H3']));
  });

  it('朱雀羽扇: a 普杀 becomes fire (see the 遗计 scenario); 八卦阵: a red judgement counts as 【闪】', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'bagua');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(game.log.some((e) => e.msg.key === 'sgs.use-virtual')).toBe(true);
  });

  it('八卦阵: a black judgement does not help', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['bagua.S2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'bagua');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
  });

  it('进攻坐骑: once per play phase, move one step', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { equip: ['jingong.SK'] } }) });
    act(game, 's:jingong');
    act(game, 'C2');
    expect(g(game.s).roles[0].cell).toBe(9);
    expect(pending(game.s)!.ids).not.toContain('s:jingong');
  });

  it('防御坐骑: others are one further away; its rider moves through enemies', () => {
    let game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { equip: ['fangyu.S5'] } }),
    });
    expect(pending(game.s)!.labels).not.toContain('use Kill ♠7');
    // 曹操 on D2 rides through 典韦 on D1? No: through an enemy on C2 towards B2
    game = setupGame({
      current: 0,
      phase: 'move',
      roles: plain({ 0: { cell: 'D2', equip: ['fangyu.S5'] }, 3: { cell: 'C2' } }),
    });
    act(game, 'C2');
    act(game, 'B2');
    act(game, 'stop');
    expect(g(game.s).roles[0].cell).toBe(8);
  });
});

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
        order.push(Object.values(g(game.s).evs)[0].cur);
        act(game, 'pass');
      } else if (p.kind === 'respond-judge' || p.kind === 'trigger') act(game, 'no');
      else break;
    }
    expect(order).toEqual([5, 0, 1, 2, 3]);
  });
});

describe('the other standard tricks', () => {
  it('五谷丰登: as many cards as targets are revealed; each target in turn takes one', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'tao.H4', 'sha.S7', 'sha.S8', 'shan.H2', 'shan.D2'],
      roles: plain({ 0: { hand: ['wugu.H3'] } }),
    });
    act(game, 'use Bountiful Harvest');
    expect(game.s.zones.proc.objects.length).toBe(7);
    for (let i = 0; i < 6; i++) {
      noWuxie(game);
      act(game, pending(game.s)!.ids[0]);
    }
    for (let r = 0; r < 6; r++) expect(game.s.zones[`h${r}`].objects.length).toBe(1);
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
    expect(game.s.zones.proc.objects.length).toBe(0);
  });

  it('借刀杀人 SGS 专题三 ("<A>和<B>"): the first target uses a 【杀】 on the second, or hands over its weapon', () => {
    let game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['jiedao.CQ'] },
        4: { gen: 'xuchu', cell: 'E5', equip: ['qinggang.S6'], hand: ['sha.S7'] },
        5: { cell: 'E7', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Borrowed Blade');
    expect(pending(game.s)!.ids).toEqual(['r4']);
    act(game, 'r4');
    // 许褚 on E5 with range 2 reaches 诸葛亮 on E7 and ... not 典韦 on D1
    expect(pending(game.s)!.ids).toContain('r5');
    act(game, 'r5');
    noWuxie(game);
    act(game, 'Kill ♠7');
    act(game, 'pass');
    expect(g(game.s).roles[5].hp).toBe(2);
    game = setupGame({
      current: 0,
      roles: plain({
        0: { hand: ['jiedao.CQ'] },
        4: { cell: 'E5', equip: ['qinggang.S6'] },
        5: { cell: 'E7', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Borrowed Blade');
    act(game, 'r4');
    act(game, 'r5');
    noWuxie(game);
    act(game, 'give');
    expect(cardsIn(game.s, 'h0')).toEqual(['qinggang.S6']);
  });

  it('闪电: placed on oneself; ♠2–9 deals 3 thunder damage with no source, otherwise it moves on to the next role (D22)', () => {
    let game = setupGame({ current: 0, roles: plain({ 0: { hand: ['shandian.SA'] } }) });
    act(game, 'use Lightning');
    expect(cardsIn(game.s, 'd0')).toEqual(['shandian.SA']);
    // it strikes
    game = setupGame({
      current: 3,
      phase: 'start',
      deck: ['sha.S7'],
      roles: plain({ 3: { delay: ['shandian.SA'] } }),
    });
    noWuxie(game);
    expect(g(game.s).roles[3].hp).toBe(1);
    expect(
      game.log.some((e) => e.msg.key === 'sgs.damage' && (e.msg.args!.nat as any).key === 'nat.thunder'),
    ).toBe(true);
    // it misses and moves on to role 4
    game = setupGame({
      current: 3,
      phase: 'start',
      deck: ['tao.H3'],
      roles: plain({ 3: { delay: ['shandian.SA'] } }),
    });
    noWuxie(game);
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(cardsIn(game.s, 'd4')).toEqual(['shandian.SA']);
  });
});
