/**
 * Chapter 4, 关于连锁 (chains) and 关于连锁发动的优先级 (priority): timing points open windows;
 * only 瞬发 effects chain; the six priority classes with the turn player's chain priority; last
 * in, first out; no missed timings and the 大背景时点; the 4个1 rule; area targets versus card
 * targets. Also activation of cards and effects (KALING 3.5.2-*, KALING 3.5.5-*).
 */
import {
  type Ctx,
  type GameObject,
  type Msg,
  type Option,
  type Procedure,
  type QueuedTrigger,
  requeueTriggers,
  type StackItem,
  takeTriggers,
  type WindowPolicy,
} from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { Area, Eff, Op, Q, Tgt } from '../cards/vocab.ts';
import type { Ev, FieldData, G, Link, S } from '../types.ts';
import { cellName, column, isSealed, lineOfSight, placeCells, rel, ring, summonCells } from './01-board.ts';
import { checkWin, draw, gainLp, loseLp, refreshEnergy, spendEnergy } from './02-match.ts';
import { chainLink } from './04-links.ts';
import { keepWaiting, takeEvents, waitingCount } from './04-timing-points.ts';
import {
  bounce,
  clear,
  emit,
  fd,
  hasKw,
  negated,
  nextTimingPoint,
  oneAction,
  restoreValues,
  stats,
  toDiscard,
} from './05-terms.ts';

// ---------------------------------------------------------------------------------------------
// Targets (KALING 4.8-1 area targets, KALING 4.8-2 card targets)

export function areaCells(s: S, cell: number, p: number, a: Area): number[] {
  if (cell < 0) return [];
  const g = s.g;
  const out: number[] = [];
  if (a.dirs)
    for (const d of a.dirs) {
      const c = rel(g, cell, d, p);
      if (c !== null) out.push(c);
    }
  if (a.ring) out.push(...ring(g, cell, a.ring));
  if (a.col) out.push(...column(g, cell));
  if (a.los) for (const id of lineOfSight(s, cell, false)) out.push(fd(s.objects[id]).cell);
  return out;
}

function cellOf(s: S, id: number): number {
  const o = s.objects[id];
  return o && o.zone === 'field' ? (o.data as FieldData).cell : -1;
}

/** Cells whose occupant makes them immune to being chosen as effect targets (北极帝王). */
function cellImmune(s: S, c: number): boolean {
  const id = s.g.cells[c];
  return id !== 0 && hasKw(s, id, 'cellImm');
}

const ALL_CELLS: readonly number[] = Array.from({ length: 25 }, (_, i) => i);

function okChoice(q: Q, t: Tgt, chosen: number[], x: number): boolean {
  if (t.distinct && chosen.includes(x)) return false;
  return !t.filter || t.filter(q, x);
}

/** Legal choices for one target spec, given earlier choices. */
export function candidates(q: Q, t: Tgt, chosen: number[], one = false): number[] {
  const s = q.state;
  const g = s.g;
  const base = t.from !== undefined ? cellOf(s, chosen[t.from]) : q.cell;
  const cells = t.area ? areaCells(s, base, q.player, t.area) : ALL_CELLS;
  // A tactic or device never targets itself (its own cell or card).
  const selfCard = CARDS[q.source.card].type !== 'kaling' ? q.source.id : -1;
  const out: number[] = [];
  switch (t.k) {
    case 'p':
      return [q.player, 1 - q.player];
    case 'c': {
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i];
        const id = g.cells[c];
        if (t.need === 'card' && !id) continue;
        if (t.need === 'down' && !(id && s.objects[id].faceDown)) continue;
        if (selfCard >= 0 && id === selfCard) continue;
        if (isSealed(g, c) || cellImmune(s, c)) continue;
        if (okChoice(q, t, chosen, c) && !out.includes(c)) {
          out.push(c);
          if (one) return out;
        }
      }
      return out;
    }
    case 'o': {
      for (let i = 0; i < cells.length; i++) {
        const id = g.cells[cells[i]];
        if (!id || id === selfCard) continue;
        const o = s.objects[id];
        if (!matchObj(q, t, o)) continue;
        // KALING 4.8-3: a card that cannot be an effect target is skipped for card targets only.
        if (hasKw(s, id, 'untgt')) continue;
        if (okChoice(q, t, chosen, id) && !out.includes(id)) {
          out.push(id);
          if (one) return out;
        }
      }
      return out;
    }
    case 'g': {
      for (let k = 0; k < 2; k++) {
        const p = k === 0 ? q.player : 1 - q.player;
        if ((t.side === 'me' && p !== q.player) || (t.side === 'opp' && p === q.player)) continue;
        const pile = s.zones[`p${p}:discard`].objects;
        for (let i = 0; i < pile.length; i++) {
          const id = pile[i];
          if (matchDef(t, s.objects[id]) && okChoice(q, t, chosen, id)) {
            out.push(id);
            if (one) return out;
          }
        }
      }
      return out;
    }
  }
}

function matchDef(t: Tgt, o: GameObject): boolean {
  const def = CARDS[o.card];
  if (t.kaling && def.type !== 'kaling') return false;
  if (t.attr && !def.attrs.includes(t.attr as never)) return false;
  if (t.maxLv !== undefined && def.lv > t.maxLv) return false;
  if (t.minLv !== undefined && def.lv < t.minLv) return false;
  if (t.series && def.series !== t.series) return false;
  return true;
}

function matchObj(q: Q, t: Tgt, o: GameObject): boolean {
  if (t.notSelf && o.id === q.source.id) return false;
  if (t.side === 'me' && o.controller !== q.player) return false;
  if (t.side === 'opp' && o.controller === q.player) return false;
  if (t.down) return !!o.faceDown;
  if (t.kaling) {
    if (o.faceDown || CARDS[o.card].type !== 'kaling') return false;
    const st = stats(q.state, o.id);
    if (t.attr && !st.at.includes(t.attr)) return false;
    if (t.maxLv !== undefined && st.lv > t.maxLv) return false;
    if (t.minLv !== undefined && st.lv < t.minLv) return false;
    if (t.series && CARDS[o.card].series !== t.series) return false;
  }
  return true;
}

