/**
 * Continuous effects applied in a game's layer order (FFTCG 11.12.4, Riftbound 450–457,
 * Vividz 911). Within a layer, effects are ordered by the game's comparison (timestamps,
 * own-card-first, increases-before-decreases ...), then by dependency: an effect that depends on
 * another is applied after it (FFTCG 11.12.4.12–13, Riftbound 455–456). Dependency is found
 * automatically by trial: apply B first and see whether A's existence, targets or result change.
 * Characteristics are computed on demand and cached per state version.
 */

import { parseStateText } from './state-text.ts';
import type { CreatedEffect, ObjId, PlayerId, State } from './types.ts';

/** One effect instance as the layer system sees it (created effects and static abilities alike). */
export interface EffectInstance {
  id: string;
  ts: number;
  layer: string;
  source: ObjId | null;
  controller: PlayerId;
  op: string;
  params: any;
  targets?: ObjId[] | null;
}

export type CharMap<C> = Record<number, C>;

/**
 * The ids a characteristics map holds, ascending (the order `for…in` gives integer keys), made once
 * per map and cached: `for…in` builds and parses a string per key at every call, and a game's
 * `gather` and `appliesTo` run for every layer, effect and dependency trial over the same map (its
 * keys never change once built). Do not change the returned list.
 */
const IDS_OF = new WeakMap<object, ObjId[]>();
export function idsOf<C>(chars: CharMap<C>): ObjId[] {
  let ids = IDS_OF.get(chars);
  if (ids === undefined) {
    ids = [];
    for (const key of Object.keys(chars)) ids.push(Number(key));
    IDS_OF.set(chars, ids);
  }
  return ids;
}

export interface LayerSystem<G, C> {
  layers: readonly string[];
  /** Objects whose characteristics are computed (e.g. those on the field). */
  scope(state: State<G>): ObjId[];
  /** Printed characteristics of an object. */
  base(state: State<G>, id: ObjId): C;
  /** Effects that exist in `layer` given the characteristics computed so far. */
  gather(state: State<G>, layer: string, chars: CharMap<C>): EffectInstance[];
  /** Objects the effect applies to now (empty if its condition does not hold). */
  appliesTo(state: State<G>, eff: EffectInstance, chars: CharMap<C>): ObjId[];
  /** Apply the effect to one object's characteristics (mutating `target` only; `chars` is read-only). */
  apply(state: State<G>, eff: EffectInstance, target: C, targetId: ObjId, chars: CharMap<C>): void;
  clone(c: C): C;
  /** Order within a layer before dependencies; default: timestamp, then id. */
  compare?(state: State<G>, a: EffectInstance, b: EffectInstance): number;
  /** 'auto' (default): find dependencies by trial. 'none': only `compare`. */
  dependency?: 'auto' | 'none';
  /**
   * What an effect would do, as plain data, given current characteristics (e.g. the amount of a
   * "+1000 for each Forward you control"). Used to detect "what it does" dependencies; targets and
   * existence are always compared.
   */
  measure?(state: State<G>, eff: EffectInstance, chars: CharMap<C>): unknown;
  /** Re-evaluate all layers until nothing new applies, each effect once (Riftbound 453). */
  repeatUntilStable?: boolean;
  /**
   * Optional speed hint: true for an effect whose existence, targets and amount cannot depend on
   * other effects (e.g. a created effect with locked targets and a fixed amount, FFTCG 11.12.4.2–3).
   * Such effects are not tried as dependents (others may still depend on them). Default: none.
   */
  fixed?(state: State<G>, eff: EffectInstance): boolean;
}

const cache = new WeakMap<object, { version: number; chars: CharMap<unknown> }>();

export function createdEffectsIn(state: State, layer: string): EffectInstance[] {
  const out: EffectInstance[] = [];
  for (const e of state.effects as CreatedEffect[]) if (e.layer === layer) out.push(e);
  return out;
}

