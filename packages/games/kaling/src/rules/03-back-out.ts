/**
 * Taking a declaration back. The seed has no rule for it; the stand-in (docs/decisions.md "Taking a
 * declaration back") lets a player undo a summon, set or attack chosen from the action menu
 * (KALING 3.5-1) until its first irreversible step: nothing has been placed or declared to the
 * opponent yet, and nobody else has been asked anything. The action menu keeps the state as it was
 * (`ctx.checkpoint()`); the declarer's choices meanwhile offer "cancel".
 */
import { type Ctx, hasCheckpoint, type Option } from '@arbiter/kernel';
import type { G } from '../types.ts';

/**
 * Taking a declaration back (docs/decisions.md "Taking a declaration back"): while a summon, set or
 * attack declared from the action menu is still being chosen (a checkpoint is open), the declarer's
 * choices offer "cancel"; choosing it puts the game back to before the declaration.
 */
export function withCancel(ctx: Ctx<G>, options: Option[]): Option[] {
  return !hasCheckpoint(ctx.state) ? options : [...options, { id: 'cancel', label: { key: 'kl.cancel' } }];
}

export function isCancel(input: unknown): boolean {
  return Array.isArray(input) && input[0] === 'cancel';
}

/** The declarer takes the declaration back: everything since the action menu is undone. */
export function takeBack(ctx: Ctx<G>, player: number): void {
  ctx.rollback('KALING 3.5-1', { key: 'kl.cancelled', args: { player } });
}