/** Whether all remaining target specs can be chosen (depth-first over the few candidates). */
export function targetsFeasible(q: Q, specs: readonly Tgt[], chosen: number[]): boolean {
  if (chosen.length >= specs.length) return true;
  // The last spec only needs one candidate.
  const last = chosen.length === specs.length - 1;
  for (const c of candidates(q, specs[chosen.length], chosen, last)) {
    chosen.push(c);
    const ok = targetsFeasible(q, specs, chosen);
    chosen.pop();
    if (ok) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Where effects may be activated from, and whether they can be now

/** How a source is being used: 'f' a face-up card on the field, 's' a set card flipped, 'h' hand, 'g' discard pile. */
export interface Src {
  f: 'f' | 's' | 'h' | 'g';
  id: number;
  ei: number;
}

export interface Avail extends Src {
  /** Index of the matched event in the window's event list, or -1. */
  e: number;
}

/** Keys in `g.lim` for 限1 (per name, this turn) and 极1 (per player and game), built once. */
const LIM_KEYS: Record<string, string[][]> = {};
for (const [card, effs] of Object.entries(EFFECTS))
  LIM_KEYS[card] = effs.map((e, ei) =>
    e.lim === 'name'
      ? [`n${card}.${ei}`, `n${card}.${ei}`]
      : e.lim === 'game'
        ? [`g0.${card}.${ei}`, `g1.${card}.${ei}`]
        : [],
  );

/**
 * Keys in `g.lim` counting each player's uses of an effect this game, for effects whose cost rises
 * with every earlier use (`costPerUse`); they start with 'g' so the turn's end keeps them.
 */
const USE_KEYS: Record<string, string[][]> = {};
for (const [card, effs] of Object.entries(EFFECTS))
  USE_KEYS[card] = effs.map((e, ei) =>
    e.costPerUse ? [`g0.uses.${card}.${ei}`, `g1.uses.${card}.${ei}`] : [],
  );

/** Whether a limited effect (KALING 5-11 回1, 5-12 场1, 5-13 限1, 5-14 极1) was already used. */
function limitUsed(g: G, eff: Eff, o: GameObject, ei: number, p: number): boolean {
  switch (eff.lim) {
    case 'turn':
      return !!(o.data as FieldData).turnUses?.includes(ei);
    case 'field':
      return !!(o.data as FieldData).stayUses?.includes(ei);
    case 'name':
    case 'game':
      return !!g.limitUses[LIM_KEYS[o.card][ei][p]];
    default:
      return false;
  }
}

function markLimit(g: G, eff: Eff, o: GameObject | undefined, card: string, ei: number, p: number): void {
  switch (eff.lim) {
    case 'turn':
    case 'field':
      if (o) {
        const d = o.data as FieldData;
        if (eff.lim === 'turn') d.turnUses = [...(d.turnUses ?? []), ei];
        else d.stayUses = [...(d.stayUses ?? []), ei];
      }
      return;
    case 'name':
    case 'game':
      g.limitUses[LIM_KEYS[card][ei][p]] = 1;
      return;
  }
}

/** KALING 3.5.5-5 (stand-in): every device is a placed device; loaded devices have no card data.
 * Card activation cost (tactic/device: its level; KALING 5-16 +X/−X; KALING 5-17 免能). */
export function energyCost(s: S, src: Src, eff: Eff, p: number): number {
  const o = s.objects[src.id];
  const def = CARDS[o.card];
  if (def.type === 'kaling') {
    let c = eff.cost ?? 0;
    // KALING 5-15 耗能X raised by every earlier use this game (e.g. 后坐力).
    if (eff.costPerUse) c += eff.costPerUse * (s.g.limitUses[USE_KEYS[o.card][src.ei][p]] ?? 0);
    return c;
  }
  if (src.f === 'f') return 0; // a face-up device's effect again (stand-in, docs/decisions.md)
  // KALING 5-17 免能 (电子宝宝's revealed tactic).
  if (s.g.freeTactics.includes(o.id)) return 0;
  // KALING 5-16: +X raises the cost.
  return def.lv + (eff.plus ?? 0);
}

function qOf(s: S, o: GameObject, p: number, cell?: number): Q {
  return {
    state: s,
    source: o,
    player: p,
    cell: cell ?? (o.zone === 'field' ? (o.data as FieldData).cell : -1),
  };
}

/** A reusable Q for trigger conditions (they never keep it). */
const WHEN_Q: Q = { state: null as unknown as S, source: null as unknown as GameObject, player: 0, cell: -1 };

/**
 * Whether the costs can be paid. `publicOnly`: judged only from what the opponent can see (hand
 * size instead of which cards are in the hand), an over-approximation used to decide who is asked.
 */
function costsPayable(s: S, src: Src, eff: Eff, p: number, q: Q, publicOnly = false): boolean {
  const g = s.g;
  const e = energyCost(s, src, eff, p);
  if (e > g.energy[p] && !(eff.halfLp && g.lp[p] >= 2)) return false;
  if (eff.xEnergy && g.energy[p] - e < 1) return false;
  if (eff.xLp && g.lp[p] < 2) return false;
  if (eff.xAp && stats(s, src.id).ap < 1) return false;
  if (eff.discard) {
    const hand = s.zones[`p${p}:hand`].objects;
    let n = 0;
    for (const id of hand) if (id !== src.id && (publicOnly || discardOk(s, eff, id))) n++;
    if (n < eff.discard.n) return false;
  }
  if (eff.sac && !eff.sac.self && sacOptions(q, eff).length === 0) return false;
  if (eff.discardSelf && s.objects[src.id].zone !== `p${p}:hand`) return false;
  if (eff.reveal && (publicOnly ? s.zones[`p${p}:hand`].objects : revealOptions(s, p)).length === 0)
    return false;
  return true;
}

function discardOk(s: S, eff: Eff, id: number): boolean {
  const d = eff.discard!;
  const def = CARDS[s.objects[id].card];
  if (d.kaling && def.type !== 'kaling') return false;
  if (d.attrs && !def.attrs.some((a) => d.attrs!.includes(a))) return false;
  return true;
}

function sacOptions(q: Q, eff: Eff): number[] {
  const sac = eff.sac!;
  const out: number[] = [];
  const s = q.state;
  const cells = sac.area ? areaCells(s, q.cell, q.player, sac.area) : [...Array(25).keys()];
  for (const c of cells) {
    const id = s.g.cells[c];
    if (!id || id === q.source.id) continue;
    const o = s.objects[id];
    if (o.controller !== q.player || o.faceDown || CARDS[o.card].type !== 'kaling') continue;
    if (sac.attr && !stats(s, id).at.includes(sac.attr)) continue;
    out.push(id);
  }
  return out;
}

function revealOptions(s: S, p: number): number[] {
  return s.zones[`p${p}:hand`].objects.filter((id) => CARDS[s.objects[id].card].type === 'tactic');
}

export interface WindowCtx {
  /** Timing points a trigger may answer (the background event and the latest link's). */
  evs: Ev[];
  /** 4个1: effects already used in this chain. */
  used: string[];
  /** Activating as a chain start in one's own action phase (启动 allowed). */
  start: boolean;
}

/**
 * Whether effect `ei` of the card `src` may be activated by player p now; returns the event index
 * matched. `publicOnly` (for face-up and discard-pile cards): checks that read hidden cards (a
 * discard from hand, an extra condition about hand or deck) are relaxed, so the answer depends only
 * on what everyone can see and is true whenever the full check is.
 */
export function canActivate(s: S, p: number, src: Src, w: WindowCtx, publicOnly = false): number | null {
  const g = s.g;
  const o = s.objects[src.id];
  if (!o) return null;
  const def = CARDS[o.card];
  const eff = EFFECTS[o.card]?.[src.ei];
  if (!eff || eff.kind === 'static' || eff.kind === 'move') return null;
  // KALING 4.5-1: 启动 effects only start a chain, in one's own action phase (KALING 3.5.2-1).
  if (eff.kind === 'act' && !(w.start && g.turnPlayer === p && g.phase === 'action')) return null;
  // KALING 4.4-2: only 瞬发 effects chain.
  if (eff.kind === 'quick' && w.start) return null;
  // The trigger condition first: it rules out most effects at most timing points.
  let e = -1;
  if (eff.when) {
    const q0 = WHEN_Q;
    q0.state = s;
    q0.source = o;
    q0.player = p;
    q0.cell = o.zone === 'field' ? (o.data as FieldData).cell : -1;
    for (let i = 0; i < w.evs.length; i++)
      if (eff.when(w.evs[i], q0)) {
        e = i;
        break;
      }
    if (e < 0) return null;
  }
  const isCard = def.type !== 'kaling';
  switch (src.f) {
    case 'f':
      if (o.zone !== 'field' || o.faceDown || o.controller !== p) return null;
      if (isCard && !(o.data as FieldData).deviceActive) return null;
      if (!isCard && (eff.zone ?? 'field') !== 'field') return null;
      if (negated(s, o.id)) return null;
      break;
    case 's':
      if (o.zone !== 'field' || !o.faceDown || o.controller !== p) return null;
      // A face-down 卡灵 (影狱蛇) only uses the effects written for that state.
      if (!isCard && eff.zone !== 'hidden') return null;
      // A set card whose effects were negated (沙德曼 【沉溺梦沙】) cannot use them.
      if (negated(s, o.id)) return null;
      break;
    case 'h':
      if (o.zone !== HANDS[p]) return null;
      if (isCard) {
        // KALING 3.5.6-3: in the opponent's turn, tactics are activated only from set cards.
        if (g.turnPlayer !== p) return null;
      } else if (eff.zone !== 'hand') return null;
      break;
    case 'g':
      if (o.zone !== PILES[p] || eff.zone !== 'grave') return null;
      break;
  }
  if (eff.lim && limitUsed(g, eff, o, src.ei, p)) return null;
  // KALING 4.7-1 (4个1): the same effect of the same card once per chain.
  if (w.used.length && w.used.includes(`${o.id}.${src.ei}`)) return null;
  if (src.f === 'h' && isCard) {
    if (!CELL_DEPENDENT.has(eff)) {
      if (!hasPlaceCell(g, p)) return null;
      if (!costsPayable(s, src, eff, p, qOf(s, o, p, -1))) return null;
      return feasibleAt(s, o, p, eff, -1) ? e : null;
    }
    const cells = placeCells(g, p);
    if (cells.length === 0) return null;
    if (!costsPayable(s, src, eff, p, qOf(s, o, p, cells[0]))) return null;
    if (CELL_DEPENDENT.has(eff)) {
      let any = false;
      for (let i = 0; i < cells.length && !any; i++) any = feasibleAt(s, o, p, eff, cells[i]);
      if (!any) return null;
    } else if (!feasibleAt(s, o, p, eff, -1)) return null;
    return e;
  }
  const q = qOf(s, o, p);
  if (!costsPayable(s, src, eff, p, q, publicOnly)) return null;
  if (eff.can && !publicOnly && !eff.can(q)) return null;
  if (eff.tg && !targetsFeasible(q, eff.tg, [])) return null;
  return e;
}

/** Effects whose targets are measured from the card's own cell (a tactic's choice of cell matters). */
const CELL_DEPENDENT = new Set<Eff>();
for (const effs of Object.values(EFFECTS))
  for (const e of effs) if (e.tg?.some((t) => t.area && t.from === undefined)) CELL_DEPENDENT.add(e);

function hasPlaceCell(g: G, p: number): boolean {
  const lo = p === 0 ? 0 : 10;
  for (let c = lo; c < lo + 15; c++) if (g.cells[c] === 0 && !isSealed(g, c)) return true;
  return false;
}

function feasibleAt(s: S, o: GameObject, p: number, eff: Eff, cell: number): boolean {
  const q = qOf(s, o, p, cell);
  if (eff.can && !eff.can(q)) return false;
  return !eff.tg || targetsFeasible(q, eff.tg, []);
}

/** Every effect player p may activate now in class `cls` (0 = 启动 as a chain start). */
export function available(s: S, p: number, cls: number, w: WindowCtx): Avail[] {
  const g = s.g;
  const out: Avail[] = [];
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.controller !== p) continue;
    collect(s, p, cls, w, o.faceDown ? 's' : 'f', o, out);
  }
  const hand = s.zones[`p${p}:hand`].objects;
  for (let i = 0; i < hand.length; i++) collect(s, p, cls, w, 'h', s.objects[hand[i]], out);
  const pile = s.zones[`p${p}:discard`].objects;
  for (let i = 0; i < pile.length; i++) {
    const o = s.objects[pile[i]];
    if (DISCARD_PILE_SOURCES.has(o.card)) collect(s, p, cls, w, 'g', o, out);
  }
  return out;
}

