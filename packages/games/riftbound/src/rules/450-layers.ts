/**
 * RB 450–457: layers, on the kernel's LayerSystem (RB 451, RB 452, RB 452.1: the structure that
 * orders how effects change characteristics). Three layers (RB 454): traits (RB 454.1, RB 454.1.a,
 * RB 454.1.c: Might set, tags), abilities (RB 454.2, RB 454.2.a, RB 454.2.b: keywords granted or
 * lost), arithmetic (RB 454.3, RB 454.3.a: Might up or down), re-applied until nothing new applies, each effect
 * once per object (RB 453, RB 453.1, RB 453.2; kernel option `repeatUntilStable`). Dependencies
 * within a layer are found by the kernel by trial (RB 455, RB 455.1, RB 455.1.a: existence,
 * RB 455.1.b: what it applies to, RB 455.1.c: what it does; RB 456: the dependent one after);
 * otherwise timestamps decide (RB 457, RB 457.1, RB 457.1.a, RB 457.1.b, RB 457.1.c: relative, set
 * when an effect begins — the object's zone entry for passives, creation for created effects —
 * and read by nothing else), after increases-before-decreases in the arithmetic layer
 * (RB 454.3.d, RB 454.3.d.1.a, RB 454.3.d.2.a; their limits are snapshotted, RB 454.3.d.1.b,
 * RB 454.3.d.2.b, as addMight does).
 *
 * Effects come from passive abilities on the board (RB 360–362), from keywords that change Might
 * (Shield RB 740.1.c, Assault RB 733.1.c), from buffs (RB 703), and from effects created by
 * spells and abilities (`state.effects`: "+2 Might this turn", doubling RB 419, granted keywords).
 */
import {
  type CharMap,
  type Ctx,
  computeCharacteristics,
  createdEffectsIn,
  type EffectInstance,
  idsOf,
  type LayerSystem,
  type ObjId,
  type PlayerId,
} from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { Continuous, Keywords, Selector } from '../cards/schema.ts';
import { VALUED_KEYWORDS } from '../cards/schema.ts';
import { type RbGame, type RbGameView, Z } from '../state.ts';
import { allPermanents, copiedCard, data, def, type S } from './105-zones.ts';
import { holds, mightValue, type Scope, scopeOf, select } from './vocabulary.ts';

/** The characteristics the layers compute (RB 142 Might, RB 134.2.c keywords, RB 142.1 tags). */
export interface Chars {
  might: number;
  kw: Keywords;
  tags: string[];
}

