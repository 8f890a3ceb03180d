/**
 * VZ 201–202 priority and priority preprocessing, on the kernel's settle loop and response window.
 *
 * VZ 202.1 preprocessing is a forced sequence run at set moments and before a player gets priority
 * (VZ 201.2: the kernel window settles before each round). VZ 202.2 it is the kernel's settle loop
 * (`k.settle`), configured here: VZ 202.2a / VZ 1001.2a the rule effects are the kernel's `ordered`
 * state checks (1000-rule-effects.ts), repeated until none applies; VZ 202.2b then one triggered
 * ability resolves (`triggers: 'resolve'`, one at a time, the turn player picking: the trigger policy
 * of 0908-triggers.ts), and the loop returns to VZ 202.2a; it ends when nothing is left. VZ 908.5a
 * state triggers are queued at the start of every round (`stateTriggers`).
 *
 * VZ 201.1 one player has priority at a time: every priority window of the game (the main phase,
 * VZ 703.2; the defence step, VZ 803.1) gives it to one player only.
 */
import type { Ctx, Procedure, SettlePolicy } from '@arbiter/kernel';
import type { G, Moment } from '../state.ts';
import { queueStateTriggers } from './0908-triggers.ts';

/** VZ 202.2b: triggered abilities resolve at once, one at a time, through `vz.trigger`. */
export const SETTLE: SettlePolicy<G> = {
  triggers: 'resolve',
  proc: 'vz.trigger',
  stateTriggers: (ctx) => {
    queueStateTriggers(ctx);
  },
};

/**
 * Run priority preprocessing as `rule` says (VZ 202.1: a set moment of the turn or of an attack).
 * `moment` names the preprocessing the lose checks of VZ 1005 look at (VZ 702.2, VZ 704.5,
 * VZ 706.2); it holds while that preprocessing runs. It is logged, with `rule`, only when it did
 * something (a rule effect applied or a triggered ability resolved): most preprocessings find
 * nothing to do, and a line for each would bury what happened (issue 16).
 */
export function preprocess(ctx: Ctx<G>, rule: string, moment: Moment = 'other'): void {
  ctx.call('vz.preprocess', moment === 'other' ? { rule } : { rule, moment });
}

/** VZ 202.1: the kernel settle loop, with `g.moment` set at a set moment. d: { rule, moment? }. */
export const preprocessAt: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { rule: string; moment?: Moment };
  if (f.step === 0) {
    if (d.moment) ctx.g.moment = d.moment;
    f.step = 1;
    ctx.settle();
    return;
  }
  if (d.moment) ctx.g.moment = 'other';
  // The settle loop returns how many rule effects and triggered abilities it applied.
  const applied = typeof input === 'number' ? input : 0;
  if (applied > 0) ctx.log(d.rule, 'vz.preprocessed', { n: applied });
  ctx.done();
};
