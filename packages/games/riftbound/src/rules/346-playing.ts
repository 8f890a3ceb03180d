/**
 * RB 346–356: the parts of playing a card that need no chain — where a unit may be played
 * (RB 352.2), which objects are valid targets (RB 352.8), what the total cost is (RB 353), and
 * when a card is legally timed (RB 151, RB 155, RB 308–310, RB 732, RB 739). Putting the card on
 * the chain, paying and finalizing (RB 351, RB 354–356) run on the kernel's chain.
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import { card } from '../cards/registry.ts';
import type { CardDef, Cost, Selector, TargetSlot } from '../cards/schema.ts';
import { battlefieldIndex, type RbGame, Z } from '../state.ts';
import { data, def, type S, unitsAt } from './105-zones.ts';
import { type Owed, resolveSymbol } from './156-runes.ts';
import { presentPlayers } from './165-battlefields.ts';
import { characteristics } from './450-layers.ts';
import { holds, matches, type Scope, scopeOf, select } from './vocabulary.ts';

/**
 * RB 352.2: the locations a unit may be played to. RB 352.2.a: its controller's base or a
 * battlefield they control; RB 352.2.b: effects may allow more — "an open battlefield" (one with
 * no units) or "an occupied enemy battlefield" (controlled by an opponent, with units there).
 * A unit played from a facedown zone must go to that battlefield (RB 737.1.d.1).
 * RB 002: a card's permission overrides the default. RB 146.1.a.1, RB 147.2: gear only to its
 * controller's base.
 */
export function playLocations(s: S, p: PlayerId, cardId: string, hiddenAt?: string): string[] {
  // RB 363.1: the card is in hand (off the board); its passive "may be played to ..." says it applies
  // as the card is played, so it is read here.
  if (hiddenAt) return [hiddenAt];
  const d = card(cardId);
  const out = [Z.base(p)];
  if (d.type === 'gear') return out;
  const open = d.abilities.some(
    (a) => a.kind === 'passive' && 'playTo' in a.effect && a.effect.playTo === 'open-battlefield',
  );
  const occupied = d.abilities.some(
    (a) => a.kind === 'passive' && 'playTo' in a.effect && a.effect.playTo === 'occupied-enemy-battlefield',
  );
  for (const b of s.g.battlefields) {
    const units = unitsAt(s, b.zone);
    if (b.controller === p) out.push(b.zone);
    else if (open && units.length === 0) out.push(b.zone);
    else if (occupied && b.controller !== null && units.length > 0 && !presentPlayers(s, b.zone).includes(p))
      out.push(b.zone);
  }
  return out;
}

/**
 * RB 352.8: the valid choices for one target slot: objects matching its selector (RB 352.8.a, RB 352.8.b),
 * not the spell or ability itself (RB 352.8.c). A hidden card's choices must be at its battlefield
 * unless the selector makes that impossible (RB 737.1.d.2).
 * RB 352.8.a.2 spells on the chain, RB 352.8.a.3 facedown cards in facedown zones, RB 352.8.a.4
 * legends in legend zones: the selector's kind says where it looks.
 */
export function validTargets(s: S, slot: TargetSlot, scope: Scope, hiddenAt?: string): ObjId[] {
  const chars = characteristics(s);
  const sels: Selector[] = Array.isArray(slot.sel) ? slot.sel : [slot.sel];
  const out: ObjId[] = [];
  for (const sel of sels) for (const id of select(s, chars, sel, scope)) if (!out.includes(id)) out.push(id);
  if (hiddenAt) {
    const there = out.filter(
      (id) =>
        s.objects[id].zone === hiddenAt ||
        (battlefieldIndex(hiddenAt) >= 0 && s.g.battlefields[battlefieldIndex(hiddenAt)]?.obj === id),
    );
    // RB 737.1.d, RB 737.1.d.2: only at that battlefield, unless the selector itself names places that
    // exclude it (a base, another location): then it chooses as usual. A spell left with no target
    // there cannot be played from Hidden (RB 352.7).
    const excludes = sels.every((sel) => sel.at === 'base' || sel.at === 'other-location');
    if (there.length > 0 || !excludes) return there;
  }
  return out;
}

