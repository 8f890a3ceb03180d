/**
 * VZ 700 the flow of the game: turns alternate (VZ 701.1); the player whose turn it is is the turn
 * player (VZ 701.2); each turn runs five phases in order (VZ 701.3): start-draw (VZ 702), main
 * (VZ 703), mission (VZ 704), charge (VZ 705), end-draw (VZ 706).
 *
 * The main phase's choice of action (VZ 703.2 / VZ 703.3) is the priority window of VZ 201 — a kernel
 * service; `legalMainActions` lists what the turn player may do there.
 */
import type {
  Ctx,
  GameObject,
  ObjId,
  Option,
  PlayerId,
  Procedure,
  PublicInfo,
  WindowPolicy,
} from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { emptyCounts, type G, opponent, type VzState, zoneKind, zoneOf } from '../state.ts';
import { preprocess } from './0202-preprocess.ts';
import { abilityActive, abilityIndex } from './0300-parameters.ts';
import { cardsIn, moveCard, moveGroup } from './0501-zones.ts';
import { setState } from './0502-card-state.ts';
import { canAttackWith, type DefenceSlide } from './0800-attack.ts';
import { holds } from './0902-selectors.ts';
import { costOptions, looksPayable, sizesOf, type ZoneSizes } from './0904-play.ts';
import { canPayEnergy, playCost } from './0905-energy.ts';
import { raise } from './0908-triggers.ts';
import { abilitiesOf, charsReader, expire } from './0911-continuous.ts';
import { checkMission, completeMission, draw, setSleep } from './1100-keyword-actions.ts';

/** VZ 701: one turn after another. */
export const turn: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0:
      g.turn++;
      // VZ 102.12: what "this turn" counts starts again.
      g.counts = [emptyCounts(), emptyCounts()];
      // Conditions of static abilities read the counts (VZ 903.2a): computed values must be redone.
      ctx.touch();
      ctx.log('VZ 701.1', 'vz.turn-begins', { n: g.turn, player: g.turnPlayer });
      f.step = 1;
      ctx.call('vz.start-draw');
      return;
    case 1:
      f.step = 2;
      ctx.call('vz.main');
      return;
    case 2:
      f.step = 3;
      ctx.call('vz.mission-phase');
      return;
    case 3:
      f.step = 4;
      ctx.call('vz.charge');
      return;
    case 4:
      f.step = 5;
      ctx.call('vz.end-draw');
      return;
    case 5:
      // VZ 706.5: the turn ends; "this turn" effects end (decisions D13); the opponent's turn begins.
      expire(ctx, 'turn', 'VZ 706.5');
      ctx.expireDelayed('turn');
      ctx.forgetLastKnown();
      g.turnPlayer = opponent(g.turnPlayer);
      // VZ 911.3c orders effects by the turn player: computed values must be redone.
      ctx.touch();
      f.step = 0;
      return;
  }
};

/** VZ 702.4 / VZ 706.4: draw 1 if the hand holds 5 or more, otherwise draw up to 5. */
export function refill(ctx: import('@arbiter/kernel').Ctx<G>, player: PlayerId): void {
  const hand = cardsIn(ctx.state, player, 'hand').length;
  draw(ctx, player, hand >= 5 ? 1 : 5 - hand);
}

/** VZ 702.3 / VZ 706.3: reboot the turn player's account. */
function rebootAccount(ctx: import('@arbiter/kernel').Ctx<G>, player: PlayerId, rule: string): void {
  for (const id of cardsIn(ctx.state, player, 'account'))
    if (setSleep(ctx, id, false)) ctx.log(rule, 'vz.reboot', { c: ctx.ref(id) });
}

