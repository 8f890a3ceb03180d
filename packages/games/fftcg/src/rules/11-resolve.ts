/**
 * FFTCG 11.8 auto abilities onto the stack, 11.11 resolution, 11.12 effects (single,
 * continuous, replacement).
 */
import type {
  Ctx,
  EventHooks,
  ObjId,
  Option,
  Procedure,
  QueuedTrigger,
  SettlePolicy,
  State,
} from '@arbiter/kernel';
import { cloneJson } from '@arbiter/kernel';
import { CARDS, def } from '../cards/cards.ts';
import { counterArg } from '../cards/counters.ts';
import type { AbilityT, EffectT, RefT, StaticT, TargetSpecT } from '../cards/schema.ts';
import {
  abilityKey,
  asTargets,
  type DelayedData,
  type FfStackItem,
  FIELD,
  type G,
  type StackData,
  targetIds,
  z,
} from '../state.ts';
import { chars } from './11-layers.ts';
import { autos, condHolds, draw, onField, stillLegal, targetsAvailable, toBreakZone } from './common.ts';

/** What a stack item (or EX Burst) does: its targets, effects and options. */
export function abilityOf(item: Pick<StackData, 'card' | 'abilityIndex' | 'mode' | 'effects' | 'kind'>): {
  specs: TargetSpecT[];
  fx: EffectT[];
  may: boolean;
  cond?: any;
} {
  if (item.effects) return { specs: [], fx: item.effects, may: false };
  const c = def(item.card);
  if (item.abilityIndex < 0) {
    const play = c.play!;
    if (play.modes) {
      const m = play.modes[item.mode ?? 0];
      return { specs: m.tg, fx: m.fx, may: false };
    }
    return { specs: play.tg, fx: play.fx, may: false };
  }
  const a = c.ab[item.abilityIndex] as AbilityT & { tg: TargetSpecT[]; fx: EffectT[] };
  return {
    specs: a.tg ?? [],
    fx: a.fx,
    may: a.k === 'auto' && !!a.may,
    cond: a.k === 'auto' ? a.cond : undefined,
  };
}

/**
 * FFTCG 12.3, FFTCG 11.8.7: rule processes and auto abilities until nothing new happens (the kernel's
 * settle loop); the turn player's triggered abilities go on the stack in the order they choose,
 * then the other player's.
 */
// FFTCG 11.1.2: abilities that trigger at the start of a phase or step go on the stack before the turn player
// gets priority. FFTCG 11.1.4: repeated until nothing new happens. FFTCG 12.1, FFTCG 12.2: rule processes need no player.
// FFTCG 6.1.4: the turn player makes their choices first. FFTCG 11.8.2: an auto ability is a trigger and an effect.
// FFTCG 11.8.5: its controller is the controller of its source. FFTCG 11.8.6: once per triggering event.
export const SETTLE: SettlePolicy<G> = {
  triggers: 'stack',
  proc: 'fftcg.place',
  stateTriggers,
};

/** FFTCG 11.8.18: abilities that trigger on a game condition, once until they leave the stack. */
function stateTriggers(ctx: Ctx<G>): void {
  const state = ctx.state;
  const cm = chars(state);
  for (const zid of FIELD)
    for (const id of state.zones[zid].objects) {
      const o = state.objects[id];
      if (o.data.stateTriggered || cm[id]?.noText) continue;
      for (const [i, a] of autos(o.card)) {
        if (a.on !== 'state' || !condHolds(state, a.cond, o.controller)) continue;
        ctx.setData(id, 'stateTriggered', 1);
        ctx.queueTrigger({
          source: id,
          controller: o.controller,
          ability: abilityKey(o.card, i),
          event: {},
          data: { card: o.card, ai: i },
        });
        ctx.log('FFTCG 11.8.18', 'fftcg.state-trigger', { c: ctx.ref(id) });
      }
    }
}

/**
 * Put one triggered ability on the stack, choosing its targets (FFTCG 11.8.7, FFTCG 11.8.9, FFTCG 11.8.4).
 * d: { trigger } (from the kernel's settle loop).
 */
