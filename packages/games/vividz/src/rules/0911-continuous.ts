/**
 * VZ 911 continuous effects on the kernel's LayerSystem.
 *
 * - VZ 911.1a the printed parameters are the base; VZ 911.1b effects that change non-numeric
 *   parameters (features, marks, abilities, immunity) apply first; VZ 911.1c numeric ones (power)
 *   after. These are the two layers.
 * - VZ 911.2 an effect that depends on another applies after it: found by the kernel by trial
 *   (applying B first changes A's existence, targets or amount).
 * - VZ 911.3 otherwise by timestamp: VZ 911.3a a static ability's is the time its card entered its
 *   zone (on the areas: the area zone, so a Slide keeps it, decisions D1); VZ 911.3b a created
 *   effect's is when the ability that made it finished; VZ 911.3c on equal timestamps the turn
 *   player's effects come first.
 * - VZ 911.4 a created effect that applied to "all" cards of a public zone is locked to those cards.
 * - VZ 911.5 a card entering an area gets the effects that apply there at once (computed on demand).
 * - VZ 911.6 "power becomes n" replaces the value; VZ 911.7 an immune character is not affected by
 *   the opponent's continuous effects; VZ 911.9 lower bounds apply after the other numeric effects,
 *   the largest first.
 */
import {
  type CharMap,
  computeCharacteristics,
  createdEffectsIn,
  type EffectInstance,
  idsOf,
  type LayerSystem,
  type ObjId,
} from '@arbiter/kernel';
import { cardData, cardsGeneration, knownCards } from '../cards/registry.ts';
import type { CardDataT, StaticT } from '../cards/schema.ts';
import { type G, type VzState, zoneOf } from '../state.ts';
import { abilityActive, abilityIndex, abilityZone, type Chars, printedChars } from './0300-parameters.ts';
import { charactersOf } from './0503-areas.ts';
import { expOf } from './0512-exp.ts';
import { type CharsOf, holds, matchesWho } from './0902-selectors.ts';

export const NON_NUMERIC = 'non-numeric';
export const NUMERIC = 'numeric';

/** Static operations by layer (VZ 911.1b / 911.1c). */
const LAYER_OF: Partial<Record<StaticT['st'] | string, string>> = {
  feature: NON_NUMERIC,
  mark: NON_NUMERIC,
  loseAbilities: NON_NUMERIC,
  immune: NON_NUMERIC,
  grant: NON_NUMERIC,
  power: NUMERIC,
  powerPer: NUMERIC,
  setPower: NUMERIC,
  floor: NUMERIC,
};

/** Zones whose cards' static abilities can have continuous effects on characters. */
const STATIC_ZONES = ['area', 'mission', 'account', 'trash', 'keep'] as const;

interface StaticParams {
  static: StaticT;
  /** Condition of the static ability (it applies only while it holds, VZ 903.2a). */
  cond?: import('../cards/schema.ts').CondT;
}

interface StaticSource {
  id: ObjId;
  zone: string;
  effects: EffectInstance[];
  indices: number[];
}

/**
 * Values derived from a state that stay true until it changes: kept per state object and version
 * (the kernel's `state.version` moves on every change, `mutations: 'tracked'`). A rolled-back
 * declaration puts an earlier version number back with other contents: `forgetDerived` then.
 */
const DERIVED = new WeakMap<object, { version: number; values: Map<string, unknown> }>();

export function perVersion<T>(state: VzState, key: string, compute: () => T): T {
  let hit = DERIVED.get(state);
  if (!hit) {
    hit = { version: state.version, values: new Map() };
    DERIVED.set(state, hit);
  } else if (hit.version !== state.version) {
    // One map per state, emptied when the version moves (no new map and entry at every change).
    hit.version = state.version;
    hit.values.clear();
  }
  if (hit.values.has(key)) return hit.values.get(key) as T;
  const v = compute();
  hit.values.set(key, v);
  return v;
}

/** Forget what was derived from a state whose contents were put back (a rolled-back declaration). */
export function forgetDerived(state: VzState): void {
  DERIVED.delete(state);
}

