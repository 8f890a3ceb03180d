/**
 * SGS 专题三 一张牌能被使用的条件: a card cannot be used when the uses of its name this phase reached
 * their limit, or when it has fewer legal targets than it needs. The ranges of the two kinds of
 * 【杀】 are stand-ins (D4): within attack range; in a clear straight line at distance 2 up to
 * max(3, attack range); at distance 1. What a card, skill or terrain changes comes from the registry.
 */
import { registry } from '../content/registry.ts';
import type { TargetRule } from '../content/schema.ts';
import { ROLES, type S } from '../state.ts';
import { alive, attackRange, clearLine, dist, equipKind, kind, rangeBonus, weaponWorks } from './common.ts';
import { isProtected } from './zt4-targets.ts';

/** 专题三 2: the uses of this kind's card name this play phase reached the limit (if it has one). */
export function limitReached(s: S, r: number, kindId: string): boolean {
  const k = kind(kindId);
  if (k.limitPerPhase === undefined) return false;
  let limit = k.limitPerPhase;
  for (const f of registry().modifiers.useLimit) {
    const v = f(s, r, k.cardName);
    if (v !== undefined && v > limit) limit = v;
  }
  return (s.g.turn.usesThisPhase[k.cardName] ?? 0) >= limit;
}

/**
 * Roles an attack (a 【杀】) of role r may target by one of the range rules (D4). `noWeapon`: the
 * weapon itself is used as the card, so its range does not count.
 */
export function attackTargets(s: S, r: number, kindId: string, rule: TargetRule, noWeapon = false): number[] {
  const g = s.g;
  const out: number[] = [];
  const works = weaponWorks(s, r);
  const armed = equipKind(s, r, 'weapon') !== undefined && !noWeapon;
  let range = attackRange(s, r);
  if (noWeapon && works) range = 1 + rangeBonus(s, r);
  const extra = registry().modifiers.extraTarget;
  for (let t = 0; t < ROLES; t++) {
    if (t === r || !alive(g, t) || isProtected(s, t, kindId)) continue;
    const d = dist(s, r, t);
    let ok: boolean;
    if (rule === 'line') ok = d >= 2 && d <= Math.max(3, range) && clearLine(g, r, t);
    else if (rule === 'adjacent') ok = d <= 1;
    else ok = d <= range;
    for (let i = 0; !ok && i < extra.length; i++) ok = extra[i](s, r, t, armed);
    if (ok) out.push(t);
  }
  return out;
}