/** RB 352.7: a spell or ability may go on the chain only if every required slot can be filled. */
export function targetsAvailable(
  s: S,
  slots: readonly TargetSlot[],
  scope: Scope,
  hiddenAt?: string,
): boolean {
  return slots.every(
    (slot) => slot.optional || slot.upTo || validTargets(s, slot, scope, hiddenAt).length >= (slot.n ?? 1),
  );
}

/** The turn's state as the timing rules read it (RB 307–310). */
export interface TurnState {
  showdown: boolean;
  closed: boolean;
  ownTurn: boolean;
}

/**
 * When a card may be played (RB 310.1.a): by default on its controller's turn in a Neutral Open
 * state (RB 151 for spells). RB 155.2.a / RB 732.1.c: Action also allows Open states of showdowns
 * on any turn. RB 155.2.b / RB 739.1.c: Reaction allows everything Action does and Closed states
 * too (RB 739.2). RB 745.1.b, RB 745.1.c: Quick-Draw cards have Reaction (played, and attached by
 * their trigger, with Reaction timing). RB 737.6: a facedown Hidden card has
 * Reaction. Whether the player has priority to use the permission is the response window's
 * question (RB 312).
 * RB 155, RB 155.1, RB 155.2, RB 155.2.b.1: these keywords are properties of the spell, not
 * instructions. RB 308.1.a: only Action or Reaction in a showdown; RB 309.1.a: only Reaction in a
 * Closed State.
 * RB 155.2.a.1: Action adds showdowns; RB 155.2.b.2: Reaction adds Closed States.
 */
export function timingAllows(card: CardDef, t: TurnState, facedown = false): boolean {
  const reaction = facedown || (card.keywords.reaction ?? 0) > 0 || (card.keywords['quick-draw'] ?? 0) > 0;
  const action = reaction || (card.keywords.action ?? 0) > 0;
  if (t.closed) return reaction;
  if (t.showdown) return action;
  // RB 316.2.b: in a Neutral Open state only the turn player plays cards, whatever their keywords.
  return t.ownTurn;
}

/**
 * RB 374: activated abilities only on their controller's turn in an Open State; RB 144.2,
 * RB 148.2: not during a showdown — unless the ability has Action (RB 732.1.c.2) or Reaction
 * (RB 739.1.c.3).
 */
export function abilityTimingAllows(timing: 'action' | 'reaction' | undefined, t: TurnState): boolean {
  if (t.closed) return timing === 'reaction';
  if (t.showdown) return timing === 'action' || timing === 'reaction';
  return t.ownTurn;
}

/** What to take into account when working out a total cost (RB 353). */
export interface CostChoices {
  /**
   * RB 353.1: ignore the base cost ("play it, ignoring its cost"); RB 353.1.b: only its Energy or
   * only its Power cost.
   */
  ignoreCost?: boolean | 'energy' | 'power';
  /** RB 731: pay Accelerate. */
  accelerate?: boolean;
  /** RB 353.2.b: the optional additional cost is paid. */
  optionalPaid?: boolean;
  /** RB 746: how many Repeat costs are paid (in order). */
  repeats?: number;
  /** Chosen targets, for Deflect (RB 735.1.c). */
  targets?: readonly ObjId[];
  /** An Energy discount given by the effect that plays the card (RB 353.4). */
  discount?: number;
  /** The card is played from a facedown zone: RB 737.1.b, its base cost is ignored. */
  fromHidden?: boolean;
}

/** A cost's Energy and Power, resolved against the card's domains (RB 134.2.e.6). */
export function owedOf(cost: Cost | undefined, domains: CardDef['domains']): Owed {
  return {
    energy: cost?.energy ?? 0,
    power: (cost?.power ?? []).map((x) => resolveSymbol(x, domains)),
  };
}

/**
 * RB 353: the total cost of playing a card. RB 353.1: ignored base costs become 0. RB 353.2:
 * additional costs (Accelerate RB 731.1.a; Deflect, mandatory, RB 353.2.a.2, RB 735.1.c; Repeat
 * RB 746.1.c.1). RB 353.3: increases. RB 353.4: discounts, each with its own minimum
 * (RB 353.4.c): we apply the discounts with a minimum first, which gives the lowest cost a player
 * could choose. RB 353.5: never below 0. Non-resource additional costs (discard, kill a unit) are
 * listed in `extra`.
 * RB 353.1.a: ignoring the cost sets both Energy and Power to 0; RB 353.1.c: additional costs
 * still apply. RB 353.2, RB 353.2.a, RB 353.2.a.1: mandatory additional costs; RB 353.2.b,
 * RB 353.2.b.1: optional ones, when chosen. RB 353.3: increases. RB 353.4.a: discounts from the
 * card or from others; RB 353.4.b: written as negative Energy; RB 353.4.d: they reduce the total,
 * additional costs included. RB 353.6: costs may be Energy, Power or other (`extra`).
 */
