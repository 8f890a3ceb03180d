/**
 * Procedures the kernel itself provides to every game: the event pipeline (replacement effects,
 * performing, triggers), ordering simultaneous triggers by the game's policy, and repeating state
 * checks to a fixpoint.
 */

import { cloneJson } from './clone-json.ts';
import type { Ctx } from './ctx.ts';
import { EngineError } from './errors.ts';
import type { Procedure } from './module.ts';
import type { Frame, Option, QueuedTrigger } from './types.ts';
import { windowProc } from './window.ts';

/**
 * k.event — d: { ev, applied: string[] }.
 * Step 0: find replacement effects; apply one (asking the chooser if several compete).
 * Step 1: the chooser's answer. Step 2: perform. Step 3: collect triggers and return the event.
 */
const eventProc: Procedure = (ctx: Ctx, f: Frame, input: any) => {
  const hooks = ctx.module.events;
  if (!hooks) throw new EngineError('no-event-hooks', `game ${ctx.module.id} has no event hooks`);
  for (;;) {
    switch (f.step) {
      case 0: {
        const cands = hooks.replacements?.(ctx.state, f.d.ev, f.d.applied) ?? [];
        if (cands.length === 0) {
          f.step = 2;
          continue;
        }
        const first = cands.find((c) => c.first) ?? (cands.length === 1 ? cands[0] : undefined);
        if (first) {
          if (!applyReplacement(ctx, f, first.id)) return;
          continue;
        }
        const who = hooks.replacementChooser?.(ctx.state, f.d.ev) ?? { player: 0, rule: '' };
        f.step = 1;
        ctx.ask({
          player: who.player,
          kind: 'choose-replacement',
          prompt: { key: 'k.choose-replacement', args: { player: who.player } },
          rule: who.rule,
          domain: { type: 'pick', min: 1, max: 1, options: cands.map((c) => ({ id: c.id, label: c.label })) },
        });
        return;
      }
      case 1: {
        f.step = 0;
        if (!applyReplacement(ctx, f, (input as string[])[0])) return;
        continue;
      }
      case 2: {
        f.step = 3;
        const depth = ctx.state.flow.length;
        hooks.perform(ctx, f.d.ev);
        if (ctx.state.flow.length !== depth || ctx.state.pending || ctx.state.result) return;
        continue;
      }
      case 3: {
        hooks.triggers?.(ctx, f.d.ev);
        ctx.done(f.d.ev);
        return;
      }
      default:
        throw new EngineError('bad-step', `k.event has no step ${f.step}`);
    }
  }
};

/** Returns false when the event was replaced by nothing (it no longer happens). */
function applyReplacement(ctx: Ctx, f: Frame, id: string): boolean {
  f.d.applied.push(id);
  const next = ctx.module.events!.replace?.(ctx, f.d.ev, id);
  if (next === null || next === undefined) {
    ctx.done(null);
    return false;
  }
  f.d.ev = next;
  return true;
}

/**
 * k.order-triggers — takes the queued triggers and returns them in the order the game's policy
 * gives: groups in ascending order, each ordered by its chooser (FFTCG 11.8.7: turn player's all
 * first, in an order they choose, then the other player's). In 'one-at-a-time' mode it returns
 * only the next trigger and leaves the rest queued (Vividz 908.2a).
 * d: { out: QueuedTrigger[] }.
 */
