/**
 * VZ 512 the EXP zone. Every card in a player's EXP zone is linked to one character on an area
 * (VZ 512.3); "a card's EXP" means the cards linked under it (VZ 512.3a); a character that moves
 * takes its EXP along, and if it leaves the areas the link ends (VZ 512.3b, VZ 501.6).
 *
 * Linked objects are a kernel service (they move together with their parent on every zone change,
 * Riftbound attachments use them too); the game must not keep a private copy. Until the kernel's
 * links are on main, this file is the single seam: it answers correctly while no EXP exists and
 * refuses loudly otherwise, so nothing silently reads a wrong EXP count.
 */
import { type Ctx, EngineError, type ObjId } from '@arbiter/kernel';
import type { G, VzState } from '../state.ts';
import { zoneOf } from '../state.ts';

const WAITING = 'EXP links (VZ 512.3) wait for the kernel linked-object service';

/** VZ 512.3a: the EXP cards under a character. */
export function expOf(state: VzState, character: ObjId): ObjId[] {
  const o = state.objects[character];
  if (!o) return [];
  if (state.zones[zoneOf(o.controller, 'exp')].objects.length === 0) return [];
  throw new EngineError('needs-kernel-links', WAITING);
}

/**
 * VZ 1112.1: put a card into its owner's EXP zone under `character` (VZ 1112.2: nothing happens if
 * the character is not on an area). Returns the new object id, or null.
 *
 * The move into the EXP zone is done here; the link under the character is the part that waits for
 * the kernel (see above): until then `expOf` refuses to count EXP.
 */
export function makeExp(ctx: Ctx<G>, card: ObjId, character: ObjId): ObjId | null {
  const parent = ctx.state.objects[character];
  if (!parent?.zone.endsWith(':area')) return null;
  const o = ctx.obj(card);
  return ctx.move(card, zoneOf(o.owner, 'exp')).id;
}
