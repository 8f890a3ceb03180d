import { describe, expect, it } from 'vitest';
import { act, g, inOrder, nameResponders, noWuxie, pending, points, roles, setupGame } from './helpers.ts';

describe('SGS 1: the turn', () => {
  it('SGS 1-回合开始后❶ SGS 1-回合开始后❷ SGS 1-回合开始后❸ SGS 1-回合开始后❹ SGS 1-准备阶段 SGS 1-延时阶段开始前 SGS 1-延时阶段开始时 SGS 1-延时阶段结束时 SGS 1-摸牌阶段开始前 SGS 1-摸牌阶段开始时 SGS 1-摸牌阶段 SGS 1-摸牌阶段结束时 SGS 1-移动阶段开始前 SGS 1-移动阶段开始时 SGS 1-移动阶段: a turn passes its timings in the figure’s order', () => {
    const game = setupGame({
      current: 0,
      phase: 'start',
      deck: ['tao.H3', 'sha.S7', 'sha.S8'],
      roles: roles({ 0: { delay: ['le.S6'] } }),
    });
    noWuxie(game);
    expect(pending(game.s)!.kind).toBe('move');
    expect(
      inOrder(points(game.log), [
        'SGS 1-回合开始后❷',
        'SGS 1-回合开始后❸',
        'SGS 1-回合开始后❹',
        'SGS 1-准备阶段',
        'SGS 1-延时阶段开始前',
        'SGS 1-延时阶段开始时',
        'SGS 1-延时阶段',
        'SGS 1-延时阶段结束时',
        'SGS 1-摸牌阶段开始前',
        'SGS 1-摸牌阶段开始时',
        'SGS 1-摸牌阶段',
        'SGS 1-摸牌阶段结束时',
        'SGS 1-移动阶段开始前',
        'SGS 1-移动阶段开始时',
        'SGS 1-移动阶段',
      ]),
    ).toBe(true);
    expect(game.log.some((e) => e.rule === 'SGS 1-回合开始后❶')).toBe(true);
    // drew the two rated cards (D5)
    expect(game.s.zones.h0.objects.length).toBe(2);
  });

  it('SGS 1-延时阶段开始前: with an empty 延时区 the delay phase is skipped with its timings', () => {
    const game = setupGame({ current: 0, phase: 'start', roles: roles({}) });
    const pts = points(game.log);
    expect(pts).toContain('SGS 1-延时阶段开始前');
    expect(pts).not.toContain('SGS 1-延时阶段开始时');
    expect(pts).not.toContain('SGS 1-延时阶段结束时');
    expect(pts).toContain('SGS 1-摸牌阶段开始前');
  });

  it('SGS 1-移动阶段结束时 SGS 1-出牌阶段开始时 SGS 1-出牌阶段 SGS 1-出牌阶段结束时 SGS 1-弃牌阶段开始前 SGS 1-弃牌阶段开始时 SGS 1-弃牌阶段 SGS 1-弃牌阶段结束时 SGS 1-结束阶段 SGS 1-回合结束前❶ SGS 1-回合结束前❷: the rest of the turn, discarding down to HP and flipping the piece', () => {
    const game = setupGame({
      current: 0,
      phase: 'move',
      roles: roles({ 0: { hp: 1, hand: ['shan.H2', 'shan.D2', 'tao.H3'] } }),
    });
    act(game, 'stop');
    act(game, 'end');
    // hand 3 > HP 1: discard 2
    const p = pending(game.s)!;
    expect(p.kind).toBe('discard');
    expect(p.d.domain).toMatchObject({ min: 2, max: 2 });
    act(game, [p.ids[0], p.ids[1]]);
    expect(game.s.zones.h0.objects.length).toBe(1);
    expect(g(game.s).roles[0].down).toBe(true);
    expect(
      inOrder(points(game.log), [
        'SGS 1-移动阶段结束时',
        'SGS 1-出牌阶段开始时',
        'SGS 1-出牌阶段',
        'SGS 1-出牌阶段结束时',
        'SGS 1-弃牌阶段开始前',
        'SGS 1-弃牌阶段开始时',
        'SGS 1-弃牌阶段',
        'SGS 1-弃牌阶段结束时',
        'SGS 1-结束阶段',
        'SGS 1-回合结束前❶',
        'SGS 1-回合结束前❷',
        'SGS 2.9-武将棋子状态改变前',
        'SGS 2.9-武将棋子状态改变后',
        'SGS 2.9-武将棋子状态改变结算结束后',
      ]),
    ).toBe(true);
  });

  it('SGS 1.8 SGS 2.9: camps alternate action units of face-up roles; when all are face down, all are restored and the round advances (SGS 1-回合开始后❶)', () => {
    const game = setupGame({
      current: 0,
      phase: 'end',
      roles: roles({
        1: { down: true },
        2: { down: true },
        3: { down: true },
        4: { down: true },
        5: { down: true },
      }),
    });
    // role 0's turn ends: all six face down → restored; the cold camp picks its unit next
    expect(g(game.s).roles.every((r) => !r.down)).toBe(true);
    expect(game.log.some((e) => e.msg.key === 'sgs.restore')).toBe(true);
    const p = pending(game.s)!;
    expect(p.kind).toBe('unit');
    expect(p.player).toBe(1);
    expect(p.ids).toEqual(['r3', 'r4', 'r5']);
    const before = g(game.s).round;
    act(game, 'r4');
    expect(g(game.s).round).toBe(before + 1);
    expect(g(game.s).cur).toBe(4);
  });

  it('SGS 1-回合开始后❷ SGS 1-回合结束前❷: a dead role leaves the board at turn end and returns at its next turn with full HP on a 军营 or 大本营', () => {
    const game = setupGame({
      current: 0,
      phase: 'end',
      roles: roles({ 3: { dead: true, cell: 'D1' }, 4: { down: true }, 5: { down: true } }),
    });
    expect(g(game.s).roles[3].cell).toBe(-1);
    // the cold camp's only face-up role is the dead one: its turn starts with the return
    const p = pending(game.s)!;
    expect(p.kind).toBe('revive');
    expect(p.ids).toContain('A7');
    act(game, 'A7');
    expect(g(game.s).roles[3]).toMatchObject({ dead: false, hp: 3, cell: 42 });
  });

  it('SGS 1-延时阶段: the last delayed trick placed resolves first; SGS 2.10-判定时 SGS 2.10-成为判定牌后 SGS 2.10-判定结果确定前 SGS 2.10-判定结果确定后❶ SGS 2.10-判定结果确定后❷ SGS 2.10-判定结算结束后', () => {
    const game = setupGame({
      current: 0,
      phase: 'start',
      // judgements: 兵粮 (placed last, first) gets ♣4 → no skip; 乐 gets ♠7 → skip play
      deck: ['bingliang.C4', 'sha.S7'],
      roles: roles({ 0: { delay: ['le.S6', 'bingliang.S10'] } }),
    });
    // a 【无懈可击】 window opens for each (both seats pass)
    act(game, 'pass', 0);
    act(game, 'pass', 1);
    act(game, 'pass', 0);
    act(game, 'pass', 1);
    const judged = game.log.filter((e) => e.msg.key === 'sgs.judge').map((e) => (e.msg.args!.c as any).card);
    expect(judged).toEqual(['bingliang.C4', 'sha.S7']);
    expect(g(game.s).t.skipPlay).toBe(true);
    expect(g(game.s).t.skipDraw).toBe(false);
    expect(
      inOrder(points(game.log), [
        'SGS 1-延时阶段',
        'SGS 2.10-成为判定牌后',
        'SGS 2.10-判定结果确定前',
        'SGS 2.10-判定结果确定后❶',
        'SGS 2.10-判定结果确定后❷',
        'SGS 2.10-判定结算结束后',
      ]),
    ).toBe(true);
    expect(game.log.some((e) => e.rule === 'SGS 2.10-判定时')).toBe(true);
  });
});

