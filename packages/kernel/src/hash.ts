/**
 * Canonical hashing of plain-JSON values. Keys are visited in sorted order so two states with the
 * same content hash the same, whatever order their fields were written in. The canonical text is
 * hashed with two independent 32-bit multiply-xorshift lanes (a 64-bit digest), which is fast in
 * JavaScript because it only uses Math.imul on small integers.
 */

/** Canonical JSON text: object keys sorted, undefined fields dropped, non-finite numbers refused. */
export function canonicalJson(value: unknown): string {
  return write(value);
}

/**
 * Quoted keys: state objects reuse a small set of field names, so each is quoted once. The table
 * is bounded (keys made from ids, e.g. object records, would otherwise grow it without end).
 */
const quoted = new Map<string, string>();
function quoteKey(k: string): string {
  let q = quoted.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quoted.size >= 4096) quoted.clear();
    quoted.set(k, q);
  }
  return q;
}

/**
 * Keys in sorted order. States hold many records of one shape (objects, frames, options), whose
 * keys come in the same order: the last sorting of each shape (told apart by key count and first
 * key) is kept and reused when the keys are the same.
 */
interface SortedShape {
  keys: string[];
  sorted: string[];
}
/** The last shape sorted for each first key (a lookup by the key itself builds no tag string). */
const shapes = new Map<string, SortedShape>();
function sortedKeys(rec: Record<string, unknown>): string[] {
  const keys = Object.keys(rec);
  const n = keys.length;
  let inOrder = true;
  for (let i = 1; i < n; i++)
    if (keys[i - 1] > keys[i]) {
      inOrder = false;
      break;
    }
  if (inOrder) return keys;
  const known = shapes.get(keys[0]);
  if (known !== undefined && known.keys.length === n) {
    const k = known.keys;
    let same = true;
    for (let i = 1; i < n; i++)
      if (k[i] !== keys[i]) {
        same = false;
        break;
      }
    if (same) return known.sorted;
  }
  const sorted = keys.slice().sort();
  if (shapes.size >= 256) shapes.clear();
  shapes.set(keys[0], { keys, sorted });
  return sorted;
}

// One string built by concatenation (V8 ropes) is cheaper than an array of parts joined.
function write(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v))
        throw new TypeError('cannot hash a non-finite number: state must be plain JSON');
      return String(v);
    case 'string':
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (Array.isArray(v)) {
        const n = v.length;
        if (n === 0) return '[]';
        let out = `[${write(v[0])}`;
        for (let i = 1; i < n; i++) out += `,${write(v[i])}`;
        return `${out}]`;
      }
      const rec = v as Record<string, unknown>;
      const keys = sortedKeys(rec);
      let out = '{';
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const item = rec[k];
        if (item === undefined) continue;
        if (first) first = false;
        else out += ',';
        out += `${quoteKey(k)}:${write(item)}`;
      }
      return `${out}}`;
    }
    default:
      throw new TypeError(`cannot hash a ${typeof v}: state must be plain JSON`);
  }
}

const LANE1 = 2654435761;
const LANE2 = 1597334677;

/** 64-bit digest (16 hex digits) of a string. */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, LANE1);
    h2 = Math.imul(h2 ^ c, LANE2);
  }
  return digest(h1, h2);
}