/**
 * The static abilities of the cards in the zones where they can work (VZ 304.4a, VZ 903.1), as
 * effect instances: the same for every layer and every trial of one state version, so they are
 * found once per version (the scan of the zones is what the layer system would otherwise repeat).
 */
function staticSources(state: VzState): StaticSource[] {
  return perVersion(state, 'statics', () => findStaticSources(state));
}

/**
 * The zones in which some known card has a static ability (VZ 903.1). Only these are scanned: the
 * Keep is hidden from the opponent (decisions D12), so while no card works from there, nothing the
 * opponent is shown (powers in the view) is derived from its cards.
 */
let staticZonesFor = -1;
let staticZonesInUse: readonly (typeof STATIC_ZONES)[number][] = STATIC_ZONES;
function staticZones(): readonly (typeof STATIC_ZONES)[number][] {
  if (staticZonesFor !== cardsGeneration()) {
    const used = new Set<string>();
    for (const c of knownCards())
      for (const ab of c.data.abilities) if (ab.type === 'static') used.add(abilityZone(c.data, ab));
    staticZonesInUse = STATIC_ZONES.filter((z) => used.has(z));
    staticZonesFor = cardsGeneration();
  }
  return staticZonesInUse;
}

function findStaticSources(state: VzState): StaticSource[] {
  const list: StaticSource[] = [];
  const zones = staticZones();
  for (let p = 0; p < state.players; p++) {
    for (const zone of zones) {
      for (const id of state.zones[zoneOf(p, zone)].objects) {
        const o = state.objects[id];
        // VZ 903.1b: a face-down (completed) mission has no abilities; its card is hidden from the
        // opponent (VZ 501.3b), so it is not even looked at.
        if (zone === 'mission' && o.faceDown) continue;
        const def = cardData(o.card);
        const statics = abilityIndex(def).statics;
        if (statics.length === 0) continue;
        let src: StaticSource | null = null;
        for (const { ab, index: i } of statics) {
          const layer = LAYER_OF[ab.st.st];
          if (layer === undefined) continue;
          if (!abilityActive(def, ab, o)) continue;
          const params: StaticParams = { static: ab.st };
          if (ab.cond) params.cond = ab.cond;
          src ??= { id, zone, effects: [], indices: [] };
          src.effects.push({
            id: `s${id}.${i}`,
            ts: o.ts, // VZ 911.3a
            layer,
            source: id,
            controller: o.controller,
            op: ab.st.st,
            params,
          });
          src.indices.push(i);
        }
        if (src) list.push(src);
      }
    }
  }
  return list;
}

/** Static abilities with continuous effects in `layer`, from cards where they are active. */
function gatherStatics(state: VzState, layer: string, chars: CharMap<Chars>): EffectInstance[] {
  const out: EffectInstance[] = [];
  for (const src of staticSources(state)) {
    // On the areas the abilities the character still has (after losing some, VZ 903.2b).
    const have = src.zone === 'area' ? chars[src.id]?.abilities : undefined;
    for (let k = 0; k < src.effects.length; k++) {
      const eff = src.effects[k];
      if (eff.layer !== layer) continue;
      if (have && !have.includes(src.indices[k])) continue;
      out.push(eff);
    }
  }
  return out;
}

function reader(chars: CharMap<Chars>): CharsOf {
  return (id) => chars[id];
}

/** VZ 911.7: the opponent's continuous effects do not apply to an immune character. */
function unaffected(state: VzState, eff: EffectInstance, target: ObjId, chars: CharMap<Chars>): boolean {
  return Boolean(chars[target]?.immune) && state.objects[target]?.controller !== eff.controller;
}

