/**
 * RB 423–436: movement and recalls, and the Standard Move every unit has (RB 143, RB 407.3,
 * RB 426). A move takes a unit from one location on the board to another (RB 407.1, RB 424.1,
 * RB 425, RB 425.1, RB 425.2: from its origin to its destination); moving is a limited action
 * (RB 407.2, RB 424) except the Standard Move (RB 407.2.b, RB 407.3: a discretionary action whose
 * cost is exhausting, RB 407.3.a, and whose effect is moving, RB 407.3.b). RB 427: effects move
 * units too (the same function). It is instant and never uses the chain (RB 424.3, RB 424.3.a,
 * RB 424.3.b, RB 424.3.c: no state between locations). Moving between locations is not a zone change (RB 424.2), so
 * the unit keeps its identity, damage and buffs. A recall sends a permanent to its base without
 * being a move (RB 433–436).
 */
import type { Ctx, ObjId, PlayerId } from '@arbiter/kernel';
import { baseOwner, battlefieldIndex, type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { cant } from './054-cant.ts';
import { data, def, locationOf, locations, type S, unitsAt } from './105-zones.ts';
import { contest } from './165-battlefields.ts';
import { keyword } from './450-layers.ts';

type C = Ctx<RbGame>;

/**
 * RB 427.2 / RB 143.4.a.1: no unit may enter a battlefield where units of two other players
 * already are. (In a duel this never happens; the rule is kept for its own sake.)
 */
export function blockedFor(s: S, zone: string, p: PlayerId): boolean {
  if (battlefieldIndex(zone) < 0) return false;
  const others = new Set<PlayerId>();
  for (const id of unitsAt(s, zone)) if (s.objects[id].controller !== p) others.add(s.objects[id].controller);
  return others.size >= 2;
}

/**
 * Where a unit may go with its Standard Move (RB 143.4): from its base to a battlefield
 * (RB 143.4.a), from a battlefield to its base (RB 143.4.b), and with Ganking from a battlefield to
 * another battlefield (RB 143.4.c.1, RB 736.1.b). Units only move within their controller's side:
 * another player's base is never a destination (RB 106.2.d).
 * RB 143.4: the destinations are restricted so; RB 143.4.a.1: not a battlefield with two other
 * players' units (blockedFor).
 * RB 143.4.c: Ganking adds battlefield-to-battlefield moves.
 */
export function standardMoveDestinations(s: S, id: ObjId): string[] {
  const o = s.objects[id];
  const from = locationOf(s, id);
  if (!o || !from || def(o).type !== 'unit' || cant(s, id, 'cantMove')) return [];
  const p = o.controller;
  const out: string[] = [];
  const fields = s.g.battlefields.map((b) => b.zone);
  if (baseOwner(from) >= 0) {
    for (const z of fields) if (!blockedFor(s, z, p)) out.push(z);
  } else {
    out.push(Z.base(p));
    if (keyword(s, id, 'ganking') > 0)
      for (const z of fields) if (z !== from && !blockedFor(s, z, p)) out.push(z);
  }
  return out;
}

/**
 * Units that may make a Standard Move now: ready ones (RB 143.2: exhausting is its cost) of the
 * turn player, during their Action Phase (RB 143.1.a), not in a Closed State (RB 143.1.b) and
 * not during a showdown (RB 143.1.c). The chain and showdowns come with the kernel's response
 * window; until then `openNeutral` is the caller's answer.
 * RB 143.1: the action is limited in when it can be performed.
 */
export function standardMovers(s: S, p: PlayerId, openNeutral: boolean): ObjId[] {
  if (!openNeutral || s.g.phase !== 'action' || s.g.tp !== p || s.g.combat) return [];
  const out: ObjId[] = [];
  for (const z of locations(s))
    for (const id of unitsAt(s, z)) {
      const o = s.objects[id];
      if (o.controller === p && !data(o).exhausted && standardMoveDestinations(s, id).length > 0)
        out.push(id);
    }
  return out;
}

/**
 * Move units to a location (RB 407, RB 423–431). RB 143.3.a: several units moved together share
 * the destination; their origins may differ (RB 143.3.b). RB 428: the destination becomes
 * contested if it is a battlefield their controller does not control: RB 429, RB 429.1: with nobody
 * else's units there that stages a showdown, RB 430, RB 430.1: with the other player's units a
 * combat, which the following cleanup opens (RB 322.13, RB 322.14). Returns the units moved.
 * The caller performs the cleanup that follows a move (RB 431).
 * RB 143.3: several units may move at once.
 */
export function moveUnits(ctx: C, ids: readonly ObjId[], dest: string, rule = 'RB 424.1'): ObjId[] {
  const moved: ObjId[] = [];
  for (const id of ids) {
    const o = ctx.state.objects[id];
    if (!o || locationOf(ctx.state, id) === null || o.zone === dest) continue;
    // RB 425.3: only units move. RB 718.6: an attached card never moves apart from its top-most card.
    if (def(o).type !== 'unit' || (o.linkedTo !== undefined && o.linkKind === 'attach')) continue;
    if (blockedFor(ctx.state, dest, o.controller)) continue;
    // RB 054.1: an effect's "move it" does not override "it can't move".
    if (cant(ctx.state, id, 'cantMove')) continue;
    ctx.move(id, dest, { keepId: true, data: o.data });
    ctx.log(rule, 'rb.move', { t: ctx.ref(id), to: place(ctx.state, dest) });
    moved.push(id);
  }
  if (moved.length && battlefieldIndex(dest) >= 0) contest(ctx, dest, ctx.state.objects[moved[0]].controller);
  return moved;
}

/**
 * The Standard Move (RB 143, RB 407.3): exhaust the units as its cost (RB 143.2, RB 143.3.c, paid
 * together) and move them to one destination.
 */
export function standardMove(ctx: C, ids: readonly ObjId[], dest: string): ObjId[] {
  for (const id of ids) ctx.setData(id, 'exhausted', true);
  return moveUnits(ctx, ids, dest, 'RB 143');
}

/**
 * RB 433: a recall sends a permanent to its controller's base; it is not a move (RB 434, RB 434.1: no
 * move triggers, RB 434.2: but it changes location, RB 434.3: not stopped by what stops moving) and
 * changes none of its state (RB 436, RB 436.1). RB 435: gear can be recalled.
 */
export function recall(ctx: C, id: ObjId, rule = 'RB 433'): boolean {
  const o = ctx.state.objects[id];
  if (!o || locationOf(ctx.state, id) === null) return false;
  // RB 718.6: an attached card goes only where its top-most card goes (RB 719.3.a), never alone.
  if (o.linkedTo !== undefined && o.linkKind === 'attach') return false;
  const base = Z.base(o.controller);
  if (o.zone === base) return false;
  ctx.move(id, base, { keepId: true, data: o.data });
  ctx.log(rule, 'rb.recall', { t: ctx.ref(id) });
  return true;
}

/** RB 147.3 / RB 435.1: gear at a battlefield (RB 322.7 recalls it during the next cleanup). */
// RB 147: gear's properties.
export function gearAtBattlefields(s: S): ObjId[] {
  const out: ObjId[] = [];
  for (const b of s.g.battlefields)
    for (const id of s.zones[b.zone].objects) {
      const o = s.objects[id];
      // RB 435.1: only un-attached gear; an Equipment attached to a unit there stays with it (RB 719.3).
      if (def(o).type === 'gear' && !(o.linkedTo !== undefined && o.linkKind === 'attach')) out.push(id);
    }
  return out;
}
