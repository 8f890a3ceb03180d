/**
 * k.window — the one response-window procedure (see `WindowPolicy` in module.ts). Priority and
 * passing (FFTCG 11.1, RB 332–336, VZ 201), focus (RB 341–345), priority classes (KALING 4.5),
 * responses in seat order and races (三国杀战棋 2.2, 2.4 【无懈可击】) are all rounds of turns whose
 * order the game's policy gives from public information only.
 *
 * Steps: 0 settle before a round, 1 build the round, 2 play the next turn, 3 a turn's answer,
 * 4 a race's answer, 5 after an action, 6 after a resolution. The window's data is the frame's `d`
 * (`WindowState`): plain JSON, so a window serializes mid-round, mid-race and mid-resolution.
 */
import { kernelChecks } from './checks.ts';
import type { Ctx } from './ctx.ts';
import { EngineError } from './errors.ts';
import type { Procedure, WindowPolicy, WindowState } from './module.ts';
import { judgeWindow, type PublicInfo } from './public.ts';
import type { Decision, Frame, Option } from './types.ts';

/** The id of the pass option in every window question. */
export const PASS = 'pass';

const PASS_OPTION: Option = Object.freeze({ id: PASS, label: Object.freeze({ key: 'k.pass' }) }) as Option;

/** The pass option of each policy that words or places it its own way (frozen, shared). */
const PASS_OPTIONS = new WeakMap<WindowPolicy, Option>();

function passOf(policy: WindowPolicy): Option {
  const label = policy.pass?.label;
  if (!label) return PASS_OPTION;
  let o = PASS_OPTIONS.get(policy);
  if (!o) {
    o = Object.freeze({ id: PASS, label: Object.freeze({ ...label }) }) as Option;
    PASS_OPTIONS.set(policy, o);
  }
  return o;
}

function policyOf(ctx: Ctx, kind: string): WindowPolicy {
  const p = ctx.module.windows?.[kind];
  if (!p) throw new EngineError('no-window', `game ${ctx.module.id} has no window "${kind}"`);
  return p;
}

function defaultRound(pub: PublicInfo, w: WindowState, actors: number[], stages: number[]): void {
  const n = pub.players;
  for (let i = 0; i < n; i++) {
    actors.push((w.first + i) % n);
    stages.push(0);
  }
}

export const windowProc: Procedure = (ctx: Ctx, f: Frame, input: any) => {
  const w = f.d as WindowState & { actor?: number };
  const policy = policyOf(ctx, w.kind);
  const state = ctx.state;
  const pub = ctx.pub;
  for (;;) {
    switch (f.step) {
      case 0: {
        // FFTCG 11.1.3, VZ 201.2: settle before anyone receives priority.
        f.step = 1;
        const req = policy.settle?.(pub, w);
        if (req) {
          ctx.settle(req);
          return;
        }
        continue;
      }
      case 1: {
        if (state.result) {
          ctx.done(w.data);
          return;
        }
        policy.beforeRound?.(ctx, w);
        if (policy.judge) {
          const judge = policy.judge;
          judgeWindow(state, ctx.module, pub, policy.facts?.(ctx, w) ?? [], (p, facts) => judge(p, w, facts));
        }
        w.actors.length = 0;
        w.stages.length = 0;
        (policy.round ?? defaultRound)(pub, w, w.actors, w.stages);
        while (w.stages.length < w.actors.length) w.stages.push(0);
        w.at = 0;
        f.step = 2;
        continue;
      }
      case 2: {
        if (state.result) {
          ctx.done(w.data);
          return;
        }
        if (w.at >= w.actors.length) {
          if (!allPassed(ctx, f, w, policy)) return;
          continue;
        }
        if (policy.mode === 'race') {
          if (!askRace(ctx, f, w, policy)) {
            w.at = w.actors.length;
            continue;
          }
          return;
        }
        const actor = w.actors[w.at];
        const stage = w.stages[w.at];
        if (policy.forced?.(pub, w, stage)) {
          // KALING 4.5-2: a forced effect is activated without a question.
          const opts = policy.options(ctx, w, actor, stage);
          if (opts.length === 0) {
            w.at++;
            continue;
          }
          if (opts.length === 1) {
            if (!perform(ctx, f, w, policy, actor, opts[0], stage)) return;
            input = undefined;
            continue;
          }
          f.step = 3;
          ctx.choose(question(pub, w, policy, actor, stage, opts, false));
          return;
        }
        if (policy.mayAct && !policy.mayAct(pub, w, actor, stage)) {
          if (kernelChecks.windows) {
            const opts = policy.options(ctx, w, actor, stage);
            if (opts.length > 0)
              throw new EngineError(
                'unsound-skip',
                `window ${w.kind}: mayAct said actor ${actor} (stage ${stage}) cannot act, but it had ${opts.length} option(s): ${opts[0].id}`,
              );
          }
          w.at++;
          continue;
        }
        const opts = policy.options(ctx, w, actor, stage);
        f.step = 3;
        ctx.choose(question(pub, w, policy, actor, stage, opts, true));
        return;
      }
      case 3: {
        const chosen = (input as Option[])[0];
        if (chosen.id === PASS) {
          w.at++;
          f.step = 2;
          continue;
        }
        if (!perform(ctx, f, w, policy, w.actors[w.at], chosen, w.stages[w.at])) return;
        input = undefined;
        continue;
      }
      case 4: {
        // A race: the first answer that is not a pass wins; if everyone passed, the round is over.
        const r = input as { player: number | null; answer: Option[] };
        if (r.player === null) {
          w.at = w.actors.length;
          f.step = 2;
          continue;
        }
        let k = 0;
        while (k < w.actors.length && playerOf(pub, w, policy, w.actors[k]) !== r.player) k++;
        w.at = k;
        if (!perform(ctx, f, w, policy, w.actors[k], r.answer[0], w.stages[k])) return;
        input = undefined;
        continue;
      }
      case 5: {
        // After an action: who starts the next round (FFTCG 11.3.8, 11.4.8; RB 333.1.c.3).
        const actor = w.actor!;
        delete w.actor;
        const next = policy.afterAction ? policy.afterAction(pub, w, actor, input) : actor;
        if (next === 'close') {
          ctx.done(w.data);
          return;
        }
        if (next === 'retry') {
          // FFTCG 14.4: the declaration was undone; the same turn is asked again.
          f.step = 2;
          continue;
        }
        w.first = next;
        f.step = 0;
        continue;
      }
      case 6: {
        if (state.result) {
          ctx.done(w.data);
          return;
        }
        const size = pub.stackSize();
        const next = policy.afterResolve
          ? policy.afterResolve(pub, w)
          : size > w.base
            ? pub.stackTopController()!
            : w.first;
        if (next === 'close') {
          ctx.done(w.data);
          return;
        }
        if (next === 'resolve') {
          if (size <= w.base) {
            ctx.done(w.data);
            return;
          }
          ctx.call('k.resolve-top');
          return;
        }
        w.first = next;
        f.step = 0;
        continue;
      }
      default:
        throw new EngineError('bad-step', `k.window has no step ${f.step}`);
    }
  }
};

