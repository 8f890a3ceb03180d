/**
 * Reading the card vocabulary against the game: which objects a selector describes, whether a
 * condition holds, how much an amount is. These are pure functions of the state (and of the
 * characteristics computed so far, so the layer system can call them, RB 453).
 *
 * "You" is the ability's controller (RB 185.4); a battlefield's abilities are controlled by its
 * controller, and with no controller "you" is no one (RB 184.6.c), so friendly/enemy selectors and
 * "you" instructions find nothing.
 */
import type { CharMap, ObjId, PlayerId } from '@arbiter/kernel';
import type { Amount, Condition, Ref, Selector } from '../cards/schema.ts';
import { baseOwner, battlefieldIndex, Z } from '../state.ts';
import {
  at,
  battlefieldOf,
  data,
  def,
  isChosenChampion,
  locationOf,
  locations,
  type S,
} from './105-zones.ts';
import type { Chars } from './450-layers.ts';
import { equipped } from './716-attachment.ts';

/** What "you", "me", "here", "it" and the chosen targets mean for one ability (RB 185.4). */
export interface Scope {
  /** The ability's controller, or null (an uncontrolled battlefield's "you", RB 184.6.c). */
  controller: PlayerId | null;
  /** The object the ability belongs to (RB 053: "I", "this", "here"). */
  source: ObjId | null;
  /** The source's location: its base or battlefield; a battlefield card's own battlefield. */
  here: string | null;
  /** Objects chosen for each target slot (RB 352.6). */
  targets?: ObjId[][];
  /** The object the triggering event is about ("it"). */
  it?: ObjId | null;
  /** Where the triggering event happened (a conquered battlefield's zone). */
  eventAt?: string | null;
  /** What the previous instruction chose (a discarded card). */
  chosen?: ObjId | null;
  /** Main deck cards played this turn before this one (RB 738.1.c). */
  playedBefore?: number;
  /** Whether an optional additional cost was paid (RB 353.4.d.1). */
  paidOptional?: boolean;
  /** Objects this resolution killed. */
  killed?: ObjId[];
  /** Whether the triggering battlefield was uncontrolled before the conquer. */
  wasUncontrolled?: boolean;
  /** Might of the source as it left the board (RB 734.1.d.3). */
  lastMight?: number;
  /** Might of the unit recycled to pay the ability's cost, as it left the board (RB 354.2). */
  recycledMight?: number;
  /** The instructions belong to a spell, or to an ability a spell created (RB 415.5.b, RB 415.5.d). */
  spell?: boolean;
  /** A card played from a facedown zone: its choices are restricted to that battlefield (RB 737.1.d.2). */
  hiddenAt?: string | null;
  /** RB 352.3: the destination of the spell's move, chosen as it was played. */
  dest?: string;
  /** RB 414.3: the cards this resolution banished. */
  banished?: ObjId[];
}

/** The location a scope's source stands at (a battlefield card: its own battlefield, RB 053.3). */
export function hereOf(s: S, source: ObjId | null): string | null {
  if (source === null) return null;
  const bf = battlefieldOf(s, source);
  if (bf) return bf.zone;
  return locationOf(s, source);
}

/** The scope of a passive or triggered ability of an object on the board. */
// RB 185.4, RB 185.4.a: an ability's controller is its source's controller.
export function scopeOf(s: S, source: ObjId): Scope {
  const bf = battlefieldOf(s, source);
  const o = s.objects[source] ?? s.lki[source];
  const controller = bf ? bf.controller : (o?.controller ?? null);
  return { controller, source, here: hereOf(s, source) };
}

/** The characteristics of an object, or its printed ones if the layers do not cover it. */
function charOf(s: S, chars: CharMap<Chars>, id: ObjId): Chars | null {
  const c = chars[id];
  if (c) return c;
  const o = s.objects[id] ?? s.lki[id];
  if (!o) return null;
  const d = def(o);
  // RB 711: off the board, a unit is judged by its printed Might.
  return { might: d.might ?? 0, kw: { ...d.keywords }, tags: [...d.tags] };
}

/** The zone a selector's `at` restriction names, or undefined for "anywhere". */
function atZone(s: S, sel: Selector, scope: Scope): string | null | undefined {
  switch (sel.at) {
    case undefined:
    case 'battlefield':
    case 'base':
    case 'other-location':
      return undefined;
    case 'here':
      return scope.here;
    case 'my-battlefield':
      return scope.here && battlefieldIndex(scope.here) >= 0 ? scope.here : null;
    case 'there': {
      const first = scope.targets?.[0]?.[0];
      if (first === undefined) return null;
      const bf = battlefieldOf(s, first);
      return bf ? bf.zone : locationOf(s, first);
    }
    case 'event':
      return scope.eventAt ?? null;
    case 'combat':
      return s.g.combat?.zone ?? null;
  }
}

