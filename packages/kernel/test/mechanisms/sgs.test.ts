/**
 * 三国杀战棋 on the kernel: nested event flows with timing points — use (SGS 2.4), damage (2.11),
 * HP reduction (2.13), recovery (2.14), dying (2.15), death (2.16) — paused mid-way as data, and
 * a race request in which several players may respond.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  type LogEntry,
  openDecisions,
  restore,
  type State,
  serialize,
  stateHash,
  submit,
} from '../../src/index.ts';
import { answer, only, optionIds } from '../fixtures/drive.ts';
import sgs, { hand, type SgsBoard, type SgsData } from '../fixtures/sgs-flow.ts';

function game(board: SgsBoard, log: LogEntry[] | null = null): State<SgsData> {
  return createGame(sgs, { seed: 'sgs', players: 4, decks: [], options: { board } }, log);
}

/** The play option using the first `card` in the turn player's hand on seat `t`. */
function useOn(s: State<SgsData>, card: string, t: number): string {
  const i = hand(s, s.g.tp).indexOf(card);
  return `u${i}:${t}`;
}

function handOption(s: State<SgsData>, seat: number, card: string): string {
  return `h${hand(s, seat).indexOf(card)}`;
}

/** Everyone still asked in the current request passes (a race, or a window where all are asked). */
function allPass(s: State<SgsData>, log?: LogEntry[]): void {
  const id = s.pending!.id;
  for (const d of openDecisions(s)) if (s.pending?.id === id) answer(s, sgs, d.player, 'pass', log);
}

/** Pass in turn until `seat` is asked; returns who was asked on the way (including `seat`). */
function passUntil(s: State<SgsData>, seat: number, log?: LogEntry[]): number[] {
  const asked: number[] = [];
  for (;;) {
    const d = only(s);
    asked.push(d.player);
    if (d.player === seat) return asked;
    answer(s, sgs, d.player, 'pass', log);
  }
}

function timings(log: LogEntry[]): string[] {
  return log.filter((e) => e.msg.key === 'sgs.timing').map((e) => String(e.msg.args!.t));
}

