/**
 * Helpers shared by the rule chapters: targets, drawing, moving to the Break Zone and collecting
 * auto abilities (FFTCG 11.8).
 */
import type { Ctx, GameObject, ObjId, State } from '@arbiter/kernel';
import { CARDS } from '../cards/cards.ts';
import type { AbilityT, CondT, FilterT, TargetSpecT } from '../cards/schema.ts';
import { abilityKey, type Chars, damageCount, FIELD, type G, z } from '../state.ts';
import { chars } from './11-layers.ts';

export const TYPE_OK: Record<string, (t: number) => boolean> = {
  forward: (t) => t === 0,
  backup: (t) => t === 1,
  monster: (t) => t === 2,
  character: (t) => t <= 2,
};

export function matches(
  state: State<G>,
  f: FilterT,
  id: ObjId,
  c: Chars,
  p: number,
  src: ObjId | null,
): boolean {
  const o = state.objects[id];
  if (!o) return false;
  if (f.side === 'opp' && o.controller === p) return false;
  if (f.side === 'you' && o.controller !== p) return false;
  if (!TYPE_OK[f.type](c.typeCode)) return false;
  if (f.costMax !== undefined && c.cost > f.costMax) return false;
  if (f.costMin !== undefined && c.cost < f.costMin) return false;
  if (f.powerMax !== undefined && Math.max(0, c.power) > f.powerMax) return false;
  if (f.dull !== undefined && !!o.data.dull !== f.dull) return false;
  if (f.job !== undefined && c.job !== f.job) return false;
  if (f.notSelf && id === src) return false;
  return true;
}

/** Objects on the field a target spec may choose (FFTCG 11.3.3, FFTCG 11.6.5, FFTCG 11.8.9). */
export function legalTargets(state: State<G>, f: FilterT, p: number, src: ObjId | null): ObjId[] {
  const cm = chars(state);
  const out: ObjId[] = [];
  for (const zid of FIELD)
    for (const id of state.zones[zid].objects) if (matches(state, f, id, cm[id], p, src)) out.push(id);
  return out;
}

export function targetsAvailable(
  state: State<G>,
  specs: readonly TargetSpecT[],
  p: number,
  src: ObjId | null,
): boolean {
  if (specs.length === 0) return true;
  const cm = chars(state);
  for (const s of specs) {
    // Count legal objects, stopping as soon as there are enough.
    const need = s.upTo ? 1 : s.n;
    let n = 0;
    for (const zid of FIELD) {
      for (const id of state.zones[zid].objects)
        if (matches(state, s.f, id, cm[id], p, src) && ++n >= need) break;
      if (n >= need) break;
    }
    if (n < need) return false;
  }
  return true;
}

export function stillLegal(
  state: State<G>,
  spec: TargetSpecT,
  id: ObjId,
  p: number,
  src: ObjId | null,
): boolean {
  const o = state.objects[id];
  if (!o || (o.zone !== 'p0:field' && o.zone !== 'p1:field')) return false;
  const c = chars(state)[id];
  return !!c && matches(state, spec.f, id, c, p, src);
}

export function onField(state: State<G>, id: ObjId): boolean {
  const o = state.objects[id];
  return !!o && (o.zone === 'p0:field' || o.zone === 'p1:field');
}

/** FFTCG 11.8.13: a conditional auto ability's condition. */
export function condHolds(state: State<G>, cond: CondT | undefined, p: number): boolean {
  if (!cond) return true;
  if (cond.dmgMin !== undefined && damageCount(state, p) < cond.dmgMin) return false;
  if (cond.handEmpty && state.zones[z(p, 'hand')].objects.length > 0) return false;
  if (cond.backupsMin !== undefined) {
    const cm = chars(state);
    let n = 0;
    for (const id of state.zones[z(p, 'field')].objects) if (cm[id]?.typeCode === 1) n++;
    if (n < cond.backupsMin) return false;
  }
  return true;
}

/** Draw n cards; a player who must draw from an empty deck is flagged to lose (FFTCG 3.1.2, FFTCG 12.4.2). */
export function draw(ctx: Ctx<G>, p: number, n: number, rule = 'FFTCG 9.2.1.1'): void {
  const deck = ctx.state.zones[z(p, 'deck')].objects;
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      ctx.g.lose[p] |= 1;
      ctx.log('FFTCG 3.1.2', 'fftcg.cannot-draw', { player: p });
      return;
    }
    ctx.move(deck[deck.length - 1], z(p, 'hand'));
  }
  ctx.log(rule, 'fftcg.draw', { player: p, n });
}

export type AbilityKey = { card: string; ai: number };