/** Does `id` match the selector for this scope (RB 352.8, RB 132.3)? */
// Units (RB 140, RB 140.1, RB 140.1.a): on the board they are at a location, public
// (RB 140.1.a.2), chosen and affected by what names units (RB 140.1.a.3) and can be killed
// (RB 140.1.a.4); in the trash they are cards (RB 140.1.b, RB 140.1.b.1) that board effects do not
// reach (RB 140.1.b.2) but trash effects do (RB 140.1.b.3). Gear likewise (RB 146, RB 146.1,
// RB 146.1.a, RB 146.1.a.2, RB 146.1.a.3, RB 146.1.a.4, RB 146.1.b, RB 146.1.b.1, RB 146.1.b.2,
// RB 146.1.b.3). The card type counts in every zone (RB 140.2.a, RB 140.2.b, RB 146.2.a, RB 146.2.b).
export function matches(s: S, chars: CharMap<Chars>, sel: Selector, scope: Scope, id: ObjId): boolean {
  const o = s.objects[id];
  if (!o) return false;
  const d = def(o);
  const zone = sel.zone ?? 'board';
  // RB 352.8.a.1: "unit", "gear", "rune" are on the board unless said otherwise.
  if (zone === 'board') {
    const loc = baseOwner(o.zone) >= 0 || battlefieldIndex(o.zone) >= 0;
    switch (sel.kind) {
      case 'unit':
      case 'gear':
      case 'equipment':
      case 'permanent':
        if (!loc) return false;
        break;
      case 'rune':
        if (!/^p\d:runes$/.test(o.zone)) return false;
        break;
      case 'battlefield':
        if (o.zone !== Z.battlefields) return false;
        break;
      case 'legend':
        if (!/^p\d:legend$/.test(o.zone)) return false;
        break;
      case 'facedown':
        if (!/^bf\d+:facedown$/.test(o.zone)) return false;
        break;
      default:
        if (!loc) return false;
    }
  } else if (zone === 'champion') {
    // RB 352.8.a.5: "Chosen Champion" and "unit in the Champion Zone" name the unit in your Champion
    // Zone (RB 107.2), not a copy of it elsewhere, unless the card says otherwise (`chosen` below).
    if (scope.controller === null || o.zone !== Z.champion(scope.controller)) return false;
    if (!isChosenChampion(s, id, scope.controller)) return false;
  } else if (zone === 'trash' || zone === 'hand') {
    // "your trash", "your hand" (RB 107.1.c, RB 107.6).
    if (scope.controller === null) return false;
    if (o.zone !== (zone === 'trash' ? Z.trash(scope.controller) : Z.hand(scope.controller))) return false;
  } else if (zone === 'chain') {
    if (o.zone !== 'chain') return false;
  }
  // RB 103.2.a.3: "your Chosen Champion" said of another zone: a Champion unit of the chosen name.
  if (sel.chosen && (scope.controller === null || !isChosenChampion(s, id, scope.controller))) return false;
  switch (sel.kind) {
    case 'unit':
      if (d.type !== 'unit') return false;
      break;
    case 'gear':
      if (d.type !== 'gear') return false;
      break;
    case 'equipment':
      if (d.type !== 'gear' || !d.tags.includes('Equipment')) return false;
      break;
    case 'permanent':
      if (d.type !== 'gear' && d.type !== 'unit') return false;
      break;
    case 'rune':
      if (d.type !== 'rune') return false;
      break;
    case 'spell':
      if (d.type !== 'spell') return false;
      break;
    case 'battlefield':
      if (d.type !== 'battlefield') return false;
      break;
    case 'legend':
      if (d.type !== 'legend') return false;
      break;
  }
  const side = sel.side ?? 'any';
  if (side !== 'any') {
    if (scope.controller === null) return false;
    const mine = o.controller === scope.controller;
    if (side === 'friendly' ? !mine : mine) return false;
  }
  if (sel.other && id === scope.source) return false;
  if (sel.at !== undefined) {
    const loc = o.zone;
    if (sel.at === 'battlefield' && battlefieldIndex(loc) < 0) return false;
    if (sel.at === 'base' && baseOwner(loc) < 0) return false;
    if (sel.at === 'other-location' && loc === scope.here) return false;
    const z = atZone(s, sel, scope);
    if (z !== undefined && (z === null || loc !== z)) return false;
  }
  const c = sel.tag || sel.mightAtMost !== undefined || sel.mighty !== undefined || sel.keyword;
  const ch = c ? charOf(s, chars, id) : null;
  if (sel.tag && !ch?.tags.includes(sel.tag)) return false;
  if (sel.mightAtMost !== undefined && (ch === null || mightValue(ch) > sel.mightAtMost)) return false;
  if (sel.mighty !== undefined && (ch !== null && mightValue(ch) >= 5) !== sel.mighty) return false;
  // RB 722.2: keywords are read for eligibility even from Inactive text (an attached Spinning Axe is
  // still "a gear with Temporary"): the layers keep the printed keywords (RB 134.4.a, RB 722.1).
  if (sel.keyword && !(ch && (ch.kw[sel.keyword] ?? 0) > 0)) return false;
  const od = data(o);
  if (sel.buffed !== undefined && (od.buff === 1) !== sel.buffed) return false;
  if (sel.ready !== undefined && (od.exhausted !== true) !== sel.ready) return false;
  if (sel.token !== undefined && (od.token === true) !== sel.token) return false;
  // RB 744.3: an equipped unit has an Equipment attached (the kernel's linked objects, RB 716).
  if (sel.equipped !== undefined && equipped(s, id) !== sel.equipped) return false;
  if (sel.designation !== undefined) {
    const dz = od.designation;
    if (!dz || (sel.designation !== 'either' && dz !== sel.designation)) return false;
    if (sel.alone && !alone(s, id)) return false;
  }
  return true;
}

