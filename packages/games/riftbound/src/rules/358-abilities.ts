/**
 * RB 358–359: the abilities of a game object, and where their data lives. An ability is named by a
 * card id and a path into that card's definition (`AbRef`), so a stack item, a trigger or a frame
 * of the instruction interpreter keeps a small reference, never a copy of the card's text.
 *
 * Which abilities an object has (`activeAbilities`): its own rules text unless that text is
 * Inactive (RB 720–723: an attached card's rules text is Inactive, RB 718.2), plus the Effect Text of
 * every card attached to it (RB 718.3, RB 719.1: appended to its rules text while attached; RB 724:
 * Effect Text is Inactive otherwise).
 */
import type { GameObject, Msg, ObjId, ObjRef } from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { Ability, CardDef, Step, TargetSlot } from '../cards/schema.ts';
import { Z } from '../state.ts';
import { allPermanents, copiedCard, def, type S } from './105-zones.ts';

/** An ability, a mode, a reflexive step or a step list: a card and a path into its definition. */
export interface AbRef {
  card: string;
  path: (string | number)[];
}

/** Keyword abilities written by the rules, not by the card (RB 727): their "card" is this. */
export const KEYWORD_CARD = '#kw';

/**
 * How messages name an ability (RB 358): `c` the card whose ability it is and `a` the word
 * "ability" (or `plain`'s wording); for a keyword ability (RB 727, written by the rules) `c` is the
 * object that has the keyword and `a` the keyword's name, so a reader sees which card's keyword
 * acted ("Soaring Scout's Vision triggers"), never the rules' own "#kw".
 */
export function abilityArgs(
  s: S,
  source: ObjId | null | undefined,
  at: AbRef,
  plain = 'rb.ability',
): { c: ObjRef; a: Msg } {
  if (at.card === KEYWORD_CARD) {
    const o = source === null || source === undefined ? undefined : (s.objects[source] ?? s.lki[source]);
    return { c: { obj: source ?? -1, card: o?.card ?? '' }, a: { key: `rb.kw.${String(at.path[0])}` } };
  }
  return { c: { obj: source ?? -1, card: at.card }, a: { key: plain } };
}

/** The node a reference names (an ability, a mode, a step, a step list). */
export function nodeAt(ref: AbRef): unknown {
  let v: unknown = CARDS[ref.card];
  for (const k of ref.path) {
    if (v === undefined || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[k];
  }
  return v;
}

/** Something that chooses targets and executes steps: a spell, a mode, an ability, a reflex. */
export interface Executable {
  targets: TargetSlot[];
  steps: Step[];
}

export function executableAt(ref: AbRef): Executable {
  const n = nodeAt(ref) as Partial<Executable> | undefined;
  if (!n || !Array.isArray(n.steps))
    throw new Error(`riftbound: ${ref.card} ${ref.path.join('.')} has no steps`);
  return { targets: n.targets ?? [], steps: n.steps };
}

export function stepsAt(ref: AbRef): Step[] {
  const n = nodeAt(ref);
  if (!Array.isArray(n)) throw new Error(`riftbound: ${ref.card} ${ref.path.join('.')} is not a step list`);
  return n as Step[];
}

export function sub(ref: AbRef, ...more: (string | number)[]): AbRef {
  return { card: ref.card, path: [...ref.path, ...more] };
}

/** An ability an object has now, with its reference. */
export interface HeldAbility {
  ref: AbRef;
  ab: Ability;
}

/**
 * Whether an object's own rules text is Inactive (RB 718.2: it is attached to another card).
 * RB 721.1, RB 721.1.a: Inactive text is not applied at all (`activeAbilities` leaves it out, so it
 * neither triggers, applies nor can be activated, RB 721.1.b). RB 722: it is still on the card (its
 * keywords are still read, RB 722.1). RB 723: rules text is never Inactive otherwise.
 */
export function textInactive(o: GameObject): boolean {
  return o.linkedTo !== undefined && o.linkKind === 'attach';
}

/**
 * The abilities an object has (RB 358, RB 359): its rules text when active, and the Effect Text of
 * the cards attached to it (RB 718.3, RB 421.1.c). Objects off the board keep their printed abilities.
 */
export function activeAbilities(s: S, id: ObjId): HeldAbility[] {
  const o = s.objects[id] ?? s.lki[id];
  if (!o) return [];
  const out: HeldAbility[] = [];
  // RB 134.4: an attached card's rules text is Inactive (RB 134.4.a: its keywords are still read,
  // 450-layers.ts); RB 135.2.b, RB 135.2.c: its Effect Text is active only while it is attached,
  // appended to the abilities of the card it is attached to (the loop over `linked` below).
  if (!textInactive(o)) {
    // RB 454.1.b.1: a copy has the rules text of what it copies instead of its own.
    const d = (s.objects[id] && copiedCard(s, id)) || def(o);
    d.abilities.forEach((ab, i) => {
      out.push({ ref: { card: d.id, path: ['abilities', i] }, ab });
    });
  }
  // "I have all [E] abilities of friendly legends, units and gear" (Heimerdinger, Inventor): the
  // printed activated abilities whose cost exhausts their source; used here, "me" is this object
  // (RB 401.5), so the borrowed cost exhausts it.
  if (!textInactive(o) && borrowsExhaust(def(o)) && o.controller !== undefined) {
    const seen = new Set<string>(out.map((h) => refKey(h.ref)));
    for (const other of [...allPermanents(s), ...s.zones[Z.legend(o.controller)].objects]) {
      const x = s.objects[other];
      if (other === id || !x || x.controller !== o.controller || textInactive(x)) continue;
      const xd = def(x);
      xd.abilities.forEach((ab, i) => {
        if (ab.kind !== 'activated' || !ab.cost.exhaust) return;
        const ref: AbRef = { card: xd.id, path: ['abilities', i] };
        if (seen.has(refKey(ref))) return;
        seen.add(refKey(ref));
        out.push({ ref, ab });
      });
    }
  }
  // RB 454.2.c: the Effect Text of attached cards is appended to the top-most card's abilities. The
  // pool's Effect Texts are triggered abilities, which no layer reads, so appending them where
  // abilities are read gives the abilities layer's result.
  for (const cid of o.linked ?? []) {
    const c = s.objects[cid];
    if (c?.linkKind !== 'attach') continue;
    const cd: CardDef = def(c);
    (cd.effectText ?? []).forEach((ab, i) => {
      out.push({ ref: { card: cd.id, path: ['effectText', i] }, ab });
    });
  }
  return out;
}

function borrowsExhaust(d: CardDef): boolean {
  return d.abilities.some((ab) => ab.kind === 'passive' && 'borrowExhaustAbilities' in ab.effect);
}

/** The card an ability reference belongs to, for labels. */
export function refCard(ref: AbRef): string {
  return ref.card;
}

/** A stable key for an ability reference (logs, "once per turn" keys). */
export function refKey(ref: AbRef): string {
  return `${ref.card}#${ref.path.join('.')}`;
}
