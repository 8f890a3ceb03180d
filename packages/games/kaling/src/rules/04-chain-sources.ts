/**
 * Where effects may be activated from and whether they can be now: KALING 4.4-2 (only 瞬发 effects
 * chain), KALING 4.5-2 (the three classes), energy and other costs (KALING 5-15 … 5-17), sources in
 * hand, set on the field or in the discard pile (KALING 3.5.5-*).
 */
import type { GameObject } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { CardEffect, EffectSource } from '../cards/vocab.ts';
import type { Ev, FieldData, G, S } from '../types.ts';
import { isSealed, placeCells } from './01-board.ts';
import { limitUsed, USE_KEYS } from './04-chain-limits.ts';
import { areaCells, targetsFeasible } from './04-chain-targets.ts';
import { negated, stats } from './05-terms.ts';

// Where effects may be activated from, and whether they can be now

/** How a source is being used: 'f' a face-up card on the field, 's' a set card flipped, 'h' hand, 'g' discard pile. */
export interface Src {
  how: 'f' | 's' | 'h' | 'g';
  id: number;
  effectIndex: number;
}

export interface Avail extends Src {
  /** Index of the matched event in the window's event list, or -1. */
  eventIndex: number;
}

/** KALING 3.5.5-5 (stand-in): every device is a placed device; loaded devices have no card data.
 * Card activation cost (tactic/device: its level; KALING 5-16 +X/−X; KALING 5-17 免能). */
export function energyCost(s: S, src: Src, eff: CardEffect, p: number): number {
  const o = s.objects[src.id];
  const def = CARDS[o.card];
  if (def.type === 'kaling') {
    let c = eff.cost ?? 0;
    // KALING 5-15 耗能X raised by every earlier use this game (e.g. 后坐力).
    if (eff.costPerUse) c += eff.costPerUse * (s.g.limitUses[USE_KEYS[o.card][src.effectIndex][p]] ?? 0);
    return c;
  }
  if (src.how === 'f') return 0; // a face-up device's effect again (stand-in, docs/decisions.md)
  // KALING 5-17 免能 (电子宝宝's revealed tactic).
  if (s.g.freeTactics.includes(o.id)) return 0;
  // KALING 5-16: +X raises the cost.
  return def.lv + (eff.costChange ?? 0);
}

export function qOf(s: S, o: GameObject, p: number, cell?: number): EffectSource {
  return {
    state: s,
    source: o,
    player: p,
    cell: cell ?? (o.zone === 'field' ? (o.data as FieldData).cell : -1),
  };
}

/** A reusable Q for trigger conditions (they never keep it). */
const WHEN_Q: EffectSource = {
  state: null as unknown as S,
  source: null as unknown as GameObject,
  player: 0,
  cell: -1,
};

/**
 * Whether the costs can be paid. `publicOnly`: judged only from what the opponent can see (hand
 * size instead of which cards are in the hand), an over-approximation used to decide who is asked.
 */
export function costsPayable(
  s: S,
  src: Src,
  eff: CardEffect,
  p: number,
  q: EffectSource,
  publicOnly = false,
): boolean {
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
    if (n < eff.discard.count) return false;
  }
  if (eff.sacrifice && !eff.sacrifice.self && sacOptions(q, eff).length === 0) return false;
  if (eff.discardSelf && s.objects[src.id].zone !== `p${p}:hand`) return false;
  if (eff.reveal && (publicOnly ? s.zones[`p${p}:hand`].objects : revealOptions(s, p)).length === 0)
    return false;
  return true;
}

export function discardOk(s: S, eff: CardEffect, id: number): boolean {
  const d = eff.discard!;
  const def = CARDS[s.objects[id].card];
  if (d.kaling && def.type !== 'kaling') return false;
  if (d.attributes && !def.attrs.some((a) => d.attributes!.includes(a))) return false;
  return true;
}

export function sacOptions(q: EffectSource, eff: CardEffect): number[] {
  const sac = eff.sacrifice!;
  const out: number[] = [];
  const s = q.state;
  const cells = sac.area ? areaCells(s, q.cell, q.player, sac.area) : [...Array(25).keys()];
  for (const c of cells) {
    const id = s.g.cells[c];
    if (!id || id === q.source.id) continue;
    const o = s.objects[id];
    if (o.controller !== q.player || o.faceDown || CARDS[o.card].type !== 'kaling') continue;
    if (sac.attr && !stats(s, id).attributes.includes(sac.attr)) continue;
    out.push(id);
  }
  return out;
}

export function revealOptions(s: S, p: number): number[] {
  return s.zones[`p${p}:hand`].objects.filter((id) => CARDS[s.objects[id].card].type === 'tactic');
}

