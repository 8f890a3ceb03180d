/**
 * FFTCG 11.2, FFTCG 5.2.1.3: whether a CP cost can still be paid. The common case is answered by
 * counting (`feasible`); it must agree with the exhaustive search on every input, including ones
 * outside the counting case (where the search answers).
 */

import { createGame, openDecisions, Rng, randomAnswer, submit } from '@arbiter/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { def } from '../src/cards/cards.ts';
import type { El } from '../src/cards/schema.ts';
import fftcg from '../src/index.ts';
import {
  CpPool,
  canPay,
  feasible,
  feasibleBySearch,
  type Need,
  needForCard,
  type Paid,
  type Source,
  sources,
} from '../src/rules/05-cp.ts';

const ELEMENTS: El[] = ['fire', 'ice', 'wind'];
const element = fc.constantFrom(...ELEMENTS);

const source = fc.record({
  els: fc.oneof(
    { weight: 5, arbitrary: element.map((e) => [e]) },
    { weight: 1, arbitrary: fc.uniqueArray(element, { minLength: 2, maxLength: 2 }) },
  ),
  amt: fc.constantFrom(1, 2),
});

const need: fc.Arbitrary<Need> = fc.oneof(
  // A character or summon: one element, or Light/Dark (none).
  fc.record({ t: fc.integer({ min: 0, max: 9 }), el: fc.option(element) }).map(({ t, el }) => ({
    t,
    r: el ? { [el]: 1 } : {},
    cap: 1,
  })),
  // An ability cost with element symbols (some repeated) or a multi-element card.
  fc
    .record({ t: fc.integer({ min: 0, max: 9 }), els: fc.array(element, { maxLength: 3 }) })
    .map(({ t, els }) => {
      const r: Partial<Record<El, number>> = {};
      for (const e of els) r[e] = (r[e] ?? 0) + 1;
      return { t: Math.max(t, els.length), r, cap: Math.max(1, Object.keys(r).length) };
    }),
);

const paid: fc.Arbitrary<Paid> = fc
  .array(fc.tuple(element, fc.integer({ min: 1, max: 4 })), { maxLength: 2 })
  .map((xs) => {
    const p: Paid = {};
    for (const [e, n] of xs) p[e] = (p[e] ?? 0) + n;
    return p;
  });

describe('CP payment feasibility', () => {
  it('FFTCG 11.2.1.1: counting agrees with the exhaustive search', () => {
    fc.assert(
      fc.property(need, paid, fc.array(source, { maxLength: 9 }), (n, p, raw) => {
        const srcs: Source[] = raw.map((s, i) => ({ id: `s${i}`, obj: i + 1, els: s.els, amt: s.amt }));
        expect(feasible(n, p, srcs)).toBe(feasibleBySearch(n, p, srcs));
      }),
      { numRuns: 4000, seed: 11 },
    );
  });

  it('FFTCG 11.2.1.1: the memoised search agrees with a plain search over single sources', () => {
    fc.assert(
      fc.property(need, paid, fc.array(source, { maxLength: 7 }), fc.nat(7), (n, p, raw, k) => {
        const srcs: Source[] = raw.map((s, i) => ({ id: `s${i}`, obj: i + 1, els: s.els, amt: s.amt }));
        // With a source left out (as payOptions does) and without.
        const skip = srcs[k] ?? null;
        const rest = srcs.filter((s) => s !== skip);
        expect(feasibleBySearch(n, p, srcs, skip)).toBe(plainSearch(n, { ...p }, rest));
        expect(feasible(n, p, srcs, skip)).toBe(plainSearch(n, { ...p }, rest));
      }),
      { numRuns: 3000, seed: 12 },
    );
  });

  it('FFTCG 11.2.1.1: the search is right when its positions are too many to number (text keys)', () => {
    const all: El[] = ['fire', 'ice', 'wind', 'earth', 'lightning', 'water'];
    const srcs: Source[] = [];
    // 30 kinds of two-element sources, two of each: more positions than 2^52.
    for (let i = 0; i < all.length; i++)
      for (let j = 0; j < all.length; j++)
        if (i !== j)
          for (let c = 0; c < 2; c++)
            srcs.push({ id: `s${srcs.length}`, obj: srcs.length + 1, els: [all[i], all[j]], amt: 1 + c });
    const needs: Need[] = [
      { t: 3, r: { fire: 1, water: 1 }, cap: 2 },
      { t: 2, r: { earth: 2 }, cap: 1 },
      { t: 3, r: { fire: 1, ice: 1, wind: 1 }, cap: 3 },
      { t: 2, r: {}, cap: 1 },
    ];
    for (const n of needs) {
      expect(feasibleBySearch(n, {}, srcs)).toBe(plainSearch(n, {}, srcs));
      expect(feasibleBySearch(n, { fire: 1 }, srcs)).toBe(plainSearch(n, { fire: 1 }, srcs));
    }
  });

  it('FFTCG 11.2.1.1: a discard may overpay by 1, Backups alone may not', () => {
    const fire2: Source = { id: 'd1', obj: 1, els: ['fire'], amt: 2 };
    const fire1: Source = { id: 'b2', obj: 2, els: ['fire'], amt: 1 };
    const ice1: Source = { id: 'b3', obj: 3, els: ['ice'], amt: 1 };
    const cost1: Need = { t: 1, r: { fire: 1 }, cap: 1 };
    expect(feasible(cost1, {}, [fire2])).toBe(true);
    // The element must be among what is paid (FFTCG 11.4.6.1).
    expect(feasible(cost1, {}, [ice1])).toBe(false);
    const cost3: Need = { t: 3, r: { fire: 1 }, cap: 1 };
    expect(feasible(cost3, {}, [fire2, ice1])).toBe(true);
    expect(feasible(cost3, {}, [fire1, ice1])).toBe(false);
  });
});

