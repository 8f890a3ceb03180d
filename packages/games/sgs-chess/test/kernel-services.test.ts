/**
 * 三国杀战棋 on the kernel's services (what the kernel fixture `sgs-flow` used to show, now on the
 * real game): nested event flows paused mid-way as data, a one-role response window that asks
 * whether or not the role can answer, the 【无懈可击】 race, the rescue windows, and losing HP without
 * damage timings.
 */
import { Ctx, openDecisions, restore, ruling, serialize, stateHash, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import type { RegisteredTrigger } from '../src/content/registry.ts';
import sgs from '../src/index.ts';
import { checkPublic } from '../src/rules/0001-timings.ts';
import { handOf, kindOf } from '../src/rules/common.ts';
import { act, cardsIn, g, inOrder, nameResponders, pending, plain, points, setupGame } from './helpers.ts';

const procs = (s: { flow: { proc: string }[] }) => s.flow.map((f) => f.proc);

describe('a response window of one role (SGS 2.2 需要使用)', () => {
  it('SGS 2.4-对当前目标生效前: the target of 【杀】 is asked before it takes effect; a 【闪】 cancels it', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 3: { hand: ['shan.H2'] } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(pending(game.s)).toMatchObject({
      player: 1,
      kind: 'respond',
      ids: ['h' + game.s.zones.h3.objects[0], 'pass'],
    });
    expect(pending(game.s)!.d.rule).toBe('SGS 2.2-需要使用此牌时❷');
    // the 【杀】 is in the processing area while the window is open; the window is the kernel's
    expect(cardsIn(game.s, 'proc')).toEqual(['sha.S7']);
    expect(procs(game.s).at(-1)).toBe('k.window');
    act(game, 'Dodge ♥2');
    expect(g(game.s).roles[3].hp).toBe(4);
    expect(game.log.some((e) => e.msg.key === 'sgs.offset')).toBe(true);
    expect(points(game.log)).toContain('SGS 2.4-被抵消后');
    expect(points(game.log)).not.toContain('SGS 2.11-造成伤害时❶');
    expect(cardsIn(game.s, 'discard').sort()).toEqual(['sha.S7', 'shan.H2']);
  });

  it('SGS 2.2 (D16): the target is asked the same question with or without an answer, so asking reveals nothing', () => {
    const asked = (hand: string[]) => {
      const game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7'] }, 3: { hand } }) });
      act(game, 'use Kill ♠7');
      act(game, 'r3');
      const d = openDecisions(game.s)[0];
      return { player: d.player, kind: d.kind, prompt: d.prompt, rule: d.rule };
    };
    expect(asked(['tao.H3'])).toEqual(asked(['shan.H2']));
  });
});

describe('nested flows paused mid-way (SGS 2.4 → 2.11 → 2.13 → 2.15)', () => {
  it('the whole nesting is on the flow while the dying role waits for a rescue, and unwinds after it', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 2: { cell: 'E1', hand: ['tao.H3'] }, 3: { hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    expect(pending(game.s)!.kind).toBe('dying-order');
    const flow = procs(game.s);
    expect(
      inOrder(flow, ['sgs.turn', 'sgs.play', 'sgs.use', 'sgs.damage', 'sgs.reduce-hp', 'sgs.dying']),
    ).toBe(true);
    // each event in progress is the data of its kernel event frame
    expect(flow.filter((p) => p === 'k.event').length).toBeGreaterThanOrEqual(4);
    act(game, 'r2');
    expect(procs(game.s).at(-1)).toBe('k.window');
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[3]).toMatchObject({ hp: 1, dead: false });
    expect(procs(game.s)).toEqual(['sgs.game', 'sgs.turn', 'sgs.play']);
  });

  it('SGS 2.15: serialize and restore inside the rescue window, and both copies go on to the same hash', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['sha.S7'] }, 2: { cell: 'E1', hand: ['tao.H3'] }, 3: { hp: 1 } }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'pass');
    act(game, 'r2');
    const copy = restore(serialize(game.s));
    expect(stateHash(copy)).toBe(stateHash(game.s));
    for (const s of [game.s, copy]) {
      const d = openDecisions(s)[0];
      const peach = (d.domain as { options: { id: string }[] }).options[0].id;
      expect(submit(s, sgs, { player: d.player, answer: peach }).ok).toBe(true);
    }
    expect(stateHash(copy)).toBe(stateHash(game.s));
    expect(copy.g.roles[3].hp).toBe(1);
  });

  it('SGS 2.12: losing HP reduces HP (SGS 2.13) and can lead to dying, but passes no damage timing', () => {
    const t = ruling(sgs, {
      setup: { current: 0, roles: plain({ 0: { gen: 'huanggai', hp: 1, hand: ['tao.H3'] } }) },
    });
    t.act('Use Self-Injury');
    expect(t.state.g.roles[0].hp).toBe(0);
    expect(t.kind).toBe('dying-order');
    const traced = t.log.filter((e) => e.msg.key === 'sgs.pt').map((e) => e.rule!);
    expect(
      inOrder(traced, ['SGS 2.12-失去体力结算开始前', 'SGS 2.13-扣减体力后', 'SGS 2.15-进入濒死状态后']),
    ).toBe(true);
    expect(traced).not.toContain('SGS 2.11-受到伤害后');
  });
});

