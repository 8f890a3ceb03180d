/**
 * VZ 501 zones and moving cards between them.
 *
 * - VZ 501.2 the twelve zones: per player (VZ 501.2b) account, deck, trash, mission, energy, area,
 *   hand, remove, keep, EXP; shared (VZ 501.2a) the temporary zone and the lanes (the lanes are the
 *   pairs of facing areas, decisions D1).
 * - VZ 501.3 public and hidden zones: VZ 501.3a face-up cards of public zones are seen by both;
 *   VZ 501.3b face-down cards of public zones by their owner (VZ 507.2 missions); VZ 501.3c hidden
 *   zones by nobody unless said (the hand and the Keep by their owner, VZ 509.3, decisions D12);
 *   VZ 501.3d the number of cards in any zone is public (views always show counts).
 * - VZ 501.4 a card that changes zones is a new object (the kernel's `move` gives it a new id);
 *   effects on the old object no longer apply to it.
 * - VZ 501.5 cards moved together from zones other than the deck move at the same time: their
 *   triggers are collected after the whole group has moved (VZ 908.3b).
 * - VZ 502.4b cards in public zones are face up, in hidden zones face down; VZ 502.4c / VZ 102.4
 *   a card goes to the zone of its owner.
 * - VZ 503.3 / VZ 1109.3 a card entering an area from another zone enters rebooted.
 */
import type { Ctx, GameObject, ObjId, PlayerId, ZoneVisibility } from '@arbiter/kernel';
import {
  type G,
  type Lane,
  PLAYER_ZONES,
  type PlayerZone,
  TEMP,
  type VzState,
  zoneKind,
  zoneOf,
} from '../state.ts';
import { expOf } from './0512-exp.ts';
import { raise } from './0908-triggers.ts';

/**
 * VZ 501.1 zones hold the cards of the game; VZ 502.1 each card has an owner and a controller. VZ 501.3: which zones are hidden (VZ 504.2 deck,
 * VZ 509.3 hand, decisions D12 Keep). VZ 504.1 the deck holds the main deck; VZ 505.1 used cards go to
 * the trash; VZ 506.1 retired characters become energy, VZ 506.2 keeping their information; VZ 507.1
 * missions; VZ 508.1 the kept card; VZ 509.1 drawn cards, VZ 509.2 without a limit; VZ 510.1 cards
 * being played; VZ 511.1 removed cards; VZ 512.1 EXP cards.
 */
export const VISIBILITY: Record<PlayerZone, ZoneVisibility> = {
  account: 'public',
  deck: 'hidden',
  trash: 'public', // VZ 505.2
  mission: 'public', // VZ 507.2
  energy: 'public', // VZ 506.4
  area: 'public',
  hand: 'owner', // VZ 509.3
  remove: 'public', // VZ 511.2
  keep: 'owner', // decisions D12
  exp: 'public', // VZ 512.2
};

/**
 * VZ 501.3b: the owner sees their face-down cards in public zones (VZ 507.2 missions); VZ 504.2 /
 * VZ 501.3c: nobody sees the cards of a deck.
 */
export function canSeeFaceDown(_state: VzState, o: GameObject, viewer: PlayerId): boolean {
  return !o.zone.endsWith(':deck') && o.owner === viewer;
}

/** VZ 501.2: create every zone of the game. */
export function addZones(ctx: Ctx<G>): void {
  for (let p = 0; p < ctx.state.players; p++) {
    for (const z of PLAYER_ZONES) ctx.addZone(zoneOf(p, z), p, VISIBILITY[z]);
  }
  ctx.addZone(TEMP, null, 'public'); // VZ 510: shared, public
}

export interface MoveTo {
  zone: PlayerZone | 'temp';
  /** For moves to an area: which one (its lane). */
  lane?: Lane;
  /** Whose zone (default: the card's owner, VZ 502.4c). Areas: the controller's. */
  player?: PlayerId;
  faceDown?: boolean;
  position?: 'top' | 'bottom';
}

/**
 * Move one card; returns its new id. Triggers of the move are raised unless `quiet` (a group move
 * raises them once the whole group has moved).
 */
export function moveCard(ctx: Ctx<G>, id: ObjId, to: MoveTo, quiet = false): ObjId {
  return moveGroup(ctx, [id], to, quiet)[0];
}

/** VZ 501.5: move several cards at the same time; triggers see the whole group (VZ 908.3b / VZ 908.3c). */
export function moveGroup(ctx: Ctx<G>, ids: readonly ObjId[], to: MoveTo, quiet = false): ObjId[] {
  const moved: { id: ObjId; prev: ObjId; from: string; owner: PlayerId }[] = [];
  for (const id of ids) {
    const o = ctx.obj(id);
    const from = o.zone;
    // VZ 502.1b: a card's controller is its owner unless it is put onto an area for another player.
    const player = to.player ?? o.owner;
    const dest = to.zone === 'temp' ? TEMP : zoneOf(player, to.zone);
    // VZ 501.6 / VZ 512.3b: EXP under a character moves with it (the kernel's links, 0512-exp.ts).
    const exp = from.endsWith(':area') ? expOf(ctx.state, id) : [];
    const data: Record<string, unknown> = {};
    if (to.zone === 'area') data.lane = to.lane ?? 0; // VZ 503.3: rebooted (no sleep flag)
    const faceDown = to.faceDown ?? hiddenZone(to.zone);
    const n = ctx.move(id, dest, {
      data,
      faceDown,
      position: to.position,
      controller: to.zone === 'area' || to.zone === 'temp' ? player : undefined,
    });
    for (const e of exp)
      moveCard(ctx, e, { zone: to.zone === 'area' ? 'exp' : to.zone, player: ctx.obj(e).owner }, true);
    moved.push({ id: n.id, prev: id, from, owner: o.owner });
  }
  if (!quiet) {
    const batch = moved.map((m) => m.id);
    for (const m of moved) {
      raise(ctx, {
        type: 'moved',
        obj: m.id,
        prev: m.prev,
        owner: m.owner,
        from: zoneKind(m.from),
        to: to.zone,
        batch,
      });
    }
  }
  return moved.map((m) => m.id);
}

/** VZ 502.3 / VZ 502.4 / VZ 502.4a / VZ 502.4b: cards in hidden zones lie face down, those of public zones face up. */
function hiddenZone(zone: PlayerZone | 'temp'): boolean {
  return zone === 'deck';
}

/** The cards of a player's zone (bottom first). */
export function cardsIn(state: VzState, player: PlayerId, zone: PlayerZone): ObjId[] {
  return state.zones[zoneOf(player, zone)].objects;
}

/** The top card of a player's deck, if any. */
export function deckTop(state: VzState, player: PlayerId): ObjId | undefined {
  const d = cardsIn(state, player, 'deck');
  return d.length ? d[d.length - 1] : undefined;
}

/** VZ 501.3d: how many cards a zone holds (public for every zone). */
export function count(state: VzState, player: PlayerId, zone: PlayerZone): number {
  return cardsIn(state, player, zone).length;
}
