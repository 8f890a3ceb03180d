/**
 * FFTCG 5.2.1.3, FFTCG 11.2, FFTCG 11.4.6.1, FFTCG 11.6.2.1: paying CP. Discarding a card gives 2 CP of its
 * element (never Light or Dark cards); dulling a Backup gives 1 CP of its element. The payment
 * must include the element(s) the cost requires; overpaying is allowed only by a discard, at most
 * 1 CP (per element for multi-element costs). Players pay one source at a time; a source is
 * offered only if it brings the payment closer to the cost and the rest can still be completed,
 * so every option is legal.
 */
import type { ObjId, State } from '@arbiter/kernel';
import { def } from '../cards/cards.ts';
import type { CardDef, CostT, El } from '../cards/schema.ts';
import { type G, isLightDark, z } from '../state.ts';
import { chars } from './11-layers.ts';

// FFTCG 5.2.1.3.1, FFTCG 11.2.1: CP is produced only to pay a cost and never beyond it except by one discard.
// FFTCG 11.7.2.1: the same payment rule for special abilities; FFTCG 11.6.2.2.3, FFTCG 11.7.2.3: the Backups dulled
// are the paying player's own.
export interface Need {
  /** Total CP. */
  t: number;
  /** CP of each element the payment must include. */
  r: Partial<Record<El, number>>;
  /** Largest overpayment allowed (1, or 1 per element of a multi-element cost). */
  cap: number;
}

export interface Source {
  /** Option id: d<obj> (discard) or b<obj> (dull a Backup). */
  id: string;
  obj: ObjId;
  el: El;
  amt: number;
}

export type Paid = Partial<Record<El, number>>;

/** FFTCG 11.4.6.1: a character or summon needs 1 CP of (each of) its element(s); Light/Dark any. */
export function needForCard(c: CardDef, x = 0): Need {
  const r: Partial<Record<El, number>> = {};
  if (!isLightDark(c.els)) for (const e of c.els) r[e] = 1;
  const n = Object.keys(r).length;
  return { t: c.cost + x, r, cap: Math.max(1, n) };
}

/** FFTCG 11.6.2.1: an ability's CP cost with its element symbols. */
export function needForCost(cost: CostT): Need {
  const r: Partial<Record<El, number>> = {};
  for (const e of cost.els) r[e] = (r[e] ?? 0) + 1;
  return { t: cost.cp, r, cap: Math.max(1, Object.keys(r).length) };
}

export function shortfall(need: Need, paid: Paid): number {
  let s = 0;
  let sum = 0;
  for (const k in paid) sum += paid[k as El]!;
  for (const k in need.r) s += Math.max(0, need.r[k as El]! - (paid[k as El] ?? 0));
  return Math.max(s, need.t - sum);
}

function total(paid: Paid): number {
  let sum = 0;
  for (const k in paid) sum += paid[k as El]!;
  return sum;
}

/** The CP sources a player has now, excluding some objects (the card being played, ...). */
export function sources(state: State<G>, p: number, exclude: readonly ObjId[]): Source[] {
  const out: Source[] = [];
  for (const id of state.zones[z(p, 'hand')].objects) {
    if (exclude.includes(id)) continue;
    const c = def(state.objects[id].card);
    // FFTCG 5.2.1.3: Light and Dark cards cannot be discarded for CP.
    if (isLightDark(c.els)) continue;
    out.push({ id: `d${id}`, obj: id, el: c.els[0], amt: 2 });
  }
  const cm = chars(state);
  for (const id of state.zones[z(p, 'field')].objects) {
    if (exclude.includes(id)) continue;
    const o = state.objects[id];
    const c = cm[id];
    if (c?.t !== 1 || o.data.dull) continue;
    out.push({ id: `b${id}`, obj: id, el: c.els[0], amt: 1 });
  }
  return out;
}

/** Whether the payment can be completed from `paid` with `srcs` (memoised search over groups). */
export function feasible(need: Need, paid: Paid, srcs: readonly Source[]): boolean {
  if (shortfall(need, paid) === 0) return total(paid) - need.t <= need.cap;
  // Quick bound: not enough CP at all, or not enough of a required element.
  let avail = total(paid);
  for (const s of srcs) avail += s.amt;
  if (avail < need.t) return false;
  for (const k in need.r) {
    let have = paid[k as El] ?? 0;
    for (const s of srcs) if (s.el === k) have += s.amt;
    if (have < need.r[k as El]!) return false;
  }
  // Group equivalent sources (same element and amount) and search over how many of each are used.
  const gEl: El[] = [];
  const gAmt: number[] = [];
  const gN: number[] = [];
  for (const s of srcs) {
    let i = 0;
    while (i < gEl.length && (gEl[i] !== s.el || gAmt[i] !== s.amt)) i++;
    if (i === gEl.length) {
      gEl.push(s.el);
      gAmt.push(s.amt);
      gN.push(0);
    }
    gN[i]++;
  }
  return search(need, { ...paid }, gEl, gAmt, gN, new Set<number>());
}

function search(need: Need, p: Paid, gEl: El[], gAmt: number[], gN: number[], seen: Set<number>): boolean {
  const sf = shortfall(need, p);
  if (sf === 0) return total(p) - need.t <= need.cap;
  let key = 0;
  for (let i = 0; i < gN.length; i++) key = key * 16 + gN[i];
  if (seen.has(key)) return false;
  seen.add(key);
  for (let i = 0; i < gN.length; i++) {
    if (gN[i] === 0) continue;
    const el = gEl[i];
    p[el] = (p[el] ?? 0) + gAmt[i];
    let ok = false;
    if (shortfall(need, p) < sf) {
      gN[i]--;
      ok = search(need, p, gEl, gAmt, gN, seen);
      gN[i]++;
    }
    p[el]! -= gAmt[i];
    if (ok) return true;
  }
  return false;
}

/** The sources that may be paid next: useful now and leaving a completable payment. */
export function payOptions(need: Need, paid: Paid, srcs: readonly Source[]): Source[] {
  const sf = shortfall(need, paid);
  const out: Source[] = [];
  const verdict = new Map<string, boolean>();
  for (const s of srcs) {
    const k = s.el + s.amt;
    let ok = verdict.get(k);
    if (ok === undefined) {
      const next: Paid = { ...paid, [s.el]: (paid[s.el] ?? 0) + s.amt };
      ok =
        shortfall(need, next) < sf &&
        feasible(
          need,
          next,
          srcs.filter((x) => x !== s),
        );
      verdict.set(k, ok);
    }
    if (ok) out.push(s);
  }
  return out;
}

export function canPay(need: Need, srcs: readonly Source[]): boolean {
  return feasible(need, {}, srcs);
}