/**
 * Drop the cached characteristics of a state whose content was put back to an earlier version
 * (rollback, a failed decision restored): its version numbers will be reached again with other
 * content.
 */
export function forgetCharacteristics(state: State): void {
  cache.delete(state);
  generation++;
}

/**
 * Rollback generations (issue 10). In a game whose changes all go through the kernel
 * (`mutations: 'tracked'`) a state's version moves exactly when its content does, so data derived
 * from it can be kept until the version moves — except that a rollback puts an earlier version back,
 * and the versions after it are then reached again with other content. Every put-back
 * (`restoreInPlace`, `forgetCharacteristics`) moves this counter, which never goes back: a cache
 * keyed by the state object, its version and this generation is never stale (a put-back in any
 * state, also another game's, only costs a recomputation). One number read, not a lookup per state:
 * the caches that use it are asked many times per decision. Not part of any state (not serialized,
 * cloned or hashed).
 */
let generation = 0;

/** How many times some state had earlier content put back into it (see `generation`). */
export function rollbackGeneration(): number {
  return generation;
}

/** Computed characteristics of every object in scope (cached until the state version changes). */
export function computeCharacteristics<G, C>(state: State<G>, sys: LayerSystem<G, C>): CharMap<C> {
  const hit = cache.get(state);
  if (hit && hit.version === state.version) return hit.chars as CharMap<C>;
  const chars = computeUncached(state, sys);
  cache.set(state, { version: state.version, chars });
  return chars;
}

export function computeUncached<G, C>(state: State<G>, sys: LayerSystem<G, C>): CharMap<C> {
  const chars: CharMap<C> = {};
  for (const id of sys.scope(state)) chars[id] = sys.base(state, id);
  const repeat = sys.repeatUntilStable === true;
  // Riftbound 453.1: each effect applies once to each object, however many passes it takes; an
  // effect applied to one object may still reach another that it comes to apply to later (453.2).
  const applied = new Set<string>();
  const fresh = (eff: EffectInstance, targets: ObjId[]) =>
    targets.filter((t) => !applied.has(`${eff.id}@${t}`));
  const compare = sys.compare ?? defaultCompare;
  for (let pass = 0; pass < 50; pass++) {
    let changed = false;
    for (const layer of sys.layers) {
      let effects = sys.gather(state, layer, chars);
      if (repeat) effects = effects.filter((e) => fresh(e, sys.appliesTo(state, e, chars)).length > 0);
      if (effects.length === 0) continue;
      effects.sort((a, b) => compare(state, a, b));
      const ordered =
        sys.dependency === 'none' || effects.length < 2
          ? effects
          : orderByDependency(state, sys, effects, chars);
      // Effects that exist given the characteristics now; gathered again only after one applied.
      let present: Set<string> | null = null;
      for (const eff of ordered) {
        // An effect applied earlier in this layer may have ended this one's existence.
        if (!sys.fixed?.(state, eff)) {
          present ??= presentIds(state, sys, layer, chars);
          if (!present.has(eff.id)) continue;
        }
        let targets = sys.appliesTo(state, eff, chars);
        if (repeat) {
          targets = fresh(eff, targets);
          for (const t of targets) applied.add(`${eff.id}@${t}`);
        }
        for (const t of targets) {
          const c = chars[t];
          if (c !== undefined) sys.apply(state, eff, c, t, chars);
        }
        if (targets.length) {
          changed = true;
          present = null;
        }
      }
    }
    if (!repeat || !changed) break;
  }
  return chars;
}