/** VZ 702 the start-draw phase. */
export const startDraw: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0:
      g.phase = 'start-draw';
      // VZ 702.1: "when the start-draw phase begins"; in turn 1 also "when the game begins".
      if (g.turn === 1) raise(ctx, { type: 'phase', phase: 'gameStart', player: g.turnPlayer });
      raise(ctx, { type: 'phase', phase: 'startDraw', player: g.turnPlayer });
      // VZ 702.2 (VZ 1005.2 checks the deck here).
      f.step = 1;
      preprocess(ctx, 'VZ 702.2', 'start-draw');
      return;
    case 1:
      rebootAccount(ctx, g.turnPlayer, 'VZ 702.3');
      // VZ 702.4a: skipped in the game's first turn (decisions D6).
      if (g.turn === 1) ctx.log('VZ 702.4a', 'vz.first-turn-no-draw');
      else refill(ctx, g.turnPlayer);
      // VZ 702.5.
      f.step = 2;
      preprocess(ctx, 'VZ 702.5');
      return;
    case 2:
      ctx.done();
      return;
  }
};

/** VZ 704 the mission phase. */
export const missionPhase: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0: {
      g.phase = 'mission';
      // VZ 704.1.
      raise(ctx, { type: 'phase', phase: 'missionPhase', player: g.turnPlayer });
      // VZ 704.2: checked missions whose clear conditions all hold are completed (VZ 704.2a), the
      // other checked ones are no longer checked (VZ 704.2b).
      const chars = charsReader(ctx.state);
      for (const id of cardsIn(ctx.state, g.turnPlayer, 'mission')) {
        const o = ctx.obj(id);
        if (o.faceDown || !o.data.sleep) continue;
        const clear = cardData(o.card).clear ?? [];
        if (clear.every((c) => holds(ctx.state, c, g.turnPlayer, id, chars))) {
          ctx.log('VZ 704.2a', 'vz.mission-cleared', { c: ctx.ref(id) });
          completeMission(ctx, id);
        } else {
          setSleep(ctx, id, false, { mission: true });
          ctx.log('VZ 704.2b', 'vz.mission-unchecked', { c: ctx.ref(id) });
        }
      }
      // VZ 704.3: all damage is cleared.
      for (const p of [0, 1])
        for (const id of cardsIn(ctx.state, p, 'area')) setState(ctx, id, 'damage', undefined);
      ctx.touch();
      ctx.log('VZ 704.3', 'vz.damage-cleared');
      // VZ 704.4: "until the end of the mission phase" effects end; VZ 1118.1 so do attack successes.
      expire(ctx, 'mission', 'VZ 704.4');
      for (const c of g.counts) c.successes = 0;
      ctx.touch();
      // VZ 704.5 (VZ 1005.1 checks the missions here).
      f.step = 1;
      preprocess(ctx, 'VZ 704.5', 'mission');
      return;
    }
    case 1:
      ctx.done();
      return;
  }
};