describe('SGS 2.4 / 2.11 / 2.13: the timings of a 【杀】 that hits', () => {
  it('SGS 2.4-声明使用牌后 SGS 2.4-选择目标后 SGS 2.4-牌被使用时 SGS 2.4-指定目标时 SGS 2.4-成为目标时 SGS 2.4-指定目标后 SGS 2.4-成为目标后 SGS 2.4-使用结算准备结束时 SGS 2.4-对当前目标使用结算开始时 SGS 2.4-对当前目标生效前 SGS 2.2-需要使用此牌时❷ SGS 2.4-对当前目标生效时 SGS 2.4-对当前目标生效后 SGS 2.11-伤害结算开始前 SGS 2.11-造成伤害时❶ SGS 2.11-造成伤害时❷ SGS 2.11-受到伤害时❶ SGS 2.11-受到伤害时❷ SGS 2.13-扣减体力前 SGS 2.13-扣减体力时 SGS 2.13-扣减体力后 SGS 2.13-扣减体力结算结束后 SGS 2.11-造成伤害后 SGS 2.11-受到伤害后 SGS 2.11-伤害结算结束后 SGS 2.4-使用结算结束后: in order', () => {
    const game = setupGame({ current: 0, roles: roles({ 0: { hand: ['sha.S7'] }, 3: { gen: 'dianwei' } }) });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(
      inOrder(points(game.log), [
        'SGS 2.4-声明使用牌后',
        'SGS 2.4-选择目标后',
        'SGS 2.4-牌被使用时',
        'SGS 2.4-指定目标时',
        'SGS 2.4-成为目标时',
        'SGS 2.4-指定目标后',
        'SGS 2.4-成为目标后',
        'SGS 2.4-使用结算准备结束时',
        'SGS 2.4-对当前目标使用结算开始时',
        'SGS 2.4-对当前目标生效前',
        'SGS 2.2-需要使用此牌时❷',
        'SGS 2.4-对当前目标生效时',
        'SGS 2.4-对当前目标生效后',
        'SGS 2.11-伤害结算开始前',
        'SGS 2.11-造成伤害时❶',
        'SGS 2.11-造成伤害时❷',
        'SGS 2.11-受到伤害时❶',
        'SGS 2.11-受到伤害时❷',
        'SGS 2.13-扣减体力前',
        'SGS 2.13-扣减体力时',
        'SGS 2.13-扣减体力后',
        'SGS 2.13-扣减体力结算结束后',
        'SGS 2.11-造成伤害后',
        'SGS 2.11-受到伤害后',
        'SGS 2.11-伤害结算结束后',
        'SGS 2.4-使用结算结束后',
      ]),
    ).toBe(true);
    // SGS 2.8: the 【杀】 went through the processing area to the discard pile
    expect(game.s.zones.proc.objects.length).toBe(0);
    expect(game.s.zones.discard.objects.map((id) => game.s.objects[id].card)).toContain('sha.S7');
  });

  it('SGS 2.4-被抵消后: a 【闪】 offsets the 【杀】; no damage', () => {
    const game = setupGame({
      current: 0,
      roles: roles({ 0: { hand: ['sha.S7'] }, 3: { gen: 'dianwei', hand: ['shan.H2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'Dodge ♥2');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(inOrder(points(game.log), ['SGS 2.4-对当前目标生效前', 'SGS 2.4-被抵消后'])).toBe(true);
    expect(points(game.log)).not.toContain('SGS 2.4-对当前目标生效时');
  });
});

describe('SGS 2.12 / 2.14 / 2.15 / 2.16 / 2.17', () => {
  it('SGS 2.16-死亡时 SGS 2.16-死亡后 SGS 2.16 SGS 2.15-进入濒死状态时 SGS 2.15-进入濒死状态后 SGS 2.15-濒死结算结束后: a kill discards the victim’s cards, drops its flag, the killer draws two, the other camp scores 3', () => {
    const game = setupGame({
      current: 0,
      roles: roles({
        0: { hand: ['sha.S7'] },
        3: { gen: 'dianwei', hp: 1, hand: ['shan.H2'], equip: ['bagua.S2'], flag: true },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'no'); // no 八卦阵 judgement
    act(game, 'pass');
    nameResponders(game);
    const G = g(game.s);
    expect(G.roles[3].dead).toBe(true);
    expect(G.score).toEqual([3, 0]);
    expect(G.flags[1]).toEqual({ cell: 3, holder: -1 });
    expect(game.s.zones.h3.objects.length + game.s.zones.a3.objects.length).toBe(0);
    expect(game.s.zones.h0.objects.length).toBe(2);
    expect(
      inOrder(points(game.log), [
        'SGS 2.15-进入濒死状态后',
        'SGS 2.15-处于濒死状态时',
        'SGS 2.16-死亡后',
        'SGS 2.15-濒死结算结束后',
      ]),
    ).toBe(true);
    expect(game.log.some((e) => e.rule === 'SGS 2.16-死亡时')).toBe(true);
    expect(game.log.some((e) => e.rule === 'SGS 2.15-进入濒死状态时')).toBe(true);
  });

  it('SGS 2.16 〖恶来〗: 典韦 killing an enemy scores 4, even when 典韦 himself is dead', () => {
    const game = setupGame({
      current: 0,
      roles: roles({ 0: { gen: 'dianwei', hand: ['sha.S7'] }, 3: { gen: 'xiahoudun', hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    expect(g(game.s).score).toEqual([4, 0]);
  });

  it('SGS 2.17-获得分数前 SGS 2.17-获得分数后 SGS 2.17-获得分数结算结束后 SGS 1.1: reaching 10 ends the game for the whole camp', () => {
    const game = setupGame({
      current: 0,
      score: [7, 0],
      roles: roles({ 0: { hand: ['sha.S7'] }, 3: { gen: 'dianwei', hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    expect(game.s.result).toMatchObject({ winners: [0], rule: 'SGS 2.17' });
    expect(inOrder(points(game.log), ['SGS 2.17-获得分数前', 'SGS 2.17-获得分数后'])).toBe(true);
  });

  it('SGS 2.17-获得分数结算结束后: below 10 the game goes on', () => {
    const game = setupGame({
      current: 0,
      roles: roles({ 0: { hand: ['sha.S7'] }, 3: { gen: 'dianwei', hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    expect(game.s.result).toBeNull();
    expect(points(game.log)).toContain('SGS 2.17-获得分数结算结束后');
  });

  it('SGS 2.14-回复体力前 SGS 2.14-回复体力后 SGS 2.14-回复体力结算结束后 SGS 2.14: 【桃】 method ① recovers 1, never above max', () => {
    const game = setupGame({ current: 0, roles: roles({ 0: { hp: 3, hand: ['tao.H3', 'tao.H4'] } }) });
    act(game, 'use Peach ♥3');
    expect(g(game.s).roles[0].hp).toBe(4);
    // at full HP the other 【桃】 is not offered
    expect(pending(game.s)!.labels.some((l) => l.includes('Peach'))).toBe(false);
    expect(
      inOrder(points(game.log), [
        'SGS 2.14-回复体力前',
        'SGS 2.14-回复体力后',
        'SGS 2.14-回复体力结算结束后',
      ]),
    ).toBe(true);
  });

  it('SGS 2.15: a role beyond distance 4 of the dying role is never asked', () => {
    const game = setupGame({
      current: 0,
      roles: roles({
        0: { hand: ['sha.S7'] },
        3: { gen: 'dianwei', hp: 1, cell: 'D1' },
        5: { gen: 'zhugeliang', cell: 'G7', hand: ['tao.H3'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    nameResponders(game);
    // 诸葛亮 holds a 【桃】 but is 9 squares away
    expect(g(game.s).roles[3].dead).toBe(true);
  });
});

describe('SGS 2.16 ◆ dying in one’s own turn', () => {
  it('SGS 2.16: a role that dies in its own play phase finishes the event flows, then its turn goes straight to 回合结束前❶', () => {
    const game = setupGame({
      current: 0,
      roles: roles({ 0: { gen: 'huanggai', hp: 1 }, 1: { cell: 'A1' } }),
    });
    act(game, 's:kurou');
    nameResponders(game);
    const G = g(game.s);
    expect(G.roles[0].dead).toBe(true);
    // 2.12 finished (失去体力后) after the death; then no discard or end phase, but the turn end
    const pts = points(game.log);
    expect(
      inOrder(pts, ['SGS 2.16-死亡后', 'SGS 2.12-失去体力后', 'SGS 1-回合结束前❶', 'SGS 1-回合结束前❷']),
    ).toBe(true);
    expect(pts).not.toContain('SGS 1-弃牌阶段');
    expect(pts).not.toContain('SGS 1-结束阶段');
    expect(G.score).toEqual([0, 3]);
    // it left the board at the end of the turn
    expect(G.roles[0].cell).toBe(-1);
  });
});
