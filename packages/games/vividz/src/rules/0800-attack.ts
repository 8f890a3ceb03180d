/**
 * VZ 800 attacks and battle.
 *
 * VZ 801.1 / VZ 802.1 the turn player may declare an attack in the main phase: VZ 802.1a choose a
 * rebooted character of theirs on an area without the no-attack mark; VZ 802.1b sleep it;
 * VZ 802.1c "when … attacks" triggers; VZ 802.1d preprocessing; VZ 802.1e the defence step.
 * VZ 803 defence: the non-turn player activates an ability, or puts 2 hand cards into the trash to
 * slide one of their characters (decisions D5), or passes; VZ 803.2 preprocessing; VZ 803.3 on to
 * the scout step if the attacker is still on its area, else to the attack end step.
 * VZ 804 scout: VZ 804.1 preprocessing; VZ 804.2a no opposing character in the attacker's lane —
 * the turn player scouts; VZ 804.2b otherwise both scout (decisions D4); VZ 804.3 to battle.
 * VZ 805 battle: VZ 805.1 preprocessing; VZ 805.2 no attacker or no opposing character in the
 * lane — to the end step; VZ 805.3 the attacker deals damage equal to its power to the opposing
 * character of its lane (one way); VZ 805.4 to the end step.
 * VZ 806 attack end: VZ 806.1 preprocessing; VZ 806.2 / VZ 1118.1 an attacker still on its area
 * makes the attack a success; VZ 806.3 "when the attack succeeds" triggers, once per attack;
 * VZ 806.4 preprocessing; VZ 806.5 / 806.7 repeat while rule effects or untriggered success
 * abilities remain (decisions D16); VZ 806.6 "until the end of the attack" effects end.
 */
import type { Ctx, ObjId, Procedure } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { type G, type Lane, opponent, type VzState } from '../state.ts';
import { preprocess } from './0202-preprocess.ts';
import { cardsIn, deckTop } from './0501-zones.ts';
import { inArea, laneOf, slideDestinations } from './0503-areas.ts';
import { raise } from './0908-triggers.ts';
import { charsOf, expire, powerOf } from './0911-continuous.ts';
import { retiringByDamage } from './1000-rule-effects.ts';
import { dealDamage, reveal, setSleep } from './1100-keyword-actions.ts';

/**
 * VZ 802.1a: a rebooted character of the turn player on an area, without the no-attack mark.
 * VZ 102.7: "can't attack" wins over anything that would let it (a rebooted no-attack character still cannot).
 */
export function canAttackWith(state: VzState, id: ObjId): boolean {
  const o = state.objects[id];
  if (!o?.zone.endsWith(':area') || o.controller !== state.g.turnPlayer) return false;
  if (o.data.sleep) return false;
  const c = charsOf(state, id);
  return !c?.marks.includes('noAttack');
}

/** VZ 804.2, VZ 805.2: the opposing characters in a lane. */
export function opposing(state: VzState, lane: Lane): ObjId[] {
  return inArea(state, opponent(state.g.turnPlayer), lane);
}

/** VZ 803.1: the slides the non-turn player may buy with 2 hand cards (decisions D5). */
export function defenceSlides(state: VzState): { character: ObjId; lane: Lane }[] {
  const ntp = opponent(state.g.turnPlayer);
  if (cardsIn(state, ntp, 'hand').length < 2) return [];
  const out: { character: ObjId; lane: Lane }[] = [];
  for (const id of cardsIn(state, ntp, 'area'))
    for (const lane of slideDestinations(state, id)) out.push({ character: id, lane });
  return out;
}

/** VZ 305.3 / VZ 805.3: battle damage is the attacker's power (never negative). */
export function battleDamage(state: VzState, attacker: ObjId): number {
  return Math.max(0, powerOf(state, attacker));
}

/** VZ 802.1b / VZ 802.1c: declare the attack. */
export function declareAttack(ctx: Ctx<G>, attacker: ObjId): void {
  const g = ctx.g;
  const lane = laneOf(ctx.state, attacker)!;
  g.attackSeq++;
  g.attack = {
    seq: g.attackSeq,
    player: g.turnPlayer,
    attacker,
    lane,
    step: 'declare',
    success: false,
    successTriggered: [],
  };
  setSleep(ctx, attacker, true);
  ctx.log('VZ 802.1b', 'vz.attack', { c: ctx.ref(attacker), lane: lane + 1 });
  raise(ctx, { type: 'attack', obj: attacker, player: g.turnPlayer });
}

/** Whether the attacking character is still on its area. */
function attackerHere(state: VzState): boolean {
  const a = state.g.attack;
  return !!a && !!state.objects[a.attacker]?.zone.endsWith(':area');
}