export const LAYERS: LayerSystem<G, Chars> = {
  layers: [NON_NUMERIC, NUMERIC],
  scope: (state) => [...charactersOf(state, 0), ...charactersOf(state, 1)],
  base: (state, id) => printedChars(cardData(state.objects[id].card)),
  gather(state, layer, chars) {
    return [...gatherStatics(state, layer, chars), ...createdEffectsIn(state, layer)];
  },
  appliesTo(state, eff, chars) {
    // Called for every effect and every dependency trial: one reader, no intermediate lists.
    const targets: ObjId[] = [];
    if (eff.targets) {
      // VZ 911.4: locked to the cards it applied to when created (those still on an area).
      for (const t of eff.targets)
        if (chars[t] !== undefined && !unaffected(state, eff, t, chars)) targets.push(t);
      return targets;
    }
    const p = eff.params as StaticParams;
    const read = reader(chars);
    if (p.cond && !holds(state, p.cond, eff.controller, eff.source, read)) return targets;
    if (!('who' in p.static)) return targets;
    const who = p.static.who;
    for (const id of idsOf(chars)) {
      if (matchesWho(state, who, eff.source, eff.controller, id, read) && !unaffected(state, eff, id, chars))
        targets.push(id);
    }
    return targets;
  },
  apply(state, eff, c, targetId) {
    const n = amount(state, eff, targetId);
    switch (eff.op) {
      case 'feature': {
        const f = (eff.params as StaticParams).static as Extract<StaticT, { st: 'feature' }>;
        if (!c.features.includes(f.feature)) c.features.push(f.feature);
        return;
      }
      case 'mark':
      case 'grant': {
        const mark = eff.op === 'grant' ? eff.params.mark : ((eff.params as StaticParams).static as any).mark;
        if (!c.marks.includes(mark)) c.marks.push(mark);
        return;
      }
      case 'loseAbilities':
        // VZ 903.2b: the abilities still exist but have no effect; the printed marks go too.
        c.abilities = [];
        c.marks = [];
        return;
      case 'immune':
        c.immune = true;
        return;
      case 'power':
      case 'powerPer':
        c.power += n;
        return;
      case 'setPower':
        // VZ 911.6: the old value is lost.
        c.power = n;
        return;
      case 'floor':
        // VZ 911.9: a lower bound.
        if (c.power < n) c.power = n;
        return;
    }
  },
  clone: (c) => ({ ...c, features: [...c.features], marks: [...c.marks], abilities: [...c.abilities] }),
  compare(state, a, b) {
    // VZ 911.9: lower bounds after the other numeric effects, the largest first.
    const fa = a.op === 'floor';
    const fb = b.op === 'floor';
    if (fa !== fb) return fa ? 1 : -1;
    if (fa && fb) {
      const d = floorOf(b) - floorOf(a);
      if (d !== 0) return d;
    }
    // VZ 911.3: the earlier timestamp first; VZ 911.3c: on a tie the turn player's first.
    if (a.ts !== b.ts) return a.ts - b.ts;
    const tp = state.g.turnPlayer;
    const ta = a.controller === tp ? 0 : 1;
    const tb = b.controller === tp ? 0 : 1;
    if (ta !== tb) return ta - tb;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  },
  measure(state, eff) {
    // What the effect does beyond its targets: the per-count amounts can change with the board.
    return eff.op === 'powerPer' ? perCount(state, eff) : null;
  },
  fixed: (_state, eff) => Array.isArray(eff.targets) && eff.op !== 'powerPer',
};

function floorOf(e: EffectInstance): number {
  return e.params?.static ? (e.params.static as { n: number }).n : e.params.n;
}

/** The amount a numeric effect adds or sets. */
function amount(state: VzState, eff: EffectInstance, _target: ObjId): number {
  if (eff.params?.static) {
    const st = (eff.params as StaticParams).static as { n?: number };
    if (eff.op === 'powerPer') return (st.n ?? 0) * perCount(state, eff);
    return st.n ?? 0;
  }
  return eff.params?.n ?? 0;
}

