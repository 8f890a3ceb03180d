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
  /** d<obj> (discard) or b<obj> (dull a Backup). */
  id: string;
  obj: ObjId;
  /** The elements it may produce: one, or one of several for a multi-element card. */
  els: El[];
  amt: number;
}

/** One way to pay next: a source and the element it produces (id d<obj>, or d<obj>.<element>). */
export interface PayOption {
  id: string;
  obj: ObjId;
  el: El;
  amt: number;
}

export type Paid = Partial<Record<El, number>>;

/** FFTCG 11.4.6.1: a character or summon needs 1 CP of (each of) its element(s); Light/Dark any. */
export function needForCard(c: CardDef, x = 0): Need {
  if (x !== 0) return makeNeedForCard(c, x);
  // Asked for every hand card at every priority: one (read-only) Need per card definition.
  let need = printedNeeds.get(c);
  if (need === undefined) {
    need = makeNeedForCard(c, 0);
    printedNeeds.set(c, need);
  }
  return need;
}
const printedNeeds = new WeakMap<CardDef, Need>();

function makeNeedForCard(c: CardDef, x: number): Need {
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
    // A multi-element card produces CP of one of its elements, chosen by the player (docs/decisions.md 4).
    out.push({ id: `d${id}`, obj: id, els: c.els, amt: 2 });
  }
  const cm = chars(state);
  for (const id of state.zones[z(p, 'field')].objects) {
    if (exclude.includes(id)) continue;
    const o = state.objects[id];
    const c = cm[id];
    if (c?.typeCode !== 1 || o.data.dull) continue;
    out.push({ id: `b${id}`, obj: id, els: c.elements, amt: 1 });
  }
  return out;
}

/**
 * Whether the payment can be completed from `paid` with `srcs` (memoised search over groups).
 * `skip`: a source of `srcs` left out (the one just paid, without making a list without it).
 */
export function feasible(
  need: Need,
  paid: Paid,
  srcs: readonly Source[],
  skip: Source | null = null,
): boolean {
  if (shortfall(need, paid) === 0) return total(paid) - need.t <= need.cap;
  // Quick bound: not enough CP at all, or not enough of a required element.
  let avail = total(paid);
  for (const s of srcs) if (s !== skip) avail += s.amt;
  if (avail < need.t) return false;
  for (const k in need.r) {
    let have = paid[k as El] ?? 0;
    for (const s of srcs) if (s !== skip && s.els.includes(k as El)) have += s.amt;
    if (have < need.r[k as El]!) return false;
  }
  const quick = feasibleByCounting(need, paid, srcs, skip);
  if (quick !== null) return quick;
  return feasibleBySearch(need, paid, srcs, skip);
}

/**
 * The common case in closed form: at most one required element, needed once, and sources of one
 * element each. With R CP still to pay (R ≥ 1), paying is possible exactly when some set of the
 * sources adds up to R or R + 1 (one discard may overpay by 1) and, if the element is still missing,
 * includes a source of it: paid first, it and then each further source bring the payment closer, and
 * a set worth R + 1 either ends with a discard or contains a Backup that can be left out. Returns
 * null outside this case (the search decides).
 */
function feasibleByCounting(
  need: Need,
  paid: Paid,
  srcs: readonly Source[],
  skip: Source | null,
): boolean | null {
  let el: El | null = null;
  for (const k in need.r) {
    if (el !== null || need.r[k as El] !== 1) return null;
    el = k as El;
  }
  const missing = el !== null && (paid[el] ?? 0) < 1 ? 1 : 0;
  const left = need.t - total(paid);
  if (left < 1 || need.cap !== 1) return null;
  let ones = 0;
  let twos = 0;
  let onesOfEl = 0;
  let twosOfEl = 0;
  for (const s of srcs) {
    if (s === skip) continue;
    if (s.els.length !== 1) return null;
    const ofEl = s.els[0] === el;
    if (s.amt === 1) {
      ones++;
      if (ofEl) onesOfEl++;
    } else if (s.amt === 2) {
      twos++;
      if (ofEl) twosOfEl++;
    } else return null;
  }
  return payableByCounting(left, missing, ones, twos, onesOfEl, twosOfEl);
}

