/**
 * Resolving abilities: the interpreter of the effect vocabulary (src/cards/schema.ts).
 *
 * VZ 904.3a the effects of an ability resolve in the order written, by its controller unless the
 * effect names another player; VZ 902.3 targets are chosen one at a time; VZ 904.3b a distribution
 * gives each chosen card more than 0; VZ 910.1 a one-shot effect does what it says once; VZ 902.2b
 * continuous effects are created with their duration (VZ 911.3b: their timestamp is when the
 * ability resolved); VZ 102.3 / VZ 102.5 what cannot be done is skipped, the rest is done.
 * VZ 913.1 an effect that refers to a card that moved reads its last known information (the
 * kernel's `lki`); VZ 913.2 a card that cannot be found is undefined and actions on it do nothing.
 * VZ 102.2 what a card says is done even where the rules alone would not do it (a mission completed
 * outside the mission phase, a card used from the hand or the trash). VZ 502.1d the controller of an
 * effect is the controller of its ability (`controller`); VZ 910.1 a one-shot effect does what it
 * says once. VZ 903.3 an ability that makes itself inactive while resolving still resolves fully.
 */
import { type Ctx, cloneJson, type ObjId, type PlayerId, type Procedure } from '@arbiter/kernel';
import { cardModule } from '../cards/registry.ts';
import type { CondT, EffectT, RefT, TargetSpecT } from '../cards/schema.ts';
import { type G, opponent, zoneOf } from '../state.ts';
import { cardsIn, deckTop, moveCard, moveGroup } from './0501-zones.ts';
import { addCounter, setState } from './0502-card-state.ts';
import { slideDestinations } from './0503-areas.ts';
import { makeExp } from './0512-exp.ts';
import { allMatching, holds } from './0902-selectors.ts';
import { charsReader, NON_NUMERIC, NUMERIC, powerOf } from './0911-continuous.ts';
import {
  checkMission,
  completeMission,
  dealDamage,
  draw,
  type RetireEvent,
  reload,
  removeFromGame,
  setSleep,
  shuffleDeck,
  slideTo,
} from './1100-keyword-actions.ts';

export interface ResolveData {
  source: ObjId | null;
  controller: PlayerId;
  /** The card whose ability this is (its code functions live in its file). */
  card: string;
  fx: EffectT[];
  specs: TargetSpecT[];
  /** Targets chosen (or locked, for delayed abilities), by slot. */
  locked?: ObjId[][];
  event?: any;
  rule: string;
}

interface Running extends ResolveData {
  targets: ObjId[][];
  stack: { fx: EffectT[]; i: number }[];
  /** The op waiting for a called procedure. */
  waiting?: EffectT;
  /** VZ 102.11: the number chosen by a `chooseNumber` effect. */
  number?: number;
}

/** VZ 904.3a: resolve the effects of one ability. d: ResolveData. */
export const resolve: Procedure<G> = (ctx, f, input) => {
  const d = f.d as Running;
  for (;;) {
    switch (f.step) {
      case 0:
        if (d.locked) {
          d.targets = cloneJson(d.locked);
          f.step = 2;
          continue;
        }
        if (d.specs.length === 0) {
          d.targets = [];
          f.step = 2;
          continue;
        }
        f.step = 1;
        ctx.call('vz.choose-targets', { controller: d.controller, source: d.source, specs: d.specs });
        return;
      case 1:
        d.targets = input as ObjId[][];
        f.step = 2;
        continue;
      case 2:
        d.stack = [{ fx: d.fx, i: 0 }];
        f.step = 3;
        continue;
      case 3: {
        if (ctx.state.result) {
          ctx.done();
          return;
        }
        const top = d.stack[d.stack.length - 1];
        if (!top) {
          ctx.done();
          return;
        }
        if (top.i >= top.fx.length) {
          d.stack.pop();
          continue;
        }
        const op = top.fx[top.i++];
        const called = runOp(ctx, d, op);
        if (called) {
          d.waiting = op;
          f.step = 4;
          return;
        }
        continue;
      }
      case 4: {
        const op = d.waiting!;
        delete d.waiting;
        if (op.op === 'choose') {
          const mode = op.modes[input as number];
          if (mode) d.stack.push({ fx: mode.fx, i: 0 });
        }
        if (op.op === 'chooseNumber') d.number = input as number;
        f.step = 3;
        continue;
      }
    }
  }
};

