/**
 * Canonical hashing of plain-JSON values. Keys are visited in sorted order so two states with the
 * same content hash the same, whatever order their fields were written in. The canonical text is
 * hashed with two independent 32-bit multiply-xorshift lanes (a 64-bit digest), which is fast in
 * JavaScript because it only uses Math.imul on small integers.
 */

/** Canonical JSON text: object keys sorted, undefined fields dropped, non-finite numbers refused. */
export function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  write(value, parts);
  return parts.join('');
}

function write(v: unknown, out: string[]): void {
  if (v === null || v === undefined) {
    out.push('null');
    return;
  }
  switch (typeof v) {
    case 'number':
      if (!Number.isFinite(v))
        throw new TypeError('cannot hash a non-finite number: state must be plain JSON');
      out.push(String(v));
      return;
    case 'string':
      out.push(JSON.stringify(v));
      return;
    case 'boolean':
      out.push(v ? 'true' : 'false');
      return;
    case 'object': {
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i) out.push(',');
          write(v[i], out);
        }
        out.push(']');
        return;
      }
      const rec = v as Record<string, unknown>;
      const keys = Object.keys(rec).sort();
      out.push('{');
      let first = true;
      for (const k of keys) {
        const item = rec[k];
        if (item === undefined) continue;
        if (!first) out.push(',');
        first = false;
        out.push(JSON.stringify(k), ':');
        write(item, out);
      }
      out.push('}');
      return;
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
