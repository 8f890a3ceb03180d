/**
 * The text form of a state (`serialize` / `restore`), issue 10. Still plain JSON, with the state's
 * top-level fields in their order; the card objects, about two thirds of a state, are written
 * compactly (JSON.parse and JSON.stringify cost grows with the number of values, and each array or
 * record is one more allocation on both sides).
 *
 * Version 3, written by `serialize` (`"schema": 3`; states in memory stay `schema: 1`):
 * - `"zones"`: one entry per zone, in the state's order: `[id, owner, visibility, list]`. The list
 *   is flat: for each object of the zone, `id, flags, card`, then only what differs from the usual:
 *   `ts` (flag 1; usually the id), `owner` (flag 2; usually the zone's owner, 0 for a shared zone),
 *   `controller` (flag 4; usually the owner), `prev` (flag 8), `data` (flag 16; usually `{}`);
 *   flag 32 says the object has `faceDown`, flag 64 its value. Only objects whose fields are those
 *   the kernel makes, in its order (`id, card, owner, controller, zone, ts, [prev,] data[,
 *   faceDown]`), are written so; an object of the zone of another shape is `id, -2, {the object}`;
 *   an id whose object is not in this zone (or missing) is `id, -1`. A zone with other fields is
 *   written whole.
 * - `"lki"`: the same flat list, with each object's zone after its card (usual owner: that zone's),
 *   when every entry is kept under its own id; otherwise the record as it is.
 * - `"objects"`: every object no zone lists, in full.
 *
 * Version 2 (`checkpointText`), the first compact form, is what a declaration's checkpoint holds:
 * `state.checkpoint` is part of the hashed state, so keeping its form keeps every hash and digest
 * recorded before. It writes each zone as `[id, owner, visibility, items]`, where each item is
 * the zone's object as a tuple `[id, card, owner, controller, ts, data]`, `[..., data, prev]` or,
 * face down, `[..., data, prev or null, faceDown]` (its `zone` is the zone's id), or just its id
 * when the object is written in full in `"objects"`.
 *
 * An object is written compactly only when rebuilding it gives the same object with the same key
 * order, so `restore` gives back exactly the state that was written (and a later `JSON.stringify`
 * of it, e.g. a declaration's checkpoint, the same text). `restore` reads versions 1 (the whole
 * state as plain JSON, written before issue 10), 2 and 3; other versions are refused by name, and
 * a malformed list in one line naming what is wrong.
 */
import { EngineError } from './errors.ts';
import type { GameObject, State, Zone } from './types.ts';

/** The version written by `serialize`. */
export const STATE_TEXT_VERSION = 3;

type ObjectTuple =
  | [id: number, card: string, owner: number, controller: number, ts: number, data: unknown]
  | [id: number, card: string, owner: number, controller: number, ts: number, data: unknown, prev: number]
  | [
      id: number,
      card: string,
      owner: number,
      controller: number,
      ts: number,
      data: unknown,
      prev: number | null,
      faceDown: boolean,
    ];
type PackedZone = [
  id: string,
  owner: Zone['owner'],
  visibility: Zone['visibility'],
  items: (number | ObjectTuple)[],
];

/**
 * The length of `o`'s tuple if it has exactly the fields `id, card, owner, controller, zone, ts,
 * [prev,] data[, faceDown]` in that order (none undefined) and is in zone `zoneId`: 6 (no prev), 7
 * (prev) or 8 (face down: prev or null, then the flag); otherwise 0.
 */
function tupleLength(o: GameObject, zoneId: string): number {
  if (o.zone !== zoneId) return 0;
  let i = 0;
  let moved = false;
  let faceDown = false;
  for (const key in o) {
    switch (i) {
      case 0:
        if (key !== 'id') return 0;
        break;
      case 1:
        if (key !== 'card' || typeof o.card !== 'string') return 0;
        break;
      case 2:
        if (key !== 'owner') return 0;
        break;
      case 3:
        if (key !== 'controller') return 0;
        break;
      case 4:
        if (key !== 'zone') return 0;
        break;
      case 5:
        if (key !== 'ts') return 0;
        break;
      case 6:
        if (key === 'prev') {
          if (typeof o.prev !== 'number') return 0;
          moved = true;
        } else if (key !== 'data') return 0;
        break;
      case 7:
        if (moved ? key !== 'data' : key !== 'faceDown') return 0;
        faceDown = !moved;
        break;
      case 8:
        if (!moved || key !== 'faceDown') return 0;
        faceDown = true;
        break;
      default:
        return 0;
    }
    i++;
  }
  if (i !== 7 + (moved ? 1 : 0) + (faceDown ? 1 : 0)) return 0;
  if (o.id === undefined || o.owner === undefined || o.controller === undefined || o.ts === undefined)
    return 0;
  if (o.data === undefined || (faceDown && typeof o.faceDown !== 'boolean')) return 0;
  return faceDown ? 8 : moved ? 7 : 6;
}