function digest(h1: number, h2: number): string {
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/**
 * Hash of a plain-JSON value, independent of key order: the same digest as
 * `hashString(canonicalJson(value))`, computed without building the text as a string. The walk
 * writes the text's character codes into one reused buffer (a state is 10–20 K characters, built
 * as a string it is thousands of small strings joined), then the lanes run over the buffer: the
 * digest is seeded with the text's length, known only at the end of the walk.
 */
export function hashValue(value: unknown): string {
  // A getter that hashes while the buffer is in use (not expected) takes the plain path.
  if (writing) return hashString(canonicalJson(value));
  writing = true;
  pos = 0;
  try {
    feed(value);
    const length = pos;
    const codes = buffer;
    let h1 = 0xdeadbeef ^ length;
    let h2 = 0x41c6ce57 ^ length;
    for (let i = 0; i < length; i++) {
      const c = codes[i];
      h1 = Math.imul(h1 ^ c, LANE1);
      h2 = Math.imul(h2 ^ c, LANE2);
    }
    return digest(h1, h2);
  } finally {
    writing = false;
    // A rare huge value should not keep its buffer for the rest of the process.
    if (buffer.length > MAX_KEPT) buffer = new Uint16Array(INITIAL);
  }
}

/** Hash a list of hashes into one digest (used by `simulate` over final states). */
export function hashList(hashes: readonly string[]): string {
  return hashValue(hashes);
}

const INITIAL = 1 << 15;
const MAX_KEPT = 1 << 20;
let buffer = new Uint16Array(INITIAL);
let pos = 0;
let writing = false;

function room(n: number): void {
  if (pos + n <= buffer.length) return;
  let size = buffer.length * 2;
  while (size < pos + n) size *= 2;
  const next = new Uint16Array(size);
  next.set(buffer.subarray(0, pos));
  buffer = next;
}

function putChar(c: number): void {
  if (pos === buffer.length) room(1);
  buffer[pos++] = c;
}

function putText(s: string): void {
  const n = s.length;
  room(n);
  const codes = buffer;
  let p = pos;
  for (let i = 0; i < n; i++) codes[p++] = s.charCodeAt(i);
  pos = p;
}

/** A string as JSON: quoted as is unless JSON would escape something in it. */
function putString(s: string): void {
  const n = s.length;
  room(n + 2);
  const codes = buffer;
  let p = pos;
  codes[p++] = QUOTE;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === QUOTE || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) {
      putText(JSON.stringify(s));
      return;
    }
    codes[p++] = c;
  }
  codes[p++] = QUOTE;
  pos = p;
}

/** A 32-bit integer as `String(v)` writes it, digit by digit (no string made). */
function putInteger(v: number): void {
  room(11);
  const codes = buffer;
  if (v < 0) {
    codes[pos++] = 0x2d;
    // -2147483648 has no positive 32-bit counterpart: its digits come from the unsigned value.
    v = -v >>> 0;
  }
  let digits = 1;
  for (let x = v; x >= 10; x = Math.floor(x / 10)) digits++;
  let p = pos + digits;
  pos = p;
  do {
    const q = Math.floor(v / 10);
    codes[--p] = 0x30 + (v - q * 10);
    v = q;
  } while (v > 0);
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Writes the characters of `write(v)` to the buffer, in order. */
function feed(v: unknown): void {
  if (v === null || v === undefined) {
    putText('null');
    return;
  }
  switch (typeof v) {
    case 'number':
      if ((v | 0) === v) putInteger(v);
      else if (!Number.isFinite(v))
        throw new TypeError('cannot hash a non-finite number: state must be plain JSON');
      else putText(String(v));
      return;
    case 'string':
      putString(v);
      return;
    case 'boolean':
      putText(v ? 'true' : 'false');
      return;
    case 'object': {
      if (Array.isArray(v)) {
        putChar(0x5b);
        const n = v.length;
        for (let i = 0; i < n; i++) {
          if (i > 0) putChar(COMMA);
          feed(v[i]);
        }
        putChar(0x5d);
        return;
      }
      const rec = v as Record<string, unknown>;
      const keys = sortedKeys(rec);
      putChar(0x7b);
      let first = true;
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        const item = rec[k];
        if (item === undefined) continue;
        if (first) first = false;
        else putChar(COMMA);
        // A key as JSON is the key written as a string value (`quoteKey`), without the lookup.
        putString(k);
        putChar(COLON);
        feed(item);
      }
      putChar(0x7d);
      return;
    }
    default:
      throw new TypeError(`cannot hash a ${typeof v}: state must be plain JSON`);
  }
}