export const place: Procedure<G> = (ctx, f, input) => {
  const t: QueuedTrigger = f.d.trigger;
  const source = t.source ?? 0;
  const data: StackData = { kind: 'auto', card: t.data.card, abilityIndex: t.data.ai ?? -1 };
  let chosen: ObjId[][] = [];
  if (t.data.effects) {
    // A delayed ability (FFTCG 11.8.17): its effects and objects were fixed when it was created.
    data.effects = t.data.effects;
    chosen = t.data.targets;
  }
  if (t.event?.it !== undefined) data.it = t.event.it;
  const { specs } = abilityOf(data);
  if (f.step === 0) {
    if (specs.length > 0) {
      if (!targetsAvailable(ctx.state, specs, t.controller, source)) {
        // FFTCG 11.8.4: no legal target: it triggers but leaves the stack at once.
        ctx.log('FFTCG 11.8.4', 'fftcg.no-target', { c: ctx.ref(source) });
        clearStateTrigger(ctx, source);
        return ctx.done();
      }
      f.step = 1;
      ctx.call('fftcg.targets', {
        p: t.controller,
        specs,
        src: source,
        slot: 0,
        tg: [],
        cur: [],
        rule: 'FFTCG 11.8.9',
      });
      return;
    }
  } else chosen = input;
  ctx.push({
    controller: t.controller,
    source,
    ability: abilityKey(data.card, data.abilityIndex),
    targets: asTargets(chosen),
    data,
  });
  ctx.log('FFTCG 11.8.7', 'fftcg.triggered', { c: ctx.ref(source), player: t.controller });
  ctx.done();
};

function clearStateTrigger(ctx: Ctx<G>, source: ObjId): void {
  if (ctx.state.objects[source]?.data.stateTriggered) ctx.setData(source, 'stateTriggered', undefined);
}