export function totalCost(
  s: S,
  p: PlayerId,
  obj: ObjId,
  ch: CostChoices = {},
): { owed: Owed; extra: Cost[] } {
  const o = s.objects[obj];
  const d = def(o);
  const ignore = ch.ignoreCost === true || ch.fromHidden;
  const owed: Owed = ignore ? { energy: 0, power: [] } : owedOf(d.cost, d.domains);
  // RB 353.1.b: ignoring only the Energy (or only the Power) cost leaves the other to pay.
  if (ch.ignoreCost === 'energy') owed.energy = 0;
  else if (ch.ignoreCost === 'power') owed.power = [];
  const extra: Cost[] = [];
  if (ch.accelerate && (d.keywords.accelerate ?? 0) > 0) {
    // RB 731.1.a.1: the Power must match a single-domain unit's domain, else any (RB 731.1.a.2).
    owed.energy += 1;
    owed.power.push(d.domains.length === 1 ? d.domains[0] : 'any');
  }
  for (let i = 0; i < (ch.repeats ?? 0) && i < (d.repeat?.length ?? 0); i++) {
    const r = owedOf(d.repeat![i], d.domains);
    owed.energy += r.energy;
    owed.power.push(...r.power);
    extra.push(d.repeat![i]);
  }
  for (const ab of d.abilities) {
    if (ab.kind !== 'additional-cost') continue;
    if (!ab.optional || ch.optionalPaid) {
      extra.push(ab.cost);
      const r = owedOf(ab.cost, d.domains);
      owed.energy += r.energy;
      owed.power.push(...r.power);
    }
  }
  // RB 735.1.c: each chosen opponent's object with Deflect adds that much [A] (RB 735.1.c.1).
  for (const t of ch.targets ?? []) {
    const to = s.objects[t];
    if (!to || to.controller === p) continue;
    const chars = characteristics(s);
    const n = chars[t]?.kw.deflect ?? 0;
    for (let i = 0; i < n; i++) owed.power.push('any');
  }
  // RB 353.3, RB 353.4: cost changes, as reductions (negative: an increase) with an optional minimum.
  const changes: { by: number; min?: number }[] = [];
  if (ch.discount) changes.push({ by: ch.discount });
  const chars = characteristics(s);
  // The card's own passive cost changes apply in any zone it can be played from (RB 363.1, RB 363.2.a).
  for (const ab of d.abilities) {
    if (ab.kind === 'additional-cost' && ab.optional && ch.optionalPaid && ab.discount)
      changes.push({ by: ab.discount });
    if (ab.kind !== 'passive' || !('cost' in ab.effect) || ab.effect.of !== 'self') continue;
    const scope: Scope = { controller: p, source: obj, here: null };
    if (ab.cond && !holds(s, chars, ab.cond, scope)) continue;
    changes.push({ by: reduction(s, ab.effect.cost.energy, p), min: ab.effect.cost.min });
  }
  // Other cards' cost changes for the cards `p` plays.
  for (const src of costSources(s)) {
    const so = s.objects[src];
    for (const ab of def(so).abilities) {
      if (ab.kind !== 'passive' || !('cost' in ab.effect) || ab.effect.of === 'self') continue;
      const scope = scopeOf(s, src);
      if (scope.controller !== p) continue;
      const of = ab.effect.of;
      if (of.kind !== d.type) continue;
      if (of.nonToken && data(o).token) continue;
      if (of.firstEachTurn && of.kind === 'gear' && s.g.record[p].gearPlayed > 0) continue;
      if (ab.cond && !holds(s, chars, ab.cond, scope)) continue;
      changes.push({ by: reduction(s, ab.effect.cost.energy, p), min: ab.effect.cost.min });
    }
  }
  // RB 353.3 increases first; then RB 353.4 discounts, those with a minimum first.
  changes.sort(
    (a, b) =>
      Number(a.by > 0) - Number(b.by > 0) || Number(b.min !== undefined) - Number(a.min !== undefined),
  );
  for (const c of changes) {
    if (c.by <= 0) {
      owed.energy -= c.by;
      continue;
    }
    // RB 353.4.c: a minimum limits only its own discount.
    const floor = c.min ?? 0;
    owed.energy = owed.energy - c.by < floor ? Math.min(owed.energy, floor) : owed.energy - c.by;
  }
  owed.energy = Math.max(0, owed.energy);
  return { owed, extra };
}

