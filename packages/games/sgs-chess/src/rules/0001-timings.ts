/**
 * SGS 0.1: every flow of chapter 2 is an event with named timing points, and skills, equipment and
 * terrain act at those points. On the kernel:
 *
 * - An event (use, judgement, damage, HP loss and reduction, recovery, dying, death, score, a
 *   piece's state change, movement) is raised with `ctx.event`: the kernel's event frame holds the
 *   event as plain data, and `perform` runs the event's flow procedure, which refers to its event by
 *   that frame's index (`at`). Nothing else holds events in progress.
 * - At a timing point (`timing`), the triggers of the content files that apply are queued with
 *   the kernel (`ctx.queueTrigger`) and resolved by the kernel's settle loop in 'resolve' mode, in
 *   the order of the trigger policy below: seat order from the current role as groups (D12).
 * - `sgs.trigger` resolves one: an optional one asks its role's player first; one that acts per
 *   point of damage (〖遗计〗) repeats, each repetition asked again.
 */
import {
  EngineError,
  type EventHooks,
  kernelChecks,
  type Option,
  type QueuedTrigger,
  type SettlePolicy,
  type TriggerPolicy,
} from '@arbiter/kernel';
import { type RegisteredTrigger, registry } from '../content/registry.ts';
import { type C, type G, msg, type P, ROLES, seatOf } from '../state.ts';
import { alive, roleName, trace } from './common.ts';

/** The flow procedure of each event type (the event's own rule file). */
const FLOWS: Record<string, string> = {
  use: 'sgs.use',
  judge: 'sgs.judge',
  damage: 'sgs.damage',
  'lose-hp': 'sgs.lose-hp',
  'reduce-hp': 'sgs.reduce-hp',
  recover: 'sgs.recover',
  dying: 'sgs.dying',
  death: 'sgs.death',
  score: 'sgs.score',
  'piece-state': 'sgs.piece-state',
  move: 'sgs.move',
};

/**
 * The kernel's event pipeline for 三国杀: no replacement effects (what the seed's ❶❷ timings change
 * happens at those timings), and performing an event runs its flow, which reaches its event in the
 * kernel's event frame. The caller receives the event as the flow left it.
 */
export const EVENTS: EventHooks<G> = {
  perform(ctx, ev) {
    ctx.call(FLOWS[ev.type], { at: ctx.state.flow.length - 1 });
  },
};

/** The event of the event frame at `at` (null for timing points without an event). */
export function eventAt(ctx: C, at: number): any {
  return at >= 0 ? ctx.state.flow[at].d.ev : null;
}

/**
 * Reach a timing point of a flow: trace it, queue the triggers that apply and settle them. Sets
 * `f.step = next`; returns true if something acts (the caller must return and not read the settle
 * loop's count), false if the flow goes on at once.
 */
export function timing(ctx: C, f: { step: number }, point: string, at: number, next: number): boolean {
  f.step = next;
  trace(ctx, point);
  const triggers = registry().triggersAt[point];
  if (!triggers) return false;
  const s = ctx.state;
  const ev = eventAt(ctx, at);
  let queued = false;
  for (const t of triggers) {
    const who = t.who(s, ev);
    if (kernelChecks.windows) checkPublic(ctx, t, ev, who);
    for (const r of who) {
      const times = t.times ? t.times(s, ev, r) : 1;
      if (times <= 0) continue;
      ctx.queueTrigger({
        source: null,
        controller: seatOf(s.g, r),
        ability: t.ability,
        event: { point, at },
        data: { role: r, times },
      });
      queued = true;
    }
  }
  if (!queued) return false;
  ctx.settle();
  return true;
}

/**
 * Whether a trigger acts — and so whether its player is asked — must follow from public facts only
 * (terrain, equipment, hand sizes, generals, the event), never from a hidden card. With the kernel's
 * window checks on (tests, `ARBITER_CHECKS=1`), the condition is evaluated again on the state as a
 * spectator knows it (hidden cards anonymous) and must give the same roles (`unsound-trigger`).
 */