/** Cards with a 启动 effect (the only ones that can start a chain from the action menu). */
const ACT_CARDS = new Set(Object.keys(EFFECTS).filter((c) => EFFECTS[c].some((e) => e.kind === 'act')));

function collect(
  s: S,
  p: number,
  cls: number,
  w: WindowCtx,
  f: Src['f'],
  o: GameObject,
  out: Avail[],
  publicOnly = false,
): void {
  if (cls === 0 && !ACT_CARDS.has(o.card)) return;
  const effs = EFFECTS[o.card];
  if (!effs) return;
  for (let ei = 0; ei < effs.length; ei++) {
    const eff = effs[ei];
    if (cls === 0 ? eff.kind !== 'act' : eff.kind !== 'quick' || (eff.cls ?? 3) !== cls) continue;
    const e = canActivate(s, p, { f, id: o.id, ei }, w, publicOnly);
    if (e !== null) out.push({ f, id: o.id, ei, e });
  }
}

const DISCARD_PILE_SOURCES = new Set(
  Object.entries(EFFECTS)
    .filter(([, effs]) => effs.some((e) => e.zone === 'grave'))
    .map(([id]) => id),
);

function hasQuick(zone: string, card: string): boolean {
  return EFFECTS[card]?.some((e) => e.kind === 'quick' && (e.zone ?? 'field') === zone) ?? false;
}
/** Cards with 瞬发 effects usable from each place (precomputed: most cards have none). */
const QUICK_FIELD = new Set(Object.keys(EFFECTS).filter((c) => hasQuick('field', c)));
const QUICK_HAND_KALING = new Set(
  Object.keys(EFFECTS).filter((c) => CARDS[c].type === 'kaling' && hasQuick('hand', c)),
);
const QUICK_CARD = new Set(
  Object.keys(EFFECTS).filter(
    (c) => (CARDS[c].type !== 'kaling' && hasQuick('field', c)) || hasQuick('hidden', c),
  ),
);
/** Bit (1 << class) set for every class of 瞬发 effect a card has. */
const CLS_MASK: Record<string, number> = {};
for (const [card, effs] of Object.entries(EFFECTS)) {
  let m = 0;
  for (const e of effs) if (e.kind === 'quick') m |= 1 << (e.cls ?? 3);
  CLS_MASK[card] = m;
}
const HANDS = ['p0:hand', 'p1:hand'];
const PILES = ['p0:discard', 'p1:discard'];

/**
 * Every card on the field or in hand that could answer a timing point with a 瞬发 effect, before
 * checking conditions (most cards have none). Filled into reusable buffers; returns how many.
 * Cards in discard piles are added per timing point by `graveSources` (their effects always answer
 * an event about the card itself).
 */
const QS_F: Src['f'][] = [];
const QS_ID: number[] = [];
const QS_P: number[] = [];
/** Classes of 瞬发 effects each source has (bit 1 << class). */
const QS_M: number[] = [];
let QS_STATE: object | null = null;
let QS_VERSION = -1;
let QS_N = 0;
function quickSources(s: S): number {
  // The same state version gives the same answer (every change of cards bumps the version). Keyed
  // on the `g` object too, which is new whenever a state is restored from text in place.
  if (s.g === QS_STATE && s.version === QS_VERSION) return QS_N;
  const g = s.g;
  let n = 0;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.faceDown ? QUICK_CARD.has(o.card) : QUICK_FIELD.has(o.card)) {
      QS_F[n] = o.faceDown ? 's' : 'f';
      QS_ID[n] = id;
      QS_M[n] = CLS_MASK[o.card];
      QS_P[n++] = o.controller;
    }
  }
  for (let p = 0; p < 2; p++) {
    const hand = s.zones[HANDS[p]].objects;
    for (let i = 0; i < hand.length; i++) {
      const card = s.objects[hand[i]].card;
      if (QUICK_HAND_KALING.has(card) || (p === g.turnPlayer && QUICK_CARD.has(card))) {
        QS_F[n] = 'h';
        QS_ID[n] = hand[i];
        QS_M[n] = CLS_MASK[card];
        QS_P[n++] = p;
      }
    }
  }
  QS_STATE = s.g;
  QS_VERSION = s.version;
  QS_N = n;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Who is asked. Whether a player is asked in a chain window must not depend on cards the opponent
// cannot see: a player who may hold an answer in hand or among their set cards — judged from what is
// public (how many cards they hold, which cells hold their set cards, the timing points) and from
// the whole card pool — is asked, and passes if they hold none.

/** A 瞬发 effect of the card pool, with the least energy it needs (its card's level for a tactic). */
interface PoolEff {
  eff: Eff;
  energy: number;
}

/** 瞬发 effects of the card pool by class, as they could be used from a set card or from hand. */
const POOL_SET: PoolEff[][] = [[], [], [], []];
const POOL_HAND_ANY_TURN: PoolEff[][] = [[], [], [], []];
const POOL_HAND_OWN_TURN: PoolEff[][] = [[], [], [], []];
for (const [card, effs] of Object.entries(EFFECTS)) {
  const def = CARDS[card];
  const kaling = def.type === 'kaling';
  for (const eff of effs) {
    if (eff.kind !== 'quick') continue;
    const cls = eff.cls ?? 3;
    const zone = eff.zone ?? 'field';
    // As `energyCost` and `costsPayable` count it; half the LP may replace it (心灵之眼).
    const base = kaling ? (eff.cost ?? 0) : def.lv + (eff.plus ?? 0);
    const energy = eff.halfLp ? 0 : base + (eff.xEnergy ? 1 : 0);
    // The same sources as `quickSources`, by card kind instead of by card.
    if ((!kaling && zone === 'field') || zone === 'hidden') {
      POOL_SET[cls].push({ eff, energy });
      POOL_HAND_OWN_TURN[cls].push({ eff, energy });
    }
    if (kaling && zone === 'hand') POOL_HAND_ANY_TURN[cls].push({ eff, energy });
  }
}

function poolMayAnswer(
  pool: readonly PoolEff[],
  s: S,
  o: GameObject,
  p: number,
  cell: number,
  evs: Ev[],
): boolean {
  if (pool.length === 0) return false;
  // 电子宝宝's revealed tactic costs nothing (KALING 5-17); otherwise the energy is public.
  const energy = s.g.freeTactics.includes(o.id) ? Number.POSITIVE_INFINITY : s.g.energy[p];
  const q: Q = { state: s, source: o, player: p, cell };
  for (const { eff, energy: need } of pool) {
    if (need > energy) continue;
    // Trigger conditions read the timing point and the card's position, never its identity.
    if (!eff.when) return true;
    for (const ev of evs) if (eff.when(ev, q)) return true;
  }
  return false;
}

/** Whether some card of the pool, in one of p's set cards or hand cards, could answer now (class 2 or 3). */
function hiddenMayAnswer(s: S, p: number, cls: number, evs: Ev[]): boolean {
  const g = s.g;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.faceDown && o.controller === p && poolMayAnswer(POOL_SET[cls], s, o, p, c, evs)) return true;
  }
  const hand = s.zones[HANDS[p]].objects;
  for (let i = 0; i < hand.length; i++) {
    const o = s.objects[hand[i]];
    if (poolMayAnswer(POOL_HAND_ANY_TURN[cls], s, o, p, -1, evs)) return true;
    if (p === g.turnPlayer && poolMayAnswer(POOL_HAND_OWN_TURN[cls], s, o, p, -1, evs)) return true;
  }
  return false;
}

/** Whether one of p's face-up or discard-pile sources could answer, judged without hidden cards. */
function publicMayAnswer(s: S, p: number, cls: number, w: WindowCtx, n: number): boolean {
  const out: Avail[] = [];
  for (let i = 0; i < n; i++) {
    if (QS_P[i] !== p || !(QS_M[i] & (1 << cls))) continue;
    const f0 = QS_F[i];
    if (f0 !== 'f' && f0 !== 'g') continue;
    collect(s, p, cls, w, f0, s.objects[QS_ID[i]], out, true);
    if (out.length) return true;
  }
  return false;
}

