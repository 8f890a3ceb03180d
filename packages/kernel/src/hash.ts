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
  const tag = `${n}${keys[0]}`;
  const known = shapes.get(tag);
  if (known !== undefined) {
    const k = known.keys;
    let same = true;
    for (let i = 0; i < n; i++)
      if (k[i] !== keys[i]) {
        same = false;
        break;
      }
    if (same) return known.sorted;
  }
  const sorted = keys.slice().sort();
  if (shapes.size >= 256) shapes.clear();
  shapes.set(tag, { keys, sorted });
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

/** 64-bit digest (16 hex digits) of a string. */
export function hashString(text: string): string {
  let h1 = 0xdeadbeef ^ text.length;
  let h2 = 0x41c6ce57 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Hash of a plain-JSON value, independent of key order. */
export function hashValue(value: unknown): string {
  return hashString(canonicalJson(value));
}

/** Hash a list of hashes into one digest (used by `simulate` over final states). */
export function hashList(hashes: readonly string[]): string {
  return hashValue(hashes);
}
