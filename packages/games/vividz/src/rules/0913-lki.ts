/**
 * VZ 913 last known information, VZ 914 sources.
 *
 * VZ 913.1 an effect that refers to a card that has moved reads what the card was before it moved
 * (the kernel keeps the old object as last known information); VZ 913.1a except a card that moved
 * from an area to another zone: then it reads the card where it is now (decisions D22). VZ 913.2 a
 * card that cannot be found is undefined: its values cannot be read and actions on it do nothing.
 */
import type { GameObject, ObjId } from '@arbiter/kernel';
import type { VzState } from '../state.ts';

/** The new object a moved card became (the kernel links them by `prev`). */
function successor(state: VzState, id: ObjId): GameObject | undefined {
  for (const o of Object.values(state.objects)) if (o.prev === id) return o;
  return undefined;
}

/** What an effect reads for the card `id` (VZ 913.1 / VZ 913.1a), or undefined (VZ 913.2). */
export function referenced(state: VzState, id: ObjId): GameObject | undefined {
  const live = state.objects[id];
  if (live) return live;
  const last = state.lki[id];
  if (!last) return undefined;
  if (last.zone.endsWith(':area')) {
    // VZ 913.1a: it left the areas — read it where it went (if it can still be found).
    return successor(state, id);
  }
  return last;
}