/** Whether any player has a hidden card (set or in hand) that could be a 瞬发 source. */
function hiddenSources(s: S): boolean {
  const g = s.g;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (id && s.objects[id].faceDown) return true;
  }
  return s.zones[HANDS[0]].objects.length > 0 || s.zones[HANDS[1]].objects.length > 0;
}

export function srcId(a: Src): string {
  return `${a.f}${a.id}.${a.ei}`;
}

export function parseSrc(id: string): Src {
  const m = /^([fshg])(\d+)\.(\d+)$/.exec(id)!;
  return { f: m[1] as Src['f'], id: Number(m[2]), ei: Number(m[3]) };
}

export function effLabel(ctx: Ctx<G>, a: Src) {
  const o = ctx.state.objects[a.id];
  const eff = EFFECTS[o.card][a.ei];
  return {
    key: 'kl.opt-activate',
    args: { c: ctx.ref(a.id), e: eff.name ? { key: `kl.eff.${o.card}.${a.ei}` } : { key: 'kl.eff-plain' } },
  };
}

/** What the effect does, shown beside the option. */
export function effHint(ctx: Ctx<G>, a: Src): Msg {
  return { key: `kl.text.${ctx.state.objects[a.id].card}.${a.ei}` };
}

// ---------------------------------------------------------------------------------------------
// Activation (KALING 3.5.5-1 / 3.5.5-2): place or flip, pay energy, choose targets, pay costs.

interface ActD {
  p: number;
  src: Src;
  ev: Ev | null;
  li: number;
  L?: Link;
  cost?: number;
  cs?: number;
}

const activate: Procedure<G> = (ctx, f, input) => {
  const d = f.d as ActD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        const o = ctx.obj(d.src.id);
        const def = CARDS[o.card];
        const eff = EFFECTS[o.card][d.src.ei];
        if (d.src.f === 'h' && def.type !== 'kaling') {
          // KALING 3.5.5-1: a tactic/device from hand is put face up on an empty cell of the own field or the public row.
          const all = placeCells(g, d.p);
          const cells = CELL_DEPENDENT.has(eff) ? all.filter((c) => feasibleAt(s, o, d.p, eff, c)) : all;
          f.step = 1;
          if (cells.length === 1) {
            input = [cellName(cells[0])];
            continue;
          }
          ctx.ask({
            player: d.p,
            kind: 'place',
            prompt: { key: 'kl.ask-place', args: { c: ctx.ref(o.id) } },
            rule: 'KALING 3.5.5-1',
            domain: { type: 'pick', min: 1, max: 1, options: cells.map((c) => cellOpt(c)) },
          });
          return;
        }
        if (d.src.f === 'h') {
          // A 卡灵 whose effect works from hand is shown to both players when it is activated.
          ctx.reveal(o.id, [0, 1]);
        }
        if (d.src.f === 's' && def.type !== 'kaling') {
          // KALING 3.5.5-1: or a set card on the field is turned face up.
          delete o.faceDown;
          ctx.touch();
          if (ctx.logging) ctx.log('KALING 3.5.5-1', 'kl.flip', { c: ctx.ref(o.id) });
        }
        f.step = 2;
        continue;
      }
      case 1: {
        const cell = cellFromOpt((input as string[])[0]);
        const moved = ctx.move(d.src.id, 'field', { data: { cell, summonedTurn: g.turn } });
        g.cells[cell] = moved.id;
        // 免能 granted to the card in hand follows it onto the field.
        const fi = g.freeTactics.indexOf(d.src.id);
        if (fi >= 0) g.freeTactics[fi] = moved.id;
        d.src = { ...d.src, id: moved.id };
        if (ctx.logging)
          ctx.log('KALING 3.5.5-1', 'kl.placed', { c: ctx.ref(moved.id), cell: cellName(cell) });
        f.step = 2;
        continue;
      }
      case 2: {
        const o = ctx.known(d.src.id)!;
        const eff = EFFECTS[o.card][d.src.ei];
        const cost = energyCost(s, d.src, eff, d.p);
        d.L = {
          player: d.p,
          source: o.id,
          card: o.card,
          effectIndex: d.src.ei,
          targets: [],
          tactic: CARDS[o.card].type === 'tactic',
        };
        if (d.ev) d.L.event = d.ev;
        if (eff.halfLp && g.lp[d.p] >= 2) {
          const opts: Option[] = [{ id: 'half', label: { key: 'kl.pay-half-lp' } }];
          if (cost <= g.energy[d.p])
            opts.unshift({ id: 'energy', label: { key: 'kl.pay-energy', args: { n: cost } } });
          d.cost = cost;
          f.step = 3;
          if (opts.length === 1) {
            input = ['half'];
            continue;
          }
          ctx.ask({
            player: d.p,
            kind: 'pay',
            prompt: { key: 'kl.ask-pay' },
            rule: 'KALING 5-15',
            domain: { type: 'pick', min: 1, max: 1, options: opts },
          });
          return;
        }
        payEnergy(ctx, d.p, cost);
        f.step = 4;
        continue;
      }
      case 3: {
        if ((input as string[])[0] === 'half') {
          const n = Math.floor(g.lp[d.p] / 2);
          g.lp[d.p] -= n;
          if (ctx.logging) ctx.log('KALING 5-17', 'kl.paid-lp', { player: d.p, n });
        } else payEnergy(ctx, d.p, d.cost!);
        f.step = 4;
        continue;
      }
      case 4: {
        // Targets, one at a time; every option leaves a complete choice possible.
        const o = ctx.known(d.src.id)!;
        const eff = EFFECTS[o.card][d.src.ei];
        const specs = eff.tg ?? [];
        if (d.L!.targets.length >= specs.length) {
          f.step = 6;
          d.cs = 0;
          continue;
        }
        const q = qOf(s, o, d.p);
        const chosen = d.L!.targets;
        const opts = candidates(q, specs[chosen.length], chosen).filter((c) => {
          chosen.push(c);
          const ok = targetsFeasible(q, specs, chosen);
          chosen.pop();
          return ok;
        });
        f.step = 5;
        if (opts.length === 1) {
          input = [tgtOptId(s, specs[chosen.length].k, opts[0])];
          continue;
        }
        ctx.ask({
          player: d.p,
          kind: 'target',
          prompt: { key: 'kl.ask-target', args: { c: ctx.ref(o.id) } },
          rule: specs[chosen.length].k === 'c' ? 'KALING 4.8-1' : 'KALING 4.8-2',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: opts.map((x) => tgtOpt(ctx, specs[chosen.length].k, x)),
          },
        });
        return;
      }
      case 5: {
        d.L!.targets.push(parseTgtOpt(s, (input as string[])[0]));
        f.step = 4;
        continue;
      }
      case 6: {
        // Costs other than energy, in a fixed order: X amounts, discards, sending a 卡灵, revealing.
        const o = ctx.known(d.src.id)!;
        const eff = EFFECTS[o.card][d.src.ei];
        const L = d.L!;
        const cs = d.cs!;
        if (cs === 0) {
          d.cs = 1;
          const max = eff.xEnergy
            ? Math.min(eff.xEnergy, g.energy[d.p])
            : eff.xLp
              ? Math.min(eff.xLp, g.lp[d.p] - 1)
              : eff.xAp
                ? stats(s, o.id).ap
                : eff.xLevel
                  ? 6
                  : 0;
          if (max > 0) {
            f.step = 7;
            ctx.ask({
              player: d.p,
              kind: 'amount',
              prompt: { key: eff.xLevel ? 'kl.ask-level' : 'kl.ask-amount' },
              rule: eff.xLevel ? 'KALING 3.5.5-2' : 'KALING 5-15',
              domain: { type: 'number', min: 1, max },
            });
            return;
          }
          continue;
        }
        if (cs === 1) {
          d.cs = 2;
          if (eff.discardSelf && s.objects[o.id].zone === `p${d.p}:hand`) {
            d.src = { ...d.src, id: toDiscard(ctx, o.id, 'hand') };
            L.source = d.src.id;
          }
          if (eff.discard) {
            const hand = s.zones[`p${d.p}:hand`].objects;
            const opts = hand.filter((id) => id !== o.id && discardOk(s, eff, id));
            f.step = 8;
            // The cards are chosen without a question only when the hand holds no other card: whether
            // the player is asked must not tell the opponent how many hand cards would do (a hand
            // of exactly the cards needed is public by its size).
            if (
              opts.length === eff.discard.n &&
              hand.length - (hand.includes(o.id) ? 1 : 0) === opts.length
            ) {
              input = opts.map((id) => `h${id}`);
              continue;
            }
            ctx.ask({
              player: d.p,
              kind: 'discard',
              prompt: { key: 'kl.ask-discard-cost', args: { n: eff.discard.n } },
              rule: 'KALING 3.5.5-2',
              domain: {
                type: 'pick',
                min: eff.discard.n,
                max: eff.discard.n,
                options: opts.map((id) => ({
                  id: `h${id}`,
                  label: { key: 'kl.card', args: { c: ctx.ref(id) } },
                  obj: id,
                })),
              },
            });
            return;
          }
          continue;
        }
        if (cs === 2) {
          d.cs = 3;
          if (eff.sac) {
            if (eff.sac.self) {
              L.costValue = stats(s, o.id).ap;
              L.sourceCell = (o.data as FieldData).cell;
              sendToDiscard(ctx, o.id);
              continue;
            }
            const opts = sacOptions(qOf(s, o, d.p), eff);
            f.step = 9;
            if (opts.length === 1) {
              input = [`o${opts[0]}`];
              continue;
            }
            ctx.ask({
              player: d.p,
              kind: 'cost',
              prompt: { key: 'kl.ask-sac' },
              rule: 'KALING 3.5.5-2',
              domain: {
                type: 'pick',
                min: 1,
                max: 1,
                options: opts.map((id) => ({
                  id: `o${id}`,
                  label: { key: 'kl.card', args: { c: ctx.ref(id) } },
                  obj: id,
                })),
              },
            });
            return;
          }
          continue;
        }
        if (cs === 3) {
          d.cs = 4;
          if (eff.reveal) {
            const opts = revealOptions(s, d.p);
            f.step = 10;
            ctx.ask({
              player: d.p,
              kind: 'cost',
              prompt: { key: 'kl.ask-reveal' },
              rule: 'KALING 3.5.5-2',
              domain: {
                type: 'pick',
                min: 1,
                max: 1,
                options: opts.map((id) => ({
                  id: `h${id}`,
                  label: { key: 'kl.card', args: { c: ctx.ref(id) } },
                  obj: id,
                })),
              },
            });
            return;
          }
          continue;
        }
        f.step = 11;
        continue;
      }
      case 7: {
        const o = ctx.known(d.src.id)!;
        const eff = EFFECTS[o.card][d.src.ei];
        const x = input as number;
        d.L!.amount = x;
        if (eff.xEnergy) spendEnergy(ctx, d.p, x);
        else if (eff.xLp) {
          g.lp[d.p] -= x;
          if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.paid-lp', { player: d.p, n: x });
        } else if (eff.xAp) {
          ctx.addEffect({
            source: o.id,
            controller: d.p,
            layer: 's',
            op: 'ap',
            params: { n: -x },
            targets: [o.id],
            until: 'perm',
          });
        }
        f.step = 6;
        continue;
      }
      case 8: {
        for (const a of input as string[]) toDiscard(ctx, Number(a.slice(1)), 'hand');
        f.step = 6;
        continue;
      }
      case 9: {
        const id = Number((input as string[])[0].slice(1));
        d.L!.costValue = stats(s, id).ap;
        sendToDiscard(ctx, id);
        f.step = 6;
        continue;
      }
      case 10: {
        const id = Number((input as string[])[0].slice(1));
        d.L!.costValue = id;
        ctx.reveal(id, [0, 1]);
        if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.revealed', { c: ctx.ref(id) });
        f.step = 6;
        continue;
      }
      case 11: {
        const L = d.L!;
        const o = ctx.known(L.source)!;
        const eff = EFFECTS[o.card][L.effectIndex];
        if (eff.lim) markLimit(g, eff, s.objects[L.source], o.card, L.effectIndex, d.p);
        if (eff.costPerUse) {
          const key = USE_KEYS[o.card][L.effectIndex][d.p];
          g.limitUses[key] = (g.limitUses[key] ?? 0) + 1;
        }
        const tgObjs: number[] = [];
        (eff.tg ?? []).forEach((t, i) => {
          if (t.k === 'o') tgObjs.push(L.targets[i]);
          else if (t.k === 'c' && g.cells[L.targets[i]]) tgObjs.push(g.cells[L.targets[i]]);
        });
        if (ctx.logging)
          ctx.log('KALING 3.5.2-2', 'kl.activated', { player: d.p, c: ctx.ref(L.source), link: d.li + 1 });
        // The activation itself is a timing point ("卡牌效果发动时", KALING 3.5.2-2 / KALING 3.5.5-3;
        // KALING 5-2: a tactic's activation is both the card's and its effect's activation).
        emit(ctx, {
          type: 'act',
          player: d.p,
          object: L.source,
          card: o.card,
          link: d.li,
          effectIndex: L.effectIndex,
          targets: tgObjs,
        });
        // KALING 4.4-1: the link goes on top of the chain (the kernel's stack); KALING 4.7-1: this
        // effect of this card is used in this chain. The new link is the newest timing point, and
        // costs paid for it are timing points too.
        ctx.push({ controller: L.player, source: L.source, ability: `${L.card}.${L.effectIndex}`, data: L });
        const w = timing(ctx);
        w.used.push(`${L.source}.${L.effectIndex}`);
        w.last = takeEvents(s);
        ctx.done(L);
        return;
      }
      default:
        throw new Error(`kl.activate: bad step ${f.step}`);
    }
  }
};

