/**
 * SGS 专题四 合法使用牌: a card's legal targets come from its "使用目标" (the target rule of its
 * method), from skills (target restrictions, distance limits lifted) and from the one system rule:
 * a role whose 延时区 holds a delayed trick of a name is not a legal target of another of that name.
 */
import { registry } from '../content/registry.ts';
import type { S } from '../state.ts';
import { alive, cardCount, dist, hasDelay, isWounded, kind, livingAll } from './common.ts';
import { attackTargets } from './zt3-usable.ts';

/** Role t is not a legal target of this kind because of a skill (专题四). */
export function isProtected(s: S, t: number, kindId: string): boolean {
  for (const f of registry().modifiers.protectedFrom) if (f(s, t, kindId)) return true;
  return false;
}

/** The kind's use by role r has no distance limit (专题四 skill rules). */
function ignoresDistance(s: S, r: number, kindId: string): boolean {
  for (const f of registry().modifiers.ignoresDistance) if (f(s, r, kindId)) return true;
  return false;
}

/** Legal targets of a card of `kindId` used by role r by method `method` (1-based). */
export function cardTargets(s: S, r: number, kindId: string, method = 1, noWeapon = false): number[] {
  const g = s.g;
  const k = kind(kindId);
  const rule = k.methods[method - 1] ?? k.methods[0];
  switch (rule) {
    case 'range':
    case 'line':
    case 'adjacent':
      return attackTargets(s, r, kindId, rule, noWeapon);
    case 'self':
      return k.type === 'delay' && hasDelay(s, r, kindId) ? [] : [r];
    case 'self-wounded':
      return isWounded(g, r) ? [r] : [];
    case 'custom':
      return k.file.targets!(s, r, method);
    case 'none':
      return [];
    case 'all':
      return livingAll(g);
    case 'others-all':
      return livingAll(g).filter((t) => t !== r);
    case 'other':
    case 'distance-1': {
      const out: number[] = [];
      for (let t = 0; t < 6; t++) {
        if (t === r || !alive(g, t)) continue;
        if (rule === 'distance-1' && !ignoresDistance(s, r, kindId) && dist(s, r, t) > 1) continue;
        if (isProtected(s, t, kindId)) continue;
        if (k.needsCards && cardCount(s, t, true) === 0) continue;
        if (k.type === 'delay' && hasDelay(s, t, kindId)) continue;
        out.push(t);
      }
      return out;
    }
  }
}

/** How many targets are chosen, [min, max] (专题三 额定目标数), or null when every legal one is. */
export function targetCount(kindId: string, method = 1): [number, number] | null {
  const k = kind(kindId);
  const rule = k.methods[method - 1] ?? k.methods[0];
  return rule === 'range' ||
    rule === 'line' ||
    rule === 'adjacent' ||
    rule === 'other' ||
    rule === 'distance-1' ||
    rule === 'custom'
    ? [1, 1]
    : null;
}