/** The objects a reference means now (VZ 913.2: what cannot be found is left out). */
export function refs(ctx: Ctx<G>, d: Running, ref: RefT): ObjId[] {
  const state = ctx.state;
  const live = (id: ObjId | null | undefined) =>
    id !== null && id !== undefined && state.objects[id] ? [id] : [];
  if (ref === 'self') return live(d.source);
  if (ref === 'attacker') return live(state.g.attack?.attacker);
  if (ref === 'event') {
    const ev = d.event;
    if (!ev) return [];
    const first = live(ev.obj);
    return first.length ? first : live(ev.now);
  }
  if ('target' in ref) return (d.targets[ref.target] ?? []).filter((id) => state.objects[id]);
  return allMatching(state, ref.all, d.source, d.controller, charsReader(state));
}

/** Run one op; returns true when it called a procedure (the interpreter waits for it). */
function runOp(ctx: Ctx<G>, d: Running, op: EffectT): boolean {
  const you = d.controller;
  const cause = { source: d.source, player: you };
  switch (op.op) {
    case 'draw':
      draw(ctx, op.who === 'opp' ? opponent(you) : you, op.n);
      return false;
    case 'damage':
      for (const id of refs(ctx, d, op.on)) dealDamage(ctx, id, op.n, cause);
      return false;
    case 'distribute': {
      const ids = (d.targets[op.target] ?? []).filter((id) => ctx.state.objects[id]);
      if (ids.length === 0) return false;
      ctx.call('vz.distribute', { controller: you, ids, total: op.total, source: d.source });
      return true;
    }
    case 'retire': {
      const ids = refs(ctx, d, op.on);
      if (ids.length === 0) return false;
      const ev: RetireEvent = {
        type: 'retire',
        objs: ids,
        cause: { kind: 'effect', ...cause },
        rule: 'VZ 1103.2',
      };
      ctx.event(ev);
      return true;
    }
    case 'sleep':
    case 'reboot':
      for (const id of refs(ctx, d, op.on)) {
        if (setSleep(ctx, id, op.op === 'sleep'))
          ctx.log(op.op === 'sleep' ? 'VZ 1104.2' : 'VZ 1104.1', `vz.${op.op}`, { c: ctx.ref(id) });
      }
      return false;
    case 'power':
    case 'setPower':
    case 'floor':
    case 'grant':
    case 'loseAbilities': {
      const ids = refs(ctx, d, op.on);
      if (ids.length === 0) return false;
      const before = ids.map((id) => powerOf(ctx.state, id));
      ctx.addEffect({
        source: d.source,
        controller: you,
        layer: op.op === 'grant' || op.op === 'loseAbilities' ? NON_NUMERIC : NUMERIC,
        op: op.op,
        params: op.op === 'grant' ? { mark: op.mark } : op.op === 'loseAbilities' ? {} : { n: op.n },
        // VZ 911.4: locked to the characters it applies to now.
        targets: ids,
        until: op.until,
      });
      ids.forEach((id, i) => {
        // VZ 911.8 / VZ 1103.3: a new effect that lowered the power is remembered as its source.
        if (powerOf(ctx.state, id) < before[i]) {
          setState(ctx, id, 'hurtBy', { source: d.source, player: you });
        }
      });
      ctx.log('VZ 911', 'vz.continuous', { n: ids.length, c: ctx.ref(ids[0]) });
      return false;
    }
    case 'slide': {
      const ids = refs(ctx, d, op.on).filter((id) => slideDestinations(ctx.state, id).length > 0);
      if (ids.length === 0) return false;
      ctx.call('vz.slide', { ids });
      return true;
    }
    case 'scout':
      ctx.call('vz.scout', { player: you });
      return true;
    case 'reload':
      reload(ctx, you);
      return false;
    case 'remove':
      for (const id of refs(ctx, d, op.on)) removeFromGame(ctx, id);
      return false;
    case 'exp': {
      for (const parent of refs(ctx, d, op.on)) {
        const card = op.from === 'self' ? d.source : deckTop(ctx.state, you);
        if (card === null || card === undefined || !ctx.state.objects[card]) continue;
        if (makeExp(ctx, [card], parent).length > 0) ctx.log('VZ 1112.1', 'vz.exp', { c: ctx.ref(parent) });
        break;
      }
      return false;
    }
    case 'checkMission':
    case 'clearMission': {
      const ids = cardsIn(ctx.state, you, 'mission').filter((id) => {
        const o = ctx.state.objects[id];
        return !o.faceDown && (op.op === 'checkMission' ? !o.data.sleep : o.data.sleep);
      });
      if (ids.length === 0) return false;
      ctx.call('vz.pick', {
        player: you,
        ids,
        n: 1,
        purpose: op.op === 'checkMission' ? 'check-mission' : 'clear-mission',
        rule: op.op === 'checkMission' ? 'VZ 1113.2' : 'VZ 1114.1',
      });
      return true;
    }
    case 'toHand':
      for (const id of refs(ctx, d, op.on)) {
        ctx.log('VZ 102.4', 'vz.to-hand', { c: ctx.ref(id) });
        moveCard(ctx, id, { zone: 'hand' });
      }
      return false;
    case 'energyToHand': {
      const ids = cardsIn(ctx.state, you, 'energy').slice();
      if (ids.length === 0) return false;
      ctx.call('vz.pick', {
        player: you,
        ids,
        n: Math.min(op.n, ids.length),
        purpose: 'energy-to-hand',
        rule: 'VZ 506.3',
      });
      return true;
    }
    case 'deckToEnergy':
      ctx.call('vz.deck-to-energy', { player: you, upTo: op.upTo, moved: 0 });
      return true;
    case 'search':
      ctx.call('vz.search', {
        player: you,
        kind: op.kind ?? null,
        feature: op.feature ?? null,
        named: op.named?.zh ?? null,
      });
      return true;
    case 'discard': {
      const players =
        op.who === 'both'
          ? [ctx.state.g.turnPlayer, opponent(ctx.state.g.turnPlayer)]
          : [op.who === 'opp' ? opponent(you) : you];
      ctx.call('vz.discard', { players, n: op.n });
      return true;
    }
    case 'delayed': {
      // VZ 908.4: a delayed triggered ability; VZ 908.4a it triggers once.
      ctx.addDelayed({
        controller: you,
        source: d.source,
        ability: `${d.card}#delayed`,
        on: 'phase',
        match: {
          phase:
            op.at === 'nextMissionPhase' ? 'missionPhase' : op.at === 'nextMainPhase' ? 'main' : 'turnEnd',
        },
        once: true,
        data: { card: d.card, index: -1, fx: op.fx, locked: d.targets },
      });
      ctx.log('VZ 908.4', 'vz.delayed-created', {});
      return false;
    }
    case 'choose':
      ctx.call('vz.choose-mode', { player: you, labels: op.modes.map((m: { label: unknown }) => m.label) });
      return true;
    case 'chooseNumber':
      ctx.call('vz.choose-number', { player: you, max: op.max });
      return true;
    case 'if':
      if (holds(ctx.state, op.cond as CondT, you, d.source, charsReader(ctx.state)))
        d.stack.push({ fx: op.fx, i: 0 });
      return false;
    case 'counter': {
      const o = d.source === null ? undefined : ctx.state.objects[d.source];
      if (!o) return false;
      addCounter(ctx, o.id, op.name, op.n);
      return false;
    }
    case 'code': {
      const fn = cardModule(d.card)?.code?.[op.name];
      if (!fn) return false;
      const r = fn({
        ctx,
        source: d.source ?? -1,
        controller: you,
        targets: d.targets,
        event: d.event,
        number: d.number,
      });
      if (r) {
        ctx.call(r.call, r.d);
        return true;
      }
      return false;
    }
    default:
      return false;
  }
}

