/**
 * RB 437–444: combat. This file holds what needs no chain: who is in the combat, the combat damage
 * step (RB 443) — summing Might, assigning damage lethal-first with Tank first, dealing it all at
 * once — and the assignment as a resumable procedure of single legal choices. The showdown step
 * (RB 442) and the resolution step's combat cleanup (RB 444.1) run on the kernel's response window
 * and settle loop.
 */
import type { Ctx, ObjId, Option, PlayerId, Procedure } from '@arbiter/kernel';
import type { RbGame } from '../state.ts';
import { cant } from './054-cant.ts';
import { data, type S, unitsAt } from './105-zones.ts';
import { markDamage } from './400-actions.ts';
import { keyword, mightOf } from './450-layers.ts';

type C = Ctx<RbGame>;

/** Units at the combat's battlefield with the Attacker or Defender designation (RB 442.1.a.3, RB 442.1.a.4). */
export function combatants(s: S, zone: string, side: 'attacker' | 'defender'): ObjId[] {
  return unitsAt(s, zone).filter((id) => data(s.objects[id]).designation === side);
}

/**
 * RB 443.1.b, RB 443.1.c: sum the Might of a side's units. RB 410.1.b: a stunned unit contributes nothing.
 */
export function combatMight(s: S, ids: readonly ObjId[]): number {
  let sum = 0;
  for (const id of ids) if (!data(s.objects[id]).stunned) sum += mightOf(s, id);
  return sum;
}

/**
 * Lethal damage (RB 443.1.d.2 reminder): non-zero damage that, with the damage already marked,
 * reaches the unit's Might. RB 410.1.c: a stunned unit still needs its full Might.
 */
// RB 404.1.a, RB 404.3.a, RB 404.7: assigning combat damage is not dealing it, but leads to it.
export function lethal(s: S, id: ObjId): number {
  return Math.max(1, mightOf(s, id) - (data(s.objects[id]).damage ?? 0));
}

/**
 * RB 443.1.d.9: a unit that can't be dealt damage has no lethal amount: it is left out of the
 * lethal-first order (Tank included) and gets only what remains once every other unit has lethal.
 */
export function exempt(s: S, id: ObjId): boolean {
  return cant(s, id, 'noDamage');
}

/** Whether a unit has its lethal damage assigned, or needs none (RB 443.1.d.9). */
function hasLethal(s: S, id: ObjId, a: Readonly<Record<number, number>>): boolean {
  return exempt(s, id) || (a[id] ?? 0) >= lethal(s, id);
}

/** For a unit both "first" and "last" (RB 443.1.d.7), which of the two the assigning player chose. */
export type OrderChoice = Readonly<Record<number, 'first' | 'last'>>;

/** Whether a unit must be assigned combat damage last ("assigned last", RB 443.1.d.5). */
function assignedLast(s: S, id: ObjId): boolean {
  return cant(s, id, 'assignedLast');
}

/**
 * RB 443.1.d.5: the order in which a unit is assigned lethal damage: 0 first (Tank, RB 741.1.b),
 * 1 with the others, 2 last. RB 443.1.d.7: a unit that must be both first and last follows only the
 * requirement its assigning player chose (`chosen`; RB 443.1.d.8: each such unit on its own).
 */
export function assignmentOrder(s: S, id: ObjId, chosen: OrderChoice = {}): 0 | 1 | 2 {
  const first = keyword(s, id, 'tank') > 0;
  const last = assignedLast(s, id);
  if (first && last) return chosen[id] === 'last' ? 2 : 0;
  return first ? 0 : last ? 2 : 1;
}

/**
 * The units that may receive the next lethal assignment (RB 443.1.d.3, RB 443.1.d.5): a Tank unit
 * must get lethal damage before units without Tank of the same controller (RB 741.1.b,
 * RB 741.1.c.2), a unit assigned last after all the others; among several of the same priority the
 * player picks any (RB 443.1.d.6, RB 443.1.d.8).
 */
export function nextAssignable(
  s: S,
  targets: readonly ObjId[],
  assigned: Readonly<Record<number, number>>,
  chosen: OrderChoice = {},
): ObjId[] {
  const open = targets.filter((id) => !exempt(s, id) && (assigned[id] ?? 0) < lethal(s, id));
  if (!open.length) return open;
  const first = Math.min(...open.map((id) => assignmentOrder(s, id, chosen)));
  return open.filter((id) => assignmentOrder(s, id, chosen) === first);
}

/**
 * Check a complete assignment of `total` damage to `targets` (RB 443.1.d.3, RB 443.1.d.4, RB 443.1.d.5): every
 * amount non-negative, summing to the total; units receive lethal damage in full one after
 * another, Tank units first; no unit receives more than lethal while another could still take
 * some (RB 443.1.d.4). Returns null if legal, or the rule it breaks.
 */
