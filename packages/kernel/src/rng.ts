/**
 * Seeded pseudo-random generator (sfc32). Its whole state is four uint32 numbers kept inside the
 * game state, so a serialized game continues with exactly the same random sequence. Rules code
 * must draw randomness only from here (principle 3: determinism).
 */
export type RngState = [number, number, number, number];

/** Turn any seed (number or string) into a well-mixed generator state. */
export function seedRng(seed: number | string): RngState {
  const text = String(seed);
  // xmur3-style string hash gives four independent 32-bit words.
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const next = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  const state: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** Advance the generator in place and return the next uint32. */
export function nextU32(s: RngState): number {
  const a = s[0] >>> 0;
  const b = s[1] >>> 0;
  const c = s[2] >>> 0;
  const d = s[3] >>> 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  s[3] = (d + 1) >>> 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) >>> 0;
  const rotated = (c << 21) | (c >>> 11);
  s[2] = (rotated + t) >>> 0;
  return t;
}

/** Unbiased integer in [0, n). */
export function randomInt(s: RngState, n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`randomInt needs a positive integer, got ${n}`);
  if (n === 1) return 0;
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return x % n;
  }
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** A generator for agents and tools that lives outside the game state. */
export class Rng {
  readonly state: RngState;
  constructor(seed: number | string | RngState) {
    this.state = Array.isArray(seed) ? ([...seed] as RngState) : seedRng(seed);
  }
  int(n: number): number {
    return randomInt(this.state, n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  shuffle<T>(items: T[]): T[] {
    return shuffleInPlace(this.state, items);
  }
}