/** VZ 705 the charge phase. */
export const charge: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  const p = g.turnPlayer;
  for (;;) {
    switch (f.step) {
      case 0: {
        g.phase = 'charge';
        // VZ 705.1.
        raise(ctx, { type: 'phase', phase: 'charge', player: p });
        const hand = cardsIn(ctx.state, p, 'hand');
        if (hand.length === 0) {
          f.step = 2;
          continue;
        }
        // VZ 705.2: may put one hand card into the Keep.
        f.step = 1;
        ctx.ask({
          player: p,
          kind: 'keep',
          prompt: { key: 'vz.keep-ask' },
          rule: 'VZ 705.2',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              { id: 'none', label: { key: 'vz.keep-none' } },
              ...hand.map((id, i) => ({
                id: `h${i}`,
                label: { key: 'vz.card', args: { c: ctx.ref(id) } },
                obj: id,
              })),
            ],
          },
        });
        return;
      }
      case 1: {
        const [ans] = input as string[];
        if (ans !== 'none') {
          const card = cardsIn(ctx.state, p, 'hand')[Number(ans.slice(1))];
          // The card already in the Keep goes to the trash first.
          const old = cardsIn(ctx.state, p, 'keep').slice();
          if (old.length) moveGroup(ctx, old, { zone: 'trash' });
          moveCard(ctx, card, { zone: 'keep' });
          ctx.log(
            'VZ 705.2',
            'vz.kept',
            { player: p },
            { to: [p], alt: { key: 'vz.kept', args: { player: p } } },
          );
        }
        f.step = 2;
        continue;
      }
      case 2: {
        const hand = cardsIn(ctx.state, p, 'hand');
        if (hand.length === 0) {
          f.step = 4;
          continue;
        }
        // VZ 705.3: any number of hand cards into the energy zone, face up, in any order.
        f.step = 3;
        ctx.ask({
          player: p,
          kind: 'charge',
          prompt: { key: 'vz.charge-ask' },
          rule: 'VZ 705.3',
          domain: {
            type: 'pick',
            min: 0,
            max: hand.length,
            options: hand.map((id, i) => ({
              id: `h${i}`,
              label: { key: 'vz.card', args: { c: ctx.ref(id) } },
              obj: id,
            })),
          },
        });
        return;
      }
      case 3: {
        const hand = cardsIn(ctx.state, p, 'hand').slice();
        const chosen = (Array.isArray(input) ? (input as string[]) : [input as string]).map(
          (s) => hand[Number(s.slice(1))],
        );
        if (chosen.length) {
          // Named from the energy zone, where they are face up (VZ 705.3); in the hand they were hidden.
          const charged = moveGroup(ctx, chosen, { zone: 'energy' });
          ctx.log('VZ 705.3', 'vz.charged', { player: p, c: charged.map((id) => ctx.ref(id)) });
        }
        f.step = 4;
        continue;
      }
      case 4:
        // VZ 705.4.
        f.step = 5;
        preprocess(ctx, 'VZ 705.4');
        return;
      case 5:
        ctx.done();
        return;
    }
  }
};

/** VZ 706 the end-draw phase. */
export const endDraw: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0:
      g.phase = 'end-draw';
      // VZ 706.1; VZ 706.2 (VZ 1005.2 checks the deck here).
      raise(ctx, { type: 'phase', phase: 'endDraw', player: g.turnPlayer });
      f.step = 1;
      preprocess(ctx, 'VZ 706.2', 'end-draw');
      return;
    case 1:
      rebootAccount(ctx, g.turnPlayer, 'VZ 706.3');
      // VZ 706.4.
      refill(ctx, g.turnPlayer);
      // Delayed abilities "at the end of the turn" trigger before the last preprocessing (D13).
      ctx.fireDelayed({ type: 'phase', phase: 'turnEnd', player: g.turnPlayer });
      // VZ 706.5.
      f.step = 2;
      preprocess(ctx, 'VZ 706.5');
      return;
    case 2:
      ctx.done();
      return;
  }
};

/** One action the turn player may take in the main phase (VZ 703.2). */
export type MainAction =
  | { kind: 'play'; card: ObjId }
  | { kind: 'activate'; source: ObjId; index: number }
  | { kind: 'attack'; attacker: ObjId }
  | { kind: 'check'; mission: ObjId }
  | { kind: 'pass' };

/**
 * VZ 703.2: the actions the turn player may choose — play a card from the hand (or the Keep,
 * VZ 508.2), activate an activated ability, declare an attack, check a mission whose check
 * conditions hold (VZ 1113.1, decisions D3), or do nothing (VZ 703.3a: on to the mission phase). An option that
 * cannot be carried out completely is not offered (VZ 703.2); VZ 703.2a no events and no attacks in
 * the game's first turn (decisions D6).
 */
const LANES = [0, 1, 2] as const;

