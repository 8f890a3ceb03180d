/**
 * RB 716–725 attachment and inactive text, RB 421–422 Attach and Detach, RB 744 Equip, on the
 * kernel's linked objects (`ctx.link`, kind 'attach'). The attached card is the child, the top-most
 * card the parent (RB 717, RB 718, RB 719). The kernel moves attached cards with their top-most card
 * by the link policy below (RB 719.3.a) and leaves them where they are, detached, when it leaves the
 * board (RB 719.5).
 *
 * What attaching changes is read elsewhere: the attached card's rules text is Inactive (RB 718.2,
 * RB 720–723; 358-abilities.ts `textInactive`); its Effect Text joins the top-most card's abilities
 * (RB 718.3, RB 719.1; `activeAbilities`) and its Might Bonus the top-most card's Might (RB 718.4,
 * RB 421.1.d; 450-layers.ts).
 */
import type { Ctx, GameObject, LinkPolicy, ObjId, State } from '@arbiter/kernel';
import { isLocation, type RbGame } from '../state.ts';
import { def, locationOf, type S } from './105-zones.ts';
import { fire } from './375-triggers.ts';

type C = Ctx<RbGame>;

/** The timestamp key of an attached card's rules text (RB 457.2). */
export const TEXT_STAMP = 'text';

/**
 * RB 719.3, RB 719.3.a: attached cards stay at their top-most card's location, moving with it (a
 * move or a recall of the top-most card carries them, RB 421.4.a: not a move of their own).
 * RB 719.5, RB 422.4.b: when the top-most card leaves the board, every attached card detaches and stays
 * where it was (gear left at a battlefield is recalled by the next cleanup, RB 435.1, RB 422.4.a).
 * RB 719.4: the exhausted or ready state of either is its own (the link copies none); RB 718.8.a: so
 * is control — a change of either's controller leaves the other's as it was.
 * RB 718.5, RB 718.5.a, RB 718.5.b: an attached card is still a card on the board, with its types
 * and tags (the layers compute it like any permanent) and can be chosen as any permanent can.
 * RB 718.6: it is never moved or recalled on its own (423-movement.ts).
 * RB 719.5.a: their controller orders the detaching; no card of the pool reacts to a detach, so the
 * order (the order they were attached) changes nothing (docs/decisions.md).
 */
export const ATTACH: LinkPolicy<RbGame> = {
  follow(_state: State<RbGame>, _child: GameObject, _parent: GameObject, _from: string, to: string) {
    if (isLocation(to)) return { zone: to, keep: true };
    return { zone: null, keep: false };
  },
};

/** The cards attached to an object (RB 719). */
export function attachedTo(s: S, id: ObjId): ObjId[] {
  const o = s.objects[id];
  return (o?.linked ?? []).filter((c) => s.objects[c]?.linkKind === 'attach');
}

/** RB 744.3, RB 744.3.a, RB 744.3.b, RB 744.3.c: equipped while an Equipment is attached to it. */
export function equipped(s: S, id: ObjId): boolean {
  return attachedTo(s, id).some((c) => def(s.objects[c]).tags.includes('Equipment'));
}

/**
 * RB 421.1: attach `card` to `top`. RB 421.1.a, RB 421.1.a.1: the card becomes attached, `top` the
 * top-most card; RB 421.1.f, RB 718.7: a card attached elsewhere detaches first; RB 421.4,
 * RB 421.4.a: it goes to the top-most card's location, which is not a move. RB 718.2, RB 457.2: its
 * rules text becomes Inactive and loses its timestamp. RB 421.1.e: likewise for every attached card.
 * RB 718.1: it stays attached until detached (`detach`, or its top-most card leaving the board).
 * RB 421, RB 421.2, RB 421.2.a: a limited action, done only as an effect says (Equip, Quick-Draw,
 * Weaponmaster); RB 421.3: attaching itself targets nothing — Equip chooses its unit as its ability's
 * target (RB 744.1.c.2). Returns whether it attached.
 */
export function attach(ctx: C, card: ObjId, top: ObjId): boolean {
  const s = ctx.state;
  const c = s.objects[card];
  const t = s.objects[top];
  if (!c || !t || card === top) return false;
  const where = locationOf(s, top);
  if (!where || !locationOf(s, card)) return false;
  if (c.linkedTo !== undefined) detach(ctx, card);
  if (c.zone !== where) ctx.move(card, where, { keepId: true, data: c.data });
  ctx.link(card, top, 'attach');
  ctx.unstamp(card, TEXT_STAMP);
  ctx.log('RB 421.1', 'rb.attach', { c: ctx.ref(card), t: ctx.ref(top) });
  // RB 725.1: "when I'm attached" triggers as it attaches.
  fire(ctx, { type: 'attached', obj: card, player: c.controller, top });
  return true;
}

/**
 * RB 422.1: detach a card. RB 422.1.a, RB 422.1.a.1: only an attached card detaches; a card not
 * attached does nothing. RB 422.1.b, RB 422.1.b.1,
 * RB 422.1.b.2, RB 719.2: it is no longer attached (and `top` no longer top-most if nothing else is);
 * RB 422.1.c, RB 422.1.d, RB 422.1.e: its rules text is active again (a new timestamp, RB 457.2) and the
 * top-most card loses its Effect Text and Might Bonus. RB 422.4: it stays at the same location.
 * RB 422, RB 422.2, RB 422.2.a: a limited action, done only as an effect or a rule says; RB 422.3: it
 * targets nothing ("detach an Equipment from it" asks which, 134-instructions.ts).
 */
export function detach(ctx: C, card: ObjId): boolean {
  const c = ctx.state.objects[card];
  if (!c || c.linkedTo === undefined || c.linkKind !== 'attach') return false;
  const top = c.linkedTo;
  ctx.unlink(card);
  ctx.stamp(card, TEXT_STAMP);
  ctx.log('RB 422.1', 'rb.detach', { c: ctx.ref(card), t: ctx.ref(top) });
  // RB 725.2: "when I'm detached" triggers as it detaches.
  fire(ctx, { type: 'detached', obj: card, player: c.controller, top });
  return true;
}

/** Can `gear` be attached to `unit` (a unit on the board; RB 744.1.c.2: "a unit you control")? */
export function canAttach(s: S, gear: ObjId, unit: ObjId): boolean {
  const g = s.objects[gear];
  const u = s.objects[unit];
  return (
    !!g &&
    !!u &&
    def(u).type === 'unit' &&
    locationOf(s, unit) !== null &&
    locationOf(s, gear) !== null &&
    u.controller === g.controller
  );
}
