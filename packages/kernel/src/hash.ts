/**
 * Canonical hashing of plain-JSON values. Keys are visited in sorted order so two states with the
 * same content hash the same, whatever order their fields were written in.
 */

/** 64-bit FNV-1a over a canonical walk of the value, returned as 16 hex digits. */
export function hashValue(value: unknown): string {
  const h = new FnvHasher();
  h.value(value);
  return h.digest();
}

class FnvHasher {
  // Two 32-bit halves of a 64-bit FNV-1a state (offset basis cbf29ce484222325).
  private hi = 0xcbf29ce4;
  private lo = 0x84222325;

  private byte(b: number): void {
    let lo = this.lo ^ b;
    let hi = this.hi;
    // Multiply by the 64-bit FNV prime 0x100000001b3 = 2^40 + 0x1b3.
    const loMul = lo * 0x1b3;
    const carry = Math.floor(loMul / 0x100000000);
    const newLo = loMul >>> 0;
    hi = (Math.imul(hi, 0x1b3) + carry + ((lo << 8) >>> 0)) >>> 0;
    lo = newLo;
    this.hi = hi >>> 0;
    this.lo = lo >>> 0;
  }

  private text(s: string): void {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      this.byte(c & 0xff);
      if (c > 0xff) this.byte(c >>> 8);
    }
  }

  value(v: unknown): void {
    if (v === null || v === undefined) {
      this.byte(0x6e);
      return;
    }
    switch (typeof v) {
      case 'number':
        this.byte(0x64);
        this.text(Number.isFinite(v) ? String(v) : 'NaN');
        return;
      case 'string':
        this.byte(0x73);
        this.text(v);
        this.byte(0);
        return;
      case 'boolean':
        this.byte(v ? 0x74 : 0x66);
        return;
      case 'object': {
        if (Array.isArray(v)) {
          this.byte(0x5b);
          for (const item of v) this.value(item);
          this.byte(0x5d);
          return;
        }
        this.byte(0x7b);
        const rec = v as Record<string, unknown>;
        const keys = Object.keys(rec).sort();
        for (const k of keys) {
          const item = rec[k];
          if (item === undefined) continue;
          this.text(k);
          this.byte(0x3a);
          this.value(item);
        }
        this.byte(0x7d);
        return;
      }
      default:
        throw new TypeError(`cannot hash a ${typeof v}: state must be plain JSON`);
    }
  }

  digest(): string {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

/** Hash a list of hashes into one digest (used by `simulate` over final states). */
export function hashList(hashes: readonly string[]): string {
  return hashValue(hashes);
}