function isPlainZone(z: Zone, id: string): boolean {
  let i = 0;
  for (const key in z) {
    if (key !== (i === 0 ? 'id' : i === 1 ? 'owner' : i === 2 ? 'visibility' : i === 3 ? 'objects' : ''))
      return false;
    i++;
  }
  return i === 4 && z.id === id && Array.isArray(z.objects) && z.visibility !== undefined;
}

/**
 * The state as text in version 2 (see the top of this file): what a declaration's checkpoint holds
 * (`state.checkpoint` is part of the hashed state, so its form stays the one hashes were recorded
 * with).
 */
export function checkpointText(state: State): string {
  const objects = state.objects as Record<string, GameObject>;
  const live = state as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const packed = new Set<number>();
  for (const key in live) {
    if (key === 'zones') {
      const zones: (PackedZone | Zone)[] = [];
      for (const zoneId in state.zones) {
        const z = state.zones[zoneId];
        if (!isPlainZone(z, zoneId)) {
          zones.push(z);
          continue;
        }
        const ids = z.objects;
        const items: (number | ObjectTuple)[] = new Array(ids.length);
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i];
          const o = objects[id];
          const n = o === undefined || o.id !== id || packed.has(id) ? 0 : tupleLength(o, zoneId);
          if (n === 0) items[i] = id;
          else {
            packed.add(id);
            items[i] =
              n === 6
                ? [id, o.card, o.owner, o.controller, o.ts, o.data]
                : n === 7
                  ? [id, o.card, o.owner, o.controller, o.ts, o.data, o.prev as number]
                  : [id, o.card, o.owner, o.controller, o.ts, o.data, o.prev ?? null, o.faceDown as boolean];
          }
        }
        zones.push([zoneId, z.owner, z.visibility, items]);
      }
      out.zones = zones;
    } else if (key === 'objects')
      out.objects = null; // filled below, in its place
    else if (key === 'schema') out.schema = 2;
    else out[key] = live[key];
  }
  const loose: GameObject[] = [];
  for (const id in objects) {
    const o = objects[id];
    if (packed.has(+id)) continue;
    // An object kept under another key than its id cannot be put back from a list: plain form.
    if (typeof o !== 'object' || o === null || o.id !== +id) return JSON.stringify(state);
    loose.push(o);
  }
  out.objects = loose;
  return JSON.stringify(out);
}

function bad(why: string): EngineError {
  return new EngineError('bad-state', `not a valid Arbiter state (text version 2): ${why}`);
}

function faceDownObject(t: ObjectTuple, zone: string): GameObject {
  const prev = t[6];
  return prev === null || prev === undefined
    ? {
        id: t[0],
        card: t[1],
        owner: t[2],
        controller: t[3],
        zone,
        ts: t[4],
        data: t[5] as never,
        faceDown: t[7],
      }
    : {
        id: t[0],
        card: t[1],
        owner: t[2],
        controller: t[3],
        zone,
        ts: t[4],
        prev,
        data: t[5] as never,
        faceDown: t[7],
      };
}

