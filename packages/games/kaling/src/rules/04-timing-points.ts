/**
 * KALING 4.4-1, KALING 4.6-1, KALING 4.6-2: timing points (时点) on the kernel's event pipeline.
 *
 * A 卡灵 event (a card cleared, a summon, a phase begins ...) is performed by the rule that makes it
 * happen, often in the middle of an effect's operation; it is then reported to the kernel with
 * `eventHappened`, whose trigger hook (`TIMING_POINT_EVENTS`) queues it in the kernel's trigger queue
 * (`state.triggers`) as a trigger of the ability `kl.timing-point`. There it waits for its chain
 * window (04-chain.ts): which effects answer it, and in which of the six priority classes, is
 * judged when the window asks (KALING 4.5-3), since a card may answer from a hidden place.
 *
 * The queue holds nothing else in this game. A timing point names no source (`source: null`): it
 * may be about a hidden card (a card just set), and the kernel's projections keep only triggers
 * whose source everyone sees.
 */
import { type Ctx, type EventHooks, eventHappened } from '@arbiter/kernel';
import type { Ev, G, S } from '../types.ts';

/** The kernel trigger ability under which a timing point waits for its window. */
export const TIMING_POINT = 'kl.timing-point';

/** 卡灵's event hooks: the game performs its events itself; each one queues its timing point. */
export const TIMING_POINT_EVENTS: EventHooks<G> = {
  perform() {},
  triggers(ctx, ev: Ev) {
    ctx.queueTrigger({
      source: null,
      controller: ev.player ?? ctx.g.turnPlayer,
      ability: TIMING_POINT,
      event: ev,
    });
  },
};

/** Queue a timing point (时点); windows open when the current step lets them (see 04-chain). */
export function emit(ctx: Ctx<G>, ev: Ev): void {
  eventHappened(ctx, ev);
}

/** How many timing points wait (an index for `oneAction` and `waitingAt`). */
export function waitingCount(s: S): number {
  return s.triggers.length;
}

/** The timing point waiting at index i (its event; the object may be changed before its window). */
export function waitingAt(s: S, i: number): Ev | undefined {
  return s.triggers[i]?.event as Ev | undefined;
}

/**
 * The timing points queued since `from` were made by one action (an effect that clears every card in
 * an area, a battle that clears both 卡灵): if there are several, they become one timing point, so
 * the cards they trigger chain together (KALING 4.6-2: 同时可触发多张卡牌时…根据发动的顺序先后进行连锁).
 */
export function oneAction(ctx: Ctx<G>, from: number): void {
  const q = ctx.state.triggers;
  if (q.length - from < 2) return;
  const grp = ctx.tick();
  for (let i = from; i < q.length; i++) (q[i].event as Ev).group = grp;
}

/** Take the next waiting timing point, with every other one of the same action. */
export function nextTimingPoint(s: S): Ev[] {
  const q = s.triggers;
  const first = q[0].event as Ev;
  let n = 1;
  if (first.group !== undefined) while (n < q.length && (q[n].event as Ev).group === first.group) n++;
  const out: Ev[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = q[i].event as Ev;
  s.triggers = n === q.length ? [] : q.slice(n);
  return out;
}

/** Drop the waiting timing points that fail `keep` (those nothing can answer). */
export function keepWaiting(s: S, keep: (ev: Ev) => boolean): void {
  s.triggers = s.triggers.filter((t) => keep(t.event as Ev));
}

/** Take every waiting timing point's event out of the queue, oldest first. */
export function takeEvents(s: S): Ev[] {
  const q = s.triggers;
  if (q.length === 0) return [];
  s.triggers = [];
  return q.map((t) => t.event as Ev);
}