export function checkPublic(ctx: C, t: RegisteredTrigger, ev: unknown, who: readonly number[]): void {
  let seen: readonly number[];
  try {
    seen = t.who(ctx.pub.project(), ev);
  } catch (e) {
    throw new EngineError(
      'unsound-trigger',
      `trigger ${t.ability} reads a hidden card: ${(e as Error).message}`,
    );
  }
  if (seen.join() !== who.join())
    throw new EngineError(
      'unsound-trigger',
      `trigger ${t.ability} applies to roles [${who.join()}] but public facts give [${seen.join()}]`,
    );
}

/** D12: seat order from the current role; one role's own in the order terrain, skills, equipment. */
export const TRIGGERS: TriggerPolicy<G> = {
  rule: 'SGS 0.1',
  group(state, t) {
    const from = Math.max(state.g.current, 0);
    const seatOrder = (t.data.role - from + ROLES) % ROLES;
    return seatOrder * 1000 + registry().triggerByAbility[t.ability].order;
  },
  // Every group holds one trigger (one role, one effect), so no one is ever asked to order them.
  chooser: (_state, _group, items) => items[0].controller,
  mode: 'order',
};

export const SETTLE: SettlePolicy<G> = { triggers: 'resolve', proc: 'sgs.trigger' };

const HOOK_OPTIONS = new Map<string, Option[]>();
/** The yes/no options of a trigger; built once per trigger and frozen (shared, never mutated). */
function triggerOptions(t: RegisteredTrigger): Option[] {
  let cached = HOOK_OPTIONS.get(t.ability);
  if (!cached) {
    cached = deepFreeze([
      { id: 'yes', label: msg('sgs.use-hook', { h: msg(t.nameKey) }), hint: msg(t.hintKey), value: true },
      { id: 'no', label: msg('sgs.decline'), value: false },
    ]);
    HOOK_OPTIONS.set(t.ability, cached);
  }
  return cached;
}
function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/**
 * One queued trigger (the settle loop's 'resolve' procedure). d = { trigger }. The role must still
 * be alive and the trigger still apply when its turn comes.
 */
const resolveTrigger: P = (ctx, f, input) => {
  const g = ctx.g;
  const q: QueuedTrigger = f.d.trigger;
  const t = registry().triggerByAbility[q.ability];
  const r: number = q.data.role;
  const { point, at } = q.event as { point: string; at: number };
  if (f.d.left === undefined) f.d.left = q.data.times;
  for (;;) {
    switch (f.step) {
      case 0: {
        const ev = eventAt(ctx, at);
        const who = t.who(ctx.state, ev);
        if (kernelChecks.windows) checkPublic(ctx, t, ev, who);
        if (!alive(g, r) || !who.includes(r)) {
          ctx.done();
          return;
        }
        if (t.optional) {
          f.step = 1;
          ctx.choose({
            player: seatOf(g, r),
            kind: 'trigger',
            prompt: msg('sgs.ask-hook', { who: roleName(g, r), h: msg(t.nameKey), pt: point }),
            rule: `SGS ${point}`,
            domain: { type: 'pick', min: 1, max: 1, options: triggerOptions(t) },
          });
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        if ((input as Option[])[0].value !== true) {
          // declining one activation of a counted trigger (遗计) leaves the others
          if (--f.d.left <= 0) {
            ctx.done();
            return;
          }
          f.step = 0;
          continue;
        }
        f.step = 2;
        continue;
      case 2:
        if (ctx.logging) ctx.log(`SGS ${point}`, 'sgs.hook', { who: roleName(g, r), h: msg(t.nameKey) });
        f.step = 3;
        if (t.apply) {
          t.apply(ctx, r, eventAt(ctx, at));
          continue;
        }
        ctx.call(t.procName!, { role: r, at });
        return;
      case 3:
        if (--f.d.left <= 0) {
          ctx.done();
          return;
        }
        f.step = 0;
        continue;
    }
  }
};

export const timingProcs: Record<string, P> = { 'sgs.trigger': resolveTrigger };
