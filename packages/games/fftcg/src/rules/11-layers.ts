/**
 * FFTCG 11.12.4 continuous effects. Layers in the order of FFTCG 11.12.4.6: control, text,
 * type/job, general, power. Field abilities (FFTCG 11.9) are gathered from the cards on the field;
 * effects created by resolutions live in `state.effects` with their timestamps (FFTCG 11.12.4.9).
 */
import {
  type CharMap,
  computeUncached,
  createdEffectsIn,
  type EffectInstance,
  type LayerSystem,
  type ObjId,
  rollbackGeneration,
  type State,
} from '@arbiter/kernel';
import { CARDS } from '../cards/cards.ts';
import type { CardDef, StaticT } from '../cards/schema.ts';
import { type Chars, damageCount, FIELD, type G, KW, TYPE_CODE } from '../state.ts';

// FFTCG 11.12.4.6: ① control ② text ③ type/job ④ general ⑤ power.
export const LAYER_NAMES = ['control', 'text', 'type', 'general', 'power'] as const;

function layerOf(st: StaticT): 'general' | 'power' | null {
  if (st.op === 'power') return 'power';
  if (st.op === 'kw' || st.op === 'unblk' || st.op === 'mustAttack') return 'general';
  return null; // replacement effects (reduce, halve) are not layered (FFTCG 11.12.5)
}

/** Static abilities of a card, precomputed per layer: [abilityIndex, staticIndex, static, dmgx n]. */
type StaticRef = [number, number, StaticT, number];
const staticCache = new Map<string, Record<string, StaticRef[]>>();
function staticsOf(card: string): Record<string, StaticRef[]> {
  let s = staticCache.get(card);
  if (s && CARDS[card]) return s;
  s = { general: [], power: [] };
  const c = CARDS[card];
  c.ab.forEach((a, i) => {
    if (a.k === 'field') {
      const l = layerOf(a.st);
      if (l) s![l].push([i, 0, a.st, 0]);
    } else if (a.k === 'dmgx') {
      a.st.forEach((st, j) => {
        const l = layerOf(st);
        if (l) s![l].push([i, j, st, a.n]);
      });
    }
  });
  staticCache.set(card, s);
  return s;
}
export function clearStaticCache(): void {
  staticCache.clear();
  instancesGeneral.clear();
  instancesPower.clear();
  printed.clear();
  shared.clear();
  sharedCount = 0;
  lastState = null;
}

// FFTCG 11.12.3, FFTCG 11.12.3.1: single effects change the state once (in src/rules/11-resolve.ts). FFTCG 11.12.4.4,
// FFTCG 11.12.4.5: field abilities act while their card is on the field, on whatever they apply to now. FFTCG 11.9.1,
// FFTCG 11.9.2, FFTCG 11.9.3: field abilities need no stack and apply as soon as their card is on the field.
// FFTCG 11.12.4.10: a card's timestamp is when it entered its zone (kernel `ts`). FFTCG 11.12.4.11: no two objects get the
// same timestamp (cards enter one at a time). FFTCG 11.12.4.12: dependency is found by trial (kernel).
// FFTCG 4.4: a value a card does not have (power of a Backup) counts as 0.
const gatherMemo = new WeakMap<object, Record<string, EffectInstance[]>>();

/** A card's printed characteristics (FFTCG 11.12.4.6: what the layers start from). */
function printedValues(c: CardDef): Chars {
  let kw = 0;
  for (const k of c.kw) kw |= KW[k];
  return {
    typeCode: TYPE_CODE[c.type],
    power: c.power ?? 0,
    keywordBits: kw,
    cost: c.cost,
    elements: c.els,
    job: c.job ?? '',
    noText: false,
    unblk: 0,
    must: false,
  };
}

/**
 * The effects of one field card's layered static abilities, made once per object, card, timestamp,
 * controller and layer and reused by every layer computation while they stay the same (issue 10:
 * each computation made them anew, with a text id each). The layer machinery only reads effects.
 */
interface StaticInstances {
  card: string;
  ts: number;
  controller: number;
  layer: string;
  list: StaticRef[];
  made: EffectInstance[];
}
const instancesGeneral = new Map<ObjId, StaticInstances>();
const instancesPower = new Map<ObjId, StaticInstances>();

