/**
 * VZ 1100 keyword actions, as functions (the ones that need a choice are procedures in
 * 0910-resolve.ts and 1115-scout.ts). Retiring goes through the kernel's event pipeline so that
 * replacement effects can change it (VZ 912, see 0912-replacement.ts).
 */
import type { Ctx, MsgArg, ObjId, PlayerId } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { type G, type Lane, zoneOf } from '../state.ts';
import { cardsIn, deckTop, moveCard, moveGroup } from './0501-zones.ts';
import { addState, setFaceDown, setState } from './0502-card-state.ts';
import { addToCount } from './0902-selectors.ts';
import { raise } from './0908-triggers.ts';

/** Who or what caused damage or a retirement (VZ 914.1, VZ 914.3, VZ 1103). */
export interface Cause {
  /** The source card (VZ 914.2), null for rule effects. */
  source: ObjId | null;
  player: PlayerId | null;
  /** VZ 914.3: battle damage (the attack's number) or damage by an effect. */
  battle?: number;
}

/**
 * VZ 1101.1 deal damage: the character's damage grows by n. VZ 1101.2: 0 damage is no damage.
 * VZ 1103.3 / VZ 1103.3a: only the last effect (or battle, VZ 1102) that damaged it is remembered.
 */
export function dealDamage(ctx: Ctx<G>, id: ObjId, n: number, cause: Cause): boolean {
  const o = ctx.state.objects[id];
  if (!o?.zone.endsWith(':area') || n <= 0) return false;
  addState(ctx, id, 'damage', n);
  if (cause.player !== null) {
    setState(ctx, id, 'hurtBy', {
      source: cause.source,
      player: cause.player,
      ...(cause.battle !== undefined ? { battle: cause.battle } : {}),
    });
  }
  ctx.log(cause.battle !== undefined ? 'VZ 805.3' : 'VZ 1101.1', 'vz.damage', { c: ctx.ref(id), n });
  return true;
}

/**
 * VZ 1104.1 reboot / VZ 1104.2 sleep. VZ 1104.3: only cards on an area or in the account zone can
 * be rebooted or slept by effects (missions only by checking, VZ 1113.2, and the mission phase,
 * VZ 704.2b). VZ 102.6: a card already in that state does not "become" it again (returns false).
 */
export function setSleep(ctx: Ctx<G>, id: ObjId, sleep: boolean, opts: { mission?: boolean } = {}): boolean {
  const o = ctx.state.objects[id];
  if (!o) return false;
  const zone = o.zone.slice(o.zone.indexOf(':') + 1);
  if (!(zone === 'area' || zone === 'account' || (opts.mission && zone === 'mission'))) return false;
  if (Boolean(o.data.sleep) === sleep) return false;
  setState(ctx, id, 'sleep', sleep ? true : undefined);
  return true;
}

/** VZ 1105.1 shuffle a deck; VZ 1105.2 an empty deck is "shuffled" without doing anything. */
export function shuffleDeck(ctx: Ctx<G>, player: PlayerId): void {
  ctx.shuffle(zoneOf(player, 'deck'));
  ctx.log('VZ 1105.1', 'vz.shuffle', { player });
}

/** VZ 1106.1 draw: the top card of the deck to the hand; VZ 1106.2 repeated n times (VZ 102.5: as many as possible). */
export function draw(ctx: Ctx<G>, player: PlayerId, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const top = deckTop(ctx.state, player);
    if (top === undefined) break;
    moveCard(ctx, top, { zone: 'hand' });
    drawn++;
  }
  if (drawn > 0) ctx.log('VZ 1106.1', 'vz.draw', { player, n: drawn });
  return drawn;
}

/** VZ 1108.1 reveal: all parameters shown to both players; VZ 1108.2 it stays in its zone. */
export function reveal(
  ctx: Ctx<G>,
  id: ObjId,
  message?: { key: string; args: Record<string, MsgArg> },
): void {
  ctx.reveal(id, [0, 1]);
  // `message` says what the reveal is for (the card a declaration chose, VZ 904.2b); `c` is the card.
  ctx.log('VZ 1108.1', message?.key ?? 'vz.reveal', { ...message?.args, c: ctx.ref(id) });
}

/** VZ 1111.1 remove from the game: to the owner's remove zone (VZ 1111.2 one at a time). */
export function removeFromGame(ctx: Ctx<G>, id: ObjId): ObjId {
  ctx.log('VZ 1111.1', 'vz.remove', { c: ctx.ref(id) });
  return moveCard(ctx, id, { zone: 'remove' });
}

/**
 * VZ 1113.2 check a mission: sleep it (a sleeping mission is checked). Its "when checked"
 * abilities trigger. Only a face-up, rebooted mission can be checked (VZ 102.6).
 */
export function checkMission(ctx: Ctx<G>, id: ObjId): boolean {
  const o = ctx.state.objects[id];
  if (!o?.zone.endsWith(':mission') || o.faceDown || o.data.sleep) return false;
  setSleep(ctx, id, true, { mission: true });
  ctx.log('VZ 1113.2', 'vz.check', { c: ctx.ref(id) });
  raise(ctx, { type: 'checked', obj: id, player: o.controller });
  return true;
}

