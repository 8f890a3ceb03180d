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

/*
 * Where each keyword's rules live (RB 730):
 * - RB 727.3, RB 727.3.a: effects grant keywords (450-layers.ts grantKeywords, the abilities layer);
 *   RB 727.3.a.1: valued keywords add up, others are redundant; RB 727.3.a.2, RB 727.3.a.3: the
 *   grant lasts as the effect says, or while the object stays where it is ('permanent').
 * - Accelerate: RB 731, RB 731.1: a unit keyword; RB 731.1.a, RB 731.1.a.1, RB 731.1.a.2, RB 731.2,
 *   RB 731.2.a: an optional additional cost paid only while playing (346-playing.ts totalCost);
 *   RB 731.6, RB 731.6.a: the unit enters ready rather than being readied (entersReady); RB 731.3:
 *   nothing reads it on the board; RB 731.4: redundant; RB 731.5: a characteristic effects read
 *   (selector `keyword`).
 * - Action: RB 732, RB 732.1, RB 732.1.a, RB 732.1.b, RB 732.1.c, RB 732.1.c.1, RB 732.1.c.2,
 *   RB 732.2, RB 732.3 (timingAllows, abilityTimingAllows; a unit still goes where units go);
 *   RB 732.4, RB 732.4.a, RB 732.4.b, RB 732.4.c: a characteristic.
 * - Assault: RB 733, RB 733.1, RB 733.1.a, RB 733.1.c, RB 733.1.d (the arithmetic layer while
 *   attacking); RB 733.3: a characteristic.
 * - Deathknell: RB 734, RB 734.1, RB 734.1.a, RB 734.1.b, RB 734.1.b.1, RB 734.1.c, RB 734.1.c.1
 *   (a triggered ability on dying, in the card data); RB 734.2: each instance triggers; RB 734.3.
 * - Deflect: RB 735, RB 735.1, RB 735.1.a, RB 735.1.d (a mandatory additional cost, totalCost);
 *   RB 735.3: a characteristic.
 * - Ganking: RB 736, RB 736.1, RB 736.1.a, RB 736.1.c, RB 736.1.c.1, RB 736.1.c.2, RB 736.1.c.3:
 *   only adds destinations to the Standard Move (423-movement.ts); RB 736.2, RB 736.3.
 * - Hidden: RB 737, RB 737.1, RB 737.1.a, RB 737.1.c (below); RB 737.3: otherwise played normally;
 *   RB 737.4: redundant; RB 737.5, RB 737.5.a: a characteristic apart from being facedown.
 * - Legion: RB 738, RB 738.1, RB 738.1.a, RB 738.1.b, RB 738.1.c, RB 738.1.c.3, RB 738.1.c.4
 *   (a condition, vocabulary.ts); RB 738.2: one card played satisfies every Legion; RB 738.3.
 * - Reaction: RB 739, RB 739.1, RB 739.1.a, RB 739.1.b, RB 739.1.c, RB 739.1.c.1, RB 739.1.c.2,
 *   RB 739.1.c.3, RB 739.2, RB 739.3, RB 739.3.a (timing only); RB 739.4, RB 739.4.a, RB 739.4.b,
 *   RB 739.4.c: a characteristic.
 * - Shield: RB 740, RB 740.1, RB 740.1.a, RB 740.1.d (the arithmetic layer while defending);
 *   RB 740.3: a characteristic.
 * - Tank: RB 741, RB 741.1, RB 741.1.a, RB 741.1.c, RB 741.1.c.1 (437-combat.ts); RB 741.2:
 *   redundant; RB 741.3: a characteristic.
 * - Temporary: RB 742, RB 742.1, RB 742.1.a: a keyword of permanents (data); RB 742.2: redundant;
 *   RB 742.3: a characteristic.
 * - Vision: RB 743.1, RB 743.1.a: a keyword of permanents (data); RB 743.3: a characteristic.
 * - Quick-Draw: RB 745.4; Repeat: RB 746, RB 746.1, RB 746.1.a, RB 746.1.b, RB 746.1.c,
 *   RB 746.1.c.2, RB 746.1.c.3 (costs, totalCost), RB 746.4; Weaponmaster: RB 747.4 — all
 *   characteristics effects can read.
 */

/** RB 727.3, RB 728: a card's printed keywords (effects may grant or remove more, in the layers). */
export function printedKeyword(cardKeywords: Partial<Record<Keyword, number>>, k: Keyword): number {
  return cardKeywords[k] ?? 0;
}

/**
 * RB 408, RB 737.1.b: where a player may hide a card now — a card with Hidden in their hand or
 * champion zone, on their turn in an Open State, at a battlefield they control whose facedown zone
 * is empty (RB 106.4.b, RB 106.4.c). Paying [A] is the caller's (RB 737.1.b). `openOwnTurn` is the
 * caller's word on the turn state (the chain and showdowns come with the kernel's services).
 * RB 408.2, RB 408.2.a, RB 737.1.c: hiding is a discretionary action Hidden allows.
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
 * not played and opens no chain (RB 737.1.c.1, RB 737.1.c.2). Its controller may look at it (RB 127.4).
 * RB 737.6.a: its Reaction belongs to the facedown card and is not public (views hide the card).
 */
export function hide(ctx: C, p: PlayerId, card: ObjId, battlefield: number): ObjId {
  const moved = ctx.move(card, Z.facedown(battlefield), {
    faceDown: true,
    controller: p,
    data: { hiddenTurn: ctx.g.turn },
  });
  ctx.log('RB 408.1', 'rb.hide', { player: p });
  return moved.id;
}

/**
 * RB 737.1.b: from the turn after it was hidden, a facedown card may be played, ignoring its base
 * cost, with Reaction (RB 737.6).
 * RB 408.3: the Hidden keyword gives the facedown card this permission.
 */
export function playableFromHidden(s: S, id: ObjId): boolean {
  const o = s.objects[id];
  if (!o || !/^bf\d+:facedown$/.test(o.zone)) return false;
  const t = data(o).hiddenTurn;
  return t !== undefined && t < s.g.turn;
}