/** FFTCG 11.11: resolve the top of the stack. */
// FFTCG 6.4.1, FFTCG 6.4.2, FFTCG 11.5.5: a stack item is independent of its source; FFTCG 11.5.6, FFTCG 11.11.4, FFTCG 11.11.7:
// a source that changed zones is read from its last known information (kernel lki).
export const resolve: Procedure<G> = (ctx, f, input) => {
  const state = ctx.state;
  // The item was taken off the stack by the kernel (k.resolve-top): d = { item }.
  const item: FfStackItem = f.d.item;
  const data = item.data;
  const source = item.source as ObjId;
  for (;;) {
    switch (f.step) {
      case 0: {
        ctx.log('FFTCG 11.11.1', 'fftcg.resolves', { c: ctx.ref(source) });
        if (data.kind === 'auto') clearStateTrigger(ctx, source);
        const { specs, may, cond } = abilityOf(data);
        // FFTCG 11.11.3: a conditional auto ability checks its condition again.
        if (data.kind === 'auto' && !condHolds(state, cond, item.controller)) {
          ctx.log('FFTCG 11.11.3', 'fftcg.condition-gone', { c: ctx.ref(source) });
          f.step = 3;
          continue;
        }
        // FFTCG 11.3.9, FFTCG 11.6.12, FFTCG 11.7.12, FFTCG 11.8.19, FFTCG 11.11.2: if every target became illegal, nothing happens.
        if (specs.length > 0) {
          let any = false;
          specs.forEach((spec, k) => {
            for (const t of item.targets[k] ?? [])
              if (stillLegal(state, spec, t.obj!, item.controller, data.kind === 'summon' ? null : source))
                any = true;
          });
          if (!any) {
            ctx.log('FFTCG 11.11.2', 'fftcg.fizzle', { c: ctx.ref(source) });
            f.step = 3;
            continue;
          }
        }
        if (may) {
          // FFTCG 11.8.14: an optional ability asks on resolution.
          f.step = 1;
          ctx.ask({
            player: item.controller,
            kind: 'optional',
            prompt: { key: 'fftcg.may', args: { c: ctx.ref(source) } },
            rule: 'FFTCG 11.8.14',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: [
                { id: 'yes', label: { key: 'k.yes' } },
                { id: 'no', label: { key: 'k.no' } },
              ],
            },
          });
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        f.step = (input as string[])[0] === 'yes' ? 2 : 3;
        continue;
      case 2: {
        const { specs, fx } = abilityOf(data);
        f.step = 3;
        ctx.call('fftcg.fx', {
          fx,
          i: 0,
          j: -1,
          c: {
            controller: item.controller,
            source,
            card: data.card,
            x: data.x ?? 0,
            targets: targetIds(item),
            specs,
            distribution: data.distribution ?? null,
            it: data.it ?? null,
            summon: data.kind === 'summon',
          } satisfies FxCtx,
        });
        return;
      }
      case 3: {
        // FFTCG 11.11.10: a resolved summon goes to its owner's Break Zone.
        if (data.kind === 'summon' && state.objects[source]?.zone === 'stack') {
          ctx.move(source, z(state.objects[source].owner, 'break'));
        }
        return ctx.done();
      }
    }
  }
};

/** What the effects of a resolving item or EX Burst act with (FFTCG 11.11.5). */
export interface FxCtx {
  controller: number;
  source: ObjId;
  card: string;
  x: number;
  targets: ObjId[][];
  specs: TargetSpecT[];
  distribution: Record<string, number> | null;
  it: ObjId | null;
  summon: boolean;
}

/** FFTCG 11.11.2.1.1: an effect acts on the chosen targets that are still legal. */
function refs(state: State<G>, c: FxCtx, r: RefT): ObjId[] {
  if (typeof r === 'number') {
    const spec = c.specs[r];
    return (c.targets[r] ?? []).filter((id) =>
      spec ? stillLegal(state, spec, id, c.controller, c.summon ? null : c.source) : onField(state, id),
    );
  }
  const cm = chars(state);
  switch (r) {
    case 'self':
      return onField(state, c.source) ? [c.source] : [];
    case 'it':
      return c.it !== null && onField(state, c.it) ? [c.it] : [];
    case 'oppForwards':
      return state.zones[z(1 - c.controller, 'field')].objects.filter((id) => cm[id]?.typeCode === 0);
    case 'yourForwards':
      return state.zones[z(c.controller, 'field')].objects.filter((id) => cm[id]?.typeCode === 0);
    case 'allForwards':
      return [...state.zones['p0:field'].objects, ...state.zones['p1:field'].objects].filter(
        (id) => cm[id]?.typeCode === 0,
      );
  }
}

/** FFTCG 11.11.5: the controller carries out the effects in the order written. */
// FFTCG 11.11.5.1, FFTCG 11.11.5.1.1: choices not made on declaration (which cards to discard, what to search) are
// made on resolution by the player the text names. FFTCG 11.11.6: no card asks both players to choose at once.
// FFTCG 11.11.8: a card told to act acts itself. FFTCG 11.11.9, FFTCG 11.12.4.3: X is fixed when the item resolves.
// FFTCG 11.12, FFTCG 11.12.1, FFTCG 11.12.2: single, continuous and replacement effects. FFTCG 2.3: an instruction that cannot
// be carried out (no legal object left) is skipped.
export const fx: Procedure<G> = (ctx, f) => {
  const d = f.d;
  const c: FxCtx = d.c;
  const state = ctx.state;
  const g = ctx.g;
  for (;;) {
    if (state.result) return ctx.done();
    if (d.i >= d.fx.length) return ctx.done();
    const e: EffectT = d.fx[d.i];
    // Effects that act on each object in turn through the event pipeline.
    if (e.op === 'damage' || e.op === 'break' || e.op === 'distribute') {
      if (d.j < 0) {
        d.list = e.op === 'distribute' ? refs(state, c, e.slot) : refs(state, c, e.t);
        d.j = 0;
      }
      if (d.j >= d.list.length) {
        d.i++;
        d.j = -1;
        continue;
      }
      const id = d.list[d.j++];
      if (!onField(state, id)) continue;
      if (e.op === 'break') {
        ctx.event({ t: 'brk', obj: id, rule: 'FFTCG 15.1.1.3.1' });
      } else {
        const n =
          e.op === 'distribute'
            ? (c.distribution?.[`t${id}`] ?? 0)
            : typeof e.n === 'number'
              ? e.n
              : e.n.x * c.x;
        const ev: Record<string, unknown> = { t: 'dmg', obj: id, n, src: c.source, rule: 'FFTCG 11.12.3.1' };
        if (e.ifDull !== undefined) ev.ifDull = e.ifDull;
        ctx.event(ev);
      }
      return;
    }
    d.i++;
    d.j = -1;
    switch (e.op) {
      // FFTCG 15.1.1: keyword actions (dull, activate, break, discard, remove, shuffle, search ...).
      // FFTCG 15.1.1.2.2, FFTCG 15.1.1.1.2: dulling a dull card or activating an active one is allowed.
      case 'dull': {
        const ids = refs(state, c, e.t);
        for (const id of ids) ctx.setData(id, 'dull', 1);
        if (ctx.logging) ctx.log('FFTCG 15.1.1.2.1', 'fftcg.dulled', { list: ids.map((id) => ctx.ref(id)) });
        break;
      }
      case 'activate': {
        const ids = refs(state, c, e.t);
        for (const id of ids) ctx.setData(id, 'dull', undefined);
        if (ctx.logging)
          ctx.log('FFTCG 15.1.1.1.1', 'fftcg.activated', { list: ids.map((id) => ctx.ref(id)) });
        break;
      }
      case 'freeze': {
        const ids = refs(state, c, e.t);
        for (const id of ids) ctx.setData(id, 'frozen', 1);
        if (ctx.logging) ctx.log('FFTCG 15.2.4.2', 'fftcg.frozen', { list: ids.map((id) => ctx.ref(id)) });
        break;
      }
      case 'bounce':
        for (const id of refs(state, c, e.t)) {
          const o = state.objects[id];
          ctx.log('FFTCG 7.3', 'fftcg.bounced', { c: ctx.ref(id) });
          ctx.move(id, z(o.owner, 'hand')); // FFTCG 7.3: to its owner's zone
        }
        break;
      case 'remove':
        for (const id of refs(state, c, e.t)) {
          const o = state.objects[id];
          ctx.log('FFTCG 15.1.1.5.1', 'fftcg.removed', { c: ctx.ref(id) });
          ctx.move(id, z(o.owner, 'removed'));
        }
        break;
      case 'control':
        // FFTCG 6.2.6, FFTCG 6.2.6.1: control changes without the card re-entering the field.
        for (const id of refs(state, c, e.t)) {
          const o = state.objects[id];
          if (o.controller === c.controller) continue;
          const data = o.data;
          // FFTCG 6.2.6.2: it does not re-enter; uniqueness is then settled by FFTCG 12.4.6 and FFTCG 12.4.7.
          ctx.move(id, z(c.controller, 'field'), {
            keepId: true,
            controller: c.controller,
            data: { ...data, controlledSince: g.turn },
          });
          ctx.log('FFTCG 6.2.6', 'fftcg.control', { c: ctx.ref(id), player: c.controller });
        }
        break;
      case 'power':
      case 'setPower':
      case 'grant':
      case 'lose':
      case 'become': {
        const ids = refs(state, c, e.t);
        if (ids.length === 0) break;
        const layer =
          e.op === 'power' || e.op === 'setPower'
            ? 'power'
            : e.op === 'grant'
              ? 'general'
              : e.op === 'lose'
                ? 'text'
                : 'type';
        const op = e.op === 'power' ? 'mod' : e.op === 'setPower' ? 'set' : e.op;
        // FFTCG 11.12.4.1, FFTCG 11.12.4.2, FFTCG 11.12.4.9: a continuous effect until end of turn, locked to these objects.
        ctx.addEffect({
          source: c.source,
          controller: c.controller,
          layer,
          op,
          params: e.op === 'grant' ? { kw: e.kw } : e.op === 'become' ? { power: e.power } : { n: e.n ?? 0 },
          targets: ids,
          until: 'turn',
        });
        ctx.log('FFTCG 11.12.4.1', `fftcg.eff-${op}`, {
          list: ids.map((id) => ctx.ref(id)),
          n: e.n ?? e.power ?? 0,
          kw: e.kw ? { key: `kw.${e.kw}` } : '',
        });
        break;
      }
      // FFTCG 6.7.2: counters are identified by name. FFTCG 6.7.3: a card that changes zones loses them (new data).
      case 'counter':
        for (const id of refs(state, c, e.t)) {
          ctx.adjustData(id, ['counters', e.name], e.n);
          ctx.log('FFTCG 6.7.1', 'fftcg.counter-added', { c: ctx.ref(id), name: counterArg(e.name), n: e.n });
        }
        break;
      case 'draw':
        draw(ctx, e.who === 'you' ? c.controller : 1 - c.controller, e.n, 'FFTCG 11.12.3.1');
        break;
      case 'discard':
        ctx.call('fftcg.discard', {
          p: e.who === 'you' ? c.controller : 1 - c.controller,
          n: e.n,
          rule: 'FFTCG 15.1.1.4.1',
        });
        return;
      case 'pdmg':
        ctx.call('fftcg.pdmg', {
          p: e.who === 'you' ? c.controller : 1 - c.controller,
          n: e.n,
          i: 0,
          ex: [],
          k: 0,
          src: c.source,
        });
        return;
      case 'search':
        // A copy: this frame's `d.fx` holds the effect too (a state is a tree, kernel `sharedInState`).
        ctx.call('fftcg.search', { p: c.controller, e: cloneJson(e) });
        return;
      case 'delay': {
        // FFTCG 6.4.1.1, FFTCG 6.4.1.2, FFTCG 11.8.17.4, FFTCG 11.8.17.5: its source is the card or ability that made it, its
        // controller the one who resolved that. FFTCG 11.8.17.3: it follows the objects even if their characteristics
        // change, and loses them if they leave the zone. FFTCG 6.4.1.3, FFTCG 11.8.17.6: no replacement in the pool makes one.
        // FFTCG 11.8.17: a delayed auto ability, created now, triggering at the end of the turn (kernel delayed triggers).
        const delayed: DelayedData = {
          card: c.card,
          targets: c.targets.map((l) => l.filter((id) => onField(state, id))),
          effects: e.fx,
        };
        ctx.addDelayed({
          controller: c.controller,
          source: c.source,
          ability: 'delayed',
          on: 'end-of-turn',
          once: true,
          data: delayed,
        });
        ctx.log('FFTCG 11.8.17.1', 'fftcg.delayed-created', { c: ctx.ref(c.source) });
        break;
      }
      case 'recur': {
        // FFTCG 11.8.16.1: find the card in the zone it moved to; if it is not there, nothing happens.
        const owner = ctx.known(c.source)?.owner ?? c.controller;
        const found = state.zones[z(owner, 'break')].objects.find(
          (id) => state.objects[id].prev === c.source,
        );
        if (found !== undefined) {
          ctx.move(found, z(owner, 'hand'));
          ctx.log('FFTCG 11.8.16.1', 'fftcg.recur', { c: ctx.ref(found) });
        } else ctx.log('FFTCG 11.8.16.2', 'fftcg.recur-fail', { c: ctx.ref(c.source) });
        break;
      }
    }
  }
};

/** A player discards n cards of their choice (FFTCG 15.1.1.4.1, FFTCG 9.5.1.2). d: { p, n, rule }. */
export const discard: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  const hand = ctx.state.zones[z(d.p, 'hand')].objects;
  if (f.step === 0) {
    const n = Math.min(d.n, hand.length);
    if (n === 0) return ctx.done();
    if (n === hand.length) {
      for (const id of [...hand]) ctx.move(id, z(d.p, 'break'));
      ctx.log(d.rule, 'fftcg.discarded', { player: d.p, n });
      return ctx.done();
    }
    f.step = 1;
    ctx.choose({
      player: d.p,
      kind: 'discard',
      prompt: { key: 'fftcg.choose-discard', args: { n } },
      rule: d.rule,
      domain: {
        type: 'pick',
        min: n,
        max: n,
        options: hand.map((id) => ({
          id: `h${id}`,
          label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
          obj: id,
          value: id,
        })),
      },
    });
    return;
  }
  const ids = (input as Option[]).map((o) => o.value as ObjId);
  for (const id of ids) ctx.move(id, z(d.p, 'break'));
  ctx.log(d.rule, 'fftcg.discarded', { player: d.p, n: ids.length });
  ctx.done();
};