function staticInstances(
  id: ObjId,
  card: string,
  ts: number,
  controller: number,
  layer: 'general' | 'power',
  list: StaticRef[],
): EffectInstance[] {
  const byId = layer === 'general' ? instancesGeneral : instancesPower;
  const hit = byId.get(id);
  if (hit && hit.card === card && hit.ts === ts && hit.controller === controller && hit.list === list)
    return hit.made;
  const made: EffectInstance[] = list.map(([ai, si, st]) => ({
    id: `s${id}:${ai}:${si}`,
    ts, // FFTCG 11.12.4.8: a field ability's effect has its card's timestamp
    layer,
    source: id,
    controller,
    op: 'static',
    params: st,
  }));
  byId.set(id, { card, ts, controller, layer, list, made });
  return made;
}

export const LAYERS: LayerSystem<G, Chars> = {
  layers: LAYER_NAMES,
  scope: (state) => [...state.zones['p0:field'].objects, ...state.zones['p1:field'].objects],
  base(state, id) {
    return printedValues(CARDS[state.objects[id].card]);
  },
  gather(state, layer, chars) {
    // Within one computation the effects of a layer depend only on earlier layers, so the list is
    // memoised per characteristics map (the kernel asks again for each effect it orders).
    let memo = gatherMemo.get(chars);
    if (!memo) {
      memo = {};
      gatherMemo.set(chars, memo);
    }
    const hit = memo[layer];
    if (hit) return hit;
    const out: EffectInstance[] = createdEffectsIn(state, layer);
    memo[layer] = out;
    if (layer !== 'general' && layer !== 'power') return out;
    for (const zid of FIELD) {
      for (const id of state.zones[zid].objects) {
        const ch = chars[id];
        if (!ch || ch.noText) continue; // FFTCG 11.12.4.6 ②: lost text has no field abilities
        const o = state.objects[id];
        const list = staticsOf(o.card)[layer];
        if (list.length === 0) continue;
        const made = staticInstances(o.id, o.card, o.ts, o.controller, layer, list);
        for (let k = 0; k < list.length; k++) {
          // FFTCG 15.2.6.2: "Damage N" abilities exist only while the controller has N damage.
          const n = list[k][3];
          if (n > 0 && damageCount(state, o.controller) < n) continue;
          out.push(made[k]);
        }
      }
    }
    return out;
  },
  appliesTo(state, eff, chars) {
    if (eff.op !== 'static') {
      // FFTCG 11.12.4.2: created effects affect only the objects locked in when they began.
      return (eff.targets ?? []).filter((t) => chars[t] !== undefined);
    }
    const st = eff.params as StaticT;
    const src = eff.source as ObjId;
    if (st.op === 'unblk' || st.op === 'mustAttack') return chars[src] ? [src] : [];
    const who = (st as { who: string }).who;
    if (who === 'self') return chars[src] ? [src] : [];
    const job = (st as { job?: string }).job;
    const powerMax = (st as { powerMax?: number }).powerMax;
    const out: ObjId[] = [];
    for (const id of state.zones[`p${eff.controller}:field`].objects) {
      const c = chars[id];
      if (c?.typeCode !== 0) continue;
      if (who === 'others' && id === src) continue;
      if (job && c.job !== job) continue;
      if (powerMax !== undefined && c.power > powerMax) continue;
      out.push(id);
    }
    return out;
  },
  apply(state, eff, c, _id, _chars) {
    const p = eff.params;
    switch (eff.op) {
      case 'lose': // FFTCG 11.12.4.6 ②
        c.noText = true;
        c.keywordBits = 0;
        c.unblk = 0;
        c.must = false;
        return;
      case 'become': // FFTCG 11.12.4.6 ③: becomes a Forward with the given power
        c.typeCode = 0;
        c.power = p.power;
        return;
      case 'grant':
        c.keywordBits |= KW[p.kw as keyof typeof KW];
        return;
      case 'set': // FFTCG 11.5.7, FFTCG 11.3.10: power becomes N, measured from the printed value
        c.power = p.n;
        return;
      case 'mod':
        c.power += p.n;
        return;
      case 'static': {
        const st = p as StaticT;
        if (st.op === 'kw') c.keywordBits |= KW[st.kw];
        else if (st.op === 'unblk') c.unblk = c.unblk === 0 ? st.n : Math.min(c.unblk, st.n);
        else if (st.op === 'mustAttack') c.must = true;
        else if (st.op === 'power') {
          if (st.perCounter) {
            const o = state.objects[eff.source as ObjId];
            c.power += st.n * (o?.data.counters?.[st.perCounter] ?? 0);
          } else c.power += st.n;
        }
        return;
      }
    }
  },
  clone: (c) => ({ ...c }),
  // FFTCG 11.12.4.12, FFTCG 11.12.4.13: dependent effects are found by trial (the kernel applies one effect
  // and sees whether another's existence, targets or amount change) and go after what they depend on;
  // independent effects follow the comparison below.
  dependency: 'auto',
  // FFTCG 11.5.7 "becomes N" first (it replaces the printed value); then FFTCG 11.12.4.7 effects
  // that change their own card; then timestamps (FFTCG 11.12.4.13).
  compare(_state, a, b) {
    return rank(a) - rank(b) || a.ts - b.ts || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  },
  measure(state, eff) {
    const st = eff.params as StaticT;
    if (eff.op === 'static' && st.op === 'power' && st.perCounter) {
      return state.objects[eff.source as ObjId]?.data.counters?.[st.perCounter] ?? 0;
    }
    return null;
  },
};