function defaultCompare(_s: State, a: EffectInstance, b: EffectInstance): number {
  return a.ts - b.ts || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** What `eff` would be and do given `chars`: existence, targets, and the game's measure. */
function outcome<G, C>(
  state: State<G>,
  sys: LayerSystem<G, C>,
  present: ReadonlySet<string>,
  eff: EffectInstance,
  chars: CharMap<C>,
): string {
  if (!present.has(eff.id)) return 'gone';
  const targets = sys.appliesTo(state, eff, chars);
  const measured = sys.measure ? sys.measure(state, eff, chars) : null;
  return JSON.stringify([targets, measured]);
}

/** Ids of the effects that exist in `layer` given `chars` (one gather for many existence checks). */
function presentIds<G, C>(
  state: State<G>,
  sys: LayerSystem<G, C>,
  layer: string,
  chars: CharMap<C>,
): Set<string> {
  const out = new Set<string>();
  for (const e of sys.gather(state, layer, chars)) out.add(e.id);
  return out;
}

/**
 * A depends on B when applying B first changes whether A exists, what A applies to, or what A
 * does to them (FFTCG 11.12.4.12, Riftbound 455.1). Independent effects keep `compare` order;
 * a dependent effect goes right after what it depends on. Cycles fall back to `compare` order.
 */
export function orderByDependency<G, C>(
  state: State<G>,
  sys: LayerSystem<G, C>,
  effects: EffectInstance[],
  chars: CharMap<C>,
): EffectInstance[] {
  const n = effects.length;
  const layer = effects[0].layer;
  // Only effects that may depend on others are tried (see LayerSystem.fixed).
  const open: number[] = [];
  for (let a = 0; a < n; a++) if (!sys.fixed?.(state, effects[a])) open.push(a);
  if (open.length === 0) return effects;
  const here = presentIds(state, sys, layer, chars);
  const alone: string[] = [];
  for (const a of open) alone[a] = outcome(state, sys, here, effects[a], chars);
  const dependsOn: number[][] = effects.map(() => []);
  for (let b = 0; b < n; b++) {
    if (open.length === 1 && open[0] === b) continue;
    const tb = sys.appliesTo(state, effects[b], chars);
    if (tb.length === 0) continue; // applying it changes nothing
    // Copy on write: only b's targets change, the others are shared (trials only read them).
    const afterB: CharMap<C> = { ...chars };
    for (const t of tb) if (chars[t] !== undefined) afterB[t] = sys.clone(chars[t]);
    for (const t of tb) if (afterB[t] !== undefined) sys.apply(state, effects[b], afterB[t], t, afterB);
    const present = presentIds(state, sys, layer, afterB);
    for (const a of open) {
      if (a === b) continue;
      if (outcome(state, sys, present, effects[a], afterB) !== alone[a]) dependsOn[a].push(b);
    }
  }
  // Mutual dependency is a loop: drop both directions so timestamps decide.
  for (let a = 0; a < n; a++) {
    dependsOn[a] = dependsOn[a].filter((b) => !dependsOn[b].includes(a));
  }
  const done = new Array<boolean>(n).fill(false);
  const out: EffectInstance[] = [];
  while (out.length < n) {
    let progressed = false;
    for (let i = 0; i < n; i++) {
      if (done[i]) continue;
      if (dependsOn[i].every((b) => done[b])) {
        done[i] = true;
        out.push(effects[i]);
        progressed = true;
        break;
      }
    }
    if (!progressed) {
      // A longer cycle: take the earliest remaining effect in compare order.
      const i = done.indexOf(false);
      done[i] = true;
      out.push(effects[i]);
    }
  }
  return out;
}

/**
 * Put a saved state back into the same state object (callers keep their reference), and drop its
 * cached characteristics: version numbers after the save will be reached again with other content.
 */
export function restoreInPlace<G>(state: State<G>, saved: string | State<G>): void {
  // A saved state given as an object is a private copy nobody else holds (a checkpoint's).
  const restored = typeof saved === 'string' ? (parseStateText(saved) as State<G>) : saved;
  const target = state as unknown as Record<string, unknown>;
  // Fields are overwritten, and those the saved state lacks set to undefined (absent from
  // serialize, clone and hash alike), never deleted: deleting fields turns the state into a slow
  // dictionary object for the rest of the game (measured: every rollback did).
  for (const k in target) if (!(k in restored)) target[k] = undefined;
  Object.assign(target, restored);
  forgetCharacteristics(state);
}