/**
 * The closed form of `feasibleByCounting` on counts: `left` CP still to pay (≥ 1), `missing` 1 if
 * the one required element is still unpaid, and how many 1-CP and 2-CP sources there are in all
 * and of that element.
 */
function payableByCounting(
  left: number,
  missing: number,
  ones: number,
  twos: number,
  onesOfEl: number,
  twosOfEl: number,
): boolean {
  for (let b = 0; b <= twos; b++) {
    // a Backups (1 CP each) with a + 2b = left or left + 1.
    for (let a = Math.max(0, left - 2 * b); a <= Math.min(ones, left + 1 - 2 * b); a++) {
      if (!missing || (a >= 1 && onesOfEl >= 1) || (b >= 1 && twosOfEl >= 1)) return true;
    }
  }
  return false;
}

/** Whether the payment can be completed, by a memoised search over groups of equal sources. */
export function feasibleBySearch(
  need: Need,
  paid: Paid,
  srcs: readonly Source[],
  skip: Source | null = null,
): boolean {
  if (shortfall(need, paid) === 0) return total(paid) - need.t <= need.cap;
  // Group equivalent sources (same elements and amount) and search over how many of each are used.
  const gKey: string[] = [];
  const gEls: El[][] = [];
  const gAmt: number[] = [];
  const gN: number[] = [];
  for (const s of srcs) {
    if (s === skip) continue;
    const k = s.els.length === 1 ? s.els[0] + s.amt : s.els.join('/') + s.amt;
    let i = gKey.indexOf(k);
    if (i < 0) {
      i = gKey.length;
      gKey.push(k);
      gEls.push(s.els);
      gAmt.push(s.amt);
      gN.push(0);
    }
    gN[i]++;
  }
  return search(
    need,
    { ...paid },
    gEls,
    gAmt,
    gN,
    new Set<number | string>(),
    keyShape(paid, gEls, gAmt, gN),
  );
}

/**
 * How a position of the search (sources left per group, CP paid per element) is turned into a number:
 * mixed radix over the groups' counts and the paid amounts of the elements the groups can produce
 * (other elements' amounts do not change during one search), instead of a text built at every step
 * (issue 10). `els` null: the numbers could exceed 2^53, and the position is written as text.
 */
interface KeyShape {
  els: El[] | null;
  /** Radix of each element's paid amount (one more than it can reach). */
  elBase: number[];
  /** Radix of each group's count. */
  gBase: number[];
}

function keyShape(paid: Paid, gEls: El[][], gAmt: number[], gN: number[]): KeyShape {
  const els: El[] = [];
  const elBase: number[] = [];
  for (let i = 0; i < gEls.length; i++)
    for (const el of gEls[i]) {
      let j = els.indexOf(el);
      if (j < 0) {
        j = els.length;
        els.push(el);
        elBase.push((paid[el] ?? 0) + 1);
      }
      elBase[j] += gAmt[i] * gN[i];
    }
  const gBase = gN.map((n) => n + 1);
  let size = 1;
  for (const b of gBase) size *= b;
  for (const b of elBase) size *= b;
  return { els: size < 2 ** 52 ? els : null, elBase, gBase };
}

function positionKey(p: Paid, gN: readonly number[], shape: KeyShape): number | string {
  const els = shape.els;
  if (els === null) {
    let key = gN.join(',');
    for (const k in p) key += `|${k}${p[k as El]}`;
    return key;
  }
  let key = 0;
  for (let i = 0; i < gN.length; i++) key = key * shape.gBase[i] + gN[i];
  for (let j = 0; j < els.length; j++) key = key * shape.elBase[j] + (p[els[j]] ?? 0);
  return key;
}

function search(
  need: Need,
  p: Paid,
  gEls: El[][],
  gAmt: number[],
  gN: number[],
  seen: Set<number | string>,
  shape: KeyShape,
): boolean {
  const sf = shortfall(need, p);
  if (sf === 0) return total(p) - need.t <= need.cap;
  const key = positionKey(p, gN, shape);
  if (seen.has(key)) return false;
  seen.add(key);
  for (let i = 0; i < gN.length; i++) {
    if (gN[i] === 0) continue;
    for (const el of gEls[i]) {
      p[el] = (p[el] ?? 0) + gAmt[i];
      let ok = false;
      if (shortfall(need, p) < sf) {
        gN[i]--;
        ok = search(need, p, gEls, gAmt, gN, seen, shape);
        gN[i]++;
      }
      p[el]! -= gAmt[i];
      if (p[el] === 0) delete p[el];
      if (ok) return true;
    }
  }
  return false;
}

