/**
 * VZ 908 triggered abilities.
 *
 * - VZ 908.1 when a trigger condition happens the ability gets one triggered state; VZ 908.1b each
 *   occurrence is one more (here: one kernel-queued trigger per occurrence; the kernel's
 *   `instanceKey` groups them per ability when the turn player picks, VZ 908.2a).
 * - VZ 908.3 zone-change triggers: VZ 908.3b / VZ 908.3c several cards entering a zone at once trigger "whenever a card is put into …" once
 *   per card, and a card moving with others sees the others.
 * - VZ 908.3d "when this retires": whether it has the ability is read as it was on the area (the
 *   retire event carries the abilities it had there).
 * - VZ 908.4 delayed triggers are the kernel's delayed triggered abilities (fired at phase starts).
 * - VZ 908.5 state triggers: queued while their condition holds and they are not already waiting
 *   (VZ 908.5a); `queueStateTriggers` is the hook the settle loop calls.
 *
 * Resolving one triggered state (VZ 908.2) is the procedure `vz.trigger`; choosing which one
 * resolves next is the kernel's `k.order-triggers` with the policy below. The loop that alternates
 * rule effects and triggers (VZ 202.2) is the kernel's settle loop.
 */
import {
  type Ctx,
  cloneJson,
  type ObjId,
  type PlayerId,
  type Procedure,
  type QueuedTrigger,
  type TriggerPolicy,
} from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { AbilityT, TriggerOn } from '../cards/schema.ts';
import { type G, PLAYER_ZONES, type PlayerZone, type VzState, zoneOf } from '../state.ts';
import { abilityActive, abilityIndex, abilityZone } from './0300-parameters.ts';
import { holds } from './0902-selectors.ts';
import { abilitiesOf, charsReader, perVersion } from './0911-continuous.ts';

/** Events that can trigger abilities (plain data; snapshot kept in the queued trigger). */
export type VzEvent =
  | {
      type: 'moved';
      obj: ObjId;
      prev: ObjId;
      owner: PlayerId;
      from: string;
      to: string;
      batch: ObjId[];
      /** VZ 908.3a: the moved character's power as a zone-change trigger reads it (when one does). */
      power?: number;
    }
  | { type: 'enter'; obj: ObjId; player: PlayerId; from: string }
  | { type: 'attack'; obj: ObjId; player: PlayerId }
  | { type: 'success'; obj: ObjId; player: PlayerId; attack: number }
  | { type: 'retire'; obj: ObjId; now: ObjId | null; player: PlayerId; abilities: number[]; card: string }
  | { type: 'phase'; phase: TriggerOn; player: PlayerId }
  | { type: 'checked'; obj: ObjId; player: PlayerId };

export interface TriggerData {
  card: string;
  index: number;
  /** For delayed triggers: the effects to resolve and the targets they were locked to. */
  fx?: unknown[];
  locked?: ObjId[];
}

/** Where triggered abilities can be (VZ 304.4a active zones). */
const SCAN: PlayerZone[] = ['area', 'mission', 'account', 'keep', 'trash', 'hand'];

/** VZ 502.1c: a triggered ability's controller is the controller of its card. */
function queue(
  ctx: Ctx<G>,
  source: ObjId,
  controller: PlayerId,
  card: string,
  index: number,
  ev: VzEvent,
): void {
  const data: TriggerData = { card, index };
  ctx.queueTrigger({ source, controller, ability: `${card}#${index}`, event: ev, data });
  if (ctx.logging) ctx.log('VZ 908.1', 'vz.triggered', { c: ctx.ref(source), ab: index + 1 });
}

const NO_AUTOS: { ab: Extract<AbilityT, { type: 'auto' }>; index: number }[] = [];

