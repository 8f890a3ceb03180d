/**
 * RB 352: making the choices of a card or ability — which objects it targets. RB 352.8: the valid
 * choices of a slot (346-playing.ts `validTargets`); RB 352.12: each object of a slot is chosen on
 * its own, so a slot of two needs two different objects; RB 352.16, RB 354.3: a choice that would make
 * the rest impossible is not offered — here, a target whose Deflect (RB 735.1.c) the player could not
 * pay on top of everything else.
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import type { Step, TargetSlot } from '../cards/schema.ts';
import { battlefieldIndex, Z } from '../state.ts';
import type { S } from './105-zones.ts';
import { validTargets } from './346-playing.ts';
import { type Bill, canPay, emptyBill } from './354-costs.ts';
import { characteristics, mightOf } from './450-layers.ts';
import { splitTotal } from './701-additional.ts';
import { amount, type Scope } from './vocabulary.ts';

/** RB 735.1.c: the Deflect of an opponent's object chosen by `p`. */
export function deflectOf(s: S, p: PlayerId, id: ObjId): number {
  const o = s.objects[id];
  if (!o || o.controller === p) return 0;
  return characteristics(s)[id]?.kw.deflect ?? 0;
}

/** A bill with [A] added for each chosen Deflect object (RB 735.1.c.1: Power of any domain). */
export function targetBill(s: S, p: PlayerId, targets: readonly ObjId[], base: Bill | null): Bill {
  const b: Bill = base
    ? {
        ...base,
        owed: { energy: base.owed.energy, power: [...base.owed.power] },
        exhaust: [...base.exhaust],
        kill: [...base.kill],
        others: [...base.others],
        exclude: [...base.exclude],
      }
    : emptyBill();
  for (const t of targets) for (let i = deflectOf(s, p, t); i > 0; i--) b.owed.power.push('any');
  return b;
}

/**
 * The objects `p` may choose next for a slot: valid (RB 352.8), not chosen already in this slot
 * (RB 352.12) nor, for `distinct` slots, in earlier ones, and affordable with their Deflect when a
 * base bill is given.
 */
export function targetChoices(
  s: S,
  p: PlayerId,
  slot: TargetSlot,
  scope: Scope,
  earlier: readonly ObjId[][],
  cur: readonly ObjId[],
  base: Bill | null,
): ObjId[] {
  const valid = validTargets(s, slot, scope, scope.hiddenAt ?? undefined);
  const before = earlier.flat();
  const out: ObjId[] = [];
  // RB 352.11, RB 352.11.a: a group restriction is met by the chosen objects together.
  const groupMight = slot.group ? totalMight(s, cur) : 0;
  for (const id of valid) {
    if (cur.includes(id)) continue;
    if (slot.distinct && before.includes(id)) continue;
    if (slot.group && groupMight + mightOf(s, id) > slot.group.totalMightAtMost) continue;
    if (deflectOf(s, p, id) > 0) {
      const b = targetBill(s, p, [...before, ...cur, id], base);
      if (!canPay(s, p, b)) continue;
    }
    out.push(id);
  }
  return out;
}

/** Whether every required slot could be filled (RB 352.7), ignoring Deflect costs beyond the base. */
export function slotsFillable(
  s: S,
  p: PlayerId,
  slots: readonly TargetSlot[],
  scope: Scope,
  base: Bill | null,
): boolean {
  const chosen: ObjId[][] = [];
  for (const slot of slots) {
    const legal = targetChoices(s, p, slot, scope, chosen, [], base);
    const n = slot.n ?? 1;
    if (!slot.upTo && !slot.optional && legal.length < n) return false;
    chosen.push(legal.slice(0, slot.upTo || slot.optional ? 0 : n));
  }
  return true;
}

/**
 * RB 352.3: where a "move" instruction may send unit `id` — its controller's base or a battlefield
 * ("to a battlefield": battlefields only), never where it already is.
 */
export function moveDestinations(s: S, id: ObjId, to: 'battlefield' | 'any'): string[] {
  const u = s.objects[id];
  if (!u) return [];
  const all = [Z.base(u.controller), ...s.g.battlefields.map((b) => b.zone)];
  return all.filter((z) => z !== u.zone && (to !== 'battlefield' || battlefieldIndex(z) >= 0));
}

/**
 * RB 352.3: the move instruction of a spell's steps whose destination its player chooses as the
 * spell is played ("to another location of your choice", "to a battlefield"), moving a target.
 */
export function chosenMove(steps: readonly Step[]): { what: number; to: 'battlefield' | 'any' } | null {
  for (const st of steps)
    if (st.do === 'move' && (st.to === 'any' || st.to === 'battlefield') && typeof st.what === 'number')
      return { what: st.what, to: st.to };
  return null;
}

/** The total Might of a group of objects (RB 352.11: "with total Might N or less"). */
export function totalMight(s: S, ids: readonly ObjId[]): number {
  let sum = 0;
  for (const id of ids) if (s.objects[id]) sum += mightOf(s, id);
  return sum;
}

/** Whether the objects of a group slot still meet its restriction together (RB 352.11.b). */
export function groupHolds(s: S, slot: TargetSlot | undefined, ids: readonly ObjId[]): boolean {
  return !slot?.group || totalMight(s, ids) <= slot.group.totalMightAtMost;
}

/**
 * How many objects slot `index` of `node` takes. RB 352.14, RB 352.14.a, RB 352.14.c: a slot that a
 * split Deal divides its damage among takes up to the amount split — with Bonus Damage, which is
 * added to that amount (RB 715.3) — whatever the slot says; any other slot takes its `n`.
 */
export function slotCount(
  s: S,
  p: PlayerId,
  node: { targets?: TargetSlot[]; steps?: Step[] },
  index: number,
  scope: Scope,
): number {
  const slot = node.targets?.[index];
  const split = (node.steps ?? []).find((st) => st.do === 'deal' && st.split && st.to === index);
  if (split && split.do === 'deal')
    return Math.max(0, splitTotal(s, p, amount(s, characteristics(s), split.n, scope)));
  return slot?.n ?? 1;
}
