/**
 * RB 105–109: the spaces of the game. The board (bases, battlefields, facedown zones, legend
 * zones) and the non-board zones (trash, champion zone, main deck, rune deck, banishment, hand),
 * who may see what (RB 127), and the reset of temporary modifications on leaving the board
 * (RB 109). Object queries used by every other rule file live here too.
 */
import type { Ctx, GameObject, ObjId, PlayerId, State } from '@arbiter/kernel';
import { CARDS } from '../cards/registry.ts';
import type { CardDef } from '../cards/schema.ts';
import {
  type BattlefieldState,
  baseOwner,
  battlefieldIndex,
  isBoardZone,
  type ObjData,
  type RbGame,
  Z,
} from '../state.ts';

export type S = State<RbGame>;

/**
 * Create the zones of a two-player game with `battlefields` battlefields. RB 106.1: the board is
 * divided into zones; RB 127.1, RB 127.2: every card is always in a zone, whose privacy it takes.
 * RB 127.3: secret zones (the decks, RB 103.2.e, RB 103.2.e.1: nobody looks through the Main
 * Deck); RB 127.5: public zones; RB 108, RB 108.1, RB 108.2: everything on the board, and its
 * state, is public.
 * RB 106.2: one base per player (RB 106.2.e: it also houses the player's runes, kept in their own
 * zone `pN:runes`). RB 106.3: the battlefield zone, each battlefield a location of its own
 * (`bfN`). RB 106.4: one facedown zone per battlefield. RB 106.5: a legend zone per player.
 * RB 107.1: trash, public (RB 107.1.f). RB 107.2: champion zone. RB 107.3, RB 107.4: main deck and
 * rune deck, secret (RB 107.3.c, RB 107.4.c). RB 107.5: banishment, public (RB 107.5.f).
 * RB 107.6: hand, private (RB 107.6.c); its size is public (RB 107.6.d), which the kernel's views
 * show.
 */
export function createZones(ctx: Ctx<RbGame>, players: number, battlefields: number): void {
  for (let p = 0; p < players; p++) {
    // RB 106.2.a: one base per player; RB 106.2.b: where their units and gear are played.
    // RB 107.3.a, RB 107.3.b: the Main Deck; RB 107.4.a, RB 107.4.b: the Rune Deck.
    ctx.addZone(Z.deck(p), p, 'hidden');
    ctx.addZone(Z.runeDeck(p), p, 'hidden');
    // RB 107.6.a, RB 107.6.b: the hand, where drawn cards go.
    ctx.addZone(Z.hand(p), p, 'owner');
    // RB 107.1.a, RB 107.1.c: each player's trash; RB 107.5.a, RB 107.5.c: each player's banishment.
    ctx.addZone(Z.trash(p), p, 'public');
    ctx.addZone(Z.banish(p), p, 'public');
    // RB 106.5.a: the legend zone; RB 106.5.c: the legend in it is a game object.
    ctx.addZone(Z.legend(p), p, 'public');
    // RB 107.2.a: the champion zone. RB 107.2.b: setup puts a card here; beyond it only an instruction
    // returning a Chosen Champion does (`return ... to: 'champion'`, RB 107.2.b.1: only if it is empty).
    ctx.addZone(Z.champion(p), p, 'public');
    ctx.addZone(Z.base(p), p, 'public');
    ctx.addZone(Z.runes(p), p, 'public');
    // Cards set aside during setup (RB 113, RB 117.1): seen by their owner only.
    ctx.addZone(Z.setAside(p), p, 'owner');
  }
  // RB 327, RB 327.1: the chain, a non-board zone holding cards while they are played; public.
  ctx.addZone(Z.chain, null, 'public');
  // RB 106.3.a, RB 106.3.b: the battlefield zone, one battlefield per player in a duel.
  ctx.addZone(Z.battlefields, null, 'public');
  for (let i = 0; i < battlefields; i++) {
    ctx.addZone(Z.at(i), null, 'public');
    // RB 106.4: facedown cards are public objects shown face down (RB 128.4); their controller
    // may look at them (RB 127.4), which the kernel's default face-down rule gives.
    ctx.addZone(Z.facedown(i), null, 'public');
  }
}

export function def(o: GameObject): CardDef {
  return CARDS[o.card];
}

/**
 * RB 103.2.a.3: player `p`'s Chosen Champion is the card chosen for the slot and any Champion unit
 * they own with the same name, in any zone (a second copy in hand or trash counts too).
 */
