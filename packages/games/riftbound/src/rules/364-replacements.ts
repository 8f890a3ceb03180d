/**
 * RB 364–368 replacement effects, and the game's events on the kernel's event pipeline
 * (`ctx.event` → `k.event`: replacements, perform, triggers). The event that replacement effects of
 * the pool alter is a kill (RB 415): "the next time it would die this turn, ... instead" (Highlander) is
 * a delayed replacement (RB 383.3), kept as a created effect on the unit until it applies or the
 * turn ends. RB 365, RB 366, RB 366.1, RB 367: it alters the kill as it happens;
 * RB 368: several on one object are ordered by the object's owner. A battlefield taken by an effect
 * (`take-control`) is an event acting on a battlefield: "if <battlefield> would come under a
 * player's control, ... instead" replaces it, and RB 368.2: several on an uncontrolled battlefield
 * are ordered by the turn player.
 */
import {
  type Ctx,
  type EventHooks,
  type ObjId,
  type PlayerId,
  type ReplacementCandidate,
  requeueTriggers,
  type State,
  takeTriggers,
} from '@arbiter/kernel';
import type { RbGame } from '../state.ts';
import { Z } from '../state.ts';
import { allPermanents, def, locationOf, onBoard } from './105-zones.ts';
import { execNow } from './134-instructions.ts';
import { conquer } from './337-showdown.ts';
import { type AbRef, activeAbilities, refKey } from './358-abilities.ts';
import { fire, queueDeathknells } from './375-triggers.ts';
import { draw, kill } from './400-actions.ts';
import { characteristics, mightOf } from './450-layers.ts';
import { holds, scopeOf, select } from './vocabulary.ts';

type C = Ctx<RbGame>;

/** A kill of one or more permanents at once (RB 415). */
export interface KillEvent {
  type: 'kill';
  objs: ObjId[];
  rule: string;
  /**
   * Who kills (RB 415.5): the controller of the spell or ability, and whether it is a spell's;
   * RB 415.5.a: the unit or gear is killed by that.
   */
  by: { controller: PlayerId; spell: boolean } | null;
  /** A passive kill (RB 415.1.a.2: lethal damage at a cleanup), whose Deathknells step 2a queued. */
  passive?: boolean;
  /** Filled as it happens: what died, as it was (RB 356.3.e.13). */
  died?: { id: ObjId; controller: PlayerId; zone: string; might: number; unit: boolean }[];
}

function isKill(ev: unknown): ev is KillEvent {
  return (ev as KillEvent)?.type === 'kill';
}

/** A player drawing (RB 400.3), sent through the pipeline only when a replacement may alter it. */
export interface DrawEvent {
  type: 'draw';
  player: PlayerId;
  n: number;
  rule: string;
}

function isDraw(ev: unknown): ev is DrawEvent {
  return (ev as DrawEvent)?.type === 'draw';
}

/** Whether a passive replacement would alter a draw of player `p` (134-instructions.ts draw step). */
export function drawReplaceable(s: State<RbGame>, p: PlayerId): boolean {
  return passiveReplacements(s, { type: 'draw', player: p, n: 1, rule: '' }, []).length > 0;
}

/**
 * A player taking control of a battlefield by an effect (RB 185.4.b): an event acting on the
 * battlefield (RB 368, RB 368.2), which passive replacements may alter.
 */
export interface BattlefieldControlEvent {
  type: 'bf-control';
  bf: ObjId;
  player: PlayerId;
  rule: string;
}

function isBattlefieldControl(ev: unknown): ev is BattlefieldControlEvent {
  return (ev as BattlefieldControlEvent)?.type === 'bf-control';
}

const PASSIVE_PREFIX = 'passive|';

/**
 * RB 365.1: passive abilities that are replacement effects — "if <group> would die, <steps>
 * instead" on a permanent or legend on the board (RB 362.1), active while its condition holds
 * (RB 361.3). One candidate per unit of the kill it would replace.
 */