/**
 * The priority question's pool (`CpPool.canPayWithout`) answers most questions from counts, without
 * making a source list; on every hand and field card of real positions (self-play with the ready
 * decks, printed costs and every X) it must agree with the search over the sources without that card.
 */
describe('FFTCG 11.2: the priority pool agrees with the search', () => {
  it('on every card of 20 seeded games, at every decision', () => {
    let asked = 0;
    for (let game = 0; game < 20; game++) {
      const decks = [fftcg.decks.ready[0], fftcg.decks.ready[1 % fftcg.decks.ready.length]];
      const state = createGame(fftcg, { seed: `pool${game}`, players: 2, decks });
      const rng = new Rng(`pool-agent${game}`);
      for (let step = 0; step < 400 && !state.result; step++) {
        for (let p = 0; p < 2; p++) {
          const pool = new CpPool(state, p);
          const ids = [...state.zones[`p${p}:hand`].objects, ...state.zones[`p${p}:field`].objects];
          for (const id of ids) {
            const c = def(state.objects[id].card);
            for (let x = 0; x <= (c.x ? 3 : 0); x++) {
              const n = needForCard(c, x);
              expect(pool.canPayWithout(n, id)).toBe(canPay(n, sources(state, p, [id])));
              asked++;
            }
          }
        }
        const d = openDecisions(state)[0];
        const r = submit(state, fftcg, { player: d.player, answer: randomAnswer(d.domain, rng) });
        expect(r.ok).toBe(true);
      }
    }
    expect(asked).toBeGreaterThan(5_000);
  });
});

/** The payment search without groups or memo: every source, every element, one at a time. */
function plainSearch(n: Need, p: Paid, srcs: readonly Source[]): boolean {
  const sf = shortfallOf(n, p);
  if (sf === 0) return totalOf(p) - n.t <= n.cap;
  for (let i = 0; i < srcs.length; i++) {
    const s = srcs[i];
    for (const el of s.els) {
      const next: Paid = { ...p, [el]: (p[el] ?? 0) + s.amt };
      if (shortfallOf(n, next) < sf && plainSearch(n, next, [...srcs.slice(0, i), ...srcs.slice(i + 1)]))
        return true;
    }
  }
  return false;
}

function totalOf(p: Paid): number {
  let t = 0;
  for (const k in p) t += p[k as El]!;
  return t;
}

function shortfallOf(n: Need, p: Paid): number {
  let s = 0;
  for (const k in n.r) s += Math.max(0, n.r[k as El]! - (p[k as El] ?? 0));
  return Math.max(s, n.t - totalOf(p));
}
