/**
 * The event pipeline for events a game performs in the middle of a step.
 *
 * `ctx.event(ev)` (proc `k.event`) is a procedure call: replacement effects, then `perform`, then
 * `events.triggers`. Some rules make an event happen deep inside a helper that cannot return to the
 * run loop first (卡灵时代: a card cleared while an operation of an effect resolves is a timing point
 * at once; several of one action are one timing point). For these, the game performs the event
 * itself and reports it here: the kernel runs the same `events.triggers` hook synchronously, so the
 * reactions are queued in the kernel's trigger queue (`state.triggers`, `ctx.queueTrigger`) exactly
 * as after `k.event`. No replacement effects apply (a game that needs them uses `ctx.event`).
 *
 * Kept apart from `ctx.ts` on purpose: it is an addition that needs nothing of Ctx's internals.
 */
import type { Ctx } from './ctx.ts';
import { EngineError } from './errors.ts';
import type { QueuedTrigger, State } from './types.ts';

/**
 * An event the game has just performed itself: queue the triggers that react to it with the game's
 * `events.triggers` hook (the last step of `k.event`), now, without a procedure call.
 */
export function eventHappened<G>(ctx: Ctx<G>, ev: unknown): void {
  const hooks = ctx.module.events;
  if (!hooks) throw new EngineError('no-event-hooks', `game ${ctx.module.id} has no event hooks`);
  hooks.triggers?.(ctx, ev);
}

/**
 * Take the queued triggers out of the kernel's queue (oldest first), e.g. while a game's window keeps
 * those queued before it opened apart from those its chain causes. Put them back with
 * `requeueTriggers`.
 */
export function takeTriggers(state: State<any>): QueuedTrigger[] {
  const all = state.triggers;
  if (all.length === 0) return [];
  state.triggers = [];
  return all;
}

/** Put triggers taken earlier back in front of (`'front'`) or behind those queued since. */
export function requeueTriggers(
  state: State<any>,
  list: readonly QueuedTrigger[],
  where: 'front' | 'back',
): void {
  if (list.length === 0) return;
  const now = state.triggers;
  state.triggers = now.length === 0 ? [...list] : where === 'front' ? [...list, ...now] : [...now, ...list];
}
