/**
 * RB 395–422: game actions, as functions a procedure calls. Each is a limited action (RB 398.2,
 * RB 398.2.a, RB 398.2.b): only rules and effects call these functions, no player option offers
 * them — RB 400.2, RB 401.3, RB 402.3, RB 403.2, RB 404.3, RB 405.3, RB 409.2, RB 410.2, RB 411.2,
 * RB 411.2.a, RB 413.2, RB 414.4, RB 414.4.a, RB 415.3, RB 416.4, RB 416.4.a, RB 417.3,
 * RB 417.3.a, RB 418.4, RB 418.4.a, RB 419.2, RB 419.2.a, RB 420.2, RB 420.2.a. Each is performed
 * one at a time and completely (RB 303.1). Play (RB 406) and Counter
 * (RB 412) need the chain; Attach and Detach (RB 421–422) need linked objects: they come with the
 * kernel's shared services.
 */
import type { Ctx, GameObject, ObjId, PlayerId, State } from '@arbiter/kernel';
import { TOKEN_CARD } from '../cards/registry.ts';
import type { TokenKind } from '../cards/schema.ts';
import { isBoardZone, type ObjData, opponent, type RbGame, Z } from '../state.ts';
import { cant } from './054-cant.ts';
import { data, def, forgetEffectsOn, onBoard, ownersZone } from './105-zones.ts';
import { fire } from './375-triggers.ts';
import { gainPoints } from './445-scoring.ts';
import { addMight, mightOf } from './450-layers.ts';
import { attachedTo, detach } from './716-attachment.ts';

type C = Ctx<RbGame>;

/**
 * Move a card to a non-board zone (trash, hand, deck, banishment). RB 109: it arrives with no
 * temporary modifications (the kernel gives it new, empty data). RB 180.1: a token put into a
 * non-board zone ceases to exist right after it arrives.
 */
export function toZone(ctx: C, id: ObjId, zone: string, position?: 'top' | 'bottom'): GameObject | null {
  const o = ctx.obj(id);
  const token = data(o).token === true;
  // RB 719.5, RB 422.4.b: cards attached to it detach and stay where they are.
  if (!isBoardZone(zone)) for (const c of attachedTo(ctx.state, id)) detach(ctx, c);
  forgetEffectsOn(ctx, id);
  const moved = ctx.move(id, zone, position ? { position } : {});
  if (token && !isBoardZone(zone)) {
    ctx.log('RB 180.1', 'rb.token-gone', { c: ctx.ref(moved.id) });
    ctx.destroyObject(moved.id);
    return null;
  }
  return moved;
}

// ---- RB 400 Draw, RB 418 Burn Out -------------------------------------------------------------

/**
 * RB 400.1: take the top card of the Main Deck into the hand (RB 400.2.a: the draw phase's draw is
 * one call of this). RB 400.4, RB 418.1, RB 418.1.a: drawing more than the deck holds draws what it
 * can (RB 400.4.a), burns out (RB 400.4.b), then draws the rest (RB 400.4.c). Returns the cards
 * drawn.
 */
export function draw(ctx: C, p: PlayerId, n: number): ObjId[] {
  const drawn: ObjId[] = [];
  for (let i = 0; i < n && !ctx.state.result; i++) {
    const deck = ctx.zone(Z.deck(p));
    if (deck.objects.length === 0) {
      // RB 400.4.b: the draw that cannot be made burns the player out first.
      burnOut(ctx, p);
      if (ctx.state.result) break;
      // RB 418.3: the deck may still be empty; trying again burns out again (RB 418.3.a).
      if (ctx.zone(Z.deck(p)).objects.length === 0) {
        i--;
        continue;
      }
    }
    const top = ctx.zone(Z.deck(p)).objects.at(-1)!;
    drawn.push(ctx.move(top, Z.hand(p)).id);
  }
  if (drawn.length) ctx.log('RB 400.1', 'rb.draw', { player: p, n: drawn.length });
  return drawn;
}

/**
 * RB 418.2: to burn out, do as much of the action as possible (RB 418.2.a: the caller did), recycle
 * the trash into the Main Deck (RB 418.2.b, in random order, RB 403.5), then an opponent gains 1
 * point (RB 418.2.c; in a duel there is only one to choose). The caller then completes its action
 * (RB 418.2.d). RB 418.5: burning out replaces the impossible draw — it is performed here, in place
 * of the draw, rather than through the replacement-effect machinery.
 */
export function burnOut(ctx: C, p: PlayerId): void {
  const trash = [...ctx.zone(Z.trash(p)).objects];
  recycleToDeck(ctx, p, trash);
  const q = opponent(p);
  ctx.log('RB 418.2', 'rb.burn-out', { player: p, q });
  gainPoints(ctx, q, 1, 'RB 418.2.c');
}