function payEnergy(ctx: Ctx<G>, p: number, n: number): void {
  if (n <= 0) return;
  spendEnergy(ctx, p, n);
  if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.paid-energy', { player: p, n, left: ctx.g.energy[p] });
}

/** Send one of one's own cards on the field to the discard pile as a cost (not 清除). */
export function sendToDiscard(ctx: Ctx<G>, id: number): void {
  const o = ctx.obj(id);
  const c = (o.data as FieldData).cell;
  if (ctx.g.cells[c] === id) ctx.g.cells[c] = 0;
  ctx.removeEffects((e) => e.targets?.[0] === id);
  const moved = ctx.move(id, `p${o.owner}:discard`);
  if (ctx.logging) ctx.log('KALING 3.5.5-2', 'kl.sent', { c: ctx.ref(moved.id) });
  emit(ctx, { type: 'sent', player: o.owner, object: moved.id, card: o.card, cell: c });
}

export function cellOpt(c: number): Option {
  return { id: cellName(c), label: { key: 'kl.cell', args: { cell: cellName(c) } }, cell: c };
}

export function cellFromOpt(id: string): number {
  const x = id.charCodeAt(0) - 65;
  const y = Number(id.slice(1)) - 1;
  return y * 5 + x;
}

/**
 * Option ids for targets: cells by name, players as p0/p1, cards as o<id> — except face-down
 * cards, which are named by their cell (`d<cell>`) so no hidden card's id reaches a player.
 */
function tgtOptId(s: S, k: Tgt['k'], x: number): string {
  if (k === 'c') return cellName(x);
  if (k === 'p') return `p${x}`;
  const o = s.objects[x];
  return o.faceDown ? `d${cellName((o.data as FieldData).cell)}` : `o${x}`;
}

function parseTgtOpt(s: S, id: string): number {
  if (id[0] === 'p' || id[0] === 'o') return Number(id.slice(1));
  if (id[0] === 'd') return s.g.cells[cellFromOpt(id.slice(1))];
  return cellFromOpt(id);
}

function tgtOpt(ctx: Ctx<G>, k: Tgt['k'], x: number): Option {
  if (k === 'c') return cellOpt(x);
  if (k === 'p') return { id: `p${x}`, label: { key: 'kl.player', args: { player: x } } };
  const o = ctx.state.objects[x];
  const label: Msg = o.faceDown
    ? { key: 'kl.set-card-at', args: { cell: cellName((o.data as FieldData).cell) } }
    : o.zone === 'field'
      ? { key: 'kl.card-at', args: { c: ctx.ref(x), cell: cellName((o.data as FieldData).cell) } }
      : { key: 'kl.card', args: { c: ctx.ref(x) } };
  const opt: Option = { id: tgtOptId(ctx.state, k, x), label };
  if (!o.faceDown) opt.obj = x;
  if (o.zone === 'field') opt.cell = (o.data as FieldData).cell;
  return opt;
}

// ---------------------------------------------------------------------------------------------
// The chain window (KALING 4.4-1 … 4.7-1)

/**
 * The timing points a chain answers, kept in the frame of `kl.window` (not in a view: timing points
 * may name hidden objects, e.g. a card just set).
 */
interface WinD {
  evs: Ev[];
  last: Ev[];
  /** Timing points that were already waiting when this window opened (they get their own windows after it). */
  rest?: QueuedTrigger[] | null;
  used: string[];
  start?: Src | null;
  /** Indexes in `evs` of the timing points a link of this chain answered (for one action's group). */
  ans?: number[];
}

/**
 * The chain window's data (public: it is shown in every view). `may[stage]`: whether the player of
 * that stage could answer there, judged from public information only (KALING 4.5-4), so a player
 * who might hold an answer among set or hand cards is asked whether or not they do.
 */
export interface ChainWindow {
  may: boolean[];
}

/**
 * Open a chain window for the first waiting timing point, unless a chain is already open (it
 * drains them itself). The caller has already set its next step and returns right after; if no
 * window is needed it simply continues there.
 */