/** VZ 902.3: choose the targets of each slot one at a time. d: { controller, source, specs }. Returns ObjId[][]. */
export const chooseTargets: Procedure<G> = (ctx, f, input) => {
  const d = f.d as {
    controller: PlayerId;
    source: ObjId | null;
    specs: TargetSpecT[];
    slot?: number;
    chosen?: ObjId[][];
  };
  d.slot ??= 0;
  d.chosen ??= d.specs.map(() => []);
  if (f.step === 1) {
    const [pick] = input as string[];
    if (pick === 'done') d.slot++;
    else d.chosen[d.slot].push(Number(pick.slice(1)));
    f.step = 0;
  }
  for (;;) {
    const spec = d.specs[d.slot];
    if (!spec) {
      ctx.done(d.chosen);
      return;
    }
    const have = d.chosen[d.slot];
    if (have.length >= spec.n) {
      d.slot++;
      continue;
    }
    const cands = allMatching(ctx.state, spec.who, d.source, d.controller, charsReader(ctx.state)).filter(
      (id) => !have.includes(id),
    );
    if (cands.length === 0) {
      // VZ 102.5: as many as possible.
      d.slot++;
      continue;
    }
    const options = cands.map((id) => ({
      id: `t${id}`,
      label: { key: 'vz.card', args: { c: ctx.ref(id) } },
      obj: id,
    }));
    if (spec.upTo) options.push({ id: 'done', label: { key: 'vz.done' } } as any);
    f.step = 1;
    ctx.ask({
      player: d.controller,
      kind: 'target',
      prompt: { key: 'vz.choose-target', args: { n: have.length + 1, of: spec.n } },
      rule: 'VZ 902.3',
      domain: { type: 'pick', min: 1, max: 1, options },
    });
    return;
  }
};