/** The ways to pay next: useful now and leaving a completable payment. */
export function payOptions(need: Need, paid: Paid, srcs: readonly Source[]): PayOption[] {
  const sf = shortfall(need, paid);
  const out: PayOption[] = [];
  // Equal sources (same elements and amount) paying the same element get the same verdict: kept in
  // a short list searched by value (a handful of kinds), not under text keys (issue 10: building
  // the keys was most of this function's time).
  const seen: Verdict[] = [];
  for (const s of srcs) {
    for (const el of s.els) {
      let ok: boolean | undefined;
      for (const v of seen)
        if (v.amt === s.amt && v.el === el && sameEls(v.els, s.els)) {
          ok = v.ok;
          break;
        }
      if (ok === undefined) {
        const next: Paid = { ...paid, [el]: (paid[el] ?? 0) + s.amt };
        ok = shortfall(need, next) < sf && feasible(need, next, srcs, s);
        seen.push({ els: s.els, amt: s.amt, el, ok });
      }
      if (ok) out.push({ id: s.els.length > 1 ? `${s.id}.${el}` : s.id, obj: s.obj, el, amt: s.amt });
    }
  }
  return out;
}

/** Whether a kind of source paying an element was found to leave a completable payment. */
interface Verdict {
  els: readonly El[];
  amt: number;
  el: El;
  ok: boolean;
}

