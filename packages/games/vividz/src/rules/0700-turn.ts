/**
 * VZ 700 the flow of the game: turns alternate (VZ 701.1); the player whose turn it is is the turn
 * player (VZ 701.2); each turn runs five phases in order (VZ 701.3): start-draw (VZ 702), main
 * (VZ 703), mission (VZ 704), charge (VZ 705), end-draw (VZ 706).
 *
 * The main phase's choice of action (VZ 703.2 / VZ 703.3) is the priority window of VZ 201 — a kernel
 * service; `legalMainActions` lists what the turn player may do there.
 */
import type { ObjId, PlayerId, Procedure } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import { emptyCounts, type G, opponent, type VzState } from '../state.ts';
import { preprocess } from './0202-preprocess.ts';
import { abilityActive } from './0300-parameters.ts';
import { cardsIn, moveCard, moveGroup } from './0501-zones.ts';
import { setState } from './0502-card-state.ts';
import { canAttackWith } from './0800-attack.ts';
import { holds } from './0902-selectors.ts';
import { costOptions, looksPayable } from './0904-play.ts';
import { canPayEnergy, playCost } from './0905-energy.ts';
import { raise } from './0908-triggers.ts';
import { charsReader, expire } from './0911-continuous.ts';
import { completeMission, draw, setSleep } from './1100-keyword-actions.ts';

/** VZ 701: one turn after another. */
export const turn: Procedure<G> = (ctx, f) => {
  const g = ctx.g;
  switch (f.step) {
    case 0:
      g.turn++;
      // VZ 102.12: what "this turn" counts starts again.
      g.counts = [emptyCounts(), emptyCounts()];
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
      preprocess(ctx, 'start-draw');
      return;
    case 1:
      rebootAccount(ctx, g.turnPlayer, 'VZ 702.3');
      // VZ 702.4a: skipped in the game's first turn (decisions D6).
      if (g.turn === 1) ctx.log('VZ 702.4a', 'vz.first-turn-no-draw');
      else refill(ctx, g.turnPlayer);
      // VZ 702.5.
      f.step = 2;
      preprocess(ctx);
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
      // VZ 704.5 (VZ 1005.1 checks the missions here).
      f.step = 1;
      preprocess(ctx, 'mission');
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
          moveGroup(ctx, chosen, { zone: 'energy' });
          ctx.log('VZ 705.3', 'vz.charged', { player: p, c: chosen.map((id) => ctx.ref(id)) });
        }
        f.step = 4;
        continue;
      }
      case 4:
        // VZ 705.4.
        f.step = 5;
        preprocess(ctx);
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
      preprocess(ctx, 'end-draw');
      return;
    case 1:
      rebootAccount(ctx, g.turnPlayer, 'VZ 706.3');
      // VZ 706.4.
      refill(ctx, g.turnPlayer);
      // Delayed abilities "at the end of the turn" trigger before the last preprocessing (D13).
      ctx.fireDelayed({ type: 'phase', phase: 'turnEnd', player: g.turnPlayer });
      // VZ 706.5.
      f.step = 2;
      preprocess(ctx);
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
      // The cheapest way to play it must be payable (the area can lower a character's cost).
      const cheapest =
        def.kind === 'character'
          ? Math.min(...[0, 1, 2].map((l) => playCost(state, p, id, l as 0 | 1 | 2)))
          : playCost(state, p, id);
      if (canPayEnergy(state, p, cheapest)) out.push({ kind: 'play', card: id });
    }
  }
  out.push(...activatable(state, p));
  if (!firstTurn)
    for (const id of cardsIn(state, p, 'area'))
      if (canAttackWith(state, id)) out.push({ kind: 'attack', attacker: id });
  const chars = charsReader(state);
  for (const id of cardsIn(state, p, 'mission')) {
    const o = state.objects[id];
    if (o.faceDown || o.data.sleep) continue;
    const check = cardData(o.card).check ?? [];
    if (check.every((c) => holds(state, c, p, id, chars))) out.push({ kind: 'check', mission: id });
  }
  out.push({ kind: 'pass' });
  return out;
}

/** VZ 201.3 / VZ 907: the activated abilities a player could activate now (cost looks payable). */
export function activatable(state: VzState, player: PlayerId): MainAction[] {
  const out: MainAction[] = [];
  const chars = charsReader(state);
  for (const zone of ['area', 'hand', 'keep', 'trash', 'account', 'mission'] as const) {
    for (const id of cardsIn(state, player, zone)) {
      const o = state.objects[id];
      const def = cardData(o.card);
      const have = zone === 'area' ? chars(id)?.abilities : undefined;
      def.abilities.forEach((ab, index) => {
        if (ab.type !== 'act' && ab.type !== 'accel') return;
        if (have && !have.includes(index)) return;
        if (!abilityActive(def, ab, o)) return;
        if (costOptions(ab).some((c) => looksPayable({ state }, player, id, c)))
          out.push({ kind: 'activate', source: id, index });
      });
    }
  }
  return out;
}