const orderTriggersProc: Procedure = (ctx: Ctx, f: Frame, input: any) => {
  const policy = ctx.module.triggers;
  if (!policy) throw new EngineError('no-trigger-policy', `game ${ctx.module.id} has no trigger policy`);
  const state = ctx.state;
  if (!f.d.out) f.d.out = [];
  if (f.step === 1) {
    // The chooser answered: ids in order (or one id in one-at-a-time mode).
    const ids = (input as string[]).map(Number);
    const picked = ids.map((id) => state.triggers.find((t) => t.id === id)!);
    state.triggers = state.triggers.filter((t) => !ids.includes(t.id));
    f.d.out.push(...picked);
    if (policy.mode === 'one-at-a-time') {
      ctx.done(f.d.out);
      return;
    }
    f.step = 0;
  }
  for (;;) {
    if (state.triggers.length === 0) {
      ctx.done(f.d.out);
      return;
    }
    let best = Number.POSITIVE_INFINITY;
    for (const t of state.triggers) best = Math.min(best, policy.group(state, t));
    let group = state.triggers.filter((t) => policy.group(state, t) === best).sort((a, b) => a.seq - b.seq);
    // How many instances each offered trigger stands for (with instanceKey), by trigger id.
    const layers = new Map<number, number>();
    if (policy.mode === 'one-at-a-time' && policy.instanceKey) {
      // Vividz 908.1b/908.2a: one choice per ability, however many times it triggered.
      const first = new Map<string, QueuedTrigger>();
      group = group.filter((t) => {
        const k = policy.instanceKey!(state, t);
        const seen = first.get(k);
        if (seen) {
          layers.set(seen.id, (layers.get(seen.id) ?? 1) + 1);
          return false;
        }
        first.set(k, t);
        return true;
      });
    }
    if (group.length === 1) {
      state.triggers = state.triggers.filter((t) => t !== group[0]);
      f.d.out.push(group[0]);
      if (policy.mode === 'one-at-a-time') {
        ctx.done(f.d.out);
        return;
      }
      continue;
    }
    const chooser = policy.chooser(state, best, group);
    const options = group.map((t: QueuedTrigger) => {
      const o: Option = { id: String(t.id), label: policy.label?.(state, t) ?? { key: t.ability } };
      if (t.source !== null) o.obj = t.source;
      const n = layers.get(t.id);
      if (n) o.hint = { key: 'k.triggered-times', args: { n } };
      return o;
    });
    f.step = 1;
    ctx.ask({
      player: chooser,
      kind: 'order-triggers',
      prompt: { key: 'k.order-triggers', args: { player: chooser } },
      rule: policy.rule,
      domain:
        policy.mode === 'order'
          ? { type: 'order', items: options }
          : { type: 'pick', min: 1, max: 1, options },
    });
    return;
  }
};

/**
 * k.state-checks — repeat the game's state checks until none applies (FFTCG 12.3, Riftbound
 * cleanup 318–323, Vividz 202.2a). d: { extra?: string[] } (special-cleanup steps to include in
 * the first pass). Returns how many checks applied.
 */
const stateChecksProc: Procedure = (ctx: Ctx, f: Frame) => {
  const sys = ctx.module.checks;
  if (!sys) {
    ctx.done(0);
    return;
  }
  const d = f.d;
  const max = sys.maxRounds ?? 500;
  const checks = sys.checks;
  if (d.round === undefined) {
    d.round = 0;
    d.applied = 0;
    d.queue = null;
    d.i = -1;
  }
  const state = ctx.state;
  for (;;) {
    if (state.result) {
      ctx.done(d.applied);
      return;
    }
    if (sys.mode === 'sequential') {
      // RB 322: every step in order, each on the state the earlier ones left; RB 321: another
      // (normal) pass while anything happened.
      if (d.i < 0) {
        if (++d.round > max) throw loop(max);
        d.i = 0;
        d.hit = false;
      }
      if (d.i >= checks.length) {
        if (!d.hit) {
          ctx.done(d.applied);
          return;
        }
        d.i = -1;
        // RB 323.2: a special cleanup's own steps belong to its first pass only.
        if (d.extra) d.extra = undefined;
        continue;
      }
      const check = checks[d.i++];
      if (check.special && !d.extra?.includes(check.id)) continue;
      const found = check.find(state);
      if (found === null || found === undefined) continue;
      d.hit = true;
      d.applied++;
      const depth = state.flow.length;
      check.apply(ctx, found);
      if (state.flow.length !== depth || state.pending) return;
      continue;
    }
    if (d.queue !== null && d.queue.length > 0) {
      const [id, found] = d.queue.shift();
      const check = checks.find((c) => c.id === id)!;
      const depth = state.flow.length;
      d.applied++;
      check.apply(ctx, found);
      if (state.flow.length !== depth || state.pending) return;
      continue;
    }
    if (++d.round > max) throw loop(max);
    let found: [string, unknown][] | null = null;
    for (let i = 0; i < checks.length; i++) {
      const check = checks[i];
      if (check.special && !(d.round === 1 && d.extra?.includes(check.id))) continue;
      const r = check.find(state);
      if (r !== null && r !== undefined) {
        (found ??= []).push([check.id, r]);
        if (sys.mode === 'ordered') break;
      }
    }
    if (found === null) {
      ctx.done(d.applied);
      return;
    }
    d.queue = found;
  }
};

/**
 * The first round of k.state-checks for the 'simultaneous' and 'ordered' modes: what the checks
 * find now (null: nothing), or undefined when k.state-checks must look itself (sequential mode).
 */