describe('三国杀战棋: use, respond, damage, dying', () => {
  it('SGS 2.4: the target of 【杀】 is asked before it takes effect; a 【闪】 cancels it', () => {
    const log: LogEntry[] = [];
    const s = game({ tp: 0, hands: [['sha'], ['shan'], [], []] }, log);
    answer(s, sgs, 0, useOn(s, 'sha', 1), log);
    const d = only(s);
    expect(d).toMatchObject({ player: 1, kind: 'respond', rule: 'SGS 2.4' });
    // The 【杀】 is in the processing zone while the response window is open.
    expect(s.zones.processing.objects.map((id) => s.objects[id].card)).toEqual(['sha']);
    answer(s, sgs, 1, handOption(s, 1, 'shan'), log);
    expect(s.g.hp[1]).toBe(3);
    expect(log.some((e) => e.msg.key === 'sgs.cancelled')).toBe(true);
    expect(timings(log)).toContain('被抵消后');
    expect(timings(log)).not.toContain('造成伤害时❶');
    expect(s.zones.discard.objects.map((id) => s.objects[id].card).sort()).toEqual(['sha', 'shan']);
  });

  it('SGS 2.11: an unanswered 【杀】 deals damage through its timings in order, with HP reduction inside', () => {
    const log: LogEntry[] = [];
    const s = game({ tp: 0, hands: [['sha'], ['shan'], [], []], skills: [[], [], [], []] }, log);
    answer(s, sgs, 0, useOn(s, 'sha', 1), log);
    answer(s, sgs, 1, 'pass', log);
    expect(s.g.hp[1]).toBe(2);
    const t = timings(log);
    const from = t.indexOf('对当前目标生效后');
    expect(t.slice(from + 1, from + 13)).toEqual([
      '伤害结算开始前',
      '造成伤害时❶',
      '造成伤害时❷',
      '受到伤害时❶',
      '受到伤害时❷',
      '扣减体力前',
      '扣减体力时',
      '扣减体力后',
      '造成伤害后',
      '受到伤害后',
      '伤害结算结束后',
      '使用结算结束后',
    ]);
  });

  it('SGS 2.11: a skill “after taking 1 damage” may be used once per point of damage', () => {
    const s = game({
      tp: 0,
      hands: [[], [], [], []],
      start: [{ proc: 'sgs.damage', d: { source: 0, target: 1, n: 2 } }],
    });
    expect(only(s)).toMatchObject({ player: 1, kind: 'skill' });
    answer(s, sgs, 1, 'yes');
    expect(only(s)).toMatchObject({ player: 1, kind: 'skill' });
    answer(s, sgs, 1, 'yes');
    expect(s.g.hp[1]).toBe(1);
    expect(hand(s, 1)).toHaveLength(2);
    expect(only(s)).toMatchObject({ player: 0, kind: 'play' });
  });

  it('SGS 2.12: losing HP reduces HP (2.13) and can lead to dying, but has no damage timings', () => {
    const log: LogEntry[] = [];
    const s = game(
      {
        tp: 0,
        hp: [3, 2, 3, 3],
        hands: [[], [], [], ['tao']],
        start: [{ proc: 'sgs.lose-hp', d: { target: 1, n: 5 } }],
      },
      log,
    );
    // HP 2 − min(2, 5) = 0: dying; everyone is asked in turn, and seat 3 holds a 【桃】.
    expect(s.g.hp[1]).toBe(0);
    expect(only(s)).toMatchObject({ kind: 'save' });
    expect(passUntil(s, 3, log)).toEqual([0, 1, 2, 3]);
    answer(s, sgs, 3, 'h0', log);
    expect(s.g.hp[1]).toBe(1);
    const t = timings(log);
    expect(t).toContain('失去体力后');
    expect(t.indexOf('扣减体力后')).toBeLessThan(t.indexOf('失去体力后'));
    // No damage timings, so the "after taking damage" skill of seat 1 is not asked.
    expect(t).not.toContain('受到伤害后');
    expect(s.flow.map((f) => f.proc)).toEqual(['sgs.turn']);
  });

  it('SGS 2.15: at 0 HP everyone is asked in turn from the current turn’s character; a 【桃】 saves', () => {
    const log: LogEntry[] = [];
    const s = game(
      { tp: 0, hp: [3, 1, 3, 3], hands: [['sha'], [], ['tao'], ['tao']], skills: [[], [], [], []] },
      log,
    );
    answer(s, sgs, 0, useOn(s, 'sha', 1), log);
    // The target is asked for a 【闪】 even without one (asking must not reveal a hand); it passes.
    expect(only(s)).toMatchObject({ player: 1, kind: 'respond', domain: { options: [{ id: 'pass' }] } });
    answer(s, sgs, 1, 'pass', log);
    // Damage → HP 0 → dying, asked from the current turn's character (seat 0).
    expect(s.g.hp[1]).toBe(0);
    expect(only(s)).toMatchObject({ player: 0, kind: 'save', rule: 'SGS 2.15' });
    // The whole nesting is on the flow: turn → use → damage → HP reduction → dying.
    expect(s.flow.map((f) => f.proc)).toEqual([
      'sgs.turn',
      'sgs.use',
      'sgs.damage',
      'sgs.hp-reduce',
      'sgs.dying',
      'k.window',
    ]);
    expect(passUntil(s, 2, log)).toEqual([0, 1, 2]);
    answer(s, sgs, 2, 'pass', log); // seat 2 could save but does not
    expect(only(s).player).toBe(3);
    answer(s, sgs, 3, handOption(s, 3, 'tao'), log);
    expect(s.g.hp[1]).toBe(1);
    expect(s.g.alive[1]).toBe(true);
    expect(log.some((e) => e.msg.key === 'sgs.saved')).toBe(true);
    expect(s.flow.map((f) => f.proc)).toEqual(['sgs.turn']);
  });

  it('SGS 2.15: serialize and restore inside the dying request, and continue to the same hash', () => {
    const s = game({ tp: 0, hp: [3, 1, 3, 3], hands: [['sha'], [], ['tao'], ['tao']] });
    answer(s, sgs, 0, useOn(s, 'sha', 1));
    answer(s, sgs, 1, 'pass');
    expect(only(s).kind).toBe('save');
    const copy = restore<SgsData>(serialize(s));
    expect(stateHash(copy)).toBe(stateHash(s));
    for (const st of [s, copy]) {
      passUntil(st, 3);
      answer(st, sgs, 3, 'h0');
    }
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(copy.g.hp[1]).toBe(1);
  });

  it('SGS 2.16: nobody saves — death; the killer draws two and the other camp scores 3', () => {
    const log: LogEntry[] = [];
    const s = game(
      { tp: 0, hp: [3, 1, 3, 3], hands: [['sha'], ['shan'], ['tao'], []], skills: [[], [], [], []] },
      log,
    );
    answer(s, sgs, 0, useOn(s, 'sha', 1), log);
    answer(s, sgs, 1, 'pass', log); // no 【闪】
    expect(passUntil(s, 3, log)).toEqual([0, 1, 2, 3]); // seat 2 could use a 【桃】 but passes
    answer(s, sgs, 3, 'pass', log);
    expect(s.g.alive[1]).toBe(false);
    expect(hand(s, 1)).toEqual([]);
    expect(hand(s, 0)).toHaveLength(2);
    expect(s.g.score).toEqual([3, 0]);
    const t = timings(log);
    expect(t.indexOf('死亡时')).toBeGreaterThan(t.lastIndexOf('处于濒死状态时'));
    expect(t.indexOf('死亡后')).toBeLessThan(t.indexOf('濒死结算结束后'));
  });

  it('SGS 2.15: still at 0 after a save, a new window starts with the saver, then those not asked yet', () => {
    const s = game({
      tp: 2,
      hp: [3, 1, 3, 3],
      heal: 0,
      hands: [[], [], ['sha', 'tao'], ['tao']],
      skills: [[], [], [], []],
    });
    answer(s, sgs, 2, useOn(s, 'sha', 1));
    answer(s, sgs, 1, 'pass'); // no 【闪】
    // Asked from seat 2 (the current turn): 2, 3, 0, 1. Seat 3 uses a 【桃】 that recovers nothing here.
    const asked = passUntil(s, 3);
    answer(s, sgs, 3, 'h0');
    // Still at 0: a new window — the saver (3) first, then those not asked yet (0, 1); seat 2 was asked.
    asked.push(...passUntil(s, 1));
    answer(s, sgs, 1, 'pass');
    expect(asked).toEqual([2, 3, 3, 0, 1]);
    expect(s.g.alive[1]).toBe(false);
  });
});