/** VZ 904.3b: distribute damage among chosen characters, each getting at least 1. */
export const distribute: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { controller: PlayerId; ids: ObjId[]; total: number; source: ObjId | null };
  if (f.step === 0) {
    const ids = d.ids.filter((id) => ctx.state.objects[id]).slice(0, d.total);
    if (ids.length === 1) {
      dealDamage(ctx, ids[0], d.total, { source: d.source, player: d.controller });
      ctx.done();
      return;
    }
    d.ids = ids;
    f.step = 1;
    ctx.ask({
      player: d.controller,
      kind: 'distribute',
      prompt: { key: 'vz.distribute', args: { n: d.total } },
      rule: 'VZ 904.3b',
      domain: {
        type: 'distribute',
        total: d.total,
        min: 1,
        items: ids.map((id) => ({
          id: `t${id}`,
          label: { key: 'vz.card', args: { c: ctx.ref(id) } },
          obj: id,
        })),
      },
    });
    return;
  }
  const amounts = input as Record<string, number>;
  for (const id of d.ids)
    dealDamage(ctx, id, amounts[`t${id}`] ?? 0, { source: d.source, player: d.controller });
  ctx.done();
};

/** VZ 1116.1: slide each character to an empty adjacent area of its controller's choice. d: { ids }. */
export const slide: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { ids: ObjId[]; i?: number };
  d.i ??= 0;
  if (f.step === 1) {
    slideTo(ctx, d.ids[d.i], Number((input as string[])[0].slice(1)) as 0 | 1 | 2);
    d.i++;
    f.step = 0;
  }
  for (; d.i < d.ids.length; d.i++) {
    const id = d.ids[d.i];
    const dests = ctx.state.objects[id] ? slideDestinations(ctx.state, id) : [];
    if (dests.length === 0) continue;
    f.step = 1;
    ctx.ask({
      player: ctx.obj(id).controller,
      kind: 'slide',
      prompt: { key: 'vz.slide-where', args: { c: ctx.ref(id) } },
      rule: 'VZ 1116.1',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: dests.map((l) => ({ id: `l${l}`, label: { key: 'vz.lane', args: { n: l + 1 } } })),
      },
    });
    return;
  }
  ctx.done();
};

/** VZ 102.11: choose a whole number of 0 or more (up to max). d: { player, max }. Returns it. */
export const chooseNumber: Procedure<G> = (ctx, f, input) => {
  if (f.step === 1) {
    ctx.log('VZ 102.11', 'vz.number-chosen', { player: f.d.player, n: input as number });
    ctx.done(input as number);
    return;
  }
  f.step = 1;
  ctx.ask({
    player: f.d.player,
    kind: 'number',
    prompt: { key: 'vz.choose-number', args: { max: f.d.max } },
    rule: 'VZ 102.11',
    domain: { type: 'number', min: 0, max: f.d.max },
  });
};