export function openWindows(ctx: Ctx<G>): void {
  const g = ctx.g;
  const s = ctx.state;
  if (g.resolving > 0 || s.triggers.length === 0 || s.result) return;
  // Nobody holds anything that could answer a timing point: the waiting ones pass unanswered
  // (except those about a discard-pile card with an effect of its own).
  if (quickSources(s) === 0 && !hiddenSources(s)) {
    keepWaiting(s, (ev) => mentionsGrave(s, ev));
    if (s.triggers.length === 0) return;
  }
  ctx.call('kl.window', { evs: nextTimingPoint(s), last: [], used: [] } satisfies WinD);
}

const CLS_ORDER = [1, 1, 2, 2, 3, 3];
const SCRATCH: Avail[] = [];
/** Six steps (KALING 4.5-3), each split into public then hidden sources (KALING 4.5-4). */
const STAGES = 12;

/** A discard-pile card with an effect that the event is about. */
function graveCard(s: S, id: number | undefined): GameObject | null {
  if (id === undefined) return null;
  const o = s.objects[id];
  return o && o.zone === PILES[o.owner] && DISCARD_PILE_SOURCES.has(o.card) ? o : null;
}

function mentionsGrave(s: S, ev: Ev): boolean {
  return graveCard(s, ev.object) !== null || graveCard(s, ev.movedTo) !== null;
}

/** Append the discard-pile cards the timing points are about to the source buffers (after n). */
function graveSources(s: S, evs: Ev[], n: number): number {
  for (let i = 0; i < evs.length; i++) {
    const ev = evs[i];
    n = addGrave(s, ev.object, n);
    if (ev.movedTo !== ev.object) n = addGrave(s, ev.movedTo, n);
  }
  return n;
}

function addGrave(s: S, id: number | undefined, n: number): number {
  const o = graveCard(s, id);
  if (!o) return n;
  for (let k = 0; k < n; k++) if (QS_ID[k] === o.id) return n;
  QS_F[n] = 'g';
  QS_ID[n] = o.id;
  QS_M[n] = CLS_MASK[o.card];
  QS_P[n] = o.owner;
  return n + 1;
}

function stagePlayer(tp: number, st: number): number {
  return (st >> 1) % 2 === 0 ? tp : 1 - tp;
}

/** A link answered timing point `e` of the window: remember it if the window holds one action's group. */
function answered(d: WinD, e: number): void {
  if (d.evs.length > 1 && e >= 0 && e < d.evs.length && !d.ans?.includes(e)) d.ans = [...(d.ans ?? []), e];
}

/** The frame of the chain being built (`kl.window`), below the kernel's window. */
function timing(ctx: Ctx<G>): WinD {
  const flow = ctx.state.flow;
  for (let i = flow.length - 1; i >= 0; i--) if (flow[i].proc === 'kl.window') return flow[i].d as WinD;
  throw new Error('kl: no chain window is open');
}

/** KALING 4.6-2 (大背景时点): the chain's first timing point stays for the whole chain, then the latest link's. */
function windowCtx(d: WinD): WindowCtx {
  return { evs: d.last.length ? [...d.evs, ...d.last] : d.evs, used: d.used, start: false };
}

/** Effects the player of stage `st` may chain there (public sources at even stages, hidden at odd). */
function stageOptions(s: S, w: WindowCtx, n: number, st: number): Avail[] {
  const cls = CLS_ORDER[st >> 1];
  const p = stagePlayer(s.g.turnPlayer, st);
  // KALING 4.5-4: within each step, public cards (face up, discard pile) before hidden ones (hand, set).
  const pub = (st & 1) === 0;
  const opts = SCRATCH;
  if (opts.length !== 0) opts.length = 0;
  const bit = 1 << cls;
  for (let i = 0; i < n; i++) {
    if (QS_P[i] !== p || !(QS_M[i] & bit)) continue;
    const f0 = QS_F[i];
    if ((f0 === 'f' || f0 === 'g') !== pub) continue;
    collect(s, p, cls, w, f0, s.objects[QS_ID[i]], opts);
  }
  return opts;
}

/**
 * KALING 4.5-3: priority order ① TP forced > ② NTP forced > ③ TP optional trigger > ④ NTP optional
 * trigger > ⑤ TP free timing > ⑥ NTP free timing; KALING 4.5-4: within each, public sources (face-up
 * cards, discard piles) before hidden ones (hand, set cards). A round is these twelve stages; a new
 * link starts them over (it is the newest timing point); when all pass, the chain resolves from the
 * last link back to the first (KALING 4.4-3), without new questions in between.
 * KALING 4.6-2 (大背景时点): the chain's first timing point stays answerable for the whole chain, so a
 * second 血凝光 (KALING 4.6-3) or 生命树之枝 (KALING 4.6-4) may answer it after the first; KALING
 * 4.5-5: the class order decides who may answer 希望灵光 first.
 */
const CHAIN_WINDOW: WindowPolicy<G, ChainWindow> = {
  kind: 'chain',
  rule: 'KALING 4.5-3',
  prompt: (pub, _w, _actor, stage) => ({
    key: CLS_ORDER[stage >> 1] === 2 ? 'kl.ask-chain-trigger' : 'kl.ask-chain-free',
    args: { n: pub.stackSize() + 1 },
  }),
  round(pub, _w, actors, stages) {
    const tp = pub.game('turnPlayer');
    for (let st = 0; st < STAGES; st++) {
      actors.push(stagePlayer(tp, st));
      stages.push(st);
    }
  },
  // KALING 4.5-2 A: forced triggers are activated without a question.
  forced: (_pub, _w, stage) => CLS_ORDER[stage >> 1] === 1,
  // Asked also without an answer when the opponent cannot tell (classes 2 and 3).
  mayAct: (_pub, w, _actor, stage) => w.data.may[stage],
  beforeRound(ctx, w) {
    // What `mayAct` reads, judged from public information only: the data is in every view, so a
    // judgement that read a hidden card would show (and the fuzzer's permutations would see it).
    const s = ctx.state;
    const d = timing(ctx);
    const wc = windowCtx(d);
    const n = graveSources(s, wc.evs, quickSources(s));
    const any = n !== 0 || hiddenSources(s);
    const may = w.data.may;
    for (let st = 0; st < STAGES; st++) {
      const cls = CLS_ORDER[st >> 1];
      const p = stagePlayer(s.g.turnPlayer, st);
      may[st] =
        any &&
        cls !== 1 &&
        ((st & 1) === 0 ? publicMayAnswer(s, p, cls, wc, n) : hiddenMayAnswer(s, p, cls, wc.evs));
    }
  },
  options(ctx, _w, _actor, stage) {
    const s = ctx.state;
    const wc = windowCtx(timing(ctx));
    const n = graveSources(s, wc.evs, quickSources(s));
    const opts = stageOptions(s, wc, n, stage);
    // Several forced effects at once: the first found is activated first (KALING 4.5-2 A).
    const list = CLS_ORDER[stage >> 1] === 1 ? opts.slice(0, 1) : opts;
    return list.map((a) => ({
      id: srcId(a),
      label: effLabel(ctx, a),
      hint: effHint(ctx, a),
      ...(a.f === 's' ? {} : { obj: a.id }),
      value: { f: a.f, id: a.id, ei: a.ei, e: a.e } satisfies Avail,
    }));
  },
  act(ctx, _w, actor, option, stage) {
    const a = option.value as Avail;
    const d = timing(ctx);
    answered(d, a.e);
    const evs = d.last.length ? [...d.evs, ...d.last] : d.evs;
    if (CLS_ORDER[stage >> 1] === 1 && ctx.logging)
      ctx.log('KALING 4.5-2', 'kl.forced', { c: ctx.ref(a.id) });
    ctx.call('kl.activate', {
      p: actor,
      src: { f: a.f, id: a.id, ei: a.ei },
      ev: a.e >= 0 ? evs[a.e] : null,
      li: ctx.stack.length,
    } satisfies ActD);
  },
  // A new link: the twelve stages start over, the turn player first.
  afterAction: (pub) => pub.game('turnPlayer'),
  // KALING 4.4-3: once nobody chains, the whole chain resolves, last link first.
  afterResolve: () => 'resolve',
};

/** The chain of one timing point after another: a kernel window for each (KALING 4.4-1 … 4.7-1). */
const windowProc: Procedure<G> = (ctx, f) => {
  const d = f.d as WinD;
  const s = ctx.state;
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0: {
        g.resolving++;
        if (s.triggers.length) d.rest = takeTriggers(s);
        f.step = 1;
        if (d.start) {
          // A 启动 effect (or a card activated in one's own action phase) starts the chain as link 1.
          const a = d.start;
          d.start = null;
          ctx.call('kl.activate', { p: g.turnPlayer, src: a, ev: null, li: 0 } satisfies ActD);
          return;
        }
        continue;
      }
      case 1: {
        if (s.result) return;
        f.step = 5;
        ctx.window('kl.chain', { may: [] } satisfies ChainWindow, g.turnPlayer, 0);
        return;
      }
      case 5: {
        g.resolving--;
        // Earlier waiting timing points come first, then those this chain caused.
        if (d.rest) {
          requeueTriggers(s, d.rest, 'front');
          d.rest = null;
        }
        // KALING 4.6-1: several cards cleared by one action were one timing point; the clearings no
        // link answered are not missed: they open a window again, before anything else.
        if (d.ans?.length) {
          const left = d.evs.filter((_, i) => !d.ans!.includes(i));
          if (left.length) {
            const waiting = takeTriggers(s);
            for (const ev of left) emit(ctx, ev);
            requeueTriggers(s, waiting, 'back');
          }
          delete d.ans;
        }
        checkWin(ctx);
        if (s.result) return;
        // KALING 4.6-1: timing points met while the chain resolved are not missed: each opens its own window now.
        if (g.resolving === 0 && s.triggers.length > 0 && quickSources(s) === 0 && !hiddenSources(s))
          keepWaiting(s, (ev) => mentionsGrave(s, ev));
        if (g.resolving === 0 && s.triggers.length > 0) {
          d.evs = nextTimingPoint(s);
          d.last = [];
          d.used = [];
          f.step = 0;
          continue;
        }
        ctx.done();
        return;
      }
      default:
        throw new Error(`kl.window: bad step ${f.step}`);
    }
  }
};