/** A cost change as a reduction (positive: cheaper; a card's data writes discounts as negative Energy). */
function reduction(s: S, e: number | { per: Selector | 'trash-card'; times: number }, p: PlayerId): number {
  if (typeof e === 'number') return -e;
  const scope: Scope = { controller: p, source: null, here: null };
  const count =
    e.per === 'trash-card'
      ? s.zones[Z.trash(p)].objects.length
      : select(s, characteristics(s), e.per, scope).length;
  return -(count * e.times);
}

/** Objects whose passives may change what other cards cost: permanents, legends, battlefields. */
function costSources(s: S): ObjId[] {
  const out: ObjId[] = [];
  for (const z of costZones(s)) for (const id of s.zones[z].objects) out.push(id);
  return out;
}

/** The zones costSources reads, in the state's zone order (found once per zone table). */
const COST_ZONES = new WeakMap<object, string[]>();
function costZones(s: S): string[] {
  let zones = COST_ZONES.get(s.zones);
  if (!zones) {
    zones = Object.keys(s.zones).filter((z) => /^p\d:(base|legend)$|^bf\d+$|^battlefields$/.test(z));
    COST_ZONES.set(s.zones, zones);
  }
  return zones;
}

/**
 * RB 142.4: a unit enters exhausted, unless something says it enters ready: Accelerate paid
 * (RB 731.1.a), its own "I enter ready" (with its condition), another card's "other friendly units
 * enter ready", or an effect "units you play this turn enter ready". RB 147.1, RB 356.2.d: gear
 * enters ready.
 * RB 356.2.c: a unit enters exhausted at its location unless so; RB 356.2.d: gear enters ready.
 * RB 002: a card saying otherwise wins.
 * RB 142.4.a: Accelerate and similar effects change it.
 */
export function entersReady(s: S, p: PlayerId, cardId: string, accelerated: boolean): boolean {
  const d = card(cardId);
  if (d.type === 'gear') return true;
  if (d.type !== 'unit') return false;
  if (accelerated && (d.keywords.accelerate ?? 0) > 0) return true;
  const chars = characteristics(s);
  for (const ab of d.abilities) {
    if (ab.kind !== 'passive' || !('enterReady' in ab.effect) || ab.effect.enterReady !== 'self') continue;
    if (!ab.cond || holds(s, chars, ab.cond, { controller: p, source: null, here: null })) return true;
  }
  for (const src of costSources(s)) {
    const so = s.objects[src];
    for (const ab of def(so).abilities) {
      if (ab.kind !== 'passive' || !('enterReady' in ab.effect) || ab.effect.enterReady === 'self') continue;
      const scope = scopeOf(s, src);
      if (scope.controller !== p) continue;
      if (ab.cond && !holds(s, chars, ab.cond, scope)) continue;
      const sel = ab.effect.enterReady;
      // "Other friendly units": the entering unit is friendly and not the source.
      if (typeof sel === 'object' && sel.kind === 'unit' && (sel.side ?? 'any') !== 'enemy') return true;
    }
  }
  for (const e of s.effects) {
    if (e.layer !== 'rules' || e.controller !== p) continue;
    const eff = e.params.effect;
    if (eff && 'enterReady' in eff) return true;
  }
  return false;
}

/** Is an object's selector for "friendly ..." met by the player's units (for a quick test)? */
export function friendlyMatches(s: S, p: PlayerId, sel: Selector, id: ObjId): boolean {
  return matches(s, characteristics(s), sel, { controller: p, source: null, here: null }, id);
}

/** Cards this player could pay the Energy of from the pool alone (used by tests and views). */
export function energyCost(s: S, p: PlayerId, obj: ObjId, ch: CostChoices = {}): number {
  return totalCost(s, p, obj, ch).owed.energy;
}

export type { RbGame };
