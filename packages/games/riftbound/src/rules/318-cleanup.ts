/**
 * RB 318–323: the steps of a cleanup, as the kernel's state checks (`StateCheck`: find, apply),
 * in the order of RB 322. The loop that runs them — every step in order, each seeing what the
 * previous ones left, repeated while anything changed (RB 321), with the special steps of a
 * special cleanup in the first pass only (RB 323.2) — is the kernel's settle loop ('sequential'
 * mode, coming with the kernel's shared services); this file only says what each step finds and
 * does. Steps 8–10 (RB 322.12, RB 322.13, RB 322.14: finalize pending chain items, open a showdown or a combat)
 * need the chain and the response window and are not here yet.
 */
import type { Ctx, ObjId, PlayerId, StateCheck, StateCheckSystem } from '@arbiter/kernel';
import { type RbGame, Z } from '../state.ts';
import { place } from '../text/places.ts';
import { allUnits, at, data, def, type S, unitsAt } from './105-zones.ts';
import { presentPlayers } from './165-battlefields.ts';
import { hasPending } from './326-chain.ts';
import { fire, queueDeathknells } from './375-triggers.ts';
import { heal, toZone } from './400-actions.ts';
import { gearAtBattlefields, recall } from './423-movement.ts';
import { checkVictory } from './445-scoring.ts';
import { mightOf } from './450-layers.ts';

type C = Ctx<RbGame>;

/** RB 142.2.a / RB 322.4: units with non-zero damage reaching their Might. */
export function lethallyDamaged(s: S): ObjId[] {
  return allUnits(s).filter((id) => {
    const dmg = data(s.objects[id]).damage ?? 0;
    return dmg > 0 && dmg >= mightOf(s, id);
  });
}

/** The Deathknell abilities of a unit (RB 734.2: each triggers separately). */
function deathknells(s: S, id: ObjId): number[] {
  const out: number[] = [];
  def(s.objects[id]).abilities.forEach((a, i) => {
    if (a.kind === 'triggered' && a.deathknell) out.push(i);
  });
  return out;
}

/** RB 322.1: a player with the Victory Score wins. */
const victory: StateCheck<RbGame> = {
  id: 'victory',
  rule: 'RB 322.1',
  find: (s) => (s.g.points.some((p) => p >= s.g.victoryScore) ? true : null),
  apply: (ctx) => {
    checkVictory(ctx, 'RB 322.1');
  },
};

/**
 * RB 322.3: lethally damaged units with Deathknell trigger it now, noting where they are and what
 * they were (RB 734.1.d.2, RB 734.1.d.3): the trigger carries that last known information. Step 2b
 * (RB 322.4) kills them right after in the same pass, so they are not found twice.
 */
const deathknell: StateCheck<RbGame> = {
  id: 'deathknell',
  rule: 'RB 322.3',
  find: (s) => {
    const out = lethallyDamaged(s).filter((id) => deathknells(s, id).length > 0);
    return out.length ? out : null;
  },
  apply: (ctx, ids: ObjId[]) => {
    for (const id of ids) {
      ctx.log('RB 322.3', 'rb.deathknell', { c: ctx.ref(id), m: mightOf(ctx.state, id) });
      queueDeathknells(ctx, id, mightOf(ctx.state, id));
    }
  },
};

/** RB 322.4: lethally damaged units are killed (a passive kill, RB 415.1.a.2) into their owners' trash. */
const lethal: StateCheck<RbGame> = {
  id: 'lethal',
  rule: 'RB 322.4',
  find: (s) => {
    const out = lethallyDamaged(s);
    return out.length ? out : null;
  },
  apply: (ctx, ids: ObjId[]) => {
    // RB 415.5.c: the kill is attributed to the spell or ability that last dealt the damage.
    const last = ctx.g.lastDamage;
    const by =
      last && ids.some((id) => last.units.includes(id))
        ? { controller: last.controller, spell: last.spell }
        : null;
    // Through the event pipeline: replacement effects (RB 366) and death triggers (RB 376).
    ctx.event({ type: 'kill', objs: ids, rule: 'RB 322.4', by, passive: true });
  },
};

/**
 * RB 322.5: while a combat is in progress, units at its battlefield take their controller's
 * designation (RB 322.5.a), a unit with the other side's designation switches (RB 322.5.b), and
 * units elsewhere lose theirs (RB 322.5.c).
 */
