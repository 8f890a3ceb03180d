/**
 * KALING 4.5-4: who is asked in a chain window.
 */
import { type GameObject, isAnonymousId } from '@arbiter/kernel';
import { CARDS } from '../cards/data.ts';
import { EFFECTS } from '../cards/effects.ts';
import type { CardEffect, EffectSource } from '../cards/vocab.ts';
import type { Ev, S } from '../types.ts';
import { type Avail, collect, HANDS, type SourceBuffers, type WindowCtx } from './04-chain-sources.ts';

// Who is asked. Whether a player is asked in a chain window must not depend on cards the opponent
// cannot see: a player who may hold an answer in hand or among their set cards — judged from what is
// public (how many cards they hold, which cells hold their set cards, the timing points) and from
// the whole card pool — is asked, and passes if they hold none.

/** A 瞬发 effect of the card pool, with the least energy it needs (its card's level for a tactic). */
interface PoolEff {
  eff: CardEffect;
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
    const cls = eff.quickClass ?? 3;
    const zone = eff.zone ?? 'field';
    // As `energyCost` and `costsPayable` count it; half the LP may replace it (心灵之眼).
    const base = kaling ? (eff.cost ?? 0) : def.lv + (eff.costChange ?? 0);
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
  const q: EffectSource = { state: s, source: o, player: p, cell };
  for (const { eff, energy: need } of pool) {
    if (need > energy) continue;
    // Trigger conditions read the timing point and the card's position, never its identity.
    if (!eff.when) return true;
    for (const ev of evs) if (eff.when(ev, q)) return true;
  }
  return false;
}

/**
 * Object ids the judgement's inputs name outside zone lists: in the timing points (with the links
 * of the objects they name), in `freeTactics`, the attack, and created effects. An anonymous hand
 * card named nowhere differs from the other such cards of its hand only by its id and position,
 * which no trigger condition reads except to compare with these ids, so one of them stands for all.
 */
export function namedIds(s: S, evs: Ev[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < evs.length; i++) {
    const ev = evs[i];
    addNamed(s, out, ev.object);
    addNamed(s, out, ev.movedTo);
    addNamed(s, out, ev.source);
    if (ev.targets) for (let k = 0; k < ev.targets.length; k++) addNamed(s, out, ev.targets[k]);
  }
  const g = s.g;
  for (let i = 0; i < g.freeTactics.length; i++) out.add(g.freeTactics[i]);
  if (g.onlyAttacker) out.add(g.onlyAttacker);
  if (g.attack) {
    out.add(g.attack.attacker);
    if (g.attack.defender !== undefined) out.add(g.attack.defender);
  }
  for (let i = 0; i < s.effects.length; i++) {
    const e = s.effects[i];
    if (e.source !== null) out.add(e.source);
    if (e.targets) for (let k = 0; k < e.targets.length; k++) out.add(e.targets[k]);
  }
  return out;
}

function addNamed(s: S, out: Set<number>, id: number | undefined): void {
  if (id === undefined) return;
  out.add(id);
  const o = s.objects[id];
  if (o === undefined) return;
  if (o.linkedTo !== undefined) out.add(o.linkedTo);
  if (o.linked) for (let k = 0; k < o.linked.length; k++) out.add(o.linked[k]);
}

/**
 * Whether some card of the pool, in one of p's set cards or hand cards, could answer now (class 2
 * or 3). `named`: `namedIds` of the same inputs (anonymous hand cards named nowhere are judged once).
 */
export function hiddenMayAnswer(s: S, p: number, cls: number, evs: Ev[], named: Set<number>): boolean {
  const g = s.g;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (!id) continue;
    const o = s.objects[id];
    if (o.faceDown && o.controller === p && poolMayAnswer(POOL_SET[cls], s, o, p, c, evs)) return true;
  }
  const hand = s.zones[HANDS[p]].objects;
  const own = p === g.turnPlayer;
  // The answer of the first anonymous hand card named nowhere, for the others like it.
  let plain: GameObject | null = null;
  for (let i = 0; i < hand.length; i++) {
    const o = s.objects[hand[i]];
    const alike =
      plain !== null &&
      isAnonymousId(s, o.id) &&
      !named.has(o.id) &&
      o.card === plain.card &&
      o.zone === plain.zone &&
      o.owner === plain.owner &&
      o.controller === plain.controller &&
      !o.faceDown === !plain.faceDown &&
      sameKeys(o.data, plain.data);
    if (alike) continue;
    if (poolMayAnswer(POOL_HAND_ANY_TURN[cls], s, o, p, -1, evs)) return true;
    if (own && poolMayAnswer(POOL_HAND_OWN_TURN[cls], s, o, p, -1, evs)) return true;
    if (plain === null && isAnonymousId(s, o.id) && !named.has(o.id)) plain = o;
  }
  return false;
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  if (a === b) return true;
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** Whether one of p's face-up or discard-pile sources could answer, judged without hidden cards. */
export function publicMayAnswer(
  s: S,
  p: number,
  cls: number,
  w: WindowCtx,
  n: number,
  sources: SourceBuffers,
): boolean {
  const out: Avail[] = [];
  for (let i = 0; i < n; i++) {
    if (sources.player[i] !== p || !(sources.classes[i] & (1 << cls))) continue;
    const f0 = sources.how[i];
    if (f0 !== 'f' && f0 !== 'g') continue;
    collect(s, p, cls, w, f0, s.objects[sources.id[i]], out, true);
    if (out.length) return true;
  }
  return false;
}

/** Whether any player has a hidden card (set or in hand) that could be a 瞬发 source. */
export function hiddenSources(s: S): boolean {
  const g = s.g;
  for (let c = 0; c < 25; c++) {
    const id = g.cells[c];
    if (id && s.objects[id].faceDown) return true;
  }
  return s.zones[HANDS[0]].objects.length > 0 || s.zones[HANDS[1]].objects.length > 0;
}
