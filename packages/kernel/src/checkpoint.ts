/**
 * Declaration checkpoints (FFTCG 14, Vividz 904.2f, SGS 2.3) without a serialization per
 * declaration. `state.checkpoint` is, as the state's data, the JSON text of the state when the
 * declaration began. Most declarations end (commit) or are undone (rollback) before anyone reads
 * that text, so the kernel keeps a private copy instead and writes the text only when it is first
 * read (serialize, hash, clone, view): `checkpoint` is then an accessor that turns itself into the
 * plain string property on first use. Whoever reads it gets exactly the text an eager
 * `serialize` would have made at `checkpoint()` time (the copy is a copy of plain JSON in the
 * same key order), so hashes, serializations and records are unchanged.
 *
 * The objects and zones, most of the state, are copied on write for games whose objects and zones
 * change only through kernel methods (`mutations: 'tracked'`): the checkpoint keeps no copy of the
 * object table but notes each entry's value before a kernel method first adds, replaces or removes
 * it (`beforeTableChange`), and a kernel method copies an object or a zone the first time it
 * changes one that was there (`beforeObjectChange`, `beforeZoneChange`). A
 * declaration usually changes a few objects out of a hundred and two or three zones out of dozens.
 * Other games get a deep copy of the whole state. With `kernelChecks.mutations` on, the rebuilt
 * checkpoint is compared with a text taken at `checkpoint()` time, so a change made behind the
 * kernel's back fails loudly (`untracked-mutation`) instead of corrupting a rollback.
 */
import { kernelChecks } from './checks.ts';
import { EngineError } from './errors.ts';
import { checkpointText } from './state-text.ts';
import type { GameObject, State, Zone } from './types.ts';

/**
 * A checkpoint kept as the state without its objects and zones, the object table then, and copies
 * of the objects and zones changed since, taken before their first change.
 */
interface Journal {
  /** Deep copy of every field but `objects` and `zones` (which hold null until rebuilt). */
  rest: State;
  /**
   * Entries of the object table that a kernel method has added, replaced or removed since, by id:
   * the object the entry held at `checkpoint()` time (the same reference), or null when it had
   * none. Entries not here hold what they held then (the live table's object).
   */
  tableBefore: Map<number, GameObject | null>;
  /** Copies of the objects among those that a kernel method has changed since, taken before the change. */
  before: Map<number, GameObject>;
  /**
   * Zones a kernel method has changed since (their list of objects), by id: a copy taken before the
   * first change, or null for a zone added since. Zones not here are as they were.
   */
  zonesBefore: Map<string, Zone | null>;
  /** With `kernelChecks.mutations`: the text at `checkpoint()` time, to verify the rebuilt state. */
  verify?: string;
}

/** Copies of states at their open checkpoint, until the text is needed or the declaration ends. */
const saved = new WeakMap<object, State | Journal>();

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

/**
 * `deepCopy(state)` for a game whose changes are not tracked (its checkpoint is a whole copy), with
 * the objects and zones, most of a state, copied by their usual shapes as `cloneState` does (a
 * literal per shape instead of a loop over keys: several times faster). The same keys in the same
 * order, undefined fields left out: the same copy.
 */
function copyState(state: State): State {
  const out: Record<string, unknown> = {};
  const live = state as unknown as Record<string, unknown>;
  for (const k in live) {
    const x = live[k];
    if (x === undefined) continue;
    if (k === 'objects') out[k] = copyObjects(x as Record<string, GameObject>);
    else if (k === 'zones') out[k] = copyZones(x as Record<string, Zone>);
    else out[k] = typeof x === 'object' && x !== null ? deepCopy(x) : x;
  }
  return out as unknown as State;
}

function copyObjects(table: Record<string, GameObject>): Record<string, GameObject> {
  const out: Record<string, GameObject> = {};
  for (const k in table) out[k] = copyObject(table[k]);
  return out;
}

const PLAIN = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data'];
const MOVED = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'prev', 'data'];
const FACE_DOWN = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data', 'faceDown'];

function keysAre(keys: string[], fields: string[]): boolean {
  if (keys.length !== fields.length) return false;
  for (let i = 0; i < fields.length; i++) if (keys[i] !== fields[i]) return false;
  return true;
}

