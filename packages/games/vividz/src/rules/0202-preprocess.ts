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
 * Run priority preprocessing as `rule` says (VZ 202.1: a set moment of the turn or of an attack);
 * it is logged with that rule. `moment` names the preprocessing the lose checks of VZ 1005 look at
 * (VZ 702.2, VZ 704.5, VZ 706.2); it holds while that preprocessing runs.
 */
export function preprocess(ctx: Ctx<G>, rule: string, moment: Moment = 'other'): void {
  if (ctx.logging) ctx.log(rule, 'vz.preprocess');
  if (moment === 'other') ctx.settle();
  else ctx.call('vz.preprocess', { moment });
}

/** VZ 202.1 at a set moment: the kernel settle loop with `g.moment` set. d: { moment }. */
export const preprocessAt: Procedure<G> = (ctx, f) => {
  if (f.step === 0) {
    ctx.g.moment = f.d.moment as Moment;
    f.step = 1;
    ctx.settle();
    return;
  }
  ctx.g.moment = 'other';
  ctx.done();
};