/** Turn a parsed text of version 2 into the state, in place (its fields keep their order). */
function unpackState(v: Record<string, unknown>): void {
  const packedZones = v.zones;
  const loose = v.objects;
  if (!Array.isArray(packedZones)) throw bad('"zones" is not a list');
  if (!Array.isArray(loose)) throw bad('"objects" is not a list');
  const objects: Record<number, GameObject> = {};
  for (const o of loose) {
    if (typeof o !== 'object' || o === null || typeof o.id !== 'number') throw bad('an object has no id');
    objects[o.id] = o as GameObject;
  }
  const zones: Record<string, Zone> = {};
  for (const entry of packedZones) {
    if (!Array.isArray(entry)) {
      if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string')
        throw bad('a zone has no id');
      zones[entry.id] = entry as Zone;
      continue;
    }
    const [zoneId, owner, visibility, items] = entry as PackedZone;
    if (typeof zoneId !== 'string' || !Array.isArray(items)) throw bad('a zone entry is malformed');
    const ids: number[] = new Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const t = items[i];
      if (typeof t === 'number') {
        ids[i] = t;
        continue;
      }
      if (!Array.isArray(t) || t.length < 6 || t.length > 8 || typeof t[0] !== 'number')
        throw bad(`an object of zone ${zoneId.slice(0, 40)} is malformed`);
      const id = t[0];
      ids[i] = id;
      objects[id] =
        t.length === 6
          ? { id, card: t[1], owner: t[2], controller: t[3], zone: zoneId, ts: t[4], data: t[5] as never }
          : t.length === 7
            ? {
                id,
                card: t[1],
                owner: t[2],
                controller: t[3],
                zone: zoneId,
                ts: t[4],
                prev: t[6],
                data: t[5] as never,
              }
            : faceDownObject(t, zoneId);
    }
    zones[zoneId] = { id: zoneId, owner, visibility, objects: ids };
  }
  v.zones = zones;
  v.objects = objects;
  v.schema = 1;
}

/**
 * Parse a state's text of either version (declaration checkpoints are written by `serializeState`
 * too); `restore` checks the result further.
 */
export function parseStateText(text: string): State {
  const v = JSON.parse(text);
  if (typeof v === 'object' && v !== null) unpackAnyVersion(v);
  return v as State;
}

// ---- version 3 ----------------------------------------------------------------------------------

/** Flags of an object in a version 3 list (see the top of this file). */
const TS = 1;
const OWNER = 2;
const CONTROLLER = 4;
const PREV = 8;
const DATA = 16;
const FACE = 32;
const DOWN = 64;
const FLAGS = 127;
/** The flag word of an id listed by a zone whose object is written in `"objects"` (or missing). */
const LISTED = -1;
/** The flag word of an object of another shape, written whole after it. */
const WHOLE = -2;

const PLAIN_KEYS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data'];
const MOVED_KEYS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'prev', 'data'];
const DOWN_KEYS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'data', 'faceDown'];
const MOVED_DOWN_KEYS = ['id', 'card', 'owner', 'controller', 'zone', 'ts', 'prev', 'data', 'faceDown'];

function sameKeys(keys: string[], want: string[]): boolean {
  for (let i = 0; i < want.length; i++) if (keys[i] !== want[i]) return false;
  return true;
}

/**
 * Whether `o` has exactly the fields of one of the four shapes the kernel makes (`id, card, owner,
 * controller, zone, ts, [prev,] data[, faceDown]`, in that order), with values a version 3 list
 * can hold.
 */
function isListable(o: GameObject): boolean {
  if (typeof o.card !== 'string' || typeof o.zone !== 'string') return false;
  if (typeof o.owner !== 'number' || typeof o.controller !== 'number' || typeof o.ts !== 'number')
    return false;
  if (typeof o.data !== 'object' || o.data === null) return false;
  const keys = Object.keys(o);
  switch (keys.length) {
    case 7:
      return sameKeys(keys, PLAIN_KEYS);
    case 8:
      return sameKeys(keys, MOVED_KEYS)
        ? typeof o.prev === 'number'
        : sameKeys(keys, DOWN_KEYS) && typeof o.faceDown === 'boolean';
    case 9:
      return sameKeys(keys, MOVED_DOWN_KEYS) && typeof o.prev === 'number' && typeof o.faceDown === 'boolean';
    default:
      return false;
  }
}

function isEmptyRecord(d: unknown): boolean {
  if (Array.isArray(d)) return false;
  for (const _ in d as object) return false;
  return true;
}

/** The owner an object of zone `z` has unless its list says otherwise. */
function usualOwner(z: Zone | undefined): number {
  return z !== undefined && typeof z.owner === 'number' ? z.owner : 0;
}

