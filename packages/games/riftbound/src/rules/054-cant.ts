/**
 * RB 054, RB 054.1: "can't" beats "can". A passive ability that forbids something ("<group> can't
 * move", "I don't take damage") applies whatever else permits it: the Standard Move and Ganking
 * (423-movement.ts), an effect that moves a unit, a Deal (400-actions.ts `markDamage`) and combat
 * damage assignment (437-combat.ts, RB 443.1.d.9).
 */
import type { ObjId } from '@arbiter/kernel';
import { card } from '../cards/registry.ts';
import { allPermanents, type S } from './105-zones.ts';
import { activeAbilities } from './358-abilities.ts';
import { characteristics } from './450-layers.ts';
import { holds, matches, scopeOf } from './vocabulary.ts';

/**
 * The forbidding passives of the vocabulary (src/cards/schema.ts `Continuous`), and the passive
 * that restricts how combat damage is assigned to a unit ("assigned last", RB 443.1.d.5), read the
 * same way.
 */
export type Forbidding = 'cantMove' | 'noDamage' | 'assignedLast';

const WRITES = new Map<string, Map<string, boolean>>();
/** Whether a card's rules text or effect text has a forbidding passive (cached per kind and card). */
function writes(cardId: string, kind: Forbidding | 'noPoints'): boolean {
  // Two map levels, not a text key: `cant` asks this for every permanent at every question.
  let byCard = WRITES.get(kind);
  if (byCard === undefined) {
    byCard = new Map();
    WRITES.set(kind, byCard);
  }
  let v = byCard.get(cardId);
  if (v === undefined) {
    const c = card(cardId);
    v = [...c.abilities, ...(c.effectText ?? [])].some((a) => a.kind === 'passive' && kind in a.effect);
    byCard.set(cardId, v);
  }
  return v;
}

/** Whether a passive ability on the board forbids `kind` to object `id` (RB 054.1). */
export function cant(s: S, id: ObjId, kind: Forbidding): boolean {
  const permanents = allPermanents(s);
  // Most boards have no such text: look at the card data first.
  if (!permanents.some((src) => writes(s.objects[src].card, kind))) return false;
  let chars: ReturnType<typeof characteristics> | null = null;
  for (const src of permanents)
    for (const { ab } of activeAbilities(s, src)) {
      if (ab.kind !== 'passive' || !(kind in ab.effect)) continue;
      chars ??= characteristics(s);
      const scope = scopeOf(s, src);
      if (ab.cond && !holds(s, chars, ab.cond, scope)) continue;
      const to = (ab.effect as Record<Forbidding, 'self' | 'it' | Parameters<typeof matches>[2]>)[kind];
      if (to === 'self' ? src === id : to !== 'it' && matches(s, chars, to, scope, id)) return true;
    }
  return false;
}

/**
 * RB 054.1: whether a passive ability on the board says player `p` can't gain points ("you" for its
 * controller, "opponents" for the others). RB 376.4.b.2.c, RB 376.4.c.2.c: the score itself still
 * happens and its conquer or hold abilities trigger (445-scoring.ts `score`).
 */
export function cantGainPoints(s: S, p: number): boolean {
  const permanents = allPermanents(s);
  if (!permanents.some((src) => writes(s.objects[src].card, 'noPoints'))) return false;
  let chars: ReturnType<typeof characteristics> | null = null;
  for (const src of permanents)
    for (const { ab } of activeAbilities(s, src)) {
      if (ab.kind !== 'passive' || !('noPoints' in ab.effect)) continue;
      chars ??= characteristics(s);
      if (ab.cond && !holds(s, chars, ab.cond, scopeOf(s, src))) continue;
      const mine = s.objects[src].controller === p;
      if (ab.effect.noPoints === 'you' ? mine : !mine) return true;
    }
  return false;
}