describe('三国杀战棋: a race request', () => {
  it('SGS 2.4: several players may respond with 【无懈可击】 at once; the first response wins', () => {
    const s = game({ tp: 0, hands: [['wuzhong'], ['wuxie'], ['wuxie'], []] });
    answer(s, sgs, 0, useOn(s, 'wuzhong', 0));
    expect(s.pending!.mode).toBe('race');
    // Everyone alive is asked (asking only the holders would reveal who holds one).
    expect(openDecisions(s).map((d) => d.player)).toEqual([0, 1, 2, 3]);
    expect(optionIds(s, 3)).toEqual(['pass']);
    answer(s, sgs, 3, 'pass');
    // Seat 2 responds: the other questions are withdrawn, and a new race asks who counters it.
    answer(s, sgs, 2, 'h0');
    expect(s.pending!.mode).toBe('race');
    expect(openDecisions(s).map((d) => d.player)).toEqual([0, 1, 2, 3]);
    expect(optionIds(s, 1)).toEqual(['pass', 'h0']);
    allPass(s);
    // The 【无懈可击】 took effect: 【无中生有】 is cancelled and draws nothing.
    expect(hand(s, 0)).toEqual([]);
    expect(s.zones.discard.objects.map((id) => s.objects[id].card).sort()).toEqual(['wuxie', 'wuzhong']);
  });

  it('SGS 2.4: a 【无懈可击】 can itself be countered, restoring the trick', () => {
    const s = game({ tp: 0, hands: [['wuzhong', 'wuxie'], ['wuxie'], [], []] });
    answer(s, sgs, 0, useOn(s, 'wuzhong', 0));
    answer(s, sgs, 1, 'h0'); // seat 1 counters the trick
    expect(optionIds(s, 0)).toEqual(['pass', handOption(s, 0, 'wuxie')]);
    answer(s, sgs, 0, handOption(s, 0, 'wuxie')); // seat 0 counters the counter
    allPass(s); // nobody counters seat 0's
    // 【无中生有】 takes effect: two cards.
    expect(hand(s, 0)).toHaveLength(2);
  });

  it('SGS 2.4: when everyone passes the race, the trick takes effect; a pass cannot be changed', () => {
    const s = game({ tp: 0, hands: [['wuzhong'], ['wuxie'], ['wuxie'], []] });
    answer(s, sgs, 0, useOn(s, 'wuzhong', 0));
    answer(s, sgs, 1, 'pass');
    const before = stateHash(s);
    const again = submit(s, sgs, { player: 1, answer: 'h0' });
    expect(!again.ok && again.error.code).toBe('already-answered');
    expect(stateHash(s)).toBe(before);
    expect(optionIds(s, 2)).toEqual(['pass', 'h0']);
    allPass(s);
    expect(hand(s, 0)).toHaveLength(2);
  });
});
