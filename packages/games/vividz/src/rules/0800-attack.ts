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
import type { Ctx, ObjId, Option, PlayerId, Procedure, PublicInfo, WindowPolicy } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { type G, type Lane, opponent, type VzState, zoneOf } from '../state.ts';
import { preprocess } from './0202-preprocess.ts';
import { cardsIn, deckTop, moveGroup } from './0501-zones.ts';
import { adjacentLanes, inArea, laneOf, slideDestinations } from './0503-areas.ts';
import { actionOption, activatable, mightActivate, performAction, rolledBack } from './0700-turn.ts';
import { addToCount } from './0902-selectors.ts';
import { raise } from './0908-triggers.ts';
import { charsOf, expire, powerOf } from './0911-continuous.ts';
import { retiringByDamage } from './1000-rule-effects.ts';
import { dealDamage, reveal, setSleep, slideTo } from './1100-keyword-actions.ts';

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

/** VZ 803.1: put 2 hand cards into the trash to slide a character to `lane`. */
export interface DefenceSlide {
  kind: 'slide';
  character: ObjId;
  lane: Lane;
}

/** VZ 803.1: the slides the non-turn player may buy with 2 hand cards (decisions D5). */
export function defenceSlides(state: VzState): DefenceSlide[] {
  const ntp = opponent(state.g.turnPlayer);
  if (cardsIn(state, ntp, 'hand').length < 2) return [];
  const out: DefenceSlide[] = [];
  for (const id of cardsIn(state, ntp, 'area'))
    for (const lane of slideDestinations(state, id)) out.push({ kind: 'slide', character: id, lane });
  return out;
}

/**
 * VZ 803.1 / VZ 201: the defence step's priority. Only the non-turn player has it (VZ 201.1); the
 * preprocessing of VZ 802.1d has just run (VZ 201.2). They choose one of: activate an ability, put 2
 * hand cards into the trash to slide a character (decisions D5), or pass; one action closes the
 * window (VZ 803.2 follows), a rolled-back declaration asks again (VZ 904.2f). Whether they are
 * asked depends only on public information (`mightActivate`, the hand's size for the slide).
 */
export const DEFENCE_WINDOW: WindowPolicy<G, Record<string, never>> = {
  kind: 'defence',
  rule: 'VZ 803.1',
  prompt: (pub) => ({ key: 'vz.defence-ask', args: { player: opponent(pub.game('turnPlayer')) } }),
  round: (pub, _w, actors, stages) => {
    actors.push(opponent(pub.game('turnPlayer')));
    stages.push(0);
  },
  mayAct: (pub, _w, actor) => mightActivate(pub, actor) || mightSlide(pub, actor),
  options: (ctx, _w, actor) => {
    const out: Option[] = [];
    for (const a of activatable(ctx.state, actor)) out.push(actionOption(ctx, a));
    for (const s of defenceSlides(ctx.state)) out.push(actionOption(ctx, s));
    return out;
  },
  act: (ctx, _w, actor, option) => performAction(ctx, actor, option.value as DefenceSlide),
  afterAction: (_pub, _w, _actor, result) => (rolledBack(result) ? 'retry' : 'close'),
  allPassed: () => 'close',
};

/** Decisions D5 from public information: 2 hand cards and a character with an empty adjacent area. */
function mightSlide(pub: PublicInfo<G>, player: PlayerId): boolean {
  if (pub.zoneSize(zoneOf(player, 'hand')) < 2) return false;
  const zid = zoneOf(player, 'area');
  const lanes = new Set<number>();
  for (let i = 0; i < pub.zoneSize(zid); i++) lanes.add(pub.objectAt(zid, i)?.data.lane as number);
  for (const l of lanes) for (const a of adjacentLanes(l as Lane)) if (!lanes.has(a)) return true;
  return false;
}

/**
 * VZ 803.1 (decisions D5): the character and its destination were chosen with the option; now the
 * two hand cards, which go to the trash together, then the slide (VZ 1116.1). d: { player,
 * character, lane }.
 */
