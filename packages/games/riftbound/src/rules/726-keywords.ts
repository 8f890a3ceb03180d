/**
 * RB 726–747: keywords. Most keywords are data the other rule files read: Accelerate (cost and
 * entering ready, 346-playing.ts), Action and Reaction (timing, 346-playing.ts), Assault and
 * Shield (layers, 450-layers.ts), Deflect (cost, 346-playing.ts), Ganking (Standard Move,
 * 423-movement.ts), Legion (a condition, vocabulary.ts), Tank (damage assignment, 437-combat.ts),
 * Repeat (cost, 346-playing.ts). This file holds Hidden's discretionary action (RB 408, RB 737)
 * and the keyword facts shared by those files.
 */
import type { Ctx, ObjId, PlayerId } from '@arbiter/kernel';
import type { Keyword } from '../cards/schema.ts';
import { type RbGame, Z } from '../state.ts';
import { data, def, type S } from './105-zones.ts';

type C = Ctx<RbGame>;

/** RB 727.3, RB 728: a card's printed keywords (effects may grant or remove more, in the layers). */
export function printedKeyword(cardKeywords: Partial<Record<Keyword, number>>, k: Keyword): number {
  return cardKeywords[k] ?? 0;
}

/**
 * RB 408, RB 737.1.b: where a player may hide a card now — a card with Hidden in their hand or
 * champion zone, on their turn in an Open State, at a battlefield they control whose facedown zone
 * is empty (RB 106.4.b–106.4.c). Paying [A] is the caller's (RB 737.1.b). `openOwnTurn` is the
 * caller's word on the turn state (the chain and showdowns come with the kernel's services).
 */
export function hideOptions(s: S, p: PlayerId, openOwnTurn: boolean): { card: ObjId; battlefield: number }[] {
  if (!openOwnTurn || s.g.tp !== p) return [];
  const cards = [...s.zones[Z.hand(p)].objects, ...s.zones[Z.champion(p)].objects].filter(
    (id) => (def(s.objects[id]).keywords.hidden ?? 0) > 0,
  );
  const out: { card: ObjId; battlefield: number }[] = [];
  s.g.battlefields.forEach((b, i) => {
    if (b.controller !== p || s.zones[Z.facedown(i)].objects.length > 0) return;
    for (const card of cards) out.push({ card, battlefield: i });
  });
  return out;
}

/**
 * RB 408.1: hide a card — put it facedown in the battlefield's facedown zone (RB 106.4.a). It is
 * not played and opens no chain (RB 737.1.c.1–737.1.c.2). Its controller may look at it (RB 127.4).
 */
export function hide(ctx: C, p: PlayerId, card: ObjId, battlefield: number): ObjId {
  const moved = ctx.move(card, Z.facedown(battlefield), { faceDown: true, controller: p });
  data(moved).hiddenTurn = ctx.g.turn;
  ctx.log('RB 408.1', 'rb.hide', { p });
  return moved.id;
}

/**
 * RB 737.1.b: from the turn after it was hidden, a facedown card may be played, ignoring its base
 * cost, with Reaction (RB 737.6).
 */
export function playableFromHidden(s: S, id: ObjId): boolean {
  const o = s.objects[id];
  if (!o || !/^bf\d+:facedown$/.test(o.zone)) return false;
  const t = data(o).hiddenTurn;
  return t !== undefined && t < s.g.turn;
}