function rank(e: EffectInstance): number {
  if (e.op === 'set') return 0;
  if (e.op === 'static' && (e.params as { who?: string }).who === 'self') return 1;
  if (e.op !== 'static' && e.targets && e.source !== null && e.targets.includes(e.source)) return 1;
  return 2;
}

/**
 * Characteristics depend only on the field, the counters on it, the damage counts (for "Damage N")
 * and the created effects; the cache is keyed by exactly those, so it survives the many state
 * version bumps that do not touch them.
 */
const cache = new WeakMap<
  object,
  { ver: number; generation: number; sig: SigParts; chars: CharMap<Chars> }
>();

/**
 * Everything characteristics are computed from, as a flat list of values: the objects on each
 * field (id, card, timestamp, counters), both damage counts and the created effects. Equal lists
 * give equal characteristics, in any state (also a clone or another game), so results are shared.
 * Kept as a list (not one string) so that checking it again allocates nothing.
 */
type SigParts = (string | number | undefined)[];

/** Visit the signature's values in order; stops early (returning false) when `visit` says so. */
function walkSignature(state: State<G>, visit: (v: string | number | undefined) => boolean): boolean {
  for (const zid of FIELD) {
    for (const id of state.zones[zid].objects) {
      const o = state.objects[id];
      if (!visit(id) || !visit(o.card) || !visit(o.ts)) return false;
      const counters = o.data.counters;
      if (counters)
        for (const k in counters) {
          if (!visit(k) || !visit(counters[k])) return false;
        }
      if (!visit(',')) return false;
    }
    if (!visit('|')) return false;
  }
  if (!visit(state.zones['p0:damage'].objects.length) || !visit(state.zones['p1:damage'].objects.length))
    return false;
  for (const e of state.effects) {
    const p = e.params;
    if (
      !visit(e.id) ||
      !visit(e.ts) ||
      !visit(e.layer) ||
      !visit(e.op) ||
      !visit(e.source ?? 'null') ||
      !visit(e.controller) ||
      !visit(p.n) ||
      !visit(p.kw) ||
      !visit(p.power) ||
      !visit(e.targets ? e.targets.join('.') : undefined) ||
      !visit(',')
    )
      return false;
  }
  return true;
}

function signature(state: State<G>): SigParts {
  const out: SigParts = [];
  walkSignature(state, (v) => {
    out.push(v);
    return true;
  });
  return out;
}

let matchAt = 0;
let matchWith: SigParts = [];
function matchOne(v: string | number | undefined): boolean {
  return matchWith[matchAt++] === v;
}
/** Whether the state's signature equals `sig`, without building it. */
function sameSignature(state: State<G>, sig: SigParts): boolean {
  matchAt = 0;
  matchWith = sig;
  const same = walkSignature(state, matchOne) && matchAt === sig.length;
  matchWith = [];
  return same;
}