export interface WindowCtx {
  /** Timing points a trigger may answer (the background event and the latest link's). */
  events: Ev[];
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
  const eff = EFFECTS[o.card]?.[src.effectIndex];
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
    for (let i = 0; i < w.events.length; i++)
      if (eff.when(w.events[i], q0)) {
        e = i;
        break;
      }
    if (e < 0) return null;
  }
  const isCard = def.type !== 'kaling';
  switch (src.how) {
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
  if (eff.limit && limitUsed(g, eff, o, src.effectIndex, p)) return null;
  // KALING 4.7-1 (4个1): the same effect of the same card once per chain.
  if (w.used.length && w.used.includes(`${o.id}.${src.effectIndex}`)) return null;
  if (src.how === 'h' && isCard) {
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
  if (eff.targets && !targetsFeasible(q, eff.targets, [])) return null;
  return e;
}

/** Effects whose targets are measured from the card's own cell (a tactic's choice of cell matters). */
export const CELL_DEPENDENT = new Set<CardEffect>();
for (const effs of Object.values(EFFECTS))
  for (const e of effs)
    if (e.targets?.some((t) => t.area && t.measuredFromTarget === undefined)) CELL_DEPENDENT.add(e);

function hasPlaceCell(g: G, p: number): boolean {
  const lo = p === 0 ? 0 : 10;
  for (let c = lo; c < lo + 15; c++) if (g.cells[c] === 0 && !isSealed(g, c)) return true;
  return false;
}

export function feasibleAt(s: S, o: GameObject, p: number, eff: CardEffect, cell: number): boolean {
  const q = qOf(s, o, p, cell);
  if (eff.can && !eff.can(q)) return false;
  return !eff.targets || targetsFeasible(q, eff.targets, []);
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

export function collect(
  s: S,
  p: number,
  cls: number,
  w: WindowCtx,
  f: Src['how'],
  o: GameObject,
  out: Avail[],
  publicOnly = false,
): void {
  if (cls === 0 && !ACT_CARDS.has(o.card)) return;
  const effs = EFFECTS[o.card];
  if (!effs) return;
  for (let ei = 0; ei < effs.length; ei++) {
    const eff = effs[ei];
    if (cls === 0 ? eff.kind !== 'act' : eff.kind !== 'quick' || (eff.quickClass ?? 3) !== cls) continue;
    const e = canActivate(s, p, { how: f, id: o.id, effectIndex: ei }, w, publicOnly);
    if (e !== null) out.push({ how: f, id: o.id, effectIndex: ei, eventIndex: e });
  }
}

export const DISCARD_PILE_SOURCES = new Set(
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
export const CLS_MASK: Record<string, number> = {};
for (const [card, effs] of Object.entries(EFFECTS)) {
  let m = 0;
  for (const e of effs) if (e.kind === 'quick') m |= 1 << (e.quickClass ?? 3);
  CLS_MASK[card] = m;
}
export const HANDS = ['p0:hand', 'p1:hand'];
export const PILES = ['p0:discard', 'p1:discard'];

/**
 * Every card on the field or in hand that could answer a timing point with a 瞬发 effect, before
 * checking conditions (most cards have none). Filled into reusable buffers; returns how many.
 * Cards in discard piles are added per timing point by `graveSources` (their effects always answer
 * an event about the card itself).
 */
export interface SourceBuffers {
  how: Src['how'][];
  id: number[];
  player: number[];
  /** Classes of 瞬发 effects each source has (bit 1 << class). */
  classes: number[];
  /** The `g` object and version the buffers were filled for, and how many sources. */
  of: object | null;
  version: number;
  n: number;
  /** Counts every write into the buffers (a refill, discard-pile sources appended): a reader that kept a count knows whether they still hold what it saw. */
  writes: number;
}

function sourceBuffers(): SourceBuffers {
  return { how: [], id: [], player: [], classes: [], of: null, version: -1, n: 0, writes: 0 };
}

/** The buffers of the real state (options, activation). */
export const LIVE_SOURCES = sourceBuffers();
/**
 * The buffers of the public projection the chain window's judgement runs on (KALING 4.5-4): kept
 * apart, so judging does not throw away the live state's sources before its options are listed.
 */
export const JUDGED_SOURCES = sourceBuffers();
export const QS_F = LIVE_SOURCES.how;
export const QS_ID = LIVE_SOURCES.id;
export const QS_P = LIVE_SOURCES.player;
export const QS_M = LIVE_SOURCES.classes;

export function quickSources(s: S, into: SourceBuffers = LIVE_SOURCES): number {
  // The same state version gives the same answer (every change of cards bumps the version). Keyed
  // on the `g` object too, which is new whenever a state is restored from text in place.
  if (s.g === into.of && s.version === into.version) return into.n;
  const g = s.g;
  const { how, id: ids, player, classes } = into;
  let n = 0;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.faceDown ? QUICK_CARD.has(o.card) : QUICK_FIELD.has(o.card)) {
      how[n] = o.faceDown ? 's' : 'f';
      ids[n] = id;
      classes[n] = CLS_MASK[o.card];
      player[n++] = o.controller;
    }
  }
  for (let p = 0; p < 2; p++) {
    const hand = s.zones[HANDS[p]].objects;
    for (let i = 0; i < hand.length; i++) {
      const card = s.objects[hand[i]].card;
      if (QUICK_HAND_KALING.has(card) || (p === g.turnPlayer && QUICK_CARD.has(card))) {
        how[n] = 'h';
        ids[n] = hand[i];
        classes[n] = CLS_MASK[card];
        player[n++] = p;
      }
    }
  }
  into.of = s.g;
  into.version = s.version;
  into.n = n;
  into.writes++;
  return n;
}