/**
 * RB 418.1.b: put cards from the top of the Main Deck into another zone ("mill"); when it runs out
 * the player burns out and then completes the instruction.
 */
export function mill(ctx: C, p: PlayerId, n: number): ObjId[] {
  const out: ObjId[] = [];
  for (let i = 0; i < n && !ctx.state.result; i++) {
    if (ctx.zone(Z.deck(p)).objects.length === 0) {
      burnOut(ctx, p);
      if (ctx.state.result) break;
      if (ctx.zone(Z.deck(p)).objects.length === 0) {
        i--;
        continue;
      }
    }
    const top = ctx.zone(Z.deck(p)).objects.at(-1)!;
    out.push(ctx.move(top, Z.trash(p)).id);
  }
  return out;
}

// ---- RB 401 Exhaust, RB 402 Ready -------------------------------------------------------------

/**
 * RB 401.1: exhaust (RB 401.2: a state rules and effects read); RB 401.1.b, RB 401.1.c: exhausting
 * what is exhausted does nothing. RB 401.5: [E] in a cost is this. Returns whether it changed.
 */
export function exhaust(ctx: C, id: ObjId): boolean {
  if (data(ctx.obj(id)).exhausted) return false;
  ctx.setData(id, 'exhausted', true);
  return true;
}

/**
 * RB 402.1: ready (RB 402.2: a state); RB 402.1.b, RB 402.1.c: readying what is ready does nothing.
 * Returns whether it changed.
 */
export function ready(ctx: C, id: ObjId): boolean {
  if (!data(ctx.obj(id)).exhausted) return false;
  ctx.setData(id, 'exhausted', undefined);
  return true;
}

// ---- RB 403 Recycle ----------------------------------------------------------------------------

/**
 * RB 403.1, RB 403.1.a: Main Deck cards are recycled to the bottom of their owner's Main Deck
 * (RB 403.1.c); two or more at once go in random order (RB 403.5).
 */