/**
 * Resolve one link, taken off the top of the stack by the kernel (d = { item }): negated links do
 * nothing; tactics go to the discard pile, devices stay (KALING 3.5.5-4).
 */
const resolve: Procedure<G> = (ctx, f) => {
  const L = (f.d.item as StackItem<Link>).data;
  const s = ctx.state;
  if (f.step === 0) {
    f.step = 1;
    const o = ctx.known(L.source)!;
    if (L.negated) {
      if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.negated', { c: ctx.ref(L.source) });
    } else {
      if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.resolves', { c: ctx.ref(L.source) });
      const eff = EFFECTS[o.card][L.effectIndex];
      if (eff.ops?.length) {
        ctx.call('kl.ops', { L, i: 0 });
        return;
      }
    }
  }
  const cur = s.objects[L.source];
  if (cur && cur.zone === 'field' && !cur.faceDown) {
    const def = CARDS[cur.card];
    if (def.type === 'tactic') sendToDiscardQuiet(ctx, cur.id);
    else if (def.type === 'device') {
      const fdata = cur.data as FieldData;
      if (!fdata.deviceActive) {
        fdata.deviceActive = 1;
        fdata.gp = def.gp ?? 1;
        if (ctx.logging) ctx.log('KALING 3.5.5-4', 'kl.device-stays', { c: ctx.ref(cur.id) });
      }
    }
  }
  // KALING 2.4-1: a player at 0 LP loses as soon as a link has resolved.
  checkWin(ctx);
  ctx.done();
};

function sendToDiscardQuiet(ctx: Ctx<G>, id: number): void {
  const o = ctx.obj(id);
  const c = (o.data as FieldData).cell;
  if (ctx.g.cells[c] === id) ctx.g.cells[c] = 0;
  ctx.removeEffects((e) => e.targets?.[0] === id);
  ctx.move(id, `p${o.owner}:discard`);
  if (ctx.logging) ctx.log('KALING 3.5.5-4', 'kl.tactic-done', { c: ctx.ref(id) });
}

// ---------------------------------------------------------------------------------------------
// The operations of resolving effects

function refObj(ctx: Ctx<G>, L: Link, r: string): number | null {
  const s = ctx.state;
  const eff = EFFECTS[ctx.known(L.source)!.card][L.effectIndex];
  const live = (id: number | undefined) =>
    id !== undefined && s.objects[id] && s.objects[id].zone === 'field' ? id : null;
  switch (r) {
    case 'self':
      return live(L.source);
    case 'ev':
      return live(L.event?.object);
    case 'v':
      return live(L.costValue);
    case 'evg': {
      const id = L.event?.movedTo;
      return id !== undefined && s.objects[id]?.zone.endsWith(':discard') ? id : null;
    }
    default: {
      const i = Number(r.slice(1));
      const t = eff.tg![i];
      const x = L.targets[i];
      if (t.k === 'c') {
        // KALING 4.8-1: an area target affects whatever is on the cell when the effect resolves.
        if (isSealed(ctx.g, x)) return null;
        return ctx.g.cells[x] || null;
      }
      if (t.k === 'g') return s.objects[x]?.zone.endsWith(':discard') ? x : null;
      // KALING 4.8-2: a card target follows the card wherever it is on the field.
      return live(x);
    }
  }
}