function playerOf(pub: PublicInfo, w: WindowState, policy: WindowPolicy, actor: number): number {
  return policy.player ? policy.player(pub, w, actor) : actor;
}

function question(
  pub: PublicInfo,
  w: WindowState,
  policy: WindowPolicy,
  actor: number,
  stage: number,
  opts: Option[],
  withPass: boolean,
): Decision {
  const options = withPass
    ? policy.pass?.last
      ? [...opts, passOf(policy)]
      : [passOf(policy), ...opts]
    : opts;
  const d: Decision = {
    player: playerOf(pub, w, policy, actor),
    kind: policy.stageKind ? policy.stageKind(stage) : policy.kind,
    prompt: policy.prompt(pub, w, actor, stage),
    rule: policy.rule,
    domain: { type: 'pick', min: 1, max: 1, options },
  };
  if (withPass) d.passId = PASS;
  return d;
}

/** Ask every turn of a race round at once. Returns false if nobody may act. */
function askRace(ctx: Ctx, f: Frame, w: WindowState, policy: WindowPolicy): boolean {
  const pub = ctx.pub;
  const asks: Decision[] = [];
  for (let k = 0; k < w.actors.length; k++) {
    const actor = w.actors[k];
    const stage = w.stages[k];
    if (policy.mayAct && !policy.mayAct(pub, w, actor, stage)) {
      if (kernelChecks.windows && policy.options(ctx, w, actor, stage).length > 0)
        throw new EngineError(
          'unsound-skip',
          `window ${w.kind}: mayAct skipped actor ${actor} who had options`,
        );
      continue;
    }
    asks.push(question(pub, w, policy, actor, stage, policy.options(ctx, w, actor, stage), true));
  }
  if (asks.length === 0) return false;
  f.step = 4;
  ctx.chooseMany(asks, 'race');
  return true;
}

/** Every turn passed: resolve the top item or close. Returns false when the frame must yield. */
function allPassed(ctx: Ctx, f: Frame, w: WindowState, policy: WindowPolicy): boolean {
  const pub = ctx.pub;
  const what = policy.allPassed ? policy.allPassed(pub, w) : pub.stackSize() > w.base ? 'resolve' : 'close';
  if (what === 'close' || pub.stackSize() <= w.base) {
    ctx.done(w.data);
    return false;
  }
  // FFTCG 11.1.7, RB 336.1: the top item resolves.
  f.step = 6;
  ctx.call('k.resolve-top');
  return false;
}

/** Perform an action; returns true if the frame may go on at once (nothing was called). */
function perform(
  ctx: Ctx,
  f: Frame,
  w: WindowState & { actor?: number },
  policy: WindowPolicy,
  actor: number,
  option: Option,
  stage: number,
): boolean {
  w.actor = actor;
  f.step = 5;
  const state = ctx.state;
  const depth = state.flow.length;
  policy.act(ctx, w, actor, option, stage);
  return state.flow.length === depth && state.pending === null && state.result === null;
}
