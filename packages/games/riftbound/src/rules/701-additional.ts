/**
 * RB 700–715: buffs (RB 701–705; the Buff action is RB 413 in 400-actions.ts; RB 704: a buff is
 * kept on its unit and effects read it, selector `buffed`; RB 705, RB 705.1: it goes when the unit
 * leaves the board, RB 109), Mighty (RB 706–711; RB 707: a description effects check) and Bonus
 * Damage (RB 712–715; RB 713: a property of Deal actions).
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import { def, locationOf, type S } from './105-zones.ts';
import { characteristics } from './450-layers.ts';
import { isMighty, scopeOf } from './vocabulary.ts';

/** RB 708: the units on the board that are Mighty now. */
export function mightyUnits(s: S): ObjId[] {
  const chars = characteristics(s);
  return Object.keys(chars)
    .map(Number)
    .filter((id) => isMighty(s, chars, id));
}

/**
 * RB 709: a unit "becomes Mighty" when its Might goes from below 5 to 5 or more: the units Mighty
 * in `after` that were on the board but not Mighty in `before`. (A unit that enters the board
 * Mighty has not changed from below 5.)
 */
export function becameMighty(
  before: { onBoard: readonly ObjId[]; mighty: readonly ObjId[] },
  after: readonly ObjId[],
): ObjId[] {
  return after.filter((id) => before.onBoard.includes(id) && !before.mighty.includes(id));
}

/**
 * RB 712–715: the Bonus Damage a spell's or ability's Deal action gets against one unit. Sources
 * here: "your spells and abilities deal 1 Bonus Damage" (from: your-sources) and "spells and
 * abilities deal 1 Bonus Damage to units here" (any-source, toUnitsHere). RB 714: all instances
 * add up and apply once; RB 714.1, RB 714.2: never negative. Combat damage is not a spell's or
 * ability's and gets none.
 * RB 714.1, RB 714.2: never negative. RB 715: it adds to one Deal action's damage.
 */
export function bonusDamage(s: S, dealer: PlayerId, target: ObjId | null): number {
  let bonus = 0;
  const targetAt = target === null ? null : locationOf(s, target);
  const sources: ObjId[] = [];
  for (const z of Object.keys(s.zones)) {
    if (!/^p\d:(base|legend)$|^bf\d+$|^battlefields$/.test(z)) continue;
    sources.push(...s.zones[z].objects);
  }
  for (const src of sources) {
    const o = s.objects[src];
    for (const ab of def(o).abilities) {
      if (ab.kind !== 'passive' || !('bonusDamage' in ab.effect)) continue;
      const e = ab.effect;
      const scope = scopeOf(s, src);
      if (e.from === 'your-sources' && scope.controller !== dealer) continue;
      if (e.toUnitsHere && (targetAt === null || targetAt !== scope.here)) continue;
      bonus += e.bonusDamage;
    }
  }
  return Math.max(0, bonus);
}

/**
 * RB 715.1, RB 715.2: the damage a Deal action of `n` does to each of its targets, each getting the
 * Bonus Damage that applies to it separately.
 */
export function damageFor(s: S, dealer: PlayerId, n: number, target: ObjId): number {
  return n + bonusDamage(s, dealer, target);
}

/**
 * RB 715.3: when damage is split, the Bonus Damage is added to the amount split (it can raise the
 * number of units that may be chosen, RB 352.14.c).
 */
export function splitTotal(s: S, dealer: PlayerId, n: number): number {
  return n + bonusDamage(s, dealer, null);
}

/** Is a unit Mighty (RB 708, RB 710 on the board, RB 711 off it)? */
export function mighty(s: S, id: ObjId): boolean {
  return isMighty(s, characteristics(s), id);
}