export function recycleToDeck(ctx: C, p: PlayerId, ids: readonly ObjId[]): void {
  const order = [...ids];
  // RB 403.5: a random order, drawn from the game's own generator.
  for (let i = order.length - 1; i > 0; i--) {
    const j = ctx.random(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const id of order) {
    const o = ctx.obj(id);
    toZone(ctx, id, Z.deck(o.owner), 'bottom');
  }
  if (order.length && ctx.logging) ctx.log('RB 403.5', 'rb.recycle-n', { player: p, n: order.length });
}

/**
 * RB 403.1.b: runes are recycled to the bottom of their owner's Rune Deck; several at once go in
 * the order their owner chooses (RB 403.5.a) — the caller passes that order, bottom first.
 */
export function recycleRunes(ctx: C, ids: readonly ObjId[]): void {
  for (const id of ids) {
    const o = ctx.obj(id);
    toZone(ctx, id, Z.runeDeck(o.owner), 'bottom');
  }
}

// ---- RB 404 Deal, RB 405 Heal ------------------------------------------------------------------

/**
 * RB 404, RB 404.1.b: mark damage on a unit (RB 141, RB 141.1, RB 141.2, RB 142.3: a value kept
 * per unit, not an object; RB 141.3: it counts toward lethal). Only units take damage (RB 404.2).
 * RB 404.1.c, RB 404.1.d: each unit separately, several at once by several calls. RB 404.4,
 * RB 404.5: the caller adds Bonus Damage (701-additional.ts). Returns the damage marked. Lethal
 * damage kills at the next cleanup (RB 142.2.a, RB 322.4), not here.
 */
export function markDamage(ctx: C, id: ObjId, n: number): number {
  const o = ctx.state.objects[id];
  if (!o || n <= 0 || def(o).type !== 'unit' || !onBoard(ctx.state, id)) return 0;
  // RB 054.1: a unit that doesn't take damage is dealt none, whatever deals it.
  if (cant(ctx.state, id, 'noDamage')) {
    ctx.log('RB 054.1', 'rb.damage-prevented', { t: ctx.ref(id) });
    return 0;
  }
  ctx.adjustData(id, ['damage'], n);
  ctx.log('RB 404.1.b', 'rb.deal', { t: ctx.ref(id), n });
  return n;
}

/**
 * RB 405.1, RB 405.1.a, RB 141.4: clear a unit's damage (RB 405.2: several units by several calls).
 * RB 405.3.a: called only by instructions and at set points of the turn (the combat and end-of-turn
 * cleanups).
 */
export function heal(ctx: C, id: ObjId): boolean {
  if (!data(ctx.obj(id)).damage) return false;
  ctx.setData(id, 'damage', undefined);
  return true;
}

// ---- RB 408 Hide ------------------------------------------------------------------------------

/**
 * Who may look at a facedown card: its controller (RB 127.4) — and, RB 408.4, once the game has
 * ended, every player, as its owner reveals it then. (A facedown card leaving for a private or
 * secret zone is revealed too; the only way one leaves here is to the trash, which is public.)
 */
export function canSeeFaceDown(state: State<RbGame>, obj: GameObject, viewer: PlayerId): boolean {
  return state.result !== null || obj.controller === viewer;
}

// ---- RB 409 Discard ----------------------------------------------------------------------------

/**
 * RB 409.1: move a card from a player's hand to their trash without playing it. The caller
 * chooses which (RB 409.1.a: with what only they can see). Counted for "if you've discarded a card
 * this turn".
 */
export function discard(ctx: C, p: PlayerId, id: ObjId): ObjId {
  const o = ctx.obj(id);
  const moved = ctx.move(id, ownersZone(o, 'trash'));
  ctx.g.record[p].discarded++;
  ctx.touch();
  // Conditions read the record ("if you have discarded a card this turn").
  ctx.touch();
  ctx.log('RB 409.1', 'rb.discard', { player: p, c: ctx.ref(moved.id) });
  return moved.id;
}

/** Discard a card and fire "when you discard me" (RB 409.1.b: after the discard). */
export function discardCard(ctx: C, p: PlayerId, id: ObjId): ObjId {
  const moved = discard(ctx, p, id);
  fire(ctx, { type: 'discarded', obj: moved, player: p });
  return moved;
}

// ---- RB 410 Stun -------------------------------------------------------------------------------

/**
 * RB 410.1: stun a unit. RB 410.1.a: stunned or not; RB 410.1.a.1: a stunned unit cannot be
 * stunned again (returns false).
 * It stops at the next Ending Step (RB 410.1.a.2) and deals no combat damage (RB 410.1.b).
 */
export function stun(ctx: C, id: ObjId): boolean {
  if (data(ctx.obj(id)).stunned) return false;
  ctx.setData(id, 'stunned', true);
  ctx.log('RB 410.1', 'rb.stun', { t: ctx.ref(id) });
  return true;
}

// ---- RB 411 Reveal -----------------------------------------------------------------------------

/**
 * RB 411.1: show a card to every player (RB 411.1.a: a temporary state, not a zone; RB 411.1.b:
 * nothing else happens); it stays where it is (RB 411.1.a.2).
 */
export function reveal(ctx: C, id: ObjId): void {
  const all: PlayerId[] = [];
  for (let p = 0; p < ctx.state.players; p++) all.push(p);
  ctx.reveal(id, all);
  ctx.log('RB 411.1', 'rb.reveal', { c: ctx.ref(id) });
  // RB 411.1.a.1: other cards, and the revealed card itself, can react to its being revealed.
  fire(ctx, { type: 'revealed', obj: id, player: ctx.state.objects[id].owner });
}

// ---- RB 413 Buff, RB 701–705 -------------------------------------------------------------------

/**
 * RB 413.1, RB 413.1.a, RB 413.1.b: place a buff (an object on the unit) on a unit that has none.
 * RB 413.1.b.1 / RB 702.3.a: a unit with a buff gets no second one. Returns whether it was buffed
 * (RB 413.1.c: "if it was buffed this way"). RB 702.2, RB 702.2.a: the unit is buffed while the
 * buff stays on it.
 */
export function buff(ctx: C, id: ObjId): boolean {
  const o = ctx.state.objects[id];
  if (!o || def(o).type !== 'unit' || !onBoard(ctx.state, id)) return false;
  if (data(o).buff) return false;
  ctx.setData(id, 'buff', 1);
  ctx.log('RB 413.1.b', 'rb.buff', { t: ctx.ref(id) });
  return true;
}

/** RB 702.2.b: spend a buff — remove it; RB 702.2.b.1: a unit without one has none to spend. */
export function spendBuff(ctx: C, id: ObjId): boolean {
  if (!data(ctx.obj(id)).buff) return false;
  ctx.setData(id, 'buff', undefined);
  ctx.log('RB 702.2.b', 'rb.spend-buff', { t: ctx.ref(id) });
  return true;
}

// ---- RB 414 Banish, RB 415 Kill ----------------------------------------------------------------

/**
 * RB 414.1, RB 414.2: put a card into its owner's banishment (RB 107.5.d) straight from where it is;
 * RB 414.2.a, RB 414.2.b: it is neither a kill nor a discard.
 */
export function banish(ctx: C, id: ObjId): GameObject | null {
  const o = ctx.obj(id);
  const moved = toZone(ctx, id, ownersZone(o, 'banish'));
  if (moved) ctx.log('RB 414.2', 'rb.banish', { c: ctx.ref(moved.id) });
  return moved;
}

/**
 * RB 415.1, RB 415.2: a permanent killed goes straight from the board to its owner's trash
 * (RB 107.1.d); it counts as killed only if it was on the board (RB 415.2.a); it is not a move
 * (RB 415.2.b). Returns the object as it was (its last known information, RB 356.3.e.13), or null
 * if it was not on the board. Deathknell (RB 415.1.a.1.b, RB 734) is put on the chain by the
 * caller before this runs; the chain is a kernel service still to come.
 * RB 415.3.a: only instructions (`kill` steps, costs) and the cleanup call this.
 * RB 415.1.a: the same for an active kill (RB 415.1.a.1, RB 415.1.a.1.a: an instruction or a
 * cost) and a passive one (RB 415.1.a.2, RB 415.4: lethal damage at a cleanup).
 */
export function kill(ctx: C, id: ObjId, rule = 'RB 415.2'): GameObject | null {
  const o = ctx.state.objects[id];
  if (!o || !onBoard(ctx.state, id)) return null;
  const d = def(o);
  if (d.type !== 'unit' && d.type !== 'gear') return null;
  const before: GameObject = { ...o, data: { ...o.data } };
  if (d.type === 'unit') ctx.g.record[o.controller].friendlyDied++;
  ctx.log(rule, 'rb.kill', { c: ctx.ref(id) });
  toZone(ctx, id, ownersZone(o, 'trash'));
  return before;
}

// ---- RB 417 Channel ----------------------------------------------------------------------------

/**
 * RB 417.1: put the top rune of the Rune Deck onto the board (ready, unless the effect says
 * exhausted, RB 417.2). Returns how many were channeled (RB 315.3.b.1: as many as possible).
 */
export function channel(ctx: C, p: PlayerId, n: number, exhausted = false): number {
  let done = 0;
  for (let i = 0; i < n; i++) {
    const deck = ctx.zone(Z.runeDeck(p));
    if (deck.objects.length === 0) break;
    const top = deck.objects.at(-1)!;
    const data: ObjData = exhausted ? { exhausted: true } : {};
    ctx.move(top, Z.runes(p), { data });
    done++;
  }
  if (done) ctx.log('RB 417.1', 'rb.channel', { player: p, n: done });
  return done;
}

// ---- RB 419 Double, RB 420 Swap ----------------------------------------------------------------

/**
 * RB 419.1: doubling adds the current value; RB 419.1.a: as an effect of that fixed size, lasting
 * as long as the instruction says (it outlasts the contributions it doubled).
 */
export function doubleMight(ctx: C, id: ObjId, until: string, controller: PlayerId): number {
  const n = mightOf(ctx.state, id);
  if (n > 0) addMight(ctx, id, n, until, { controller });
  ctx.log('RB 419.1.a', 'rb.double', { t: ctx.ref(id), n });
  return n;
}

/**
 * RB 420.1: swap two units' Might. RB 420.1.a, RB 420.1.b: two effects — the lower value gets +the
 * difference, the higher −the difference. RB 420.1.c: equal values: nothing happens.
 */
export function swapMight(ctx: C, a: ObjId, b: ObjId, until: string, controller: PlayerId): void {
  const ma = mightOf(ctx.state, a);
  const mb = mightOf(ctx.state, b);
  if (ma === mb) return;
  const diff = Math.abs(ma - mb);
  const [low, high] = ma < mb ? [a, b] : [b, a];
  addMight(ctx, low, diff, until, { controller });
  addMight(ctx, high, -diff, until, { controller });
  ctx.log('RB 420.1.b', 'rb.swap', { a: ctx.ref(a), b: ctx.ref(b) });
}

// ---- RB 173–181 Tokens -------------------------------------------------------------------------

/**
 * Play a token (RB 174, RB 179.1.a): created on the board (RB 180) at a location, controlled and
 * owned by the effect's controller (RB 176, RB 177). A unit token enters exhausted like any unit
 * (RB 142.4, RB 179.1.d) unless the effect says ready (RB 178.1); a gear token enters ready
 * (RB 147.1) unless the effect says exhausted.
 * RB 178, RB 178.2: the effect says where it enters. RB 181, RB 179.1.b, RB 179.1.c: its Might and
 * tags come from its card; RB 179.2, RB 179.2.a, RB 179.2.b: no cost and no domain. RB 179.1: a unit
 * token follows the rules for units.
 */
export function createToken(
  ctx: C,
  kind: TokenKind,
  controller: PlayerId,
  zone: string,
  opts: { ready?: boolean; exhausted?: boolean } = {},
): ObjId {
  const cardId = TOKEN_CARD[kind];
  const unit = kind !== 'gold';
  const exhausted = unit ? !opts.ready : opts.exhausted === true;
  const d: ObjData = { token: true };
  if (exhausted) d.exhausted = true;
  const o = ctx.create(cardId, controller, zone, d);
  ctx.log('RB 174', 'rb.token', { c: ctx.ref(o.id) });
  return o.id;
}