export const defenceSlide: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { player: PlayerId; character: ObjId; lane: Lane; chosen?: ObjId[] };
  if (f.step === 1) {
    const picked = (input as Option[]).map((o) => o.value);
    // Issue 16: nothing has changed yet, so taking the slide back leaves the state as it was and
    // the defence window asks again.
    if (picked[0] === CANCEL) {
      ctx.log('VZ 803.1', 'vz.cancelled', { player: d.player });
      ctx.done({ rolledBack: true });
      return;
    }
    d.chosen = [...(d.chosen ?? []), picked[0] as ObjId];
  }
  const chosen = d.chosen ?? [];
  if (chosen.length < 2) {
    // The two cards are chosen one at a time, so that "cancel" can be one answer among them.
    const hand = cardsIn(ctx.state, d.player, 'hand').filter((id) => !chosen.includes(id));
    f.step = 1;
    ctx.choose({
      player: d.player,
      kind: 'discard',
      prompt: { key: 'vz.defence-discard', args: { c: ctx.ref(d.character), n: chosen.length + 1 } },
      rule: 'VZ 803.1',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: [
          ...hand.map((id, i) => ({
            id: `h${i}`,
            label: { key: 'vz.card', args: { c: ctx.ref(id) } },
            obj: id,
            value: id,
          })),
          { id: CANCEL, label: { key: 'vz.cancel' }, value: CANCEL },
        ],
      },
    });
    return;
  }
  ctx.log('VZ 803.1', 'vz.discarded', { player: d.player, c: chosen.map((id) => ctx.ref(id)) });
  moveGroup(ctx, chosen, { zone: 'trash' });
  slideTo(ctx, d.character, d.lane);
  ctx.done({ slid: true });
};

/** The option that takes the defence slide back (issue 16). */
const CANCEL = 'cancel';

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
  // Effects that refer to "the attacking character" read it (computed values must be redone).
  ctx.touch();
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
    addToCount(ctx, a.player, 'successes');
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
        preprocess(ctx, 'VZ 802.1d');
        return;
      case 1:
        // VZ 802.1e / VZ 803.1: the defence choice is the non-turn player's priority (kernel window).
        g.attack!.step = 'defence';
        f.step = 2;
        ctx.window('vz.defence', {}, opponent(g.turnPlayer));
        return;
      case 2:
        f.step = 3;
        preprocess(ctx, 'VZ 803.2');
        return;
      case 3:
        // VZ 803.3.
        f.step = attackerHere(ctx.state) ? 4 : 8;
        continue;
      case 4:
        g.attack!.step = 'scout';
        f.step = 5;
        preprocess(ctx, 'VZ 804.1');
        return;
      case 5: {
        const who = scouts(ctx.state);
        f.d.scoutRule = who.length === 1 ? 'VZ 804.2a' : 'VZ 804.2b';
        f.step = 6;
        if (who.length === 1) {
          ctx.log('VZ 804.2a', 'vz.scout-alone', { player: who[0] });
          ctx.call('vz.scout', { player: who[0] });
        } else ctx.call('vz.scout-both', {});
        return;
      }
      case 6:
        f.step = 7;
        preprocess(ctx, f.d.scoutRule);
        return;
      case 7:
        // VZ 804.3 → VZ 805.1.
        g.attack!.step = 'battle';
        f.step = 70;
        preprocess(ctx, 'VZ 805.1');
        return;
      case 70:
        battle(ctx); // VZ 805.2 / VZ 805.3 / VZ 805.4
        f.step = 8;
        continue;
      case 8:
        g.attack!.step = 'end';
        f.step = 9;
        preprocess(ctx, 'VZ 806.1');
        return;
      case 9:
        f.step = checkSuccess(ctx) ? 10 : 11;
        if (f.step === 10) {
          preprocess(ctx, 'VZ 806.4');
          return;
        }
        continue;
      case 10: {
        // VZ 806.5: success abilities that did not trigger yet (e.g. a character that arrived).
        const before = ctx.state.triggers.length;
        checkSuccess(ctx);
        if (ctx.state.triggers.length > before) {
          preprocess(ctx, 'VZ 806.4');
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
        ctx.touch();
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