const designations: StateCheck<RbGame> = {
  id: 'designations',
  rule: 'RB 322.5',
  find: (s) => {
    const want: [ObjId, 'attacker' | 'defender' | null][] = [];
    const c = s.g.combat;
    for (const id of allUnits(s)) {
      const o = s.objects[id];
      const cur = data(o).designation ?? null;
      let next: 'attacker' | 'defender' | null = null;
      if (c && !c.resolving && o.zone === c.zone)
        next = o.controller === c.attacker ? 'attacker' : o.controller === c.defender ? 'defender' : null;
      if (cur !== next) want.push([id, next]);
    }
    return want.length ? want : null;
  },
  apply: (ctx, want: [ObjId, 'attacker' | 'defender' | null][]) => {
    const c = ctx.g.combat;
    for (const [id, next] of want) {
      ctx.setData(id, 'designation', next ?? undefined);
      if (!c || next === null) continue;
      // RB 376.4.d, RB 376.4.d.2, RB 376.4.e, RB 376.4.e.2: a unit that gains its side's designation
      // later in the combat (arriving at its battlefield) triggers its attack or defend abilities
      // then; RB 376.4.d.2.a, RB 376.4.e.2.a: only the first time in the combat.
      const seen = next === 'attacker' ? c.attacked : c.defended;
      if (seen.includes(id)) continue;
      seen.push(id);
      ctx.touch();
      const bf = ctx.g.battlefields.findIndex((b) => b.zone === c.zone);
      fire(ctx, {
        type: next === 'attacker' ? 'attack' : 'defend',
        obj: id,
        player: ctx.state.objects[id].controller,
        bf,
      });
    }
  },
};

/** RB 322.6: a battlefield with no units and not contested becomes uncontrolled. */
const uncontrolled: StateCheck<RbGame> = {
  id: 'uncontrolled',
  rule: 'RB 322.6',
  find: (s) => {
    const out = s.g.battlefields
      .map((b, i) =>
        b.controller !== null && b.contestedBy === null && unitsAt(s, b.zone).length === 0 ? i : -1,
      )
      .filter((i) => i >= 0);
    return out.length ? out : null;
  },
  apply: (ctx, idx: number[]) => {
    for (const i of idx) {
      const b = ctx.g.battlefields[i];
      b.controller = null;
      ctx.touch();
      ctx.log('RB 322.6', 'rb.uncontrolled', { b: place(ctx.state, b.zone) });
    }
  },
};

/**
 * RB 322.7: gear at battlefields is recalled (RB 147.3, RB 435.1); hidden cards at battlefields not
 * controlled by the player who controls them go to their owners' trash (RB 106.4.d).
 */
const recallAndHidden: StateCheck<RbGame> = {
  id: 'recall-gear-and-hidden',
  rule: 'RB 322.7',
  find: (s) => {
    const gear = gearAtBattlefields(s);
    const hidden: ObjId[] = [];
    s.g.battlefields.forEach((b, i) => {
      for (const id of at(s, Z.facedown(i))) if (s.objects[id].controller !== b.controller) hidden.push(id);
    });
    return gear.length || hidden.length ? { gear, hidden } : null;
  },
  apply: (ctx, f: { gear: ObjId[]; hidden: ObjId[] }) => {
    for (const id of f.gear) recall(ctx, id, 'RB 322.7');
    for (const id of f.hidden) {
      const o = ctx.obj(id);
      // RB 408.4: a facedown card going to a private or secret zone is revealed; the trash is public.
      toZone(ctx, id, Z.trash(o.owner));
    }
  },
};

/**
 * RB 322.8, RB 322.9: a showdown is staged at a contested, uncontrolled battlefield (RB 322.8), and
 * stays staged while only the contesting player's units are there (RB 322.8.a); opposing units
 * arriving before it opens unstage it (RB 322.9).
 */
const showdowns: StateCheck<RbGame> = {
  id: 'stage-showdowns',
  rule: 'RB 322.8',
  find: (s) => {
    const flips: [number, boolean][] = [];
    s.g.battlefields.forEach((b, i) => {
      const present = presentPlayers(s, b.zone);
      const want =
        b.contestedBy !== null && b.controller === null && present.every((p) => p === b.contestedBy);
      if (want !== b.showdownStaged) flips.push([i, want]);
    });
    return flips.length ? flips : null;
  },
  apply: (ctx, flips: [number, boolean][]) => {
    for (const [i, want] of flips) ctx.g.battlefields[i].showdownStaged = want;
  },
};