/** The abilities of a card on its side that are active now (computed abilities on the areas). */
function activeAutos(
  state: VzState,
  id: ObjId,
): { ab: Extract<AbilityT, { type: 'auto' }>; index: number }[] {
  const o = state.objects[id];
  if (!o) return [];
  const def = cardData(o.card);
  const autos = abilityIndex(def).autos;
  if (autos.length === 0) return NO_AUTOS;
  const have = o.zone.endsWith(':area') ? abilitiesOf(state, id) : null;
  const out: { ab: Extract<AbilityT, { type: 'auto' }>; index: number }[] = [];
  for (const { ab, index } of autos) {
    if (have && !have.includes(index)) continue; // VZ 903.2: a lost ability does not trigger
    if (!abilityActive(def, ab, o)) continue;
    out.push({ ab, index });
  }
  return out;
}

/**
 * VZ 908.1: an event happened; every active triggered ability whose condition it meets gets one
 * triggered state. Delayed abilities waiting for a phase fire too (VZ 908.4).
 */
export function raise(ctx: Ctx<G>, ev: VzEvent): void {
  const state = ctx.state;
  switch (ev.type) {
    case 'enter':
    case 'attack':
    case 'checked': {
      const on: TriggerOn = ev.type === 'checked' ? 'checked' : ev.type;
      const o = state.objects[ev.obj];
      if (!o) return;
      for (const { ab, index } of activeAutos(state, ev.obj))
        if (ab.on === on) queue(ctx, ev.obj, o.controller, o.card, index, ev);
      if (ev.type === 'attack') {
        // VZ 802.1c: "when a character of yours attacks" on the attacker's other characters.
        for (const id of state.zones[zoneOf(ev.player, 'area')].objects) {
          if (id === ev.obj) continue;
          for (const { ab, index } of activeAutos(state, id))
            if (ab.on === 'anyAttack') queue(ctx, id, ev.player, state.objects[id].card, index, ev);
        }
      }
      return;
    }
    case 'success': {
      // VZ 806.3: once per attack for each ability (the attack records which already triggered).
      const o = state.objects[ev.obj];
      const attack = state.g.attack;
      if (!o || !attack) return;
      for (const { ab, index } of activeAutos(state, ev.obj)) {
        if (ab.on !== 'success') continue;
        const key = `${ev.obj}:${index}`;
        if (attack.successTriggered.includes(key)) continue;
        attack.successTriggered.push(key);
        queue(ctx, ev.obj, o.controller, o.card, index, ev);
      }
      return;
    }
    case 'retire': {
      // VZ 908.3d: read the character as it was on the area.
      const def = cardData(ev.card);
      for (const index of ev.abilities) {
        const ab = def.abilities[index];
        if (ab?.type === 'auto' && ab.on === 'retire' && abilityZone(def, ab) === 'area')
          queue(ctx, ev.obj, ev.player, ev.card, index, ev);
      }
      return;
    }
    case 'moved': {
      if (ev.to !== 'trash') return;
      // VZ 908.3c: "whenever a card is put into your trash" — once per card.
      for (const id of state.zones[zoneOf(ev.owner, 'area')].objects) {
        for (const { ab, index } of activeAutos(state, id))
          if (ab.on === 'toTrash' && movedMatches(ab, ev))
            queue(ctx, id, state.objects[id].controller, state.objects[id].card, index, ev);
      }
      // VZ 908.3b: "whenever another card is put into this trash" on cards in that trash, including
      // those that arrived in the same group.
      for (const id of state.zones[zoneOf(ev.owner, 'trash')].objects) {
        if (id === ev.obj) continue;
        for (const { ab, index } of activeAutos(state, id))
          if (ab.on === 'otherToTrash') queue(ctx, id, ev.owner, state.objects[id].card, index, ev);
      }
      return;
    }
    case 'phase': {
      // VZ 702.1, 703.1, 704.1, 705.1, 706.1: "when your … phase begins" (the turn player's cards).
      for (const zone of SCAN) {
        for (const id of state.zones[zoneOf(ev.player, zone)].objects) {
          for (const { ab, index } of activeAutos(state, id))
            if (ab.on === ev.phase) queue(ctx, id, ev.player, state.objects[id].card, index, ev);
        }
      }
      // VZ 908.4: delayed triggered abilities created for this moment.
      ctx.fireDelayed({ type: 'phase', phase: ev.phase, player: ev.player });
      return;
    }
  }
}