function copyObject(o: GameObject): GameObject {
  // The literals need every field defined (`deepCopy` leaves undefined ones out).
  if (
    o.id === undefined ||
    o.card === undefined ||
    o.owner === undefined ||
    o.controller === undefined ||
    o.zone === undefined ||
    o.ts === undefined ||
    typeof o.data !== 'object' ||
    o.data === null
  )
    return deepCopy(o);
  const keys = Object.keys(o);
  if (keysAre(keys, PLAIN))
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      data: deepCopy(o.data),
    };
  if (keysAre(keys, MOVED) && o.prev !== undefined)
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      prev: o.prev,
      data: deepCopy(o.data),
    };
  if (keysAre(keys, FACE_DOWN) && o.faceDown !== undefined)
    return {
      id: o.id,
      card: o.card,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      ts: o.ts,
      data: deepCopy(o.data),
      faceDown: o.faceDown,
    };
  return deepCopy(o);
}

const ZONE = ['id', 'owner', 'visibility', 'objects'];

function copyZones(zones: Record<string, Zone>): Record<string, Zone> {
  const out: Record<string, Zone> = {};
  for (const k in zones) {
    const z = zones[k];
    out[k] =
      keysAre(Object.keys(z), ZONE) &&
      z.id !== undefined &&
      z.owner !== undefined &&
      z.visibility !== undefined
        ? { id: z.id, owner: z.owner, visibility: z.visibility, objects: z.objects.slice() }
        : deepCopy(z);
  }
  return out;
}

function isJournal(v: State | Journal): v is Journal {
  return (v as Journal).before !== undefined;
}

/**
 * The state at checkpoint time, as a private object (its unchanged objects and zones are the live
 * ones: the caller writes it out at once, or puts it back in place of the live state).
 */
function rebuild(j: Journal, live: State): State {
  // Object ids are integer keys, which every object lists in ascending order whatever the order
  // they were written in: the table reads the same as the table then.
  const objects: Record<string, GameObject> = {};
  const table = j.tableBefore;
  const liveObjects = live.objects as Record<string, GameObject>;
  for (const k in liveObjects) {
    const id = +k;
    if (!table.has(id)) objects[k] = j.before.get(id) ?? liveObjects[k];
  }
  for (const [id, then] of table) if (then !== null) objects[id] = j.before.get(id) ?? then;
  // Zones are never removed and new ones come last, so the live order is the order then.
  const zones: Record<string, Zone> = {};
  for (const k in live.zones) {
    const then = j.zonesBefore.get(k);
    if (then === null) continue;
    zones[k] = then ?? live.zones[k];
  }
  const state = { ...j.rest, zones, objects } as State;
  if (j.verify !== undefined && JSON.stringify(state) !== j.verify)
    throw new EngineError(
      'untracked-mutation',
      `game ${state.game}: an object present at a declaration's checkpoint changed without a kernel method`,
    );
  return state;
}

function savedState(state: State): State | undefined {
  const copy = saved.get(state);
  saved.delete(state);
  if (copy === undefined) return undefined;
  return isJournal(copy) ? rebuild(copy, state) : copy;
}

/**
 * Texts of checkpoints already written (or set from outside, e.g. a state restored in the middle of a
 * declaration and then cloned), for states that carry the accessor.
 */
const texts = new WeakMap<object, string>();

/** States whose `checkpoint` is this module's accessor (installed once, never reconfigured). */
const withAccessor = new WeakSet<object>();

/**
 * The accessor. It stays on the state for good: turning it back into a plain property or deleting
 * it (unless it is the newest property) makes V8 keep the state as a slow dictionary object from
 * then on, which made every later field access of the game slower (measured: 三国杀战棋, 卡灵时代
 * and Vividz states went that way within their first 25 decisions). A closed checkpoint reads as
 * undefined, which serialize, hash and clone leave out as they do any undefined field.
 */
const accessor: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: State) {
    if (saved.has(this)) materialize(this);
    return texts.get(this);
  },
  set(this: State, v: string | undefined) {
    saved.delete(this);
    if (v === undefined) texts.delete(this);
    else texts.set(this, v);
  },
};

/**
 * Give `state` the accessor. A state that has a plain `checkpoint` field already (restored from
 * text, or written by a caller) keeps its value through the change (that one state then becomes a
 * dictionary object: correct, only slower).
 */
function ensureAccessor(state: State): void {
  if (withAccessor.has(state)) return;
  const own = Object.getOwnPropertyDescriptor(state, 'checkpoint');
  const text = own && 'value' in own ? (own.value as string | undefined) : undefined;
  Object.defineProperty(state, 'checkpoint', accessor);
  withAccessor.add(state);
  if (text !== undefined) texts.set(state, text);
}

/** No checkpoint is open any more: its text reads as undefined. */
function clearCheckpointText(state: State): void {
  if (withAccessor.has(state)) {
    saved.delete(state);
    texts.delete(state);
  } else delete state.checkpoint; // a plain field (a state restored in a declaration)
}

