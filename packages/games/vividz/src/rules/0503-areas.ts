/**
 * VZ 503 the area zone, and the lanes (decisions D1): each player has three areas, one per lane;
 * lane index 1 is the Center of both players (VZ 503.2), 0 and 2 are Sides. Areas are adjacent when
 * their lanes differ by one. The areas of both players in one lane face each other.
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import { CENTER, LANES, type Lane, type VzState, zoneOf } from '../state.ts';

export function isCenter(lane: Lane): boolean {
  return lane === CENTER;
}

/** VZ 1116.1: the areas next to an area. */
export function adjacentLanes(lane: Lane): Lane[] {
  return LANES.filter((l) => Math.abs(l - lane) === 1);
}

/** VZ 503.1: the characters of a player's area zone (all areas), oldest first. */
export function charactersOf(state: VzState, player: PlayerId): ObjId[] {
  return state.zones[zoneOf(player, 'area')].objects;
}

/** The lane of a character on an area (undefined if it is not on one). */
export function laneOf(state: VzState, id: ObjId): Lane | undefined {
  const o = state.objects[id];
  if (!o?.zone.endsWith(':area')) return undefined;
  return o.data.lane as Lane;
}

/** The characters a player has in one area (normally at most one after the rule effects, VZ 1002–1003). */
export function inArea(state: VzState, player: PlayerId, lane: Lane): ObjId[] {
  const out: ObjId[] = [];
  for (const id of charactersOf(state, player)) if (state.objects[id].data.lane === lane) out.push(id);
  return out;
}

/** Empty areas of a player. */
export function emptyAreas(state: VzState, player: PlayerId): Lane[] {
  return LANES.filter((l) => inArea(state, player, l).length === 0);
}

/** VZ 1116.1: the empty areas a character could slide to. */
export function slideDestinations(state: VzState, id: ObjId): Lane[] {
  const o = state.objects[id];
  const lane = laneOf(state, id);
  if (!o || lane === undefined) return [];
  return adjacentLanes(lane).filter((l) => inArea(state, o.controller, l).length === 0);
}

/** Lane labels as players read them (1–3, Center in the middle). */
export function laneName(lane: Lane): string {
  return String(lane + 1);
}