export function legalMainActions(state: VzState): MainAction[] {
  const g = state.g;
  const p = g.turnPlayer;
  const out: MainAction[] = [];
  const firstTurn = g.turn === 1;
  for (const zone of ['hand', 'keep'] as const) {
    for (const id of cardsIn(state, p, zone)) {
      const def = cardData(state.objects[id].card);
      if (def.kind === 'event' && firstTurn) continue;
      if (def.kind !== 'character' && def.kind !== 'event') continue;
      // The cheapest way to play it must be payable (the area can lower a character's cost):
      // some lane's cost is payable (paying is a count, so the first payable lane settles it).
      const payable =
        def.kind === 'character'
          ? LANES.some((l) => canPayEnergy(state, p, playCost(state, p, id, l)))
          : canPayEnergy(state, p, playCost(state, p, id));
      if (payable) out.push({ kind: 'play', card: id });
    }
  }
  out.push(...activatable(state, p));
  if (!firstTurn)
    for (const id of cardsIn(state, p, 'area'))
      if (canAttackWith(state, id)) out.push({ kind: 'attack', attacker: id });
  let chars: ReturnType<typeof charsReader> | null = null;
  for (const id of cardsIn(state, p, 'mission')) {
    const o = state.objects[id];
    if (o.faceDown || o.data.sleep) continue;
    const check = cardData(o.card).check ?? [];
    chars ??= charsReader(state);
    const read = chars;
    if (check.every((c) => holds(state, c, p, id, read))) out.push({ kind: 'check', mission: id });
  }
  out.push({ kind: 'pass' });
  return out;
}

/** Zones whose cards may have activated abilities (VZ 304.4a). */
const ACT_ZONES = ['area', 'hand', 'keep', 'trash', 'account', 'mission'] as const;

/** VZ 201.3 / VZ 907: the activated abilities a player could activate now (cost looks payable). */
export function activatable(state: VzState, player: PlayerId): MainAction[] {
  const out: MainAction[] = [];
  const size = sizesOf(state);
  for (const zone of ACT_ZONES) {
    for (const id of cardsIn(state, player, zone)) {
      const o = state.objects[id];
      const def = cardData(o.card);
      const acts = abilityIndex(def).acts;
      if (acts.length === 0) continue;
      const have = zone === 'area' ? abilitiesOf(state, id) : undefined;
      for (const { ab, index } of acts) {
        if (have && !have.includes(index)) continue;
        if (!abilityActive(def, ab, o)) continue;
        if (costOptions(ab).some((c) => looksPayable(o, player, c, size)))
          out.push({ kind: 'activate', source: id, index });
      }
    }
  }
  return out;
}

/**
 * Whether a player might have an activated ability to use, from public information only (for the
 * defence window, VZ 803.1): a player holding cards in the hand or the Keep may hold one (VZ 304.4a
 * abilities that work there); otherwise only their face-up cards can, and their costs are read from
 * public zone sizes. Lost abilities are not looked at (asking once too often is harmless).
 */
export function mightActivate(pub: PublicInfo<G>, player: PlayerId): boolean {
  if (pub.zoneSize(zoneOf(player, 'hand')) > 0 || pub.zoneSize(zoneOf(player, 'keep')) > 0) return true;
  const size: ZoneSizes = (p, z) => pub.zoneSize(zoneOf(p, z));
  for (const zone of ACT_ZONES) {
    const zid = zoneOf(player, zone);
    const n = pub.zoneSize(zid);
    for (let i = 0; i < n; i++) {
      const o = pub.objectAt(zid, i);
      if (!o) continue;
      const def = cardData(o.card);
      for (const { ab } of abilityIndex(def).acts) {
        if (!abilityActive(def, ab, o as GameObject)) continue;
        if (costOptions(ab).some((c) => looksPayable(o as GameObject, player, c, size))) return true;
      }
    }
  }
  return false;
}

/** The label and id of a main-phase or defence action (opaque ids; the value is the action). */
export function actionOption(ctx: Ctx<G>, a: MainAction | DefenceSlide): Option {
  switch (a.kind) {
    case 'play': {
      const from = zoneKind(ctx.obj(a.card).zone);
      return {
        id: `play-${a.card}`,
        label: { key: from === 'keep' ? 'vz.do-play-keep' : 'vz.do-play', args: { c: ctx.ref(a.card) } },
        obj: a.card,
        value: a,
      };
    }
    case 'activate':
      return {
        id: `act-${a.source}-${a.index}`,
        label: { key: 'vz.do-activate', args: { c: ctx.ref(a.source), ab: a.index + 1 } },
        obj: a.source,
        value: a,
      };
    case 'attack':
      return {
        id: `attack-${a.attacker}`,
        label: {
          key: 'vz.do-attack',
          args: { c: ctx.ref(a.attacker), lane: (ctx.obj(a.attacker).data.lane ?? 0) + 1 },
        },
        obj: a.attacker,
        value: a,
      };
    case 'check':
      return {
        id: `check-${a.mission}`,
        label: { key: 'vz.do-check', args: { c: ctx.ref(a.mission) } },
        obj: a.mission,
        value: a,
      };
    case 'slide':
      return {
        id: `slide-${a.character}-${a.lane}`,
        label: {
          key: 'vz.do-defence-slide',
          args: { c: ctx.ref(a.character), lane: a.lane + 1 },
        },
        obj: a.character,
        value: a,
      };
    case 'pass':
      return { id: 'pass', label: { key: 'k.pass' }, value: a };
  }
}