function areaObjs(ctx: Ctx<G>, L: Link, what: string): number[] {
  const s = ctx.state;
  const o = ctx.known(L.source)!;
  const cell = o.zone === 'field' ? (o.data as FieldData).cell : (L.sourceCell ?? L.event?.cell ?? -1);
  const out: number[] = [];
  const cells = what === 'col' ? column(s.g, cell) : ring(s.g, cell, 1);
  for (const c of cells) {
    const id = s.g.cells[c];
    if (!id) continue;
    if (what === 'o1k' && (s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling')) continue;
    out.push(id);
  }
  return out;
}

function num(L: Link, n: number | string, ctx: Ctx<G>): number {
  if (typeof n === 'number') return n;
  if (n === 'x') return L.amount ?? 0;
  if (n === 'v') return L.costValue ?? 0;
  void ctx;
  return 0;
}

function addMod(ctx: Ctx<G>, L: Link, id: number, op: string, params: any, until: string): void {
  ctx.addEffect({ source: L.source, controller: L.player, layer: 's', op, params, targets: [id], until });
}

const ops: Procedure<G> = (ctx, f, input) => {
  const L = f.d.L as Link;
  const s = ctx.state;
  const g = ctx.g;
  const eff = EFFECTS[ctx.known(L.source)!.card][L.effectIndex];
  const list = eff.ops ?? [];
  if (f.d.pick) {
    delete f.d.pick;
    L.costValue = parseTgtOpt(s, (input as string[])[0]);
  } else if (f.d.choose) {
    delete f.d.choose;
    L.amount = Number((input as string[])[0].slice(1));
  } else if (f.d.top) {
    // 热能涌动: the chosen 卡灵 among the revealed cards goes to hand; the rest go back and the deck is shuffled.
    const top = f.d.top as number[];
    delete f.d.top;
    const choice = (input as string[])[0];
    const zone = `p${L.player}:deck`;
    if (choice !== 'skip') {
      const card = choice.slice(1);
      const id = top.find((x) => s.objects[x]?.card === card)!;
      const moved = ctx.move(id, `p${L.player}:hand`);
      if (ctx.logging) ctx.log('KALING 5-9', 'kl.searched', { c: ctx.ref(moved.id) });
    }
    for (const id of ctx.zone(zone).objects) delete s.objects[id].seenBy;
    ctx.shuffle(zone);
  } else if (f.d.search) {
    const sr = f.d.search as { to: string; deck?: boolean };
    delete f.d.search;
    searchDone(ctx, L, (input as string[])[0], sr.to, sr.deck === true);
  }
  for (;;) {
    if (s.result) return;
    if (f.d.i >= list.length) {
      ctx.done();
      return;
    }
    const op: Op = list[f.d.i++];
    if (op.only !== undefined && L.amount !== op.only) continue;
    const depth = s.flow.length;
    switch (op.do) {
      case 'clear': {
        const ids =
          op.on === 'o1' || op.on === 'o1k' || op.on === 'col'
            ? areaObjs(ctx, L, op.on)
            : [refObj(ctx, L, op.on)];
        const from = waitingCount(s);
        for (const id of ids) if (id) clear(ctx, id, 'effect', L.source);
        oneAction(ctx, from);
        break;
      }
      case 'bounce': {
        let ids: (number | null)[];
        if (op.on === 'col') ids = areaObjs(ctx, L, 'col');
        else if (op.on === 'nonkaling') {
          ids = [];
          for (let c = 0; c < 25; c++) {
            const id = g.cells[c];
            if (
              id &&
              (s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') &&
              id !== L.source
            )
              ids.push(id);
          }
        } else ids = [refObj(ctx, L, op.on)];
        for (const id of ids) if (id) bounce(ctx, id);
        break;
      }
      case 'lp': {
        const n = num(L, op.n, ctx);
        const who =
          op.who === 'me'
            ? [L.player]
            : op.who === 'opp'
              ? [1 - L.player]
              : op.who === 'both'
                ? [0, 1]
                : [L.targets[0]];
        for (const p of who) {
          if (op.lose) loseLp(ctx, p, n, 'KALING 2.1-2');
          else gainLp(ctx, p, n);
        }
        break;
      }
      case 'draw':
        draw(ctx, op.who === 'me' ? L.player : 1 - L.player, op.n);
        break;
      case 'energy': {
        const p = op.who === 'me' ? L.player : 1 - L.player;
        const n = num(L, op.n, ctx);
        if (op.lose) {
          spendEnergy(ctx, p, n);
          if (ctx.logging) ctx.log('KALING 2.2-3', 'kl.energy', { player: p, n: g.energy[p] });
        } else refreshEnergy(ctx, p, n);
        break;
      }
      case 'mod': {
        const n = num(L, op.n, ctx);
        let ids: number[];
        if (op.on === 'ownOthers' || op.on === 'allK') {
          ids = [];
          for (let c = 0; c < 25; c++) {
            const id = g.cells[c];
            if (!id || s.objects[id].faceDown || CARDS[s.objects[id].card].type !== 'kaling') continue;
            if (op.on === 'ownOthers' && (s.objects[id].controller !== L.player || id === L.source)) continue;
            ids.push(id);
          }
        } else {
          const id = refObj(ctx, L, op.on);
          ids = id && isKalingObj(ctx, id) ? [id] : [];
        }
        for (const id of ids) {
          addMod(ctx, L, id, op.stat, { n }, op.until);
          if (ctx.logging)
            ctx.log('KALING 5-26', 'kl.modded', {
              c: ctx.ref(id),
              stat: op.stat.toUpperCase(),
              n: n >= 0 ? `+${n}` : String(n),
            });
          if (op.stat === 'dp' && n < 0)
            emit(ctx, {
              type: 'dp-down',
              object: id,
              player: s.objects[id].controller,
              source: L.source,
              card: L.card,
            });
        }
        break;
      }
      case 'set': {
        const ids = op.on === 'o1k' ? areaObjs(ctx, L, 'o1k') : [refObj(ctx, L, op.on)];
        for (const id of ids) {
          if (!id || !isKalingObj(ctx, id)) continue;
          const n = op.n === 'double' ? CARDS[s.objects[id].card].ap * 2 : op.n;
          addMod(ctx, L, id, `set${op.stat}`, { n }, op.until);
          if (ctx.logging)
            ctx.log('KALING 5-26', 'kl.set-stat', { c: ctx.ref(id), stat: op.stat.toUpperCase(), n });
        }
        break;
      }
      case 'kw': {
        const ids: number[] = [];
        if (op.on === 'allK') {
          for (let c = 0; c < 25; c++) if (g.cells[c] && isKalingObj(ctx, g.cells[c])) ids.push(g.cells[c]);
        } else {
          const id = refObj(ctx, L, op.on);
          if (id) ids.push(id);
        }
        for (const id of ids) {
          addMod(ctx, L, id, 'kw', { k: op.k }, op.until);
          if (ctx.logging) ctx.log('KALING 5-18', 'kl.kw', { c: ctx.ref(id), k: { key: `kl.kw.${op.k}` } });
        }
        break;
      }
      case 'restore': {
        const id = refObj(ctx, L, op.on);
        if (id && isKalingObj(ctx, id)) restoreValues(ctx, id);
        break;
      }
      case 'negate': {
        // "使那次效果无效": the link whose activation this answers.
        const target = L.event?.link !== undefined ? chainLink(ctx.state, L.event.link) : undefined;
        if (target) {
          target.negated = true;
          if (ctx.logging) ctx.log('KALING 4.4-3', 'kl.negates', { c: ctx.ref(target.source) });
          if (op.destroy && s.objects[target.source]?.zone === 'field')
            clear(ctx, target.source, 'effect', L.source);
        }
        break;
      }
      case 'revive': {
        const id = refObj(ctx, L, op.on);
        if (id) ctx.call('kl.free-summon', { id, p: L.player, where: op.where ?? 'own', src: L.source });
        break;
      }
      case 'summonSelf': {
        const o = s.objects[L.source];
        if (o && o.zone !== 'field')
          ctx.call(
            'kl.free-summon',
            op.where === 'ev-o1' && L.event?.object !== undefined
              ? { id: L.source, p: L.player, where: 'ev-o1', near: L.event.object }
              : { id: L.source, p: L.player, where: op.where ?? 'own' },
          );
        break;
      }
      case 'pick': {
        const q: Q = { state: s, source: ctx.known(L.source)!, player: L.player, cell: -1 };
        const opts = candidates(q, op.t, []);
        if (opts.length === 0) {
          delete L.costValue;
          break;
        }
        f.d.pick = 1;
        ctx.ask({
          player: L.player,
          kind: 'target',
          prompt: { key: 'kl.ask-target', args: { c: ctx.ref(L.source) } },
          rule: 'KALING 4.8-2',
          domain: { type: 'pick', min: 1, max: 1, options: opts.map((x) => tgtOpt(ctx, op.t.k, x)) },
        });
        return;
      }
      case 'choose': {
        const open = op.open?.(s, L) ?? op.keys.map(() => true);
        const avail = op.keys.map((_, i) => i + 1).filter((x) => open[x - 1]);
        if (avail.length === 0) break;
        if (avail.length === 1) {
          L.amount = avail[0];
          break;
        }
        f.d.choose = 1;
        ctx.ask({
          player: L.player,
          kind: 'choice',
          prompt: { key: 'kl.ask-choice', args: { c: ctx.ref(L.source) } },
          rule: 'KALING 4.4-3',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: avail.map((x) => ({ id: `c${x}`, label: { key: op.keys[x - 1] } })),
          },
        });
        return;
      }
      case 'top5': {
        // Reveal the top five cards of the deck; a 卡灵 of the declared level may be taken,
        // otherwise all five go to the discard pile.
        const zone = `p${L.player}:deck`;
        const top = ctx.zone(zone).objects.slice(-5);
        for (const id of top) ctx.reveal(id, [0, 1]);
        const names: string[] = [];
        for (const id of top) {
          const def = CARDS[s.objects[id].card];
          if (def.type === 'kaling' && def.lv === L.amount && !names.includes(def.id)) names.push(def.id);
        }
        if (names.length === 0) {
          for (const id of top) toDiscard(ctx, id, 'deck');
          break;
        }
        f.d.top = top;
        ctx.ask({
          player: L.player,
          kind: 'search',
          prompt: { key: 'kl.ask-search' },
          rule: 'KALING 5-9',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              ...names.map((c) => ({
                id: `k${c}`,
                label: { key: 'kl.from-deck', args: { name: { key: `kl.card.${c}` } } },
              })),
              { id: 'skip', label: { key: 'k.pass' } },
            ],
          },
        });
        return;
      }
      case 'search': {
        const opts: Option[] = [];
        const fits = (card: string) => {
          const def = CARDS[card];
          return (!op.kaling || def.type === 'kaling') && (!op.attr || def.attrs.includes(op.attr as never));
        };
        if (op.from.includes('hand'))
          for (const id of s.zones[`p${L.player}:hand`].objects)
            if (fits(s.objects[id].card))
              opts.push({ id: `h${id}`, label: { key: 'kl.card', args: { c: ctx.ref(id) } }, obj: id });
        if (op.from.includes('deck')) {
          // One option per card name, in a fixed order (not the deck's): the list must not tell
          // the player where in the deck the cards are.
          const names = new Set<string>();
          for (const id of s.zones[`p${L.player}:deck`].objects) {
            const card = s.objects[id].card;
            if (fits(card)) names.add(card);
          }
          for (const card of [...names].sort())
            opts.push({
              id: `k${card}`,
              label: { key: 'kl.from-deck', args: { name: { key: `kl.card.${card}` } } },
            });
        }
        if (opts.length === 0) break;
        // Whoever looked through the deck shuffles it afterwards, whatever they took (stand-in,
        // docs/decisions.md).
        f.d.search = { to: op.to, deck: op.from.includes('deck') };
        ctx.ask({
          player: L.player,
          kind: 'search',
          prompt: { key: 'kl.ask-search' },
          rule: 'KALING 5-9',
          domain: { type: 'pick', min: 1, max: 1, options: opts },
        });
        return;
      }
      case 'fn':
        op.fn(ctx, L);
        break;
    }
    if (s.flow.length !== depth || s.pending) return;
  }
};

function searchDone(ctx: Ctx<G>, L: Link, choice: string, to: string, searchedDeck: boolean): void {
  const s = ctx.state;
  let id: number;
  let from: 'hand' | 'deck';
  if (choice[0] === 'h') {
    id = Number(choice.slice(1));
    from = 'hand';
  } else {
    const card = choice.slice(1);
    id = s.zones[`p${L.player}:deck`].objects.find((x) => s.objects[x].card === card)!;
    from = 'deck';
  }
  if (to === 'discard') toDiscard(ctx, id, from);
  else {
    const moved = ctx.move(id, `p${L.player}:hand`);
    if (ctx.logging) ctx.log('KALING 5-9', 'kl.searched', { c: ctx.ref(moved.id) });
  }
  if (from === 'deck' || searchedDeck) ctx.shuffle(`p${L.player}:deck`);
  L.costValue = 1;
}

function isKalingObj(ctx: Ctx<G>, id: number): boolean {
  const o = ctx.state.objects[id];
  return !!o && o.zone === 'field' && !o.faceDown && CARDS[o.card].type === 'kaling';
}

export { fd, summonCells };

export const CHAIN_WINDOWS = { 'kl.chain': CHAIN_WINDOW };

export const CHAIN_PROCEDURES: Record<string, Procedure<G>> = {
  'kl.window': windowProc,
  'kl.activate': activate,
  'kl.resolve': resolve,
  'kl.ops': ops,
};