describe('the 【无懈可击】 race (D15)', () => {
  const six = (hands: Record<number, string[]>) =>
    setupGame({
      seats: 6,
      current: 0,
      roles: plain(Object.fromEntries(Object.entries(hands).map(([r, hand]) => [r, { hand }]))),
    });

  it('every seat with a living role is asked at once, holding an answer or not; the first answer wins and reopens the race', () => {
    const game = six({ 0: ['wuzhong.H7'], 1: ['wuxie.SJ'], 2: ['wuxie.CQ'] });
    act(game, 'use Something from Nothing');
    expect(game.s.pending!.mode).toBe('race');
    expect(openDecisions(game.s).map((d) => d.player)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(openDecisions(game.s).every((d) => d.kind === 'nullify')).toBe(true);
    expect(pending(game.s)!.ids).toEqual(['pass']);
    act(game, 'pass', 3);
    act(game, 'Nullify', 2);
    // a new race against the 【无懈可击】 just used: everyone again
    expect(openDecisions(game.s).map((d) => d.player)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const p of [0, 1, 2, 3, 4, 5]) act(game, 'pass', p);
    // it took effect: 【无中生有】 is cancelled and draws nothing
    expect(cardsIn(game.s, 'h0')).toEqual([]);
    expect(cardsIn(game.s, 'discard').sort()).toEqual(['wuxie.CQ', 'wuzhong.H7']);
  });

  it('a 【无懈可击】 can itself be countered, restoring the trick', () => {
    const game = six({ 0: ['wuzhong.H7', 'wuxie.SJ'], 1: ['wuxie.CQ'] });
    act(game, 'use Something from Nothing');
    act(game, 'Nullify', 1);
    act(game, 'Nullify', 0);
    for (const p of [0, 1, 2, 3, 4, 5]) act(game, 'pass', p);
    expect(cardsIn(game.s, 'h0')).toHaveLength(2);
  });

  it('when everyone passes, the trick takes effect; a pass cannot be changed and a refused answer changes nothing', () => {
    const game = six({ 0: ['wuzhong.H7'], 1: ['wuxie.SJ'] });
    act(game, 'use Something from Nothing');
    act(game, 'pass', 1);
    const before = stateHash(game.s);
    const again = submit(game.s, sgs, { player: 1, answer: 'pass' });
    expect(!again.ok && again.error.code).toBe('already-answered');
    expect(stateHash(game.s)).toBe(before);
    for (const p of [0, 2, 3, 4, 5]) act(game, 'pass', p);
    expect(cardsIn(game.s, 'h0')).toHaveLength(2);
  });

  it('with two seats, a seat answers for its three roles: one question each, listing every role’s 【无懈可击】', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['wuzhong.H7'] }, 4: { hand: ['wuxie.SJ'] }, 5: { hand: ['wuxie.CQ'] } }),
    });
    act(game, 'use Something from Nothing');
    expect(openDecisions(game.s).map((d) => d.player)).toEqual([0, 1]);
    const seat1 = openDecisions(game.s)[1].domain as { options: { id: string }[] };
    expect(seat1.options).toHaveLength(3);
    nameResponders(game);
  });
});

describe('trigger conditions read public facts only', () => {
  it('the check catches a condition that reads a hidden card, and passes one that counts cards', () => {
    const game = setupGame({ current: 0, roles: plain({ 0: { hand: ['shan.H2'] } }) });
    const ctx = new Ctx(game.s, sgs, null);
    const leaky = {
      ability: 'test:leaky',
      who: (s: any) => (handOf(s, 0).some((id) => kindOf(s, id).cardName === 'shan') ? [0] : []),
    } as unknown as RegisteredTrigger;
    expect(() => checkPublic(ctx, leaky, null, leaky.who(game.s, null))).toThrow(/reads a hidden card/);
    const fair = {
      ability: 'test:fair',
      who: (s: any) => (handOf(s, 0).length > 0 ? [0] : []),
    } as unknown as RegisteredTrigger;
    expect(() => checkPublic(ctx, fair, null, fair.who(game.s, null))).not.toThrow();
  });
});