function sameEls(a: readonly El[], b: readonly El[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function canPay(need: Need, srcs: readonly Source[]): boolean {
  return feasible(need, {}, srcs);
}

/**
 * A player's CP sources while one priority question is built: gathered only when some play needs
 * them, once, with the CP each element could reach, so most "can this be paid?" questions are
 * answered by arithmetic (not enough CP in all, or of a required element) and the rest by a search
 * memoised per need and excluded source.
 */
export class CpPool {
  #all: Source[] | null = null;
  // Counted first, without making the sources (most questions end at these bounds).
  #counted = false;
  #total = 0;
  #byElement: Map<El, number> | null = null;
  #memo: PoolVerdict[] | null = null;

  constructor(
    readonly state: State<G>,
    readonly player: number,
  ) {}

  /** Every source of the player (nothing excluded). */
  get all(): Source[] {
    if (this.#all === null) this.#all = sources(this.state, this.player, []);
    return this.#all;
  }

  /** CP in all and per element that `sources(state, player, [])` would give, by counting. */
  // How many 2-CP (discard) and 1-CP (Backup) sources, and whether one has several elements.
  #twos = 0;
  #ones = 0;
  #multi = false;
  #onesByElement: Map<El, number> | null = null;

  #count(): void {
    this.#counted = true;
    const state = this.state;
    const byElement = new Map<El, number>();
    let total = 0;
    for (const id of state.zones[z(this.player, 'hand')].objects) {
      const els = def(state.objects[id].card).els;
      if (isLightDark(els)) continue;
      total += 2;
      this.#twos++;
      if (els.length !== 1) this.#multi = true;
      for (const el of els) byElement.set(el, (byElement.get(el) ?? 0) + 2);
    }
    const onesByElement = new Map<El, number>();
    const cm = chars(state);
    for (const id of state.zones[z(this.player, 'field')].objects) {
      const c = cm[id];
      if (c?.typeCode !== 1 || state.objects[id].data.dull) continue;
      total += 1;
      this.#ones++;
      if (c.elements.length !== 1) this.#multi = true;
      for (const el of c.elements) {
        byElement.set(el, (byElement.get(el) ?? 0) + 1);
        onesByElement.set(el, (onesByElement.get(el) ?? 0) + 1);
      }
    }
    this.#total = total;
    this.#byElement = byElement;
    this.#onesByElement = onesByElement;
  }

  /**
   * `canPay` on the sources without the excluded card, decided from the counts when every source
   * has one element and the need is the common one (`feasibleByCounting`'s case), so no source
   * list is made; null outside that case. The element counts hold 2 per discard and 1 per Backup.
   */
  #byCounting(need: Need, ownEls: readonly El[] | null, ownAmt: number): boolean | null {
    if (this.#multi || need.cap !== 1 || need.t < 1) return null;
    let el: El | null = null;
    for (const k in need.r) {
      if (el !== null || need.r[k as El] !== 1) return null;
      el = k as El;
    }
    const ones = this.#ones - (ownAmt === 1 ? 1 : 0);
    const twos = this.#twos - (ownAmt === 2 ? 1 : 0);
    if (el === null) return payableByCounting(need.t, 0, ones, twos, 0, 0);
    // Per element: the CP count is 2 per discard and 1 per Backup of it.
    let onesOfEl = this.#onesByElement!.get(el) ?? 0;
    let twosOfEl = ((this.#byElement!.get(el) ?? 0) - onesOfEl) / 2;
    if (ownEls !== null && ownEls[0] === el) {
      if (ownAmt === 1) onesOfEl--;
      else twosOfEl--;
    }
    return payableByCounting(need.t, 1, ones, twos, onesOfEl, twosOfEl);
  }

  // What object `id` would give as a source of the player (as `sources` makes it): its elements
  // (null: it is not a source) and amount, written to two fields rather than a new object per call.
  #ownEls: readonly El[] | null = null;
  #ownAmt = 0;
  #ownSource(id: ObjId): void {
    const state = this.state;
    this.#ownEls = null;
    this.#ownAmt = 0;
    if (state.zones[z(this.player, 'hand')].objects.includes(id)) {
      const els = def(state.objects[id].card).els;
      if (!isLightDark(els)) {
        this.#ownEls = els;
        this.#ownAmt = 2;
      }
    } else if (state.zones[z(this.player, 'field')].objects.includes(id)) {
      const c = chars(state)[id];
      if (c?.typeCode === 1 && !state.objects[id].data.dull) {
        this.#ownEls = c.elements;
        this.#ownAmt = 1;
      }
    }
  }

  /** Whether `need` can be paid without the source that is object `id` (the card being played). */
  canPayWithout(need: Need, id: ObjId): boolean {
    if (!this.#counted) this.#count();
    this.#ownSource(id);
    const ownEls = this.#ownEls;
    const ownAmt = this.#ownAmt;
    // Necessary conditions (the search would find the same): enough CP, and of each element.
    if (this.#total - ownAmt < need.t) return false;
    for (const k in need.r) {
      const el = k as El;
      const have = (this.#byElement!.get(el) ?? 0) - (ownEls?.includes(el) ? ownAmt : 0);
      if (have < need.r[el]!) return false;
    }
    // The answer depends on the need's values and on what the excluded card would have given, so
    // it is kept for equal ones, found by value in a short list (no text key per question).
    this.#memo ??= [];
    for (const m of this.#memo)
      if (
        m.t === need.t &&
        m.ownAmt === ownAmt &&
        (m.ownEls === ownEls || (m.ownEls !== null && ownEls !== null && sameEls(m.ownEls, ownEls))) &&
        sameNeedElements(m.r, need.r)
      )
        return m.v;
    let v = this.#byCounting(need, ownEls, ownAmt);
    if (v === null) {
      const all = this.all;
      v = canPay(need, ownEls ? all.filter((s) => s.obj !== id) : all);
    }
    this.#memo.push({ t: need.t, r: need.r, ownEls, ownAmt, v });
    return v;
  }
}

/** A `canPayWithout` answer: the need's total and elements, what the excluded card gave, the verdict. */
interface PoolVerdict {
  t: number;
  r: Need['r'];
  ownEls: readonly El[] | null;
  ownAmt: number;
  v: boolean;
}

/** Same required elements with the same amounts (keys in any order). */
function sameNeedElements(a: Need['r'], b: Need['r']): boolean {
  if (a === b) return true;
  let n = 0;
  for (const k in a) {
    if (a[k as El] !== b[k as El]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}