/** The checkpoint's text, made now from the saved copy (the accessor's getter). */
function materialize(state: State): void {
  const copy = savedState(state);
  if (copy === undefined) texts.delete(state);
  else texts.set(state, checkpointText(copy));
}

/** Whether the state's `checkpoint` field is this module's accessor. */
export function hasCheckpointAccessor(state: State): boolean {
  return withAccessor.has(state);
}

/**
 * Copy the checkpoint of `from` onto `to` (a copy of `from` being built field by field, at the
 * place the field has in `from`): `to` gets the text (written now if not yet) through its own
 * accessor, or nothing when no checkpoint is open.
 */
export function copyCheckpointField(from: State, to: State): void {
  const text = from.checkpoint;
  if (text === undefined) return;
  Object.defineProperty(to, 'checkpoint', accessor);
  withAccessor.add(to);
  texts.set(to, text);
}

/**
 * Remember the state as it is now (no checkpoint may be open). `tracked`: every change to an object
 * goes through a kernel method that calls `beforeObjectChange` first, so objects are copied on write.
 */
export function saveCheckpoint(state: State, tracked = false): void {
  if (tracked) {
    const rest: Record<string, unknown> = {};
    const live = state as unknown as Record<string, unknown>;
    for (const k in live) {
      const x = live[k];
      if (x === undefined) continue;
      // The key keeps its place (the text's key order is the state's).
      if (k === 'objects' || k === 'zones') rest[k] = null;
      else rest[k] = typeof x === 'object' && x !== null ? deepCopy(x) : x;
    }
    const journal: Journal = {
      rest: rest as unknown as State,
      tableBefore: new Map(),
      before: new Map(),
      zonesBefore: new Map(),
    };
    if (kernelChecks.mutations) journal.verify = JSON.stringify(state);
    saved.set(state, journal);
  } else saved.set(state, copyState(state));
  ensureAccessor(state);
  texts.delete(state);
}

/**
 * A kernel method is about to change `o` in place: if a checkpoint keeps it by reference, keep a
 * copy of it as it is now first.
 */
export function beforeObjectChange(state: State, o: GameObject): void {
  const j = saved.get(state);
  if (j === undefined || !isJournal(j)) return;
  const id = o.id;
  if (j.before.has(id)) return;
  const held = j.tableBefore.has(id) ? j.tableBefore.get(id) : state.objects[id];
  if (held === o) j.before.set(id, deepCopy(o));
}

/**
 * A kernel method is about to add, replace or remove the object table's entry `id`: if a
 * checkpoint is open and this is the entry's first change since, note what it holds now.
 */
export function beforeTableChange(state: State, id: number): void {
  const j = saved.get(state);
  if (j === undefined || !isJournal(j) || j.tableBefore.has(id)) return;
  j.tableBefore.set(id, state.objects[id] ?? null);
}

/**
 * A kernel method is about to change zone `id`'s list of objects, or to add zone `id`: if a
 * checkpoint keeps the zones by reference, keep a copy of it as it is now first (null: it is new).
 */
export function beforeZoneChange(state: State, id: string): void {
  const j = saved.get(state);
  if (j === undefined || !isJournal(j) || j.zonesBefore.has(id)) return;
  const z = state.zones[id];
  j.zonesBefore.set(
    id,
    z === undefined
      ? null
      : { id: z.id, owner: z.owner, visibility: z.visibility, objects: z.objects.slice() },
  );
}

/** Whether a declaration's checkpoint is open, without writing its text. */
export function hasCheckpoint(state: State): boolean {
  return saved.has(state) || state.checkpoint !== undefined;
}

/** Forget the open checkpoint (the declaration is complete). */
export function dropCheckpoint(state: State): void {
  const j = saved.get(state);
  // With the checks on, a committed declaration is verified too (most are never rolled back).
  if (j !== undefined && isJournal(j) && j.verify !== undefined) rebuild(j, state);
  saved.delete(state);
  clearCheckpointText(state);
}

/**
 * Take the open checkpoint away from the state: the saved state, as a private copy (never read by
 * anyone else; its unchanged objects are the live ones, which the caller's state then holds) or as
 * its text when that was already written; undefined when none is open.
 */
export function takeCheckpoint(state: State): State | string | undefined {
  const has = saved.has(state);
  const copy = savedState(state);
  const text = has ? undefined : state.checkpoint;
  clearCheckpointText(state);
  return copy ?? text;
}