/** Append a listable object to a version 3 list (with its zone when `withZone`). */
function putObject(flat: unknown[], o: GameObject, usual: number, withZone: boolean): void {
  const id = o.id;
  const ts = o.ts !== id;
  const owner = o.owner !== usual;
  const controller = o.controller !== o.owner;
  const prev = o.prev !== undefined;
  const data = !isEmptyRecord(o.data);
  const h =
    (ts ? TS : 0) |
    (owner ? OWNER : 0) |
    (controller ? CONTROLLER : 0) |
    (prev ? PREV : 0) |
    (data ? DATA : 0) |
    (o.faceDown === undefined ? 0 : o.faceDown ? FACE | DOWN : FACE);
  flat.push(id, h, o.card);
  if (withZone) flat.push(o.zone);
  if (ts) flat.push(o.ts);
  if (owner) flat.push(o.owner);
  if (controller) flat.push(o.controller);
  if (prev) flat.push(o.prev);
  if (data) flat.push(o.data);
}

/** The state as text (see the top of this file). */
export function serializeState(state: State): string {
  const out = packState(state);
  return out === null ? JSON.stringify(state) : JSON.stringify(out);
}

/** The value whose JSON is the state's text, or null when it must be written in the plain form. */
function packState(state: State): Record<string, unknown> | null {
  const objects = state.objects as Record<string, GameObject>;
  const live = state as unknown as Record<string, unknown>;
  // A list there would read back as a packed list.
  if (Array.isArray(state.lki)) return null;
  const out: Record<string, unknown> = {};
  // Ids written in a zone's list: ids below `nextId` (all the kernel makes) marked in a byte array,
  // any other in a set.
  const size =
    Number.isInteger(state.nextId) && state.nextId > 0 && state.nextId < 1 << 24 ? state.nextId : 0;
  const marks = new Uint8Array(size);
  const others = new Set<number>();
  for (const key in live) {
    if (key === 'zones') {
      const zones: unknown[] = [];
      for (const zoneId in state.zones) {
        const z = state.zones[zoneId];
        if (!isPlainZone(z, zoneId)) {
          zones.push(z);
          continue;
        }
        const ids = z.objects;
        const usual = usualOwner(z);
        const flat: unknown[] = [];
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i];
          const o = objects[id];
          if (
            o === undefined ||
            o.id !== id ||
            o.zone !== zoneId ||
            !Number.isInteger(id) ||
            id < 0 ||
            (id < size ? marks[id] === 1 : others.has(id))
          )
            flat.push(id, LISTED);
          else {
            if (id < size) marks[id] = 1;
            else others.add(id);
            if (isListable(o)) putObject(flat, o, usual, false);
            else flat.push(id, WHOLE, o);
          }
        }
        zones.push([zoneId, z.owner, z.visibility, flat]);
      }
      out.zones = zones;
    } else if (key === 'objects')
      out.objects = null; // filled below, in its place
    else if (key === 'lki') out.lki = packLki(state);
    else if (key === 'schema') out.schema = STATE_TEXT_VERSION;
    else out[key] = live[key];
  }
  const loose: GameObject[] = [];
  for (const id in objects) {
    const n = +id;
    if (n < size ? marks[n] === 1 : others.has(n)) continue;
    const o = objects[id];
    // An object kept under another key than its id cannot be put back from a list: plain form.
    if (typeof o !== 'object' || o === null || o.id !== +id) return null;
    loose.push(o);
  }
  out.objects = loose;
  return out;
}

/** Last known information as one list when every entry is kept under its own id, else as it is. */
function packLki(state: State): unknown {
  const lki = state.lki as Record<string, GameObject>;
  if (typeof lki !== 'object' || lki === null) return lki;
  const flat: unknown[] = [];
  for (const k in lki) {
    const o = lki[k];
    if (typeof o !== 'object' || o === null || o.id !== +k) return lki;
    if (isListable(o)) putObject(flat, o, usualOwner(state.zones[o.zone]), true);
    else flat.push(o.id, WHOLE, o);
  }
  return flat;
}

function bad3(why: string): EngineError {
  return new EngineError('bad-state', `not a valid Arbiter state (text version 3): ${why}`);
}

/**
 * Read the objects of a version 3 list into `into` (by id), and their ids into `ids`; `zoneId` is
 * their zone, or null when each names its own. `where` names the list in errors.
 */