/** FFTCG 15.1.1.8: search the deck for a card, reveal it, add it to hand, shuffle. */
export const search: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  const state = ctx.state;
  const deck = state.zones[z(d.p, 'deck')].objects;
  const e = d.e;
  if (f.step === 0) {
    const ok = deck.filter((id) => {
      const c = def(state.objects[id].card);
      return (
        (!e.type || c.type === e.type) &&
        (!e.element || c.els.includes(e.element)) &&
        (e.costMax === undefined || c.cost <= e.costMax)
      );
    });
    if (ok.length === 0) {
      ctx.shuffle(z(d.p, 'deck'));
      ctx.log('FFTCG 15.1.1.8.1', 'fftcg.search-none', { player: d.p });
      return ctx.done();
    }
    // The searching player looks at the matching cards (and only they).
    for (const id of ok) ctx.reveal(id, [d.p]);
    f.step = 1;
    ctx.choose({
      player: d.p,
      kind: 'search',
      prompt: { key: 'fftcg.choose-search' },
      rule: 'FFTCG 15.1.1.8.1',
      domain: {
        type: 'pick',
        min: 1,
        max: 1,
        options: ok.map((id) => ({
          id: `d${id}`,
          label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
          obj: id,
          value: id,
        })),
      },
    });
    return;
  }
  const id = (input as Option[])[0].value as ObjId;
  for (const other of deck) ctx.unreveal(other);
  const moved = ctx.move(id, z(d.p, 'hand'));
  ctx.reveal(moved.id, [0, 1]);
  ctx.shuffle(z(d.p, 'deck'));
  ctx.log('FFTCG 15.1.1.8.1', 'fftcg.searched', { player: d.p, c: ctx.ref(moved.id) });
  ctx.done();
};