/** Objects matching a selector, in board order. */
export function select(s: S, chars: CharMap<Chars>, sel: Selector, scope: Scope): ObjId[] {
  const zones: string[] = [];
  const zone = sel.zone ?? 'board';
  if (zone === 'board') {
    if (sel.kind === 'rune') for (let p = 0; p < s.players; p++) zones.push(Z.runes(p));
    else if (sel.kind === 'battlefield') zones.push(Z.battlefields);
    else if (sel.kind === 'legend') for (let p = 0; p < s.players; p++) zones.push(Z.legend(p));
    else if (sel.kind === 'facedown')
      for (let i = 0; i < s.g.battlefields.length; i++) zones.push(Z.facedown(i));
    else zones.push(...locations(s));
  } else if (zone === 'champion') {
    if (scope.controller !== null) zones.push(Z.champion(scope.controller));
  } else if (zone === 'trash' || zone === 'hand') {
    if (scope.controller !== null)
      zones.push(zone === 'trash' ? Z.trash(scope.controller) : Z.hand(scope.controller));
  } else zones.push('chain');
  const out: ObjId[] = [];
  for (const z of zones) for (const id of at(s, z)) if (matches(s, chars, sel, scope, id)) out.push(id);
  return out;
}

/** RB 142.2.b: a Might below 0 counts as 0. */
export function mightValue(c: Chars): number {
  return Math.max(0, c.might);
}

/**
 * "Alone" (RB 361.3.a example): the unit is the only unit of its controller with its combat
 * designation at its battlefield.
 */
export function alone(s: S, id: ObjId): boolean {
  const o = s.objects[id];
  const dz = data(o).designation;
  if (!dz) return false;
  return at(s, o.zone).every(
    (x) => x === id || s.objects[x].controller !== o.controller || data(s.objects[x]).designation !== dz,
  );
}

/** The objects a reference names in this scope. */
export function resolveRef(s: S, chars: CharMap<Chars>, ref: Ref, scope: Scope): ObjId[] {
  if (typeof ref === 'number') return scope.targets?.[ref] ?? [];
  if (ref === 'self') return scope.source === null ? [] : [scope.source];
  if (ref === 'it') return scope.it == null ? [] : [scope.it];
  if (ref === 'chosen') return scope.chosen == null ? [] : [scope.chosen];
  if (ref === 'controller') return [];
  if (ref === 'banished') return banishedBy(s, scope);
  if ('all' in ref) return select(s, chars, ref.all, scope);
  return [...(scope.targets?.[ref.each[0]] ?? []), ...(scope.targets?.[ref.each[1]] ?? [])];
}

/**
 * RB 414.3, RB 107.5.g, RB 107.5.h: the cards an object refers to in banishment are those it put
 * there itself (this resolution's, and those its source remembers), still there. RB 414.3.a:
 * another object — even one of the same name — banished its own, which are not these.
 */
function banishedBy(s: S, scope: Scope): ObjId[] {
  const src = scope.source === null ? undefined : s.objects[scope.source];
  const remembered = (src ? data(src).banished : undefined) ?? [];
  const ids = [...new Set([...(scope.banished ?? []), ...remembered])];
  return ids.filter((id) => /^p\d:banish$/.test(s.objects[id]?.zone ?? ''));
}