function passiveReplacements(
  s: State<RbGame>,
  ev: KillEvent | DrawEvent | BattlefieldControlEvent,
  applied: readonly string[],
): ReplacementCandidate[] {
  const out: ReplacementCandidate[] = [];
  const sources = [...allPermanents(s)];
  for (let p = 0; p < s.players; p++) sources.push(...s.zones[Z.legend(p)].objects);
  let chars: ReturnType<typeof characteristics> | null = null;
  for (const src of sources) {
    for (const { ref, ab } of activeAbilities(s, src)) {
      if (ab.kind !== 'passive') continue;
      const e = ab.effect;
      const kind = isDraw(ev)
        ? 'insteadOfDraw'
        : isBattlefieldControl(ev)
          ? 'insteadOfControl'
          : 'insteadOfDeath';
      if (!(kind in e)) continue;
      chars ??= characteristics(s);
      const scope = scopeOf(s, src);
      if (ab.cond && !holds(s, chars, ab.cond, scope)) continue;
      if (isDraw(ev)) {
        // "If you would draw": the player drawing is the ability's controller.
        const id = `${PASSIVE_PREFIX}${src}|-1|${refKey(ref)}`;
        if (scope.controller === ev.player && !applied.includes(id))
          out.push({
            id,
            label: { key: 'rb.replacement-draw', args: { c: { obj: src, card: s.objects[src].card } } },
          });
        continue;
      }
      if (isBattlefieldControl(ev)) {
        // "If <battlefield> would come under a player's control": the battlefield acted on matches.
        if (!('insteadOfControl' in e)) continue;
        const id = `${PASSIVE_PREFIX}${src}|${ev.bf}|${refKey(ref)}`;
        if (applied.includes(id) || !select(s, chars, e.insteadOfControl, scope).includes(ev.bf)) continue;
        out.push({
          id,
          label: {
            key: 'rb.replacement-control',
            args: {
              c: { obj: src, card: s.objects[src].card },
              b: { obj: ev.bf, card: s.objects[ev.bf].card },
            },
          },
        });
        continue;
      }
      if (!('insteadOfDeath' in ab.effect)) continue;
      const to = ab.effect.insteadOfDeath;
      const group = to === 'self' ? [src] : to === 'it' ? [] : select(s, chars, to, scope);
      for (const unit of ev.objs) {
        const id = `${PASSIVE_PREFIX}${src}|${unit}|${refKey(ref)}`;
        if (!group.includes(unit) || applied.includes(id) || !s.objects[unit]) continue;
        out.push({
          id,
          label: { key: 'rb.replacement', args: { t: { obj: unit, card: s.objects[unit].card } } },
        });
      }
    }
  }
  return out;
}

/** The source, unit and instructions of a passive replacement candidate's id. */
function passiveFromId(s: State<RbGame>, id: string): { source: ObjId; unit: ObjId; at: AbRef } | null {
  const [, src, unit, key] = id.split('|');
  const source = Number(src);
  const held = activeAbilities(s, source).find((h) => refKey(h.ref) === key);
  if (!held) return null;
  return {
    source,
    unit: Number(unit),
    at: { card: held.ref.card, path: [...held.ref.path, 'effect', 'steps'] },
  };
}

