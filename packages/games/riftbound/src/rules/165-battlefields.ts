/**
 * RB 165–186: battlefields, legends and control. A battlefield is controlled by one player or by
 * no one (RB 184.2); a unit of a player who does not control it arriving there makes it Contested
 * (RB 184.3.a) until control is established again (RB 184.3.b), and while Contested its control
 * cannot change (RB 184.3.c). Control is established at the end of a showdown or combat
 * (RB 184.4); outside combat a player keeps it while they have units there (RB 184.4.a) and loses
 * it with no units unless it is contested (RB 184.4.c).
 */
import type { Ctx, PlayerId } from '@arbiter/kernel';
import type { BattlefieldState, RbGame } from '../state.ts';
import { battlefieldAt, def, type S, unitsAt } from './105-zones.ts';

type C = Ctx<RbGame>;

/**
 * RB 184.3.a.1 / RB 428: a unit moving or played to a battlefield applies Contested if the
 * battlefield is not already contested and its controller does not control the battlefield.
 * Returns whether it became contested now.
 */
export function contest(ctx: C, zone: string, by: PlayerId): boolean {
  const bf = battlefieldAt(ctx.state, zone);
  if (!bf || bf.contestedBy !== null || bf.controller === by) return false;
  bf.contestedBy = by;
  ctx.log('RB 184.3.a.1', 'rb.contested', { b: ctx.ref(bf.obj) });
  return true;
}

/** Players with units at a battlefield (RB 184.4). */
export function presentPlayers(s: S, zone: string): PlayerId[] {
  const out: PlayerId[] = [];
  for (const id of unitsAt(s, zone)) {
    const p = s.objects[id].controller;
    if (!out.includes(p)) out.push(p);
  }
  return out.sort((a, b) => a - b);
}

/**
 * Establish control (RB 444.2, RB 345.2.a): the contested status clears (RB 444.2.a) and the
 * player with units remaining controls it; with none, it becomes uncontrolled (RB 444.2.d).
 * Returns the new controller and whether it changed hands to them (a Conquer when they have not
 * scored it this turn, RB 444.2.b — the caller scores).
 */
export function establishControl(
  ctx: C,
  bf: BattlefieldState,
): { controller: PlayerId | null; gained: boolean } {
  const present = presentPlayers(ctx.state, bf.zone);
  bf.contestedBy = null;
  const before = bf.controller;
  if (present.length === 1) {
    bf.controller = present[0];
    if (before !== present[0]) ctx.log('RB 444.2', 'rb.control', { p: present[0], b: ctx.ref(bf.obj) });
    return { controller: present[0], gained: before !== present[0] };
  }
  if (present.length === 0) {
    bf.controller = null;
    if (before !== null) ctx.log('RB 444.2.d', 'rb.uncontrolled', { b: ctx.ref(bf.obj) });
    return { controller: null, gained: false };
  }
  return { controller: before, gained: false };
}

/**
 * RB 184.4.c / RB 322.6: a battlefield with no units and not contested becomes uncontrolled.
 * Returns whether it changed.
 */
export function loseControlIfEmpty(ctx: C, bf: BattlefieldState): boolean {
  if (bf.controller === null || bf.contestedBy !== null) return false;
  if (unitsAt(ctx.state, bf.zone).length > 0) return false;
  bf.controller = null;
  ctx.log('RB 322.6', 'rb.uncontrolled', { b: ctx.ref(bf.obj) });
  return true;
}

/** RB 184.6: who controls a battlefield's abilities — its controller, or the turn player when none. */
export function abilityController(s: S, bf: BattlefieldState): PlayerId {
  return bf.controller ?? s.g.tp;
}

/** RB 166.3, RB 166.4, RB 170.3, RB 170.4: battlefields and legends cannot be killed or moved. */
export function immovable(s: S, id: number): boolean {
  const t = def(s.objects[id]).type;
  return t === 'battlefield' || t === 'legend';
}