/** Replacement effects written as field abilities that apply to this damage event. */
function replacementStatics(state: State<G>, ev: any): [string, StaticT][] {
  const out: [string, StaticT][] = [];
  const target = state.objects[ev.obj];
  if (!target) return out;
  const cm = chars(state);
  for (const zid of FIELD)
    for (const id of state.zones[zid].objects) {
      if (cm[id]?.noText) continue;
      const o = state.objects[id];
      const c = CARDS[o.card];
      c.ab.forEach((a, i) => {
        if (a.k !== 'field' || (a.st.op !== 'reduce' && a.st.op !== 'halve')) return;
        const applies =
          a.st.who === 'self'
            ? id === ev.obj
            : o.controller === target.controller && cm[ev.obj]?.typeCode === 0;
        if (applies) out.push([`r${id}:${i}`, a.st]);
      });
    }
  return out;
}

/** FFTCG 11.12.5: damage and breaking go through the kernel's event pipeline. */
// FFTCG 11.12.5.2: the "instead" effects (reduce, halve, the self-replacement of Lightning Strike). FFTCG 11.12.5.3: they
// exist before the event. FFTCG 11.12.5.4: a replaced event does not happen as it was; FFTCG 11.8.15: only the final event
// triggers. FFTCG 11.12.5.5: each applies once to an event (kernel `applied`).
export const EVENTS: EventHooks<G> = {
  replacements(state, ev, applied) {
    if (ev.t !== 'dmg') return [];
    const out = [];
    // FFTCG 11.12.5.6: a self-replacement ("... instead") applies first.
    if (ev.ifDull !== undefined && !applied.includes('self') && state.objects[ev.obj]?.data.dull)
      out.push({ id: 'self', first: true, label: { key: 'fftcg.repl-self' } });
    for (const [id, st] of replacementStatics(state, ev)) {
      if (applied.includes(id)) continue;
      out.push({
        id,
        label: {
          key: st.op === 'halve' ? 'fftcg.repl-halve' : 'fftcg.repl-reduce',
          args: {
            c: {
              obj: Number(id.slice(1).split(':')[0]),
              card: state.objects[Number(id.slice(1).split(':')[0])].card,
            },
            n: (st as any).n ?? 0,
          },
        },
      });
    }
    return out;
  },
  // FFTCG 11.12.5.7: the controller of the affected card orders the remaining replacements.
  replacementChooser(state, ev) {
    return { player: state.objects[ev.obj]?.controller ?? 0, rule: 'FFTCG 11.12.5.7' };
  },
  replace(ctx, ev, id) {
    if (id === 'self') {
      ctx.log('FFTCG 11.12.5.6', 'fftcg.replaced-self', { c: ctx.ref(ev.obj), n: ev.ifDull });
      return { ...ev, n: ev.ifDull, ifDull: undefined };
    }
    const [oid, ai] = id.slice(1).split(':').map(Number);
    const st = (def(ctx.state.objects[oid].card).ab[ai] as { st: StaticT }).st;
    const n = st.op === 'halve' ? Math.ceil(ev.n / 2) : Math.max(0, ev.n - (st as { n: number }).n); // FFTCG 4.2: round up
    ctx.log('FFTCG 11.12.5.1', 'fftcg.replaced', { c: ctx.ref(oid), from: ev.n, to: n });
    return { ...ev, n };
  },
  perform(ctx, ev) {
    if (!onField(ctx.state, ev.obj)) return;
    if (ev.t === 'dmg') {
      if (ev.n <= 0) return;
      ctx.adjustData(ev.obj, ['damage'], ev.n);
      ctx.log(ev.rule, 'fftcg.damaged', { c: ctx.ref(ev.obj), n: ev.n });
    } else if (ev.t === 'brk') {
      ctx.log(ev.rule, 'fftcg.broken', { c: ctx.ref(ev.obj) });
      toBreakZone(ctx, [ev.obj], [true]);
    }
  },
};