export const EVENTS: EventHooks<RbGame> = {
  replacements(state: State<RbGame>, ev: unknown, applied: readonly string[]): ReplacementCandidate[] {
    if (isDraw(ev) || isBattlefieldControl(ev)) return passiveReplacements(state, ev, applied);
    if (!isKill(ev)) return [];
    const out: ReplacementCandidate[] = passiveReplacements(state, ev, applied);
    for (const e of state.effects) {
      if (e.op !== 'instead-of-death' || applied.includes(e.id)) continue;
      const t = e.targets?.[0];
      if (t === undefined || !ev.objs.includes(t) || !state.objects[t]) continue;
      out.push({
        id: e.id,
        label: { key: 'rb.replacement', args: { t: { obj: t, card: state.objects[t].card } } },
      });
    }
    return out;
  },
  // RB 368: the owner of the object acted on orders several replacements.
  replacementChooser(state: State<RbGame>, ev: unknown) {
    // RB 368.1: a player acted on (drawing) orders the replacements themselves.
    if (isDraw(ev)) return { player: ev.player, rule: 'RB 368.1' };
    if (isBattlefieldControl(ev)) {
      // RB 368.2: an uncontrolled battlefield's are ordered by the turn player; RB 368: a controlled
      // one's by its owner.
      const bf = state.g.battlefields.find((b) => b.obj === ev.bf);
      if (!bf || bf.controller === null) return { player: state.g.tp, rule: 'RB 368.2' };
      return { player: state.objects[ev.bf]?.owner ?? state.g.tp, rule: 'RB 368' };
    }
    const first = isKill(ev) ? state.objects[ev.objs[0]] : undefined;
    return { player: first?.owner ?? state.g.tp, rule: 'RB 368' };
  },
  replace(ctx: C, ev: unknown, id: string) {
    if (isDraw(ev)) {
      // RB 365.1: "if you would draw, ... instead": the draw does not happen.
      const r = passiveFromId(ctx.state, id);
      if (!r) return ev;
      ctx.log('RB 365.1', 'rb.replaced-draw', { player: ev.player });
      execNow(ctx, r.at, scopeOf(ctx.state, r.source));
      return null;
    }
    if (isBattlefieldControl(ev)) {
      // RB 365.1: "... instead": the battlefield does not change hands; the replacing steps run.
      const r = passiveFromId(ctx.state, id);
      if (!r) return ev;
      ctx.log('RB 365.1', 'rb.replaced-control', { b: ctx.ref(ev.bf) });
      execNow(ctx, r.at, { ...scopeOf(ctx.state, r.source), it: ev.bf });
      return null;
    }
    if (!isKill(ev)) return ev;
    let unit: ObjId;
    const passive = id.startsWith(PASSIVE_PREFIX) ? passiveFromId(ctx.state, id) : null;
    if (passive) {
      // RB 365.1: a passive replacement stays; it applies to this death (once per event, RB 368).
      unit = passive.unit;
      ctx.log('RB 365.1', 'rb.replaced', { t: ctx.ref(unit) });
      execNow(ctx, passive.at, {
        ...scopeOf(ctx.state, passive.source),
        it: unit,
        targets: [[unit]],
      });
    } else {
      const e = ctx.state.effects.find((x) => x.id === id);
      if (!e) return ev;
      unit = e.targets![0];
      // "The next time": used up as it applies.
      ctx.removeEffects((x) => x.id === id);
      ctx.log('RB 366', 'rb.replaced', { t: ctx.ref(unit) });
      execNow(ctx, e.params.at as AbRef, {
        controller: e.controller,
        source: e.source,
        here: locationOf(ctx.state, unit),
        targets: [[unit]],
      });
    }
    // RB 734.1.d, RB 734.1.d.1: Deathknell triggers on the permanent being killed and sent to the
    // trash; a kill replaced (here by a recall) is no death. A passive kill's Deathknells were queued
    // by cleanup step 2a (RB 322.3) before the kill: those of the unit that did not die are dropped.
    if (ev.passive) {
      const queued = takeTriggers(ctx.state);
      const kept = queued.filter(
        (t) => !(t.source === unit && (t.event as { type?: string; obj?: ObjId })?.obj === unit),
      );
      requeueTriggers(ctx.state, kept, 'front');
    }
    const objs = ev.objs.filter((x) => x !== unit);
    // RB 354.2.a: a cost replaced this way is still paid; the event goes on without this unit.
    return objs.length ? { ...ev, objs } : null;
  },
  perform(ctx: C, ev: unknown) {
    if (isDraw(ev)) {
      draw(ctx, ev.player, ev.n);
      return;
    }
    if (isBattlefieldControl(ev)) {
      // RB 185.4.b: the player takes the battlefield; RB 446.1: gaining control of one not yet
      // scored this turn is a Conquer.
      const bf = ctx.state.g.battlefields.find((b) => b.obj === ev.bf);
      if (!bf || bf.controller === ev.player) return;
      const before = bf.controller;
      bf.controller = ev.player;
      ctx.touch();
      ctx.log('RB 185.4.b', 'rb.control-gained', { player: ev.player, t: ctx.ref(ev.bf) });
      conquer(ctx, ev.player, bf, before === null);
      return;
    }
    if (!isKill(ev)) return;
    const s = ctx.state;
    const died: NonNullable<KillEvent['died']> = [];
    const victims = ev.objs.filter((id) => onBoard(s, id));
    // RB 415.1.a.1.b: a kill instruction queues the Deathknells first, noting what the units were.
    if (!ev.passive)
      for (const id of victims)
        if (def(s.objects[id]).type === 'unit') queueDeathknells(ctx, id, mightOf(s, id));
    for (const id of victims) {
      const o = s.objects[id];
      if (!o) continue;
      const entry = {
        id,
        controller: o.controller,
        zone: o.zone,
        might: mightOf(s, id),
        unit: def(o).type === 'unit',
      };
      if (kill(ctx, id, ev.rule)) died.push(entry);
    }
    ev.died = died;
  },
  triggers(ctx: C, ev: unknown) {
    if (!isKill(ev) || !ev.died) return;
    for (const d of ev.died) {
      const base = { obj: d.id, player: d.controller, zone: d.zone, might: d.might };
      if (d.unit) fire(ctx, { type: 'die', ...base });
      fire(ctx, { type: 'killed', ...base });
    }
    // RB 415.5.b, RB 415.5.d: a spell (or an ability a spell created) killed a unit.
    if (ev.by?.spell && ev.died.some((d) => d.unit))
      fire(ctx, { type: 'kill-with-spell', player: ev.by.controller });
  },
};
