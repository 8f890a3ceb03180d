/**
 * Declaration checkpoints (FFTCG 14, Vividz 904.2f, SGS 2.3) without a serialization per
 * declaration. `state.checkpoint` is, as the state's data, the JSON text of the state when the
 * declaration began. Most declarations end (commit) or are undone (rollback) before anyone reads
 * that text, so the kernel keeps a private deep copy instead and writes the text only when it is
 * first read (serialize, hash, clone, view): `checkpoint` is then an accessor that turns itself
 * into the plain string property on first use. Whoever reads it gets exactly the text an eager
 * `JSON.stringify` would have made at `checkpoint()` time (the copy is a deep copy of plain JSON in
 * the same key order), so hashes, serializations and records are unchanged.
 */
import type { State } from './types.ts';

/** Deep copies of states at their open checkpoint, until the text is needed or the declaration ends. */
const saved = new WeakMap<object, State>();

/**
 * A deep copy of plain JSON (for a state, no checkpoint is open, so there is none to leave out). Its
 * own copy of the generic deep copy on purpose: calling `cloneState` or `cloneJson` with whole
 * states here trains their inline caches on other shapes, and measured clones 7–150 % slower
 * afterwards.
 */
function deepCopy<T>(v: T): T {
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const x = v[i];
      out[i] = typeof x === 'object' && x !== null ? deepCopy(x) : x;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined) continue;
    out[k] = typeof x === 'object' && x !== null ? deepCopy(x) : x;
  }
  return out as T;
}

function setPlain(state: State, text: string | undefined): void {
  Object.defineProperty(state, 'checkpoint', {
    value: text,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** The checkpoint's text, made now from the saved copy (the accessor's getter). */
function materialize(state: State): string | undefined {
  const copy = saved.get(state);
  saved.delete(state);
  const text = copy === undefined ? undefined : JSON.stringify(copy);
  setPlain(state, text);
  return text;
}

/** Remember the state as it is now (no checkpoint may be open). */
export function saveCheckpoint(state: State): void {
  saved.set(state, deepCopy(state));
  Object.defineProperty(state, 'checkpoint', {
    enumerable: true,
    configurable: true,
    get(this: State) {
      return materialize(this);
    },
    set(this: State, v: string | undefined) {
      saved.delete(this);
      setPlain(this, v);
    },
  });
}

/** Whether a declaration's checkpoint is open, without writing its text. */
export function hasCheckpoint(state: State): boolean {
  return saved.has(state) || state.checkpoint !== undefined;
}

/** Forget the open checkpoint (the declaration is complete). */
export function dropCheckpoint(state: State): void {
  saved.delete(state);
  delete state.checkpoint;
}

/**
 * Take the open checkpoint away from the state: the saved state, as the copy itself (never read by
 * anyone else) or as its text when that was already written; undefined when none is open.
 */
export function takeCheckpoint(state: State): State | string | undefined {
  const copy = saved.get(state);
  saved.delete(state);
  const text = copy === undefined ? state.checkpoint : undefined;
  delete state.checkpoint;
  return copy ?? text;
}
