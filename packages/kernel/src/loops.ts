/**
 * Endless loops that no player can stop. Some rulebooks say what happens when the game would repeat
 * an action forever (FFTCG 13.1: a draw). A loop no player can stop is one that runs without any
 * decision, so the kernel watches for it inside the run loop: after a long stretch of procedure steps
 * without a decision it takes the game's `signature` of the position at every step, and when the
 * same position comes back often enough, the loop cannot end by itself and the game's `result`
 * applies. Nothing is kept in the state: a run always starts at a decision point, so the watch is
 * rebuilt identically by serialize/restore and replay.
 *
 * The game decides what "the same position" means (FFTCG 13.3: the cards in every zone); the
 * signature should leave out object ids and counters that only grow (timestamps, sequence numbers),
 * which would make every pass through a loop look new. `objectPositions` names objects by where
 * they are, for signatures that must mention an object.
 */
import type { LoopPolicy } from './module.ts';
import type { ObjId, State } from './types.ts';

/** Steps without a decision before positions are watched: ten times the longest run measured
 * between two decisions in random self-play of the playable games (about 90 steps). */
export const LOOP_WATCH_AFTER = 1_000;
/** How often one position must be seen before the loop counts as endless. */
export const LOOP_REPEATS = 3;

/** Object id → `zone#index`, a name that survives the object being replaced by a new one. */
export function objectPositions(state: State): Map<ObjId, string> {
  const out = new Map<ObjId, string>();
  for (const z of Object.values(state.zones)) {
    for (let i = 0; i < z.objects.length; i++) out.set(z.objects[i], `${z.id}#${i}`);
  }
  return out;
}

/** Counts positions seen during one run (between two decisions). */
export class LoopWatch<G = any> {
  private readonly seen = new Map<string, number>();
  constructor(private readonly policy: LoopPolicy<G>) {}

  /** True when the current position has now been seen `repeats` times. */
  endless(state: State<G>): boolean {
    const sig = this.policy.signature(state);
    const n = (this.seen.get(sig) ?? 0) + 1;
    this.seen.set(sig, n);
    return n >= (this.policy.repeats ?? LOOP_REPEATS);
  }
}
