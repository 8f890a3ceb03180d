/**
 * VZ 201–202 priority and priority preprocessing.
 *
 * VZ 202.1 preprocessing is a forced sequence run at set moments and before a player gets
 * priority; VZ 202.2a rule effects until none applies (the kernel's `k.state-checks`, ordered mode,
 * VZ 1001.2a); VZ 202.2b then one triggered ability, then back to VZ 202.2a.
 *
 * The loop of VZ 202.2 is the kernel's settle loop (one implementation shared by every game), and
 * giving priority (VZ 201) is the kernel's response window with Vividz's priority policy. Neither
 * is on main yet, so this file is the one place the game asks for preprocessing: today it runs the
 * kernel's rule-effect checks (VZ 202.2a); triggered abilities stay queued in the kernel's trigger
 * queue until the settle loop resolves them one at a time (VZ 202.2b).
 */
import type { Ctx } from '@arbiter/kernel';
import type { G, Moment } from '../state.ts';

/** Run priority preprocessing at `moment` (the lose checks of VZ 1005 look at it). */
export function preprocess(ctx: Ctx<G>, moment: Moment = 'other'): void {
  ctx.state.g.moment = moment;
  ctx.call('k.state-checks');
}