function takeObjects(
  flat: unknown[],
  zoneId: string | null,
  usual: number,
  zones: Record<string, Zone>,
  into: Record<number, GameObject>,
  ids: number[] | null,
  where: string,
): void {
  const n = flat.length;
  let i = 0;
  while (i < n) {
    const id = flat[i];
    const h = flat[i + 1];
    i += 2;
    if (typeof id !== 'number' || typeof h !== 'number')
      throw bad3(`${where} has an entry that is not an id and its flags`);
    if (h === LISTED) {
      if (ids === null) throw bad3(`${where} lists an object without it`);
      ids.push(id);
      continue;
    }
    if (h === WHOLE) {
      const o = flat[i++] as GameObject;
      if (typeof o !== 'object' || o === null || o.id !== id || (zoneId !== null && o.zone !== zoneId))
        throw bad3(`object ${id} of ${where} is malformed`);
      into[id] = o;
      if (ids !== null) ids.push(id);
      continue;
    }
    const card = flat[i++];
    const zone = zoneId ?? flat[i++];
    if (typeof zone !== 'string') throw bad3(`object ${id} of ${where} has no zone`);
    const ts = h & TS ? flat[i++] : id;
    const owner = h & OWNER ? flat[i++] : zoneId === null ? usualOwner(zones[zone]) : usual;
    const controller = h & CONTROLLER ? flat[i++] : owner;
    const prev = h & PREV ? flat[i++] : undefined;
    const data = h & DATA ? flat[i++] : {};
    if (
      i > n ||
      (h & ~FLAGS) !== 0 ||
      typeof card !== 'string' ||
      typeof ts !== 'number' ||
      typeof owner !== 'number' ||
      typeof controller !== 'number' ||
      (prev !== undefined && typeof prev !== 'number') ||
      typeof data !== 'object' ||
      data === null
    )
      throw bad3(`object ${id} of ${where} is malformed`);
    let o: GameObject;
    if ((h & FACE) === 0)
      o =
        prev === undefined
          ? { id, card, owner, controller, zone, ts, data }
          : { id, card, owner, controller, zone, ts, prev, data };
    else {
      const faceDown = (h & DOWN) !== 0;
      o =
        prev === undefined
          ? { id, card, owner, controller, zone, ts, data, faceDown }
          : { id, card, owner, controller, zone, ts, prev, data, faceDown };
    }
    into[id] = o;
    if (ids !== null) ids.push(id);
  }
}

/** Turn a parsed text of version 3 into the state, in place (its fields keep their order). */
function unpackState3(v: Record<string, unknown>): void {
  const packedZones = v.zones;
  const loose = v.objects;
  if (!Array.isArray(packedZones)) throw bad3('"zones" is not a list');
  if (!Array.isArray(loose)) throw bad3('"objects" is not a list');
  const objects: Record<number, GameObject> = {};
  for (const o of loose) {
    if (typeof o !== 'object' || o === null || typeof o.id !== 'number') throw bad3('an object has no id');
    objects[o.id] = o as GameObject;
  }
  const zones: Record<string, Zone> = {};
  for (let e = 0; e < packedZones.length; e++) {
    const entry = packedZones[e];
    if (!Array.isArray(entry)) {
      if (typeof entry !== 'object' || entry === null || typeof entry.id !== 'string')
        throw bad3('a zone has no id');
      zones[entry.id] = entry as Zone;
      continue;
    }
    const zoneId = entry[0];
    const owner = entry[1];
    const flat = entry[3];
    if (entry.length !== 4 || typeof zoneId !== 'string' || !Array.isArray(flat))
      throw bad3('a zone entry is malformed');
    const zone: Zone = { id: zoneId, owner, visibility: entry[2], objects: [] };
    takeObjects(flat, zoneId, usualOwner(zone), zones, objects, zone.objects, `zone ${zoneId.slice(0, 40)}`);
    zones[zoneId] = zone;
  }
  v.zones = zones;
  v.objects = objects;
  if (Array.isArray(v.lki)) {
    const lki: Record<number, GameObject> = {};
    takeObjects(v.lki, null, 0, zones, lki, null, 'the last known information');
    v.lki = lki;
  }
  v.schema = 1;
}

/**
 * A parsed text of any version this Arbiter reads, made into the state in place; a text of another
 * version is refused by name.
 */
export function unpackAnyVersion(v: Record<string, unknown>): void {
  if (v.schema === STATE_TEXT_VERSION) unpackState3(v);
  else if (v.schema === 2) unpackState(v);
  else if (v.schema !== 1)
    throw new EngineError(
      'bad-state',
      `state text version ${String(v.schema).slice(0, 20)} is not supported (this Arbiter reads versions 1 to ${STATE_TEXT_VERSION})`,
    );
}