function firstRound(ctx: Ctx, extra: string[] | undefined): [string, unknown][] | null | undefined {
  const sys = ctx.module.checks;
  if (!sys) return null;
  if (sys.mode === 'sequential' || ctx.state.result || (sys.maxRounds ?? 500) < 1) return undefined;
  const checks = sys.checks;
  let found: [string, unknown][] | null = null;
  for (let i = 0; i < checks.length; i++) {
    const check = checks[i];
    if (check.special && !extra?.includes(check.id)) continue;
    const r = check.find(ctx.state);
    if (r !== null && r !== undefined) {
      (found ??= []).push([check.id, r]);
      if (sys.mode === 'ordered') break;
    }
  }
  return found;
}

function loop(max: number): EngineError {
  return new EngineError('state-check-loop', `state checks did not settle after ${max} rounds`);
}

/**
 * k.settle — the one settle loop: state checks to a fixpoint, then the queued triggers by the
 * game's `SettlePolicy` (put on the stack, resolved at once, or kept for a window), repeated until
 * nothing happens (FFTCG 11.1.3–11.1.4 with 12.3; VZ 202.2; RB 321). d: SettleRequest. Returns
 * how many checks applied and triggers were handled.
 */
const settleProc: Procedure = (ctx: Ctx, f: Frame, input: any) => {
  const d = f.d;
  const state = ctx.state;
  const policy = ctx.module.settle;
  for (;;) {
    switch (f.step) {
      case 0: {
        if (d.applied === undefined) d.applied = 0;
        f.step = 1;
        if (!ctx.module.checks) {
          // A game without state checks goes straight to the triggers (no frame for nothing).
          input = 0;
          continue;
        }
        const checks: { extra?: string[] } = {};
        if (d.extra && !d.extraDone) {
          checks.extra = d.extra.slice();
          d.extraDone = true;
        }
        // Most of the time no check applies: look first, and call k.state-checks only when one
        // does, handing it what was found (the frame it would have made itself after its first
        // round, so the loop goes on exactly as if it had looked).
        const found = firstRound(ctx, checks.extra);
        if (found === undefined) {
          ctx.call('k.state-checks', checks);
          return;
        }
        if (found === null) {
          input = 0;
          continue;
        }
        ctx.call('k.state-checks', { ...checks, round: 1, applied: 0, queue: found, i: -1 });
        return;
      }
      case 1: {
        d.applied += input ?? 0;
        if (state.result || d.triggers === false || !policy || policy.triggers === 'keep') {
          ctx.done(d.applied);
          return;
        }
        policy.stateTriggers?.(ctx);
        if (state.triggers.length === 0) {
          ctx.done(d.applied);
          return;
        }
        f.step = 2;
        ctx.call('k.order-triggers');
        return;
      }
      case 2:
        d.list = input;
        d.k = 0;
        f.step = 3;
        continue;
      case 3: {
        if (state.result) {
          ctx.done(d.applied);
          return;
        }
        if (d.k >= d.list.length) {
          d.list = null;
          f.step = 0;
          continue;
        }
        const trigger: QueuedTrigger = d.list[d.k++];
        d.applied++;
        if (!policy!.proc)
          throw new EngineError('no-settle-proc', `game ${ctx.module.id}: settle.proc is missing`);
        // A copy: `d.list` still holds the trigger (a state is a tree, `sharedInState`).
        ctx.call(policy!.proc, { trigger: cloneJson(trigger) });
        return;
      }
      default:
        throw new EngineError('bad-step', `k.settle has no step ${f.step}`);
    }
  }
};

/**
 * k.resolve-top — take the top stack item off the stack and resolve it with the game's
 * `stack.resolve` procedure (d = { item }). Returns the item.
 */
const resolveTopProc: Procedure = (ctx: Ctx, f: Frame) => {
  if (f.step === 0) {
    const policy = ctx.module.stack;
    if (!policy) throw new EngineError('no-stack-policy', `game ${ctx.module.id} has no stack policy`);
    const item = ctx.state.stack?.pop();
    if (!item) throw new EngineError('empty-stack', 'nothing on the stack to resolve');
    f.d.item = item;
    f.step = 1;
    // The resolving procedure gets its own copy: frame data is owned by its frame (a state is a
    // tree, `sharedInState`); what it changes in the item is its own business.
    ctx.call(policy.resolve, { item: cloneJson(item) });
    return;
  }
  ctx.done(f.d.item);
};

export const KERNEL_PROCEDURES: Record<string, Procedure> = {
  'k.event': eventProc,
  'k.order-triggers': orderTriggersProc,
  'k.state-checks': stateChecksProc,
  'k.settle': settleProc,
  'k.resolve-top': resolveTopProc,
  'k.window': windowProc,
};