export const LAYER_NAMES = ['traits', 'abilities', 'arith'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/** Which layer a continuous effect belongs to (RB 454.1.c, RB 454.2.b, RB 454.3.a). */
export function layerOf(effect: Continuous): LayerName | null {
  if ('keywords' in effect) return 'abilities';
  if ('might' in effect || 'mightPerBuff' in effect) return 'arith';
  return null;
}

/**
 * Objects with passive abilities that can apply: permanents, legends and battlefields on the board
 * (RB 362.1: a permanent's passives act while it is on the board).
 */
function sources(s: S): ObjId[] {
  const out = allPermanents(s);
  for (let p = 0; p < s.players; p++) out.push(...s.zones[Z.legend(p)].objects);
  out.push(...s.zones[Z.battlefields].objects);
  return out;
}

/** Indices of a card's passive abilities in each layer, found once per card. */
const PASSIVES = new WeakMap<object, Record<string, number[]>>();
const NONE: number[] = [];
function passivesIn(d: ReturnType<typeof def>, layer: string): number[] {
  let byLayer = PASSIVES.get(d);
  if (!byLayer) {
    byLayer = {};
    d.abilities.forEach((ab, i) => {
      if (ab.kind !== 'passive') return;
      const l = layerOf(ab.effect);
      if (l) (byLayer![l] ??= []).push(i);
    });
    PASSIVES.set(d, byLayer);
  }
  return byLayer[layer] ?? NONE;
}

/**
 * The passive-ability effects of every source, by layer, for one version of the state: the
 * layers gather them several times per computation (each pass, each existence check, each
 * dependency trial) and they change only when the state does. Keyed by the objects table, which
 * a restored or cloned state replaces (a rollback may reach the same version number again with
 * other content: the kernel's restoreInPlace swaps the tables, so this cache misses then).
 */
const PASSIVE_EFFECTS = new WeakMap<
  object,
  { version: number; byLayer: Record<LayerName, EffectInstance[]> }
>();
function passiveEffects(s: S): Record<LayerName, EffectInstance[]> {
  const hit = PASSIVE_EFFECTS.get(s.objects);
  if (hit && hit.version === s.version) return hit.byLayer;
  const byLayer: Record<LayerName, EffectInstance[]> = { traits: [], abilities: [], arith: [] };
  for (const src of sources(s)) {
    const o = s.objects[src];
    // RB 454.1.b.1: a copy's passive abilities are those of what it copies.
    const d = (s.effects.length && copiedCard(s, src)) || def(o);
    let controller: PlayerId | null = null;
    for (const layer of LAYER_NAMES) {
      const passives = passivesIn(d, layer);
      if (passives.length === 0) continue;
      if (controller === null) {
        controller = o.controller;
        for (const b of s.g.battlefields) if (b.obj === src) controller = b.controller ?? -1;
      }
      for (const i of passives)
        byLayer[layer].push({
          id: `p${src}.${i}`,
          ts: o.ts,
          layer,
          source: src,
          controller,
          op: 'passive',
          params: { i },
        });
    }
  }
  PASSIVE_EFFECTS.set(s.objects, { version: s.version, byLayer });
  return byLayer;
}

/** Shared empty params (the kernel and this file only read them). */
const NO_PARAMS = Object.freeze({}) as Record<string, never>;

/** An arithmetic effect that a rule makes from an object's state (buff, Shield, Assault, Might Bonus). */
function ruleEffect(
  o: { ts: number; controller: PlayerId; id: ObjId },
  id: string,
  op: string,
  params: object,
): EffectInstance {
  return { id, ts: o.ts, layer: 'arith', source: o.id, controller: o.controller, op, params };
}

/** The continuous effect of a passive or created effect instance. */
function effectOf(s: S, eff: EffectInstance): Continuous | null {
  if (eff.op === 'passive') {
    const o = s.objects[eff.source!];
    const ab = o && ((s.effects.length && copiedCard(s, o.id)) || def(o)).abilities[eff.params.i];
    return ab && ab.kind === 'passive' ? ab.effect : null;
  }
  if (eff.op === 'group') return eff.params.effect as Continuous;
  return null;
}

const COUNTED_INSTANCES: readonly string[] = ['vision', 'weaponmaster'];

function addKeywords(c: Chars, kw: Keywords): void {
  for (const [k, v] of Object.entries(kw) as [keyof Keywords, number][]) {
    // RB 733.2, RB 735.2, RB 740.2: values add up; RB 731.4, RB 736.2, RB 741.2: others are redundant.
    // RB 743.2, RB 747.2: each instance of Vision or Weaponmaster triggers on its own, so they are counted.
    c.kw[k] = VALUED_KEYWORDS.includes(k) || COUNTED_INSTANCES.includes(k) ? (c.kw[k] ?? 0) + v : 1;
  }
}

function groupTargets(s: S, chars: CharMap<Chars>, to: 'self' | 'it' | Selector, scope: Scope): ObjId[] {
  if (to === 'self') return scope.source !== null && chars[scope.source] ? [scope.source] : [];
  if (to === 'it') return [];
  return select(s, chars, to, scope).filter((id) => chars[id] !== undefined);
}

/** The Might change an arithmetic effect makes (for increases-before-decreases, RB 454.3.d). */
function delta(s: S, eff: EffectInstance): number {
  if (eff.op === 'might' || eff.op === 'might-bonus') return eff.params.n;
  const e = effectOf(s, eff);
  if (e && 'might' in e) return e.might;
  if (e && 'mightPerBuff' in e) return e.mightPerBuff;
  return 1;
}

const FIXED_OPS = new Set([
  'might',
  'might-bonus',
  'set-might',
  'copy',
  'grant',
  'buff',
  'shield',
  'assault',
]);

export const LAYERS: LayerSystem<RbGame, Chars> = {
  layers: LAYER_NAMES,
  // Characteristics are computed for units and gear on the board.
  scope: allPermanents,
  base(s, id) {
    const d = def(s.objects[id]);
    return { might: d.might ?? 0, kw: { ...d.keywords }, tags: [...d.tags] };
  },
  gather(s, layer, chars) {
    const out: EffectInstance[] = [...passiveEffects(s)[layer as LayerName]];
    if (layer === 'arith') {
      for (const id of idsOf(chars)) {
        const o = s.objects[id];
        // RB 703: each buff gives +1 Might.
        if (data(o).buff) out.push(ruleEffect(o, `b${id}`, 'buff', NO_PARAMS));
        // RB 740.1.c / RB 733.1.c: the keyword exists only while the unit has it (RB 453.3).
        if ((chars[id].kw.shield ?? 0) > 0) out.push(ruleEffect(o, `s${id}`, 'shield', NO_PARAMS));
        if ((chars[id].kw.assault ?? 0) > 0) out.push(ruleEffect(o, `a${id}`, 'assault', NO_PARAMS));
        // RB 454.3.c: in the arithmetic layer.
        // RB 136.3, RB 718.4, RB 718.8, RB 718.8.b: an attached card's Might Bonus modulates its top-most
        // card's Might (whoever controls either); RB 136.3.a: only while it is attached. RB 421.1.b.1: each
        // attached card adds its own, in no particular order.
        const bonus = o.linkKind === 'attach' && o.linkedTo !== undefined ? def(o).mightBonus : undefined;
        if (bonus) out.push(ruleEffect(o, `m${id}`, 'might-bonus', { n: bonus, top: o.linkedTo }));
      }
    }
    for (const e of createdEffectsIn(s, layer)) out.push(e);
    return out;
  },
  appliesTo(s, eff, chars) {
    switch (eff.op) {
      case 'passive': {
        const src = eff.source!;
        const ab = def(s.objects[src]).abilities[eff.params.i];
        if (ab.kind !== 'passive') return [];
        const scope = scopeOf(s, src);
        // RB 361.3: a conditional passive applies while its condition holds.
        if (ab.cond && !holds(s, chars, ab.cond, scope)) return [];
        const e = ab.effect;
        return 'keywords' in e || 'might' in e || 'mightPerBuff' in e
          ? groupTargets(s, chars, e.to, scope)
          : [];
      }
      case 'group': {
        const e = eff.params.effect as Continuous;
        const scope: Scope = { controller: eff.controller, source: null, here: null };
        return 'to' in e ? groupTargets(s, chars, e.to, scope) : [];
      }
      case 'buff':
        return chars[eff.source!] ? [eff.source!] : [];
      case 'shield':
        // RB 740.1.d.1: while it keeps the Defender designation.
        return chars[eff.source!] && data(s.objects[eff.source!]).designation === 'defender'
          ? [eff.source!]
          : [];
      case 'assault':
        // RB 733.1.d.1: while it keeps the Attacker designation.
        return chars[eff.source!] && data(s.objects[eff.source!]).designation === 'attacker'
          ? [eff.source!]
          : [];
      case 'might-bonus': {
        // RB 136.3.b: a top-most card without a Might value ignores it.
        const top = eff.params.top as ObjId;
        return chars[top] && def(s.objects[top]).might !== undefined ? [top] : [];
      }
      default:
        return (eff.targets ?? []).filter((t) => chars[t] !== undefined);
    }
  },
  apply(s, eff, c, id) {
    switch (eff.op) {
      case 'passive':
      case 'group': {
        const e = effectOf(s, eff);
        if (!e) return;
        if ('keywords' in e) addKeywords(c, e.keywords);
        else if ('might' in e) c.might += e.might;
        else if ('mightPerBuff' in e && data(s.objects[id]).buff) c.might += e.mightPerBuff;
        return;
      }
      case 'buff':
        c.might += 1;
        return;
      case 'shield':
        c.might += c.kw.shield ?? 0;
        return;
      case 'assault':
        c.might += c.kw.assault ?? 0;
        return;
      case 'might':
      case 'might-bonus':
        c.might += eff.params.n;
        return;
      case 'copy': {
        // RB 454.1.b, RB 454.1.b.1: becoming a copy replaces the traits (Might, tags, keywords) with
        // those of the card copied, in the traits layer: later layers (granted keywords, buffs, "+2
        // Might") still apply on top.
        const d = CARDS[eff.params.card as string];
        c.might = d.might ?? 0;
        c.tags = [...d.tags];
        c.kw = { ...d.keywords };
        return;
      }
      case 'set-might':
        // RB 454.1.a.1: "Might becomes N" is set in the traits layer.
        c.might = eff.params.n;
        return;
      case 'grant':
        addKeywords(c, eff.params.keywords);
        return;
    }
  },
  clone: (c) => ({ might: c.might, kw: { ...c.kw }, tags: [...c.tags] }),
  // RB 454.3.d.1–RB 454.3.d.2: increases first, then decreases; RB 457.3: then timestamps.
  // RB 454.3.d.1, RB 454.3.d.2: increases first, then decreases; then timestamps. The kernel then
  // moves a dependent effect right after the one it depends on (RB 456.1).
  compare: (s, a, b) =>
    (a.layer === 'arith' ? Number(delta(s, a) < 0) - Number(delta(s, b) < 0) : 0) ||
    a.ts - b.ts ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  // RB 454.3.b: a created effect with locked targets and a snapshotted amount cannot depend on others.
  // A buff (RB 703: +1 to the unit holding it) and Shield or Assault (RB 740.1.c, RB 733.1.c: +N
  // to the unit having the keyword) cannot either: they exist by game data (the buff, the
  // designation) and by keywords, which only the abilities layer changes, before the arithmetic
  // layer; their target is their own unit. Fixed effects skip the kernel's dependency trial.
  fixed: (_s, eff) => FIXED_OPS.has(eff.op),
  repeatUntilStable: true,
};

export function characteristics(s: S): CharMap<Chars> {
  return computeCharacteristics(s, LAYERS);
}

/** A unit's current Might (RB 142.2, RB 142.2.b, RB 710). */
export function mightOf(s: S, id: ObjId): number {
  const c = characteristics(s)[id];
  if (c) return mightValue(c);
  const o = s.objects[id] ?? s.lki[id];
  return o ? (def(o).might ?? 0) : 0;
}

/** A keyword's value on an object (0 if absent); off the board, its printed keywords (RB 722.1). */
export function keyword(s: S, id: ObjId, k: keyof Keywords): number {
  const c = characteristics(s)[id];
  if (c) return c.kw[k] ?? 0;
  const o = s.objects[id] ?? s.lki[id];
  return o ? (def(o).keywords[k] ?? 0) : 0;
}

/**
 * Create an arithmetic effect on one unit (RB 454.3.a) lasting `until`. With a minimum, the amount
 * is snapshotted now (RB 454.3.b): "-4, to a minimum of 1" on a 2-Might unit becomes "-1".
 */
export function addMight(
  ctx: Ctx<RbGame>,
  target: ObjId,
  n: number,
  until: string,
  opts: { min?: number; source?: ObjId | null; controller: PlayerId },
): number {
  let amount = n;
  if (opts.min !== undefined) {
    const current = mightOf(ctx.state, target);
    amount = n < 0 ? Math.min(0, Math.max(n, opts.min - current)) : n;
  }
  if (amount === 0) return 0;
  ctx.addEffect({
    source: opts.source ?? null,
    controller: opts.controller,
    layer: 'arith',
    op: 'might',
    params: { n: amount },
    targets: [target],
    until,
  });
  return amount;
}

/** Grant keywords to one object for a while (RB 727.3.a). */
export function grantKeywords(
  ctx: Ctx<RbGame>,
  target: ObjId,
  keywords: Keywords,
  until: string,
  controller: PlayerId,
): void {
  ctx.addEffect({
    source: null,
    controller,
    layer: 'abilities',
    op: 'grant',
    params: { keywords },
    targets: [target],
    until,
  });
}

/**
 * Create a continuous effect on a group (Stand United's "buffs give +1 more"), or a rule effect
 * that the layers do not compute ("units you play this turn enter ready"): layer `rules`.
 */
export function addContinuous(
  ctx: Ctx<RbGame>,
  effect: Continuous,
  until: string,
  controller: PlayerId,
): void {
  ctx.addEffect({
    source: null,
    controller,
    layer: layerOf(effect) ?? 'rules',
    op: 'group',
    params: { effect },
    targets: null,
    until,
  });
}

/**
 * The game data a view carries (RbGameView): the computed Might (RB 142.2, never below 0 as
 * RB 142.2.b reads it) and keywords (RB 134.2.c) of each permanent `visible` lets the viewer see,
 * so a board shows printed Might with buffs, Might Bonuses and every other effect applied.
 */
export function gameView(s: S, visible: (id: ObjId) => boolean): RbGameView {
  const chars = characteristics(s);
  const might: Record<number, number> = {};
  const keywords: RbGameView['keywords'] = {};
  for (const key in chars) {
    const id = Number(key);
    if (!visible(id)) continue;
    if (def(s.objects[id]).might !== undefined) might[id] = mightValue(chars[id]);
    const kw: Partial<Record<string, number>> = {};
    for (const [k, v] of Object.entries(chars[id].kw)) if (v) kw[k] = v;
    if (Object.keys(kw).length) keywords[id] = kw;
  }
  return { ...s.g, might, keywords };
}