/** VZ 1107.1: choose one of the modes. d: { player, labels }. Returns the index. */
export const chooseMode: Procedure<G> = (ctx, f, input) => {
  if (f.step === 1) {
    ctx.done(Number((input as string[])[0].slice(1)));
    return;
  }
  f.step = 1;
  ctx.ask({
    player: f.d.player,
    kind: 'mode',
    prompt: { key: 'vz.choose-mode' },
    rule: 'VZ 1107.1',
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: (f.d.labels as { zh: string; en: string }[]).map((t, i) => ({
        id: `m${i}`,
        label: { key: 'vz.text', args: { zh: t.zh, en: t.en } },
      })),
    },
  });
};

/**
 * Choose exactly n of the given public cards of one player and act on them. d: { player, ids, n, purpose, rule }.
 * Purposes: check-mission (VZ 1113.2), clear-mission (VZ 1114.1), energy-to-hand (VZ 506.3, moved together).
 */
export const pick: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { player: PlayerId; ids: ObjId[]; n: number; purpose: string; rule: string };
  let chosen: ObjId[];
  if (f.step === 0) {
    if (d.ids.length <= d.n) chosen = d.ids;
    else {
      f.step = 1;
      ctx.ask({
        player: d.player,
        kind: d.purpose,
        prompt: { key: `vz.pick-${d.purpose}`, args: { n: d.n } },
        rule: d.rule,
        domain: {
          type: 'pick',
          min: d.n,
          max: d.n,
          options: d.ids.map((id) => ({
            id: `c${id}`,
            label: { key: 'vz.card', args: { c: ctx.ref(id) } },
            obj: id,
          })),
        },
      });
      return;
    }
  } else chosen = (input as string[]).map((s) => Number(s.slice(1)));
  switch (d.purpose) {
    case 'check-mission':
      for (const id of chosen) checkMission(ctx, id);
      break;
    case 'clear-mission':
      for (const id of chosen) completeMission(ctx, id);
      break;
    case 'energy-to-hand':
      ctx.log('VZ 506.3', 'vz.energy-to-hand', { n: chosen.length });
      moveGroup(ctx, chosen, { zone: 'hand' });
      break;
  }
  ctx.done(chosen);
};

/**
 * Each listed player puts n cards from their hand into their trash. When both choose, they choose
 * at the same time without seeing the other's choice, the turn player's listed first (VZ 102.8,
 * VZ 102.9); the cards are then moved together. d: { players, n }.
 */
export const discard: Procedure<G> = (ctx, f, input) => {
  const d = f.d as { players: PlayerId[]; n: number; asked?: PlayerId[] };
  if (f.step === 0) {
    const asks = d.players
      .map((p) => {
        const hand = cardsIn(ctx.state, p, 'hand');
        const n = Math.min(d.n, hand.length);
        if (n === 0) return null;
        return {
          player: p,
          kind: 'discard',
          prompt: { key: 'vz.discard', args: { n } },
          rule: 'VZ 102.9',
          domain: {
            type: 'pick' as const,
            min: n,
            max: n,
            options: hand.map((id, i) => ({
              id: `h${i}`,
              label: { key: 'vz.card', args: { c: ctx.ref(id) } },
              obj: id,
            })),
          },
        };
      })
      .filter((a) => a !== null);
    if (asks.length === 0) {
      ctx.done();
      return;
    }
    f.step = 1;
    d.asked = asks.map((a) => a.player);
    if (asks.length === 1) ctx.ask(asks[0]);
    else ctx.askMany(asks, 'all');
    return;
  }
  const answers: Record<number, string[]> =
    d.asked!.length > 1 ? (input as Record<number, string[]>) : { [d.asked![0]]: input as string[] };
  for (const p of d.players) {
    const hand = cardsIn(ctx.state, p, 'hand');
    const chosen = (answers[p] ?? []).map((s) => hand[Number(s.slice(1))]);
    if (chosen.length) {
      ctx.log('VZ 102.9', 'vz.discarded', { player: p, c: chosen.map((id) => ctx.ref(id)) });
      moveGroup(ctx, chosen, { zone: 'trash' });
    }
  }
  ctx.done();
};

