/**
 * 专题三 (when a card can be used) and 专题四 (legal targets). Targets come from the card's
 * "使用目标" (distance rules), skills (〖空城〗) and the one system rule (a role with a delayed
 * trick of a name in its 延时区 is not a legal target of another of that name).
 */
import type { ObjId } from '@arbiter/kernel';
import {
  alive,
  attackRange,
  cardCount,
  clearLine,
  def,
  dist,
  equipKind,
  type G,
  handOf,
  hasSkill,
  hasWeapon,
  ROLES,
  type S,
  terrainAt,
  Z,
} from '../core.ts';
import { KINDS } from '../data/cards.ts';

/** SGS 专题四: 〖空城〗 — with no hand cards, not a legal target of 【杀】 or 【决斗】. */
export function kongcheng(s: S, t: number): boolean {
  return hasSkill(s.g, t, 'kongcheng') && handOf(s, t).length === 0;
}

/** Per-phase 【杀】 limit (SGS 专题三 2): 1, unlimited with 〖诸葛连弩〗. */
export function shaLimitReached(s: S, r: number): boolean {
  if (hasWeapon(s, r, 'zhuge')) return false;
  return s.g.t.sha >= 1;
}

/**
 * Legal targets of a 【杀】 of `kind` ('sha' 普杀 / 'shesha' 射杀) by `method` (1 or 2) from role r
 * (stand-ins D4, D8). `noWeapon`: the weapon itself is being used as the card.
 */
export function shaTargets(s: S, r: number, k: string, method: number, noWeapon = false): number[] {
  const g = s.g;
  const out: number[] = [];
  const onTower = terrainAt(g, r) === 'tower';
  const armed = equipKind(s, r, 'weapon') !== undefined && !noWeapon;
  let range = attackRange(s, r);
  if (noWeapon && !onTower) range = 1 + (g.cur === r ? g.t.range : 0);
  for (let t = 0; t < ROLES; t++) {
    if (t === r || !alive(g, t) || kongcheng(s, t)) continue;
    const d = dist(s, r, t);
    let ok = false;
    if (k === 'shesha' && method === 1) {
      // 射杀 method ①: a clear straight line, distance 2 .. max(3, attack range) (D4)
      ok = d >= 2 && d <= Math.max(3, range) && clearLine(g, r, t);
    } else if (k === 'shesha' && method === 2) {
      ok = d <= 1;
    } else {
      ok = d <= range;
    }
    // 箭塔 (D8): armed, the first 【杀】 of the phase has no distance limit; unarmed, any clear line
    if (!ok && onTower) {
      if (armed) ok = g.cur === r && g.t.sha === 0;
      else ok = clearLine(g, r, t);
    }
    if (ok) out.push(t);
  }
  return out;
}

/** Legal targets of a trick or other card kind for user r (专题四). */
export function cardTargets(s: S, r: number, kindId: string, method = 1): number[] {
  const g = s.g;
  const k = KINDS[kindId];
  switch (k.target) {
    case 'sha':
      return shaTargets(s, r, kindId, method);
    case 'self':
      if (kindId === 'tao') return g.roles[r].hp < g.roles[r].max ? [r] : [];
      if (k.type === 'delay' && hasDelay(s, r, kindId)) return [];
      return [r];
    case 'borrow':
      // 借刀杀人 ("<A>和<B>", 专题三): A, another role with a weapon and a legal 【杀】 target
      return livingAll(g).filter(
        (t) => t !== r && equipKind(s, t, 'weapon') !== undefined && borrowVictims(s, t).length > 0,
      );
    case 'none':
      return [];
    case 'all':
      return livingAll(g);
    case 'others-all':
      return livingAll(g).filter((t) => t !== r);
    case 'other':
    case 'dist1': {
      const out: number[] = [];
      for (let t = 0; t < ROLES; t++) {
        if (t === r || !alive(g, t)) continue;
        if (k.target === 'dist1' && !hasSkill(g, r, 'qicai') && dist(s, r, t) > 1) continue;
        if (kindId === 'juedou' && kongcheng(s, t)) continue;
        if (k.needsCards && cardCount(s, t, true) === 0) continue;
        if (k.type === 'delay' && hasDelay(s, t, kindId)) continue;
        out.push(t);
      }
      return out;
    }
  }
}

/** 借刀杀人's second targets: roles the first target could use a 普杀 on. */
export function borrowVictims(s: S, a: number): number[] {
  return shaTargets(s, a, 'sha', 1);
}

/** SGS 专题四 system rule: one delayed trick of a name per 延时区. */
export function hasDelay(s: S, t: number, kindId: string): boolean {
  for (const id of s.zones[Z.delay(t)].objects) {
    const o = s.objects[id];
    if ((o.data.as ?? def(s, id).kind) === kindId) return true;
  }
  return false;
}

export function livingAll(g: G): number[] {
  const out: number[] = [];
  for (let t = 0; t < ROLES; t++) if (alive(g, t)) out.push(t);
  return out;
}

/** How many targets are chosen: [min, max] (专题三 额定目标数). */
export function targetCount(kindId: string): [number, number] | null {
  const t = KINDS[kindId].target;
  return t === 'sha' || t === 'other' || t === 'dist1' || t === 'borrow' ? [1, 1] : null;
}

export function isSha(kindId: string): boolean {
  return kindId === 'sha' || kindId === 'shesha';
}

export function cardsMatching(s: S, r: number, pred: (id: ObjId) => boolean): ObjId[] {
  return handOf(s, r).filter(pred);
}