/** VZ 1114.1 complete a mission: turn it face down; it is then in the completed state. */
export function completeMission(ctx: Ctx<G>, id: ObjId): void {
  // Named as it was before it turned face down: the kernel keeps a reference public when it was
  // made (ObjRef.pub), so the log still names it after the card is hidden.
  const c = ctx.ref(id);
  setFaceDown(ctx, id, true);
  setState(ctx, id, 'sleep', undefined);
  ctx.log('VZ 1114.1', 'vz.complete', { c });
}

/** VZ 1116.1 slide: a character moves to an adjacent empty area (same zone: not a zone change, D1). */
export function slideTo(ctx: Ctx<G>, id: ObjId, lane: Lane): void {
  const o = ctx.obj(id);
  const from = o.data.lane;
  setState(ctx, id, 'lane', lane);
  // It entered this area now (VZ 1002.1 "newest"), but not the area zone (VZ 911.3a, decisions D1).
  ctx.stamp(id, 'lane');
  ctx.log('VZ 1116.1', 'vz.slide', { c: ctx.ref(id), from: from + 1, to: lane + 1 });
}

/** VZ 1117.1 reload: every character card of the trash into the deck, then shuffle. */
export function reload(ctx: Ctx<G>, player: PlayerId): number {
  const chars = cardsIn(ctx.state, player, 'trash').filter(
    (id) => cardData(ctx.state.objects[id].card).kind === 'character',
  );
  moveGroup(ctx, chars, { zone: 'deck' });
  ctx.log('VZ 1117.1', 'vz.reload', { player, n: chars.length });
  shuffleDeck(ctx, player);
  return chars.length;
}

/** VZ 1119.1: two cards have the same name when their names are exactly the same. */
export function sameName(a: string, b: string): boolean {
  return cardData(a).name.zh === cardData(b).name.zh && cardData(a).name.en === cardData(b).name.en;
}

/**
 * VZ 1110.1 retire: characters on areas go to their owners' energy zones with their EXP, all at
 * once (VZ 501.5). This performs the retire event after replacements (VZ 912): a character whose
 * retirement was replaced goes where the replacement says and does not retire. VZ 1110.2 other
 * moves to the energy zone are not retirements. Counts battle retirements (VZ 1102) and those by
 * effects (VZ 1103) for the player who caused them.
 */
export function performRetire(ctx: Ctx<G>, ev: RetireEvent): void {
  const state = ctx.state;
  const here = ev.objs.filter((id) => state.objects[id]?.zone.endsWith(':area'));
  const retiring: ObjId[] = [];
  for (const id of here) {
    const instead = ev.instead?.[id];
    if (instead) {
      // VZ 912.1: what the replacement does instead (not a retirement).
      ctx.log('VZ 912.1', 'vz.replaced', { c: ctx.ref(id) });
      // VZ 1105.3: putting a card on the bottom of the deck is not shuffling.
      const to =
        instead === 'hand'
          ? { zone: 'hand' as const }
          : { zone: 'deck' as const, position: 'bottom' as const };
      moveCard(ctx, id, to);
      continue;
    }
    countKO(ctx, ev, state.objects[id].controller, id, state.objects[id].data.hurtBy);
    if (ev.rule) ctx.log(ev.rule, 'vz.retire-why', { c: ctx.ref(id) });
    ctx.log('VZ 1110.1', 'vz.retire', { c: ctx.ref(id) });
    retiring.push(id);
  }
  // VZ 1110.1 / VZ 512.3b: into the energy zone, their EXP with them (the kernel's links).
  ev.retired = moveGroup(ctx, retiring, { zone: 'energy' });
}

/** VZ 1102 / VZ 1103: count who retired an opposing character and how. */
function countKO(
  ctx: Ctx<G>,
  ev: RetireEvent,
  controller: PlayerId,
  id: ObjId,
  hurt: { source: ObjId | null; player: PlayerId; battle?: number } | undefined,
): void {
  if (ev.cause.kind === 'effect' && ev.cause.player !== null && ev.cause.player !== controller) {
    // VZ 1103.1 / VZ 1103.2: "retire" by an effect of a card.
    addToCount(ctx, ev.cause.player, 'effectKOs');
    return;
  }
  if (ev.cause.kind !== 'damage' || !hurt || hurt.player === controller) return;
  if (hurt.battle !== undefined && ctx.state.g.attack?.seq === hurt.battle) {
    // VZ 1102.1 / VZ 1102.2: damaged in battle and retired at the next preprocessing.
    addToCount(ctx, hurt.player, 'battleKOs');
    ctx.log('VZ 1102.1', 'vz.battle-ko', { c: ctx.ref(id) });
  } else if (hurt.battle === undefined) {
    // VZ 1103.3: retired by the rule effect after the last effect that damaged it or lowered its power.
    addToCount(ctx, hurt.player, 'effectKOs');
    ctx.log('VZ 1103.3', 'vz.effect-ko', { c: ctx.ref(id) });
  }
}

/** One retirement event for characters that retire at the same time (VZ 501.5). */
export interface RetireEvent {
  type: 'retire';
  objs: ObjId[];
  /** 'damage': the rule effect of VZ 1004; 'effect': an effect that says "retire" (VZ 1103.2); 'cost'. */
  cause: { kind: 'damage' | 'effect' | 'cost'; source: ObjId | null; player: PlayerId | null };
  rule?: string;
  /** Set by replacements (VZ 912), per character. */
  instead?: Record<number, 'hand' | 'deckBottom'>;
  /** Filled when performed: the new ids (in the energy zone) of the characters that retired. */
  retired?: ObjId[];
}