/**
 * RB 322.10, RB 322.11: a combat is staged at a contested battlefield with units of two opposing
 * players (RB 322.10), and stays staged while both are there (RB 322.10.a); otherwise it is no
 * longer staged (RB 322.11).
 * RB 438: a combat comes from a cleanup with both players' units at a battlefield; RB 439: it
 * is staged until its steps begin; RB 439.2: one that stops being staged is not fought.
 */
const combats: StateCheck<RbGame> = {
  id: 'stage-combats',
  rule: 'RB 322.10',
  find: (s) => {
    const flips: [number, boolean][] = [];
    s.g.battlefields.forEach((b, i) => {
      const want = b.contestedBy !== null && presentPlayers(s, b.zone).length >= 2;
      if (want !== b.combatStaged) flips.push([i, want]);
    });
    return flips.length ? flips : null;
  },
  apply: (ctx, flips: [number, boolean][]) => {
    for (const [i, want] of flips) ctx.g.battlefields[i].combatStaged = want;
  },
};

/**
 * Special steps (RB 323): "heal all units" (RB 444.1.a.1, RB 317.2.b; RB 142.3.b.2: the combat
 * cleanup's healing), combat cleanup steps.
 */
export const healAll: StateCheck<RbGame> = {
  id: 'heal-all',
  special: true,
  rule: 'RB 444.1.a.1',
  find: (s) => {
    const out = allUnits(s).filter((id) => (data(s.objects[id]).damage ?? 0) > 0);
    return out.length ? out : null;
  },
  apply: (ctx, ids: ObjId[]) => {
    for (const id of ids) heal(ctx, id);
  },
};

/** RB 444.1.a.2: attackers at the combat's battlefield are recalled if defenders remain there. */
export const recallAttackers: StateCheck<RbGame> = {
  id: 'recall-attackers',
  special: true,
  rule: 'RB 444.1.a.2',
  find: (s) => {
    const c = s.g.combat;
    if (!c) return null;
    const units = unitsAt(s, c.zone);
    const defenders = units.some((id) => data(s.objects[id]).designation === 'defender');
    const attackers = units.filter((id) => data(s.objects[id]).designation === 'attacker');
    return defenders && attackers.length ? attackers : null;
  },
  apply: (ctx, ids: ObjId[]) => {
    for (const id of ids) recall(ctx, id, 'RB 444.1.a.2');
  },
};

/** RB 444.1.a.3: the Attacker and Defender designations are removed from every unit. */
export const clearDesignations: StateCheck<RbGame> = {
  id: 'clear-designations',
  special: true,
  rule: 'RB 444.1.a.3',
  find: (s) => {
    const out = allUnits(s).filter((id) => data(s.objects[id]).designation !== undefined);
    return out.length ? out : null;
  },
  apply: (ctx, ids: ObjId[]) => {
    for (const id of ids) ctx.setData(id, 'designation', undefined);
  },
};

/** RB 322.12: step 8 — pending chain items are finalized (326-chain.ts `rb.finalize-all`). */
const finalizePending: StateCheck<RbGame> = {
  id: 'finalize',
  rule: 'RB 322.12',
  find: (s) => (hasPending(s) ? true : null),
  apply: (ctx) => {
    ctx.call('rb.finalize-all');
  },
};

/**
 * RB 322: the steps of a cleanup, in order; the special steps of the End of Turn and Combat
 * cleanups (RB 317.2.b, RB 444.1.a: "2c", "2d", "2e") sit after step 2b and run only when named
 * (RB 323.1) in the first pass (RB 323.2). Steps 9 and 10 (RB 322.13, RB 322.14: open a staged
 * showdown or combat) belong to the Neutral Open State's loop (314-turn.ts, `rb.open-staged`).
 */
export const CLEANUP_STEPS: readonly StateCheck<RbGame>[] = [
  victory,
  deathknell,
  lethal,
  healAll,
  recallAttackers,
  clearDesignations,
  designations,
  uncontrolled,
  recallAndHidden,
  showdowns,
  combats,
  finalizePending,
];

/** The kernel's settle loop runs the steps in order, each on what the last left (RB 321). */
export const CHECKS: StateCheckSystem<RbGame> = { mode: 'sequential', checks: [...CLEANUP_STEPS] };

/** Who controls what is at a battlefield, for tests and views. */
export function controllersAt(s: S, zone: string): PlayerId[] {
  return presentPlayers(s, zone);
}

export type { C };