/** Evaluate a condition (RB 361.3). Unknown or vanished objects make it false (RB 356.3.e.12). */
export function holds(s: S, chars: CharMap<Chars>, cond: Condition, scope: Scope): boolean {
  if ('legion' in cond) return (scope.playedBefore ?? playedThisTurn(s, scope.controller)) >= 1;
  if ('mighty' in cond) {
    const ids = resolveRef(s, chars, cond.mighty, scope);
    return ids.length > 0 && ids.every((id) => isMighty(s, chars, id));
  }
  if ('buffed' in cond) {
    const ids = resolveRef(s, chars, cond.buffed, scope);
    return ids.length > 0 && ids.every((id) => s.objects[id] !== undefined && data(s.objects[id]).buff === 1);
  }
  if ('was' in cond) return (scope.lastMight ?? 0) >= 5;
  if ('designation' in cond) {
    const ids = resolveRef(s, chars, cond.of ?? 'self', scope);
    return (
      ids.length > 0 &&
      ids.every((id) => {
        const o = s.objects[id];
        const dz = o && data(o).designation;
        if (!dz || (cond.designation !== 'either' && dz !== cond.designation)) return false;
        return !cond.alone || alone(s, id);
      })
    );
  }
  if ('count' in cond) return select(s, chars, cond.count, scope).length >= cond.atLeast;
  if ('hand' in cond)
    return scope.controller !== null && s.zones[Z.hand(scope.controller)].objects.length <= cond.hand.atMost;
  if ('discardedThisTurn' in cond)
    return scope.controller !== null && s.g.record[scope.controller].discarded > 0;
  if ('killed' in cond) {
    const ids = resolveRef(s, chars, cond.killed, scope);
    return ids.length > 0 && ids.every((id) => scope.killed?.includes(id) === true);
  }
  if ('paid' in cond) return scope.paidOptional === true;
  if ('onlyFriendlyThere' in cond) {
    const ids = resolveRef(s, chars, cond.onlyFriendlyThere, scope);
    if (ids.length !== 1) return false;
    const o = s.objects[ids[0]];
    if (!o) return false;
    return at(s, o.zone).every(
      (x) => x === o.id || s.objects[x].controller !== o.controller || def(s.objects[x]).type !== 'unit',
    );
  }
  if ('battlefieldWas' in cond) return scope.wasUncontrolled === true;
  if ('selfAt' in cond) {
    if (!scope.here) return false;
    return cond.selfAt === 'battlefield' ? battlefieldIndex(scope.here) >= 0 : baseOwner(scope.here) >= 0;
  }
  if ('isType' in cond) {
    const ids = resolveRef(s, chars, cond.isType[0], scope);
    return ids.length > 0 && ids.every((id) => matches(s, chars, { kind: cond.isType[1] }, { ...scope }, id));
  }
  if ('not' in cond) return !holds(s, chars, cond.not, scope);
  return cond.all.every((c) => holds(s, chars, c, scope));
}

/** Main deck cards `p` played this turn (RB 738.1.c.2: "if you have played a card this turn"). */
export function playedThisTurn(s: S, p: PlayerId | null): number {
  return p === null ? 0 : s.g.record[p].played;
}

/** RB 708: Mighty while Might is 5 or more; RB 710–711: current Might on the board, printed off it. */
export function isMighty(s: S, chars: CharMap<Chars>, id: ObjId): boolean {
  const c = charOf(s, chars, id);
  return c !== null && def(s.objects[id] ?? s.lki[id]).type === 'unit' && mightValue(c) >= 5;
}

/** Read an amount (RB 356.3.e.12: an amount read from a vanished object is null, here 0). */
export function amount(s: S, chars: CharMap<Chars>, n: Amount, scope: Scope): number {
  if (typeof n === 'number') return n;
  if ('might' in n) {
    const [id] = resolveRef(s, chars, n.might, scope);
    const c = id === undefined ? null : charOf(s, chars, id);
    return c ? mightValue(c) : 0;
  }
  if ('energyCost' in n) {
    const [id] = resolveRef(s, chars, n.energyCost, scope);
    const o = id === undefined ? undefined : (s.objects[id] ?? s.lki[id]);
    // RB 130.4: the base cost, whatever was paid. RB 356.3.e.13: a card the instruction moved (a
    // discarded card) is read as it was, from its last known information.
    return o ? (def(o).cost?.energy ?? 0) : 0;
  }
  if ('count' in n) return select(s, chars, n.count, scope).length * (n.times ?? 1);
  return scope.controller === null ? 0 : s.zones[Z.trash(scope.controller)].objects.length * (n.times ?? 1);
}