export function isChosenChampion(s: S, id: ObjId, p: PlayerId): boolean {
  const o = s.objects[id];
  const chosen = s.g.chosen?.[p];
  if (!o || o.owner !== p || chosen == null) return false;
  const d = def(o);
  return d.type === 'unit' && d.supertype === 'champion' && d.name.en === CARDS[chosen]?.name.en;
}

/**
 * RB 454.1.b, RB 454.1.b.1: the card an object is a copy of now (the latest copy effect on it), whose
 * traits and rules text replace its own (450-layers.ts for traits, 358-abilities.ts for rules text).
 */
export function copiedCard(
  s: { effects: readonly { op: string; targets?: ObjId[] | null; params: any }[] },
  id: ObjId,
): CardDef | undefined {
  let card: string | undefined;
  for (const e of s.effects) if (e.op === 'copy' && e.targets?.includes(id)) card = e.params.card;
  return card === undefined ? undefined : CARDS[card];
}

export function data(o: GameObject): ObjData {
  return o.data as ObjData;
}

/** The locations (RB 106.2.c, RB 106.3.c): each player's base, then each battlefield. */
export function locations(s: S): string[] {
  const out: string[] = [];
  for (let p = 0; p < s.players; p++) out.push(Z.base(p));
  for (const b of s.g.battlefields) out.push(b.zone);
  return out;
}

/** Objects at a location (units and gear). */
export function at(s: S, zone: string): ObjId[] {
  return s.zones[zone]?.objects ?? [];
}

/** Units at a location (RB 140.1.a.1). */
export function unitsAt(s: S, zone: string): ObjId[] {
  return at(s, zone).filter((id) => def(s.objects[id]).type === 'unit');
}

/** Every unit on the board. */
export function allUnits(s: S): ObjId[] {
  const out: ObjId[] = [];
  for (const z of locations(s)) for (const id of unitsAt(s, z)) out.push(id);
  return out;
}

/** Every permanent on the board (RB 132.4.a: units and gear). */
export function allPermanents(s: S): ObjId[] {
  const out: ObjId[] = [];
  for (const z of locations(s)) for (const id of at(s, z)) out.push(id);
  return out;
}

/** The battlefield state for a battlefield location zone, or null. */
export function battlefieldAt(s: S, zone: string): BattlefieldState | null {
  const i = battlefieldIndex(zone);
  return i >= 0 ? (s.g.battlefields[i] ?? null) : null;
}

/** The battlefield state of a battlefield card object. */
export function battlefieldOf(s: S, obj: ObjId): BattlefieldState | null {
  return s.g.battlefields.find((b) => b.obj === obj) ?? null;
}

/** Is the object on the board (RB 106), as opposed to in a non-board zone (RB 107)? */
export function onBoard(s: S, id: ObjId): boolean {
  const o = s.objects[id];
  return o !== undefined && isBoardZone(o.zone);
}

/** The location of a permanent (its zone if that is a base or a battlefield), else null. */
export function locationOf(s: S, id: ObjId): string | null {
  const o = s.objects[id] ?? s.lki[id];
  if (!o) return null;
  return baseOwner(o.zone) >= 0 || battlefieldIndex(o.zone) >= 0 ? o.zone : null;
}

/** The players other than `p` (RB 462.2: in a duel, the one opponent). */
export function opponents(s: S, p: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (let q = 0; q < s.players; q++) if (q !== p) out.push(q);
  return out;
}

/**
 * RB 109: an object that changes zones to or from a non-board zone loses every temporary
 * modification (damage, buffs, granted keywords, stun, designations): the kernel makes it a new
 * object with empty data, and created effects that named the old object no longer find it. This
 * drops those effects too, so the state does not keep dead references.
 */
export function forgetEffectsOn(ctx: Ctx<RbGame>, id: ObjId): void {
  ctx.removeEffects((e) => Array.isArray(e.targets) && e.targets.length === 1 && e.targets[0] === id);
}

/** RB 107.1.d, RB 107.5.d, RB 107.6.f: a card always goes to its owner's trash, banishment or hand. */
export function ownersZone(o: GameObject, kind: 'trash' | 'banish' | 'hand' | 'deck'): string {
  return kind === 'trash'
    ? Z.trash(o.owner)
    : kind === 'banish'
      ? Z.banish(o.owner)
      : kind === 'hand'
        ? Z.hand(o.owner)
        : Z.deck(o.owner);
}