/** Queue an auto ability (FFTCG 11.8.3); conditions are checked when it triggers (FFTCG 11.8.13). */
function queue(ctx: Ctx<G>, o: GameObject, ai: number, a: AbilityT & { k: 'auto' }, it?: ObjId): void {
  if (!condHolds(ctx.state, a.cond, o.controller)) return;
  ctx.queueTrigger({
    source: o.id,
    controller: o.controller,
    ability: abilityKey(o.card, ai),
    event: it === undefined ? {} : { it },
    optional: a.may,
    data: { card: o.card, ai },
  });
}

type AutoRef = [number, AbilityT & { k: 'auto' }];
const autoCache = new Map<string, { def: unknown; list: AutoRef[] }>();
const NONE: AutoRef[] = [];

/** The auto abilities of a card (precomputed per card definition). */
export function autos(card: string): AutoRef[] {
  const c = CARDS[card];
  const hit = autoCache.get(card);
  if (hit && hit.def === c) return hit.list;
  const out: AutoRef[] = [];
  c.ab.forEach((a, i) => {
    if (a.k === 'auto') out.push([i, a]);
  });
  const list = out.length ? out : NONE;
  autoCache.set(card, { def: c, list });
  return list;
}

export type FireKind = 'enter' | 'attack' | 'block' | 'pdmg' | 'mainStart' | 'endStart' | 'summon';

/** Collect the auto abilities an event triggers (FFTCG 11.8.1, FFTCG 11.8.6). */
export function fire(ctx: Ctx<G>, kind: FireKind, who: ObjId | number): void {
  const state = ctx.state;
  const cm = chars(state);
  switch (kind) {
    case 'enter': {
      const o = state.objects[who];
      if (!o) return;
      for (const [i, a] of autos(o.card)) if (a.on === 'enter' && !cm[o.id]?.noText) queue(ctx, o, i, a);
      // FFTCG 11.8.16.2.1: every card's enter conditions are checked against the event.
      for (const zid of FIELD)
        for (const id of state.zones[zid].objects) {
          if (id === who || cm[id]?.noText) continue;
          const s = state.objects[id];
          for (const [i, a] of autos(s.card))
            if (a.on === 'allyEnter' && a.f && matches(state, a.f, who, cm[who], s.controller, id))
              queue(ctx, s, i, a, who);
        }
      return;
    }
    case 'attack':
    case 'block':
    case 'pdmg': {
      const o = state.objects[who];
      if (!o || cm[o.id]?.noText) return;
      for (const [i, a] of autos(o.card)) if (a.on === kind) queue(ctx, o, i, a);
      return;
    }
    case 'mainStart':
    case 'endStart':
      for (const zid of FIELD)
        for (const id of state.zones[zid].objects) {
          if (cm[id]?.noText) continue;
          const o = state.objects[id];
          if (kind === 'mainStart' && o.controller !== ctx.g.tp) continue;
          for (const [i, a] of autos(o.card)) if (a.on === kind) queue(ctx, o, i, a);
        }
      return;
    case 'summon':
      for (const id of state.zones[z(who, 'field')].objects) {
        if (cm[id]?.noText) continue;
        const o = state.objects[id];
        for (const [i, a] of autos(o.card)) if (a.on === 'summon') queue(ctx, o, i, a);
      }
      return;
  }
}

/**
 * Put field objects into their owners' Break Zones at once (FFTCG 7.3, FFTCG 15.1.1.3). `broken` says
 * which were broken (FFTCG 15.1.1.3.2); zone-move triggers look at last known information
 * (FFTCG 11.8.16, FFTCG 6.4.2): a character that had lost its abilities when it left the field
 * (FFTCG 11.12.4.6) triggers none of its printed ones (FFTCG 11.8.3).
 */
export function toBreakZone(ctx: Ctx<G>, ids: readonly ObjId[], broken: readonly boolean[]): void {
  // The characteristics as they were on the field, read before anything moves.
  const cm = chars(ctx.state);
  const moved: [GameObject, boolean][] = [];
  for (let k = 0; k < ids.length; k++) {
    const o = ctx.state.objects[ids[k]];
    if (!o || (o.zone !== 'p0:field' && o.zone !== 'p1:field')) continue;
    const textless = cm[o.id]?.noText === true;
    ctx.move(o.id, z(o.owner, 'break'));
    if (!textless) moved.push([o, broken[k]]);
  }
  for (const [o, br] of moved) {
    for (const [i, a] of autos(o.card)) {
      if (a.on === 'leave' || (a.on === 'broken' && br)) queue(ctx, o, i, a);
    }
  }
}
