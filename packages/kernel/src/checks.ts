/**
 * Extra verification the kernel can do while tests and fuzzing run (off in normal play, where it
 * would cost time). Turn on with `ARBITER_CHECKS=1` in the environment or by setting the fields.
 */
import { EngineError } from './errors.ts';
import type { State } from './types.ts';

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
const on = env?.ARBITER_CHECKS === '1';

export const kernelChecks = {
  /**
   * Every time a window skips a turn because its policy's public `mayAct` said the actor cannot
   * act, compute the actor's options anyway and fail (`unsound-skip`) if there were any.
   */
  windows: on,
  /**
   * For games with `mutations: 'tracked'`: after every procedure step that did not bump
   * `state.version`, compare objects, zones and effects with a copy taken before the step and
   * fail (`untracked-mutation`) if they changed. Slow: use in a few games, not in benchmarks.
   */
  mutations: false,
  /**
   * At every decision point (the end of each `run`), check that the state is a tree
   * (`sharedInState`) and fail (`shared-object`) naming the two paths to an object reachable
   * twice. `arbiter fuzz` runs the same check at every decision whatever this says.
   */
  tree: on,
};

/**
 * Principle 2 in one check: the state must be a *tree*. No object or array may be reachable twice
 * from the state's root (two frames' data, a frame's data and a field of `g`, a stack item and an
 * option's value ...). In memory a change made through one path shows through the other; after
 * `serialize`/`restore` or `cloneState` the two paths hold separate copies, so a restored or
 * cloned game goes on differently from the original (卡灵's `kl.ops` frame shared its link with
 * `kl.resolve`'s, fixed in 1730cb8). Frame data is owned by its frame: pass copies.
 *
 * Frozen objects (`Object.freeze`) are values, not places: they may be shared (三国杀战棋 shares
 * its cached role-name messages), but what they contain is checked. A restored copy holds separate
 * unfrozen copies of them, which no rule writes to (a write would have thrown in the original).
 *
 * Returns null for a tree, otherwise a one-line description naming both paths to the first shared
 * object found (in the order `serialize` writes the state). Walks what `serialize` writes (the
 * state's own enumerable fields); the kernel's caches (projections, characteristics, checkpoint
 * journals) live in WeakMaps beside the state and are not part of it.
 */
export function sharedInState(state: State): string | null {
  const seen = new Set<object>();
  const shared = firstShared(state, seen);
  if (shared === null) return null;
  const paths: string[] = [];
  pathsTo(state, shared, '', paths, new Set());
  const what = Array.isArray(shared) ? 'array' : 'object';
  return `the same ${what} is reachable as ${paths.slice(0, 2).join(' and as ')}${paths.length > 2 ? ` (and ${paths.length - 2} more)` : ''}`;
}

/** Throw `shared-object` if the state is not a tree (see `sharedInState`). */
export function assertStateTree(state: State): void {
  const shared = sharedInState(state);
  if (shared !== null) throw new EngineError('shared-object', `game ${state.game}: ${shared}`);
}

/** The first object or array met a second time in a depth-first walk from `v`, or null. */
function firstShared(v: object, seen: Set<object>): object | null {
  if (seen.has(v)) {
    // A frozen object is a value: sharing it is safe. Its contents are walked again, so a mutable
    // object inside it still counts as shared.
    if (!Object.isFrozen(v)) return v;
  } else seen.add(v);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === 'object' && x !== null) {
        const s = firstShared(x, seen);
        if (s !== null) return s;
      }
    }
    return null;
  }
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x === 'object' && x !== null) {
      const s = firstShared(x, seen);
      if (s !== null) return s;
    }
  }
  return null;
}

/** Every path from `v` to `target` (not walking into `target` itself, nor twice into anything). */
function pathsTo(v: object, target: object, path: string, out: string[], seen: Set<object>): void {
  if (v === target) {
    out.push(path === '' ? '(the state)' : path);
    return;
  }
  if (seen.has(v) && !Object.isFrozen(v)) return;
  seen.add(v);
  const step = (k: string | number, x: unknown) => {
    if (typeof x !== 'object' || x === null) return;
    const p =
      typeof k === 'number'
        ? `${path}[${k}]`
        : /^[A-Za-z_$][\w$]*$/.test(k)
          ? `${path}${path === '' ? '' : '.'}${k}`
          : `${path}[${JSON.stringify(k)}]`;
    pathsTo(x, target, p, out, seen);
  };
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) step(i, v[i]);
  else for (const k in v) step(k, (v as Record<string, unknown>)[k]);
}

/**
 * Freeze a value and everything in it, and return it: data that is never written, such as card
 * definitions, may then be shared by states and by places in one state (`sharedInState` lets
 * frozen objects be shared). A rule that writes to it throws instead of changing every copy.
 */
export function deepFreeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return v;
}