export function checkAssignment(
  s: S,
  targets: readonly ObjId[],
  total: number,
  a: Readonly<Record<number, number>>,
  chosen: OrderChoice = {},
): string | null {
  let sum = 0;
  for (const id of targets) {
    const n = a[id] ?? 0;
    if (!Number.isInteger(n) || n < 0) return 'RB 443.1.d';
    sum += n;
  }
  if (sum !== total || Object.keys(a).some((k) => !targets.includes(Number(k)))) return 'RB 443.1.d';
  const full = (id: ObjId) => hasLethal(s, id, a);
  // RB 443.1.d.9: a unit exempt from lethal assignment gets nothing before every other has lethal.
  if (!targets.every(full) && targets.some((id) => exempt(s, id) && (a[id] ?? 0) > 0)) return 'RB 443.1.d.9';
  // RB 443.1.d.3: units get lethal damage in full one after another, so at most one unit (the last
  // one, when the damage ran out) is left short of lethal.
  if (targets.filter((id) => (a[id] ?? 0) > 0 && !full(id)).length > 1) return 'RB 443.1.d.3';
  // RB 741.1.c.2: units without Tank get nothing until every Tank unit has lethal damage.
  // RB 443.1.d.5: a unit assigned last gets nothing until every other unit has lethal damage.
  const order = (id: ObjId) => assignmentOrder(s, id, chosen);
  for (const short of targets.filter((id) => !full(id)))
    if (targets.some((id) => order(id) > order(short) && (a[id] ?? 0) > 0))
      return order(short) === 0 ? 'RB 741.1.c.2' : 'RB 443.1.d.5';
  // RB 443.1.d.4: more than lethal only once every unit has lethal.
  const over = targets.some((id) => (a[id] ?? 0) > lethal(s, id));
  if (over && !targets.every(full)) return 'RB 443.1.d.4';
  return null;
}

/**
 * RB 443.1.d: one player assigns `total` damage among `targets`, as a series of single legal
 * choices (so every offered option is legal): pick the next unit to receive lethal damage among
 * those allowed; the amount is its lethal damage or what is left (RB 443.1.d.3). When every unit
 * has lethal damage and some remains, the remainder may go to any of them (RB 443.1.d.4).
 * Assigning is not dealing (RB 443.1.d.1); the frame returns the assignment.
 *
 * d: { player, targets, total, assigned }
 */
export const assignDamage: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const d = f.d as {
    player: PlayerId;
    targets: ObjId[];
    total: number;
    assigned: Record<number, number>;
    chosen?: Record<number, 'first' | 'last'>;
  };
  if (f.step === 2) {
    // RB 443.1.d.7: the requirement chosen for this unit.
    const [id, which] = (input as string[])[0].split(':');
    (d.chosen ??= {})[Number(id)] = which === 'last' ? 'last' : 'first';
    if (ctx.logging)
      ctx.log('RB 443.1.d.7', `rb.assign-${which === 'last' ? 'last' : 'first'}-chosen`, {
        t: ctx.ref(Number(id)),
      });
    f.step = 0;
  }
  // RB 443.1.d.7, RB 443.1.d.8: each unit that must be assigned damage both first and last (and can
  // be dealt damage, RB 443.1.d.9) follows one of the two, as its assigning player chooses, unit by unit.
  const torn = d.targets.find(
    (id) =>
      d.chosen?.[id] === undefined && !exempt(s, id) && keyword(s, id, 'tank') > 0 && assignedLast(s, id),
  );
  if (torn !== undefined) {
    f.step = 2;
    ctx.ask({
      player: d.player,
      kind: 'assign-order',
      prompt: { key: 'rb.assign-order', args: { t: ctx.ref(torn) } },
      rule: 'RB 443.1.d.7',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: [
          { id: `${torn}:first`, label: { key: 'rb.assign-first' }, obj: torn },
          { id: `${torn}:last`, label: { key: 'rb.assign-last' }, obj: torn },
        ],
      },
    });
    return;
  }
  if (f.step === 1) {
    const id = Number((input as string[])[0]);
    const left = d.total - sum(d.assigned);
    const allFull = d.targets.every((t) => hasLethal(s, t, d.assigned));
    const n = allFull ? 1 : Math.min(left, lethal(s, id) - (d.assigned[id] ?? 0));
    d.assigned[id] = (d.assigned[id] ?? 0) + n;
    if (ctx.logging) ctx.log('RB 443.1.d', 'rb.assigned', { t: ctx.ref(id), n });
    f.step = 0;
  }
  for (;;) {
    const left = d.total - sum(d.assigned);
    if (left <= 0 || d.targets.length === 0) {
      ctx.done(d.assigned);
      return;
    }
    const allFull = d.targets.every((t) => hasLethal(s, t, d.assigned));
    const choices = allFull ? d.targets : nextAssignable(s, d.targets, d.assigned, d.chosen);
    // A single choice needs no question; the whole chunk is assigned at once.
    if (choices.length === 1) {
      const id = choices[0];
      const n = allFull ? left : Math.min(left, lethal(s, id) - (d.assigned[id] ?? 0));
      d.assigned[id] = (d.assigned[id] ?? 0) + n;
      if (ctx.logging) ctx.log('RB 443.1.d', 'rb.assigned', { t: ctx.ref(id), n });
      continue;
    }
    const options: Option[] = choices.map((id) => ({
      id: String(id),
      label: { key: 'rb.unit-option', args: { t: ctx.ref(id), m: mightOf(s, id) } },
      obj: id,
    }));
    f.step = 1;
    ctx.ask({
      player: d.player,
      kind: 'assign-damage',
      prompt: allFull ? { key: 'rb.assign-rest', args: { n: left } } : { key: 'rb.assign' },
      rule: allFull ? 'RB 443.1.d.4' : 'RB 443.1.d.3',
      domain: { type: 'pick', min: 1, max: 1, options },
    });
    return;
  }
};

function sum(a: Readonly<Record<number, number>>): number {
  let n = 0;
  for (const k in a) n += a[k];
  return n;
}

/**
 * RB 443.1.e: deal each unit the damage assigned to it, all at once (RB 443.1.d.1.a); the units on
 * the other side are the source (RB 404.6.c, RB 404.6.c.1).
 */
export function dealCombatDamage(ctx: C, assigned: Readonly<Record<number, number>>): void {
  for (const k in assigned) if (assigned[k] > 0) markDamage(ctx, Number(k), assigned[k]);
}