/**
 * A number standing for a signature, for results shared between states. Equal signatures give
 * equal numbers; different ones may collide, so an entry also keeps its signature and is used only
 * when that is equal value by value (=== keeps numbers, strings and undefined apart). Replaces a text
 * key that was about half of the time spent here (issue 10).
 */
function sigHash(sig: SigParts): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < sig.length; i++) {
    const v = sig[i];
    if (typeof v === 'number') h = Math.imul(h ^ (v | 0) ^ 0x5bd1e995, 16777619);
    else if (v === undefined) h = Math.imul(h ^ 0x27d4eb2d, 16777619);
    else {
      h = Math.imul(h ^ 0x165667b1, 16777619);
      for (let j = 0; j < v.length; j++) h = Math.imul(h ^ v.charCodeAt(j), 16777619);
    }
  }
  return h;
}

function sameParts(a: SigParts, b: SigParts): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface SharedChars {
  sig: SigParts;
  chars: CharMap<Chars>;
}
const shared = new Map<number, SharedChars[]>();
let sharedCount = 0;

let lastState: State<G> | null = null;
let lastVer = -1;
let lastGeneration = -1;
let lastChars: CharMap<Chars> | null = null;

export function chars(state: State<G>): CharMap<Chars> {
  // The rollback generation too: after a rollback the same versions come back with other content.
  if (state === lastState && state.version === lastVer && rollbackGeneration() === lastGeneration)
    return lastChars!;
  const out = charsSlow(state);
  lastState = state;
  lastVer = state.version;
  lastGeneration = rollbackGeneration();
  lastChars = out;
  return out;
}

function charsSlow(state: State<G>): CharMap<Chars> {
  const hit = cache.get(state);
  const generation = rollbackGeneration();
  if (hit && hit.ver === state.version && hit.generation === generation) return hit.chars;
  if (hit && sameSignature(state, hit.sig)) {
    hit.ver = state.version;
    hit.generation = generation;
    return hit.chars;
  }
  const sig = signature(state);
  const key = sigHash(sig);
  let bucket = shared.get(key);
  let out: CharMap<Chars> | undefined;
  if (bucket) {
    for (const e of bucket)
      if (sameParts(e.sig, sig)) {
        out = e.chars;
        break;
      }
  }
  if (!out) {
    out = withoutEffects(state) ?? computeUncached(state, LAYERS);
    if (sharedCount >= 512) {
      shared.clear();
      sharedCount = 0;
      bucket = undefined;
    }
    if (bucket) bucket.push({ sig, chars: out });
    else shared.set(key, [{ sig, chars: out }]);
    sharedCount++;
  }
  cache.set(state, { ver: state.version, generation, sig, chars: out });
  return out;
}

/**
 * The characteristics when nothing changes them: no created effect and no field card with a layered
 * static ability (vanilla cards, most early turns). Then every card has its printed values, which
 * is what the layer computation would return after gathering, sorting and ordering nothing.
 */
function withoutEffects(state: State<G>): CharMap<Chars> | null {
  if (state.effects.length > 0) return null;
  for (const zid of FIELD)
    for (const id of state.zones[zid].objects) {
      const s = staticsOf(state.objects[id].card);
      if (s.general.length > 0 || s.power.length > 0) return null;
    }
  const out: CharMap<Chars> = {};
  for (const zid of FIELD)
    for (const id of state.zones[zid].objects) out[id] = printedChars(state.objects[id].card);
  return out;
}

/**
 * A card's printed characteristics, one frozen record per card definition shared by every
 * characteristics map built without effects (issue 10: in vanilla games these maps are rebuilt at
 * every field change). Nothing writes to a map's records; the layer computation builds its own.
 */
const printed = new Map<string, Chars>();
function printedChars(card: string): Chars {
  let c = printed.get(card);
  if (c === undefined || !CARDS[card]) {
    c = Object.freeze(printedValues(CARDS[card]));
    printed.set(card, c);
  }
  return c;
}

/** Forget shared results (card definitions changed, e.g. a scenario's inline cards). */
export function clearCharsCache(): void {
  printed.clear();
  shared.clear();
  sharedCount = 0;
  lastState = null;
}

export function ch(state: State<G>, id: ObjId): Chars | undefined {
  return chars(state)[id];
}