/** Carry out a chosen action: usually by calling its procedure (whose result `afterAction` reads). */
export function performAction(ctx: Ctx<G>, player: PlayerId, a: MainAction | DefenceSlide): void {
  switch (a.kind) {
    case 'play':
      ctx.call('vz.play', { player, card: a.card, via: 'main' });
      return;
    case 'activate':
      ctx.call('vz.activate', { player, source: a.source, index: a.index });
      return;
    case 'attack':
      ctx.call('vz.attack', { attacker: a.attacker });
      return;
    case 'check':
      // VZ 1113.2 (decisions D3): checking sleeps the mission; its "when checked" abilities trigger.
      checkMission(ctx, a.mission);
      return;
    case 'slide':
      ctx.call('vz.defence-slide', { player, character: a.character, lane: a.lane });
      return;
    case 'pass':
      return;
  }
}

/** A declaration that was undone (VZ 904.2f / VZ 904.2g): the same player is asked again. */
export function rolledBack(result: unknown): boolean {
  return (
    typeof result === 'object' && result !== null && (result as { rolledBack?: boolean }).rolledBack === true
  );
}

/**
 * VZ 703.2 / VZ 201: the main phase's priority. Only the turn player has it (VZ 201.1); before each
 * question the kernel runs priority preprocessing (VZ 201.2, VZ 703.3); after an action the turn
 * player chooses again (VZ 703.3a: back to VZ 703.2), after a rolled-back declaration the same
 * question is asked again (VZ 904.2f); passing closes the window (VZ 703.3a: on to the mission phase).
 * The turn player is always asked, whatever they hold (hidden information: whether they could act
 * is not public).
 */
export const MAIN_WINDOW: WindowPolicy<G, Record<string, never>> = {
  kind: 'main',
  rule: 'VZ 703.2',
  prompt: (pub) => ({ key: 'vz.main-ask', args: { player: pub.game('turnPlayer') } }),
  round: (pub, _w, actors, stages) => {
    actors.push(pub.game('turnPlayer'));
    stages.push(0);
  },
  settle: () => SETTLE_ALL,
  options: (ctx) => {
    const out: Option[] = [];
    for (const a of legalMainActions(ctx.state)) if (a.kind !== 'pass') out.push(actionOption(ctx, a));
    return out;
  },
  act: (ctx, _w, actor, option) => performAction(ctx, actor, option.value as MainAction),
  afterAction: (_pub, _w, actor, result) => (rolledBack(result) ? 'retry' : actor),
  allPassed: () => 'close',
};

const SETTLE_ALL = Object.freeze({});

/** VZ 703 the main phase. */
export const mainPhase: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0:
      g.phase = 'main';
      // VZ 703.1: "when the main phase begins" (and delayed abilities waiting for it, VZ 908.4).
      raise(ctx, { type: 'phase', phase: 'main', player: g.turnPlayer });
      f.step = 1;
      ctx.window('vz.main', {}, g.turnPlayer);
      return;
    case 1:
      // VZ 703.3: preprocessing after the turn player chose to do nothing; VZ 703.3a: then the
      // mission phase.
      f.step = 2;
      preprocess(ctx, 'VZ 703.3');
      return;
    default:
      ctx.log('VZ 703.3a', 'vz.main-ends');
      ctx.done();
  }
};