/** VZ 908.3a: whether the moved card is what a zone-change trigger asks for (its power as read there). */
function movedMatches(
  ab: Extract<AbilityT, { type: 'auto' }>,
  ev: Extract<VzEvent, { type: 'moved' }>,
): boolean {
  if (!ab.moved) return true;
  return ev.power !== undefined && ev.power >= ab.moved.powerAtLeast;
}

/**
 * Whether a character on the areas has a zone-change trigger that reads the moved card (VZ 908.3a):
 * only then is a leaving character's power taken. Such triggers work from the areas only.
 */
export function readsMovedPower(state: VzState): boolean {
  for (let p = 0; p < state.players; p++)
    for (const id of state.zones[zoneOf(p, 'area')].objects)
      if (abilityIndex(cardData(state.objects[id].card)).autos.some(({ ab }) => ab.moved)) return true;
  return false;
}

/** Whether a card has a state-triggered ability at all (cached per card definition). */
const HAS_STATE = new WeakMap<object, boolean>();
function hasStateTrigger(card: string): boolean {
  const def = cardData(card);
  let v = HAS_STATE.get(def);
  if (v === undefined) {
    v = def.abilities.some((a) => a.type === 'auto' && a.on === 'state');
    HAS_STATE.set(def, v);
  }
  return v;
}

/** The cards that have a state-triggered ability, where they could work (found once per version). */
function stateTriggerCards(state: VzState): { p: number; id: ObjId }[] {
  return perVersion(state, 'state-triggers', () => {
    const out: { p: number; id: ObjId }[] = [];
    for (let p = 0; p < state.players; p++)
      for (const zone of SCAN)
        for (const id of state.zones[zoneOf(p, zone)].objects)
          if (hasStateTrigger(state.objects[id].card)) out.push({ p, id });
    return out;
  });
}

/**
 * VZ 908.5a: put every state trigger whose condition holds into its triggered state, unless it is
 * in it already. Returns how many were queued. Called before triggers are chosen.
 *
 * Decisions D27: a state trigger whose last resolution changed nothing in the game (its condition
 * still holds, e.g. "draw a card while your hand is empty" with an empty deck) does not trigger
 * again until something changes; otherwise preprocessing could never end.
 */
export function queueStateTriggers(ctx: Ctx<G>): number {
  const state = ctx.state;
  let n = 0;
  let chars: ReturnType<typeof charsReader> | null = null;
  for (const { p, id } of stateTriggerCards(state)) {
    const card = state.objects[id].card;
    for (const { ab, index } of activeAutos(state, id)) {
      if (ab.on !== 'state' || !ab.cond) continue;
      const key = `${card}#${index}`;
      if (state.triggers.some((t) => t.source === id && t.ability === key)) continue;
      if (state.g.dormant?.[`${id}:${key}`] === state.version) continue;
      chars ??= charsReader(state);
      if (!holds(state, ab.cond, state.objects[id].controller, id, chars)) continue;
      queue(ctx, id, state.objects[id].controller, card, index, { type: 'phase', phase: 'state', player: p });
      n++;
    }
  }
  return n;
}

/**
 * VZ 908.2a: when several abilities are in triggered states the turn player picks one, whoever
 * controls it; VZ 908.1b: the instances of one ability are its layers, offered as one choice.
 */
export const TRIGGER_POLICY: TriggerPolicy<G> = {
  rule: 'VZ 908.2a',
  group: () => 0,
  chooser: (state) => state.g.turnPlayer,
  mode: 'one-at-a-time',
  instanceKey: (_state, t) => `${t.source}:${t.ability}`,
  label: (_state, t) => ({
    key: 'vz.trigger-label',
    args: {
      c: { obj: t.source ?? -1, card: (t.data as TriggerData).card },
      ab: (t.data as TriggerData).index + 1,
    },
  }),
};

