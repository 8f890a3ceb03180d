/**
 * The text form of a state (`serialize` / `restore`), issue 10. Still plain JSON, with the state's
 * top-level fields in their order; only the card objects, about two thirds of a state, are written
 * more compactly (JSON.parse and JSON.stringify cost grows with the number of keys and values):
 *
 * - `"schema": 2` says the text is in this form (states in memory stay `schema: 1`).
 * - `"zones"`: one entry per zone, in the state's order: `[id, owner, visibility, items]`, where
 *   each item is either the zone's object as a tuple `[id, card, owner, controller, ts, data]`,
 *   `[id, card, owner, controller, ts, data, prev]` or, face down, `[..., data, prev or null,
 *   faceDown]` (its `zone` is the zone's id), or just its id
 *   when the object is written in full in `"objects"`. A zone with other fields is written whole.
 * - `"objects"`: every object not written as a tuple, in full (an object with other fields, e.g.
 *   `faceDown`, or fields in another order, one whose `zone` is not the zone listing it, one in no
 *   zone).
 *
 * A tuple is written only when rebuilding it gives the same object with the same key order, so
 * `restore` gives back exactly the state that was written (and a later `JSON.stringify` of it, e.g.
 * a declaration's checkpoint, the same text). `restore` also reads the plain form (`"schema": 1`,
 * the whole state as JSON), written before issue 10; other versions are refused by name.
 */
import { EngineError } from './errors.ts';
import type { GameObject, State, Zone } from './types.ts';

/** The version written by `serialize`. */
export const STATE_TEXT_VERSION = 2;

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

/** The state as text (see the top of this file). */
export function serializeState(state: State): string {
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
    else if (key === 'schema') out.schema = STATE_TEXT_VERSION;
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
export function unpackState(v: Record<string, unknown>): void {
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
  if (typeof v === 'object' && v !== null && v.schema === STATE_TEXT_VERSION) unpackState(v);
  return v as State;
}
