/**
 * VZ 512 the EXP zone, on the kernel's linked objects (link kind `exp`).
 *
 * VZ 512.1 the EXP zone holds the cards that became EXP; VZ 512.2 it is public. VZ 512.3 every card
 * in it is linked to a character on an area (shown under it); VZ 512.3a "a card's EXP" are the cards
 * linked under it (`expOf`); VZ 512.3b / VZ 501.6 when the character moves to another zone its EXP
 * move with it, at the same time, to the same kind of zone of their owner, and are no longer linked
 * (`EXP_LINK`, the kernel's `LinkPolicy`). Moving within the area zone (Slide) is not a zone change
 * (decisions D1): the EXP stay linked.
 */
import type { Ctx, LinkPolicy, ObjId } from '@arbiter/kernel';
import type { G, VzState } from '../state.ts';
import { zoneKind, zoneOf } from '../state.ts';
import { moveGroup } from './0501-zones.ts';

const NONE: readonly ObjId[] = Object.freeze([]);

/** VZ 512.3a: the EXP cards under a character (in the order they became its EXP). */
export function expOf(state: VzState, character: ObjId): readonly ObjId[] {
  return state.objects[character]?.linked ?? NONE;
}

/**
 * VZ 512.3b: where a character's EXP go when it moves. A deck receives them at its bottom with the
 * character (the only way a character goes into a deck is to its bottom, by a replacement).
 */
export const EXP_LINK: LinkPolicy<G> = {
  follow(_state, child, _parent, _from, to) {
    const kind = zoneKind(to);
    if (kind === 'area') return { zone: null, keep: true };
    if (kind === 'temp') return { zone: 'temp', keep: false };
    return {
      zone: zoneOf(child.owner, kind),
      keep: false,
      ...(kind === 'deck' ? { position: 'bottom' as const } : {}),
    };
  },
};

/**
 * VZ 1112.1: put cards into their owners' EXP zones, linked under `character` (VZ 1112.2: nothing
 * happens if the character is not on an area). Cards leaving an area this way leave it (VZ 908.3d),
 * and the EXP they had stay under `character` (VZ 1002.1 with VZ 512.3). Returns the new ids.
 */
export function makeExp(ctx: Ctx<G>, cards: readonly ObjId[], character: ObjId): ObjId[] {
  const parent = ctx.state.objects[character];
  if (!parent?.zone.endsWith(':area') || cards.length === 0) return [];
  // EXP already in their owner's EXP zone stay where they are (unlinked); others follow there.
  const stay: ObjId[] = [];
  for (const c of cards) for (const e of expOf(ctx.state, c)) stay.push(e);
  const followed: ObjId[] = [];
  const moved = moveGroup(ctx, cards, { zone: 'exp' }, false, followed);
  for (const id of [...moved, ...stay.filter((e) => ctx.state.objects[e]), ...followed])
    ctx.link(id, character, 'exp');
  return moved;
}