/** VZ 805.2 / VZ 805.3: the one-way battle. Returns the character damaged, or null. */
export function battle(ctx: Ctx<G>): ObjId | null {
  const a = ctx.g.attack!;
  if (!attackerHere(ctx.state)) return null;
  const lane = laneOf(ctx.state, a.attacker)!;
  const [target] = opposing(ctx.state, lane);
  if (target === undefined) return null;
  dealDamage(ctx, target, battleDamage(ctx.state, a.attacker), {
    source: a.attacker,
    player: a.player,
    battle: a.seq,
  });
  return target;
}

/** VZ 806.2 / VZ 1118.1: the attack succeeds if the attacker is still on its area; VZ 806.3 triggers. */
export function checkSuccess(ctx: Ctx<G>): boolean {
  const a = ctx.g.attack!;
  if (!attackerHere(ctx.state)) return false;
  if (!a.success) {
    a.success = true;
    ctx.g.counts[a.player].successes++;
    ctx.log('VZ 1118.1', 'vz.success', { c: ctx.ref(a.attacker) });
  }
  raise(ctx, { type: 'success', obj: a.attacker, player: a.player, attack: a.seq });
  return true;
}

/** VZ 804.2: who scouts — the turn player alone (804.2a) or both (804.2b). */
export function scouts(state: VzState): number[] {
  const a = state.g.attack!;
  const lane = laneOf(state, a.attacker) ?? a.lane;
  return opposing(state, lane).length === 0 ? [a.player] : [a.player, opponent(a.player)];
}

/** VZ 801–806: one attack, after its declaration was chosen. d: { attacker }. */
export const attack: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  for (;;) {
    switch (f.step) {
      case 0:
        declareAttack(ctx, f.d.attacker);
        f.step = 1;
        preprocess(ctx); // VZ 802.1d
        return;
      case 1:
        // VZ 802.1e / VZ 803.1: the defence choice is the non-turn player's priority (kernel window).
        g.attack!.step = 'defence';
        f.step = 2;
        ctx.call('vz.defence');
        return;
      case 2:
        f.step = 3;
        preprocess(ctx); // VZ 803.2
        return;
      case 3:
        // VZ 803.3.
        f.step = attackerHere(ctx.state) ? 4 : 8;
        continue;
      case 4:
        g.attack!.step = 'scout';
        f.step = 5;
        preprocess(ctx); // VZ 804.1
        return;
      case 5: {
        const who = scouts(ctx.state);
        f.step = 6;
        if (who.length === 1) ctx.call('vz.scout', { player: who[0] });
        else ctx.call('vz.scout-both', {});
        return;
      }
      case 6:
        f.step = 7;
        preprocess(ctx); // VZ 804.2a / VZ 804.2b
        return;
      case 7:
        // VZ 804.3 → VZ 805.1.
        g.attack!.step = 'battle';
        f.step = 70;
        preprocess(ctx);
        return;
      case 70:
        battle(ctx); // VZ 805.2 / VZ 805.3 / VZ 805.4
        f.step = 8;
        continue;
      case 8:
        g.attack!.step = 'end';
        f.step = 9;
        preprocess(ctx); // VZ 806.1
        return;
      case 9:
        f.step = checkSuccess(ctx) ? 10 : 11;
        if (f.step === 10) {
          preprocess(ctx); // VZ 806.4
          return;
        }
        continue;
      case 10: {
        // VZ 806.5: success abilities that did not trigger yet (e.g. a character that arrived).
        const before = ctx.state.triggers.length;
        checkSuccess(ctx);
        if (ctx.state.triggers.length > before) {
          preprocess(ctx);
          return;
        }
        f.step = 11;
        continue;
      }
      case 11:
        // VZ 806.6.
        expire(ctx, 'attack', 'VZ 806.6');
        // VZ 806.7: back to VZ 806.2 while rule effects remain.
        if (retiringByDamage(ctx.state).length > 0) {
          f.step = 8;
          continue;
        }
        ctx.log('VZ 806.7', 'vz.attack-ends');
        g.attack = null;
        ctx.done();
        return;
    }
  }
};

/** VZ 804.2b: both reveal at the same moment, then the turn player decides, then the other (decisions D4). */
export const scoutBoth: Procedure<G> = (ctx, f) => {
  const tp = ctx.g.turnPlayer;
  const d = f.d as { cards?: (ObjId | null)[] };
  switch (f.step) {
    case 0: {
      d.cards = [tp, opponent(tp)].map((p) => deckTop(ctx.state, p) ?? null);
      for (const id of d.cards) if (id !== null) reveal(ctx, id);
      ctx.log('VZ 804.2b', 'vz.scout-both');
      f.step = 1;
      ctx.call('vz.scout', { player: tp, card: d.cards[0] });
      return;
    }
    case 1:
      f.step = 2;
      ctx.call('vz.scout', { player: opponent(tp), card: d.cards![1] });
      return;
    case 2:
      ctx.done();
      return;
  }
};

/** The printed Scout mark of a card (VZ 1115.1). */
export function hasScoutMark(card: string): boolean {
  return cardData(card).marks.includes('scout');
}