/**
 * VZ 504.4: "put up to X cards from your deck into your energy": choose between moving none (VZ
 * 504.4a) and moving one, then again while fewer than X moved (VZ 504.4b). d: { player, upTo, moved }.
 */
export const deckToEnergy: Procedure<G> = (ctx, f, input) => {
  // VZ 504.3: one card at a time; VZ 504.4a: stopping before the first moves none.
  const d = f.d as { player: PlayerId; upTo: number; moved: number };
  if (f.step === 1) {
    if ((input as string[])[0] === 'stop') {
      ctx.done(d.moved);
      return;
    }
    const top = deckTop(ctx.state, d.player);
    if (top !== undefined) {
      moveCard(ctx, top, { zone: 'energy' });
      d.moved++;
      ctx.log('VZ 504.4b', 'vz.deck-to-energy', { player: d.player });
    }
  }
  if (d.moved >= d.upTo || deckTop(ctx.state, d.player) === undefined) {
    ctx.done(d.moved);
    return;
  }
  f.step = 1;
  ctx.ask({
    player: d.player,
    kind: 'deck-to-energy',
    prompt: { key: 'vz.deck-to-energy-ask', args: { n: d.moved, of: d.upTo } },
    rule: 'VZ 504.4',
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: [
        { id: 'one', label: { key: 'vz.move-one' } },
        { id: 'stop', label: { key: 'vz.stop' } },
      ],
    },
  });
};

/**
 * VZ 102.10: look through your deck for a card of a kind or feature, reveal it (VZ 1108.1) and put
 * it into your hand; you may find nothing even if there is one (decisions D23). Then shuffle
 * (VZ 1105.1). d: { player, kind, feature }.
 */
export const search: Procedure<G> = (ctx, f, input) => {
  const d = f.d as {
    player: PlayerId;
    kind: string | null;
    feature: string | null;
    named?: string | null;
    ids?: ObjId[];
  };
  const deck = zoneOf(d.player, 'deck');
  if (f.step === 0) {
    const ids = ctx.state.zones[deck].objects.filter((id) => {
      const def = cardModule(ctx.state.objects[id].card)!.data;
      return (
        (!d.kind || def.kind === d.kind) &&
        (!d.feature || def.feature === d.feature) &&
        // VZ 301.3: 「name」 read as a part of the card's name.
        (!d.named || def.name.zh.includes(d.named))
      );
    });
    // Listed by card, not in deck order: the search must not tell where the cards lie.
    ids.sort((a, b) => {
      const ca = ctx.state.objects[a].card;
      const cb = ctx.state.objects[b].card;
      return ca < cb ? -1 : ca > cb ? 1 : a - b;
    });
    // The searcher looks at the cards that fit (only they see them).
    for (const id of ids) ctx.reveal(id, [d.player]);
    d.ids = ids;
    f.step = 1;
    ctx.ask({
      player: d.player,
      kind: 'search',
      prompt: { key: 'vz.search' },
      rule: 'VZ 102.10',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: [
          ...ids.map((id, i) => ({ id: `s${i}`, label: { key: 'vz.card', args: { c: ctx.ref(id) } } })),
          { id: 'none', label: { key: 'vz.find-nothing' } },
        ],
      },
    });
    return;
  }
  const [ans] = input as string[];
  if (ans !== 'none') {
    const id = d.ids![Number(ans.slice(1))];
    ctx.reveal(id, [0, 1]);
    ctx.log('VZ 1108.1', 'vz.reveal', { c: ctx.ref(id) });
    moveCard(ctx, id, { zone: 'hand' });
  }
  // VZ 1106.3: moving a card from the deck to the hand this way is not drawing. VZ 1108.3: the deck
  // the searcher looked through is shuffled, so nobody knows where its cards are.
  shuffleDeck(ctx, d.player);
  ctx.done();
};
