/**
 * RB 165–186: battlefields, legends and control. RB 166, RB 166.5, RB 166.5.a, RB 166.5.b, RB 166.6:
 * a battlefield is a game object and a location any number of units may be at, moved from and to;
 * RB 166.7: effects may choose it (selector `battlefield`); RB 166.8, RB 166.9, RB 170.6, RB 170.7:
 * battlefields and legends have passive and triggered abilities (the card data; their passives
 * apply in the layers). RB 167, RB 171: neither is a permanent (they are not in a location's
 * list of permanents); RB 170, RB 170.5: a legend is a game object effects may choose; RB 172,
 * RB 172.1: its domains set the Domain Identity (103-deck.ts).
 *
 * RB 183, RB 184.1: control of battlefields is established through play. A battlefield is
 * controlled by one player or by no one (RB 184.2, RB 184.2.a, RB 184.2.b, RB 184.5: a constant
 * state kept in `BattlefieldState.controller`); RB 184.3: it can be contested — a unit of a player
 * who does not control it arriving there makes it Contested
 * (RB 184.3.a) until control is established again (RB 184.3.b), and while Contested its control
 * cannot change (RB 184.3.c). Control is established at the end of a showdown or combat
 * (RB 184.4); outside combat a player keeps it while they have units there (RB 184.4.a) and loses
 * it with no units unless it is contested (RB 184.4.c).
 */
import type { Ctx, ObjId, PlayerId } from '@arbiter/kernel';
import { type BattlefieldState, type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { battlefieldAt, def, locationOf, type S, unitsAt } from './105-zones.ts';

type C = Ctx<RbGame>;

/**
 * "Gain control of a gear": `p` controls a non-unit permanent on the board from now on. A gear in a
 * base goes to its new controller's base (a base holds its player's permanents, RB 107), keeping its
 * state (not a zone change); one at a battlefield or attached stays where it is (RB 718.8.a: an
 * attached card's control is its own). RB 185.4.b: abilities of it already on the chain keep their
 * controller — the chain item and its scope were fixed as it was added (326-chain.ts), so "you" in
 * them is still the player who activated or triggered them. Units are not handled: no card of the
 * whole pool takes control of a unit in a duel (it would raise contested control, RB 184.3).
 */
export function gainControl(ctx: C, id: ObjId, p: PlayerId): boolean {
  const s = ctx.state;
  const o = s.objects[id];
  if (!o || o.controller === p || def(o).type === 'unit' || locationOf(s, id) === null) return false;
  if (o.linkedTo === undefined && /^p\d:base$/.test(o.zone))
    ctx.move(id, Z.base(p), { keepId: true, data: o.data, controller: p });
  else ctx.setController(id, p);
  ctx.log('RB 185.4.b', 'rb.control-gained', { player: p, t: ctx.ref(id) });
  return true;
}

/**
 * RB 184.3.a.1 / RB 428: a unit moving or played to a battlefield applies Contested if the
 * battlefield is not already contested and its controller does not control the battlefield.
 * Returns whether it became contested now.
 */
export function contest(ctx: C, zone: string, by: PlayerId): boolean {
  const bf = battlefieldAt(ctx.state, zone);
  if (!bf || bf.contestedBy !== null || bf.controller === by) return false;
  bf.contestedBy = by;
  ctx.log('RB 184.3.a.1', 'rb.contested', { b: place(ctx.state, bf.zone) });
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
 * RB 184.4.a: outside combat a player keeps control while they have units there; RB 184.4.b:
 * with both players there, control stays with its controller while contested (RB 184.3.c).
 * RB 444.2.c: it need not be the player who contested it.
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
    ctx.touch();
    if (before !== present[0])
      ctx.log('RB 444.2', 'rb.control', { player: present[0], b: place(ctx.state, bf.zone) });
    return { controller: present[0], gained: before !== present[0] };
  }
  if (present.length === 0) {
    bf.controller = null;
    ctx.touch();
    if (before !== null) ctx.log('RB 444.2.d', 'rb.uncontrolled', { b: place(ctx.state, bf.zone) });
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
  ctx.touch();
  ctx.log('RB 322.6', 'rb.uncontrolled', { b: place(ctx.state, bf.zone) });
  return true;
}

/**
 * RB 184.6, RB 184.6.a: a controlled battlefield's abilities are its controller's; RB 184.6.b: an
 * uncontrolled one's are handled by the turn player (RB 184.6.c: but "you" in them is no one,
 * vocabulary.ts). RB 184.3.d: contested status decides when showdowns, combats and control
 * changes happen (318-cleanup.ts); RB 184.3.e: no card effect reads it (the vocabulary has no
 * selector for it).
 */
export function abilityController(s: S, bf: BattlefieldState): PlayerId {
  return bf.controller ?? s.g.tp;
}

/**
 * RB 166.3, RB 166.4, RB 170.3, RB 170.4: battlefields and legends cannot be killed or moved
 * (kill and moveUnits refuse anything but units and gear).
 */
export function immovable(s: S, id: number): boolean {
  const t = def(s.objects[id]).type;
  return t === 'battlefield' || t === 'legend';
}
