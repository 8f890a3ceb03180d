/** The generic deep copy (its own module: the engine, the context and the kernel's procedures use it). */

/** Deep copy of a plain-JSON value; much faster than structuredClone or a JSON round trip. */
export function cloneJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array(n);
    for (let i = 0; i < n; i++) {
      const x = v[i];
      out[i] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (x === undefined) continue;
    out[k] = typeof x === 'object' && x !== null ? cloneJson(x) : x;
  }
  return out as T;
}