/** What a "+n for each …" static ability counts (VZ 1119.1 same name, VZ 512.3a EXP, other own characters). */
function perCount(state: VzState, eff: EffectInstance): number {
  const st = (eff.params as StaticParams).static as Extract<StaticT, { st: 'powerPer' }>;
  const src = eff.source === null ? undefined : state.objects[eff.source];
  if (!src) return 0;
  switch (st.per) {
    case 'sameNameInTrash': {
      // VZ 1119.1: cards whose name is exactly this card's name.
      const name = cardData(src.card).name.en;
      return state.zones[zoneOf(src.controller, 'trash')].objects.filter(
        (id) => cardData(state.objects[id].card).name.en === name,
      ).length;
    }
    case 'exp': {
      // VZ 512.3a: this character's EXP (the kernel's links; see 0512-exp.ts).
      return expCount(state, src.id);
    }
    case 'otherOwnCharacters':
      return charactersOf(state, src.controller).length - (src.zone.endsWith(':area') ? 1 : 0);
  }
}

function expCount(state: VzState, id: ObjId): number {
  return expOf(state, id).length;
}

/** Computed characteristics of every character on the areas (cached by the kernel per state version). */
export function allChars(state: VzState): CharMap<Chars> {
  return computeCharacteristics(state, LAYERS);
}

/** Computed characteristics of one character on an area, or undefined. */
export function charsOf(state: VzState, id: ObjId): Chars | undefined {
  return allChars(state)[id];
}

/** VZ 305.1: a character's power after continuous effects. */
export function powerOf(state: VzState, id: ObjId): number {
  const c = charsOf(state, id);
  if (c) return c.power;
  const o = state.objects[id] ?? state.lki[id];
  return o ? (cardData(o.card).power ?? 0) : 0;
}

/** The computed power of every character on the areas, by object id (public information). */
export function areaPowers(state: VzState): Record<number, number> {
  const all = allChars(state);
  const out: Record<number, number> = {};
  for (const id of Object.keys(all)) out[Number(id)] = all[Number(id)].power;
  return out;
}

/** The abilities a card has now: computed on the areas, printed elsewhere. */
export function abilitiesOf(state: VzState, id: ObjId): readonly number[] {
  const o = state.objects[id];
  if (!o) return NONE;
  // Without any effect that takes abilities away (VZ 903.2b), a card has its printed ones: no
  // need to compute the characteristics of the board for that.
  if (o.zone.endsWith(':area') && mayLoseAbilities(state)) {
    const c = charsOf(state, id);
    if (c) return c.abilities;
  }
  return printedIndices(cardData(o.card));
}

const NONE: readonly number[] = Object.freeze([]);
const PRINTED = new WeakMap<object, readonly number[]>();

function printedIndices(def: CardDataT): readonly number[] {
  let v = PRINTED.get(def);
  if (!v) {
    v = Object.freeze(def.abilities.map((_, i) => i));
    PRINTED.set(def, v);
  }
  return v;
}

/** Whether any effect now could take abilities away (created, or a static ability where it works). */
function mayLoseAbilities(state: VzState): boolean {
  return perVersion(
    state,
    'lose-abilities',
    () =>
      state.effects.some((e) => e.op === 'loseAbilities') ||
      staticSources(state).some((src) => src.effects.some((e) => e.op === 'loseAbilities')),
  );
}

/**
 * Whether any effect now could lower a character's power (a created or static effect with a
 * negative amount, or one that sets power). Without one, every character has at least its printed
 * power.
 */
export function mayLowerPower(state: VzState): boolean {
  return perVersion(state, 'lower-power', () => {
    const lowers = (op: string, n: number | undefined) =>
      op === 'setPower' || ((op === 'power' || op === 'powerPer') && (n ?? 0) < 0);
    if (state.effects.some((e) => lowers(e.op, e.params?.n))) return true;
    return staticSources(state).some((src) =>
      src.effects.some((e) => lowers(e.op, ((e.params as StaticParams).static as { n?: number }).n)),
    );
  });
}

/** Reader of computed characteristics for selectors outside the layer system. */
export function charsReader(state: VzState): CharsOf {
  const all = allChars(state);
  return (id) => all[id];
}

/** Remove created effects that end at a moment (VZ 704.4, VZ 806.6, decisions D13). */
export function expire(ctx: import('@arbiter/kernel').Ctx<G>, until: string, rule: string): void {
  const n = ctx.removeEffects((e) => e.until === until);
  if (n > 0) ctx.log(rule, 'vz.effects-end', { n });
}