/**
 * VZ 908.2: resolve one triggered state of an ability. It resolves even if its card left the zone
 * or lost the ability (VZ 903.2c, VZ 908.6): the ability is read from the card's definition.
 * "You may" abilities ask their controller first. d: { trigger }.
 */
export const resolveTrigger: Procedure<G> = (ctx, f, input) => {
  const t = f.d.trigger as QueuedTrigger;
  const data = t.data as TriggerData;
  const def = cardData(data.card);
  const c = { obj: t.source ?? -1, card: data.card };
  switch (f.step) {
    case 0: {
      if (data.fx) {
        // VZ 908.4 / VZ 914.2a: a delayed ability's effects, from the card that created it.
        ctx.log('VZ 908.4', 'vz.resolve-delayed', { c });
        f.step = 3;
        ctx.call('vz.resolve', {
          source: t.source,
          controller: t.controller,
          card: data.card,
          // Copies: this frame keeps the trigger (a state is a tree, kernel `sharedInState`).
          fx: cloneJson(data.fx),
          specs: [],
          locked: cloneJson(data.locked ?? []),
          event: cloneJson(t.event),
          rule: 'VZ 908.4',
        });
        return;
      }
      const ab = def.abilities[data.index];
      if (ab?.type !== 'auto') {
        // VZ 908.2a: it cannot resolve; its triggered state is removed all the same.
        ctx.done();
        return;
      }
      if (ab.may) {
        f.step = 1;
        ctx.ask({
          player: t.controller,
          kind: 'may',
          prompt: { key: 'vz.may', args: { c } },
          rule: 'VZ 908.2',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              { id: 'yes', label: { key: 'vz.yes' } },
              { id: 'no', label: { key: 'vz.no' } },
            ],
          },
        });
        return;
      }
      f.step = 2;
      resolveEffects(ctx, f, t, data);
      return;
    }
    case 1:
      if ((input as string[])[0] === 'no') {
        ctx.log('VZ 908.2', 'vz.declined', { c });
        ctx.done();
        return;
      }
      f.step = 2;
      resolveEffects(ctx, f, t, data);
      return;
    case 2:
      // Decisions D27: a state trigger that changed nothing waits until something changes.
      if (f.d.version === ctx.state.version && (t.event as VzEvent).type === 'phase') {
        const ev = t.event as Extract<VzEvent, { type: 'phase' }>;
        if (ev.phase === 'state') {
          // Only entries of this version can still matter: drop the others.
          const v = ctx.state.version;
          const keep: Record<string, number> = {};
          for (const [k, at] of Object.entries(ctx.g.dormant ?? {})) if (at === v) keep[k] = at;
          keep[`${t.source}:${t.ability}`] = v;
          ctx.g.dormant = keep;
        }
      }
      ctx.done();
      return;
    default:
      ctx.done();
  }
};

/** Resolve the triggered ability's effects (VZ 904.3a), remembering the state's version. */
function resolveEffects(ctx: Ctx<G>, f: { d: any }, t: QueuedTrigger, data: TriggerData): void {
  const ab = cardData(data.card).abilities[data.index] as Extract<AbilityT, { type: 'auto' }>;
  ctx.log('VZ 908.2', 'vz.resolve-trigger', {
    c: { obj: t.source ?? -1, card: data.card },
    ab: data.index + 1,
  });
  f.d.version = ctx.state.version;
  ctx.call('vz.resolve', {
    source: t.source,
    controller: t.controller,
    card: data.card,
    fx: ab.fx,
    specs: ab.targets,
    event: cloneJson(t.event),
    rule: 'VZ 908.2',
  });
}

/** Every zone key, for code that walks all zones. */
export const ALL_PLAYER_ZONES = PLAYER_ZONES;
