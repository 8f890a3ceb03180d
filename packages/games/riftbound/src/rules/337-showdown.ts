/**
 * RB 337–345 showdowns and RB 437–444 combat, and the loop that runs cleanups and the chain until
 * the game is quiet (`rb.settle-chain`).
 *
 * A showdown (RB 338) is the kernel's response window in its showdown form (311-priority.ts): the
 * player who applied Contested gains Focus (RB 341, RB 442.1.a.1.a); Focus and priority go round
 * until everyone passes in a row with the chain empty (RB 344.3.a, RB 345). A standalone showdown
 * at an uncontrolled battlefield then settles control (RB 345.2); a combat's showdown is its first
 * step (RB 442), followed by combat damage (RB 443) and the resolution step (RB 444).
 *
 * RB 316.3, RB 316.4, RB 316.4.a, RB 316.4.b, RB 316.4.c, RB 316.4.d, RB 316.4.e, RB 316.4.f: the
 * Action Phase's discretionary actions lead to combats (units of both players at a battlefield,
 * however they got there), which follow their own steps and include a showdown. RB 316.5,
 * RB 316.5.a, RB 316.5.b, RB 316.5.c: showdowns come with combats or stand alone. RB 340,
 * RB 340.1: a showdown begins where a battlefield is contested, as combat's first step or on its
 * own. RB 342, RB 342.1, RB 342.1.a: a combat's showdown may begin with an Initial Chain of
 * triggered abilities, the attacker's first (375-triggers.ts `TRIGGERS`, `g.initial`). RB 442.1.b,
 * RB 442.1.c, RB 442.1.c.1, RB 442.1.d: those triggers are finalized, the state closes if there are
 * any, and play goes on as normal. RB 442.1.a.3.a, RB 442.1.a.4.a: units arriving later take their
 * side's designation in the next cleanup (318-cleanup.ts, RB 322.5). RB 344.3.a.1: a cleanup follows
 * the end of a showdown (the turn's loop settles). RB 345.1: a combat's showdown is followed by the
 * rest of the combat; RB 345.2.a.1: a new controller there is a Conquer.
 */
import type { ObjId, Option, PlayerId, Procedure } from '@arbiter/kernel';
import type { BattlefieldState, RbGame } from '../state.ts';
import { opponent } from '../state.ts';
import { place } from '../text/places.ts';
import { data, type S, unitsAt } from './105-zones.ts';
import { establishControl, presentPlayers } from './165-battlefields.ts';
import type { PriorityData } from './311-priority.ts';
import { fire } from './375-triggers.ts';
import { combatants, combatMight, dealCombatDamage } from './437-combat.ts';
import { score } from './445-scoring.ts';

type C = Parameters<Procedure<RbGame>>[0];

/** The combat cleanup's special steps (RB 444.1.a.1, RB 444.1.a.2, RB 444.1.a.3). */
export const COMBAT_CLEANUP = ['heal-all', 'recall-attackers', 'clear-designations'];

/**
 * RB 446.1, RB 448: `p` gained control of a battlefield — a Conquer if they have not scored it this
 * turn (RB 447): score it and fire its conquer abilities (RB 376.4.b; RB 448.2.a: the conquered
 * battlefield's own). RB 448.2.c: with no score, nothing triggers, so at most once a turn.
 */
export function conquer(ctx: C, p: PlayerId, bf: BattlefieldState, wasUncontrolled: boolean): void {
  const i = ctx.g.battlefields.indexOf(bf);
  const units = unitsAt(ctx.state, bf.zone).filter((id) => ctx.state.objects[id].controller === p);
  if (!score(ctx, p, bf, 'conquer')) return;
  if (ctx.state.result) return;
  fire(ctx, { type: 'conquer', player: p, bf: i, units, wasUncontrolled });
}

/** Establish control and score a conquer (RB 444.2, RB 345.2.a). */
function settleControl(ctx: C, bf: BattlefieldState): void {
  const before = bf.controller;
  const r = establishControl(ctx, bf);
  if (r.gained && r.controller !== null) conquer(ctx, r.controller, bf, before === null);
}

/** Battlefields where a showdown or a combat is staged (RB 322.13, RB 322.14). */
export function staged(s: S): { showdowns: number[]; combats: number[] } {
  const showdowns: number[] = [];
  const combats: number[] = [];
  s.g.battlefields.forEach((b, i) => {
    if (b.showdownStaged) showdowns.push(i);
    if (b.combatStaged) combats.push(i);
  });
  return { showdowns, combats };
}

/**
 * `rb.settle-chain` — RB 321, RB 333–336: cleanups, then, while the chain holds items, the window
 * in which it is played out (Neutral Closed, RB 310.2), until the game is quiet. d: {}.
 */
export const settleChain: Procedure<RbGame> = (ctx, f) => {
  const s = ctx.state;
  for (;;) {
    if (s.result) {
      ctx.done();
      return;
    }
    switch (f.step) {
      case 0:
        f.step = 1;
        ctx.settle();
        return;
      case 1: {
        if ((s.stack?.length ?? 0) === 0) {
          ctx.done();
          return;
        }
        f.step = 0;
        const data: PriorityData = { showdown: false, focus: null, initial: false, bf: null };
        ctx.window('rb.priority', data, s.stack!.at(-1)!.controller, 0);
        return;
      }
    }
  }
};

/**
 * `rb.open-staged` — RB 322.13, RB 322.14: in a Neutral Open State the turn player chooses a
 * battlefield with a staged showdown (first) or combat and it begins. Returns whether one opened.
 * d: {}
 */
export const openStaged: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  if (f.step === 1) {
    const v = (input as Option[])[0].value as { bf: number; combat: boolean };
    f.step = 2;
    ctx.call(v.combat ? 'rb.combat' : 'rb.showdown', { bf: v.bf });
    return;
  }
  if (f.step === 2) {
    ctx.done(true);
    return;
  }
  const st = staged(s);
  const combat = st.showdowns.length === 0;
  const list = combat ? st.combats : st.showdowns;
  if (list.length === 0) {
    ctx.done(false);
    return;
  }
  if (list.length === 1) {
    f.step = 2;
    ctx.call(combat ? 'rb.combat' : 'rb.showdown', { bf: list[0] });
    return;
  }
  // RB 439.1: with several staged, the turn player decides which opens first.
  f.step = 1;
  ctx.choose({
    player: s.g.tp,
    kind: combat ? 'choose-combat' : 'choose-showdown',
    prompt: { key: combat ? 'rb.choose-combat' : 'rb.choose-showdown' },
    rule: combat ? 'RB 322.14' : 'RB 322.13',
    domain: {
      type: 'pick',
      min: 1,
      max: 1,
      options: list.map((i) => ({
        id: `bf${i}`,
        label: { key: 'rb.obj', args: { c: ctx.ref(s.g.battlefields[i].obj) } },
        value: { bf: i, combat },
      })),
    },
  });
};

/**
 * `rb.showdown` — a showdown at an uncontrolled battlefield (RB 340.2, RB 316.5.b.1). d: { bf }.
 */
export const showdown: Procedure<RbGame> = (ctx, f) => {
  const s = ctx.state;
  const bf = s.g.battlefields[f.d.bf as number];
  switch (f.step) {
    case 0: {
      bf.showdownStaged = false;
      // RB 341: the player who applied Contested gains Focus.
      const focus = bf.contestedBy ?? s.g.tp;
      s.g.showdown = { bf: f.d.bf, focus, combat: false, initial: false, starter: null };
      ctx.log('RB 340.2', 'rb.showdown', { b: place(ctx.state, bf.zone), player: focus });
      f.step = 1;
      const data: PriorityData = { showdown: true, focus, initial: false, bf: f.d.bf };
      ctx.window('rb.priority', data, focus, 0);
      return;
    }
    case 1: {
      // RB 345: everyone passed; the showdown closes.
      s.g.showdown = null;
      ctx.log('RB 345', 'rb.showdown-ends', { b: place(ctx.state, bf.zone) });
      if (s.result) {
        ctx.done();
        return;
      }
      const present = presentPlayers(s, bf.zone);
      // RB 345.2.a: one player's units remain — they establish control (a Conquer if new).
      // RB 345.2.b: two players' units remain — it stays contested and a combat is staged
      // (the cleanup marks it; the contester attacks, RB 345.2.b.1).
      if (present.length <= 1) settleControl(ctx, bf);
      ctx.done();
      return;
    }
  }
};

/**
 * `rb.combat` — RB 437–444: the showdown step (RB 442), the combat damage step (RB 443) and the
 * resolution step (RB 444). d: { bf, a1?, a2? }.
 */
export const combat: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const g = s.g;
  const bf = g.battlefields[f.d.bf as number];
  for (;;) {
    if (s.result) {
      ctx.done();
      return;
    }
    switch (f.step) {
      case 0: {
        bf.combatStaged = false;
        // RB 442.1.a.1, RB 442.1.a.2: the contester attacks, the other player defends.
        const attacker = bf.contestedBy ?? g.tp;
        const defender = opponent(attacker);
        g.combat = { zone: bf.zone, attacker, defender, attacked: [], defended: [] };
        ctx.touch();
        ctx.log('RB 442.1', 'rb.combat', { b: place(ctx.state, bf.zone), player: attacker, d: defender });
        // RB 442.1.a.3, RB 442.1.a.4: units there gain their side's designation, which triggers
        // attack and defend abilities (RB 376.4.d, RB 376.4.e) for the Initial Chain.
        for (const id of unitsAt(s, bf.zone)) {
          const o = s.objects[id];
          const side = o.controller === attacker ? 'attacker' : 'defender';
          ctx.setData(id, 'designation', side);
          (side === 'attacker' ? g.combat.attacked : g.combat.defended).push(id);
        }
        g.initial = true;
        for (const id of g.combat.attacked)
          fire(ctx, { type: 'attack', obj: id, player: attacker, bf: f.d.bf });
        fire(ctx, { type: 'attack', obj: null, player: attacker, bf: f.d.bf });
        for (const id of g.combat.defended)
          fire(ctx, { type: 'defend', obj: id, player: defender, bf: f.d.bf });
        fire(ctx, { type: 'defend', obj: null, player: defender, bf: f.d.bf });
        // RB 316.5.a.1, RB 442.1: the showdown opens; the attacker has Focus (RB 442.1.a.1.a).
        g.showdown = { bf: f.d.bf, focus: attacker, combat: true, initial: true, starter: null };
        f.step = 1;
        const data: PriorityData = { showdown: true, focus: attacker, initial: true, bf: f.d.bf };
        ctx.window('rb.priority', data, attacker, 0);
        return;
      }
      case 1: {
        g.showdown = null;
        g.initial = false;
        const c = g.combat!;
        // RB 443.1, RB 443.1.a: damage only if both attacking and defending units remain.
        const atk = combatants(s, c.zone, 'attacker');
        const def = combatants(s, c.zone, 'defender');
        if (atk.length === 0 || def.length === 0) {
          ctx.log('RB 443.1.a.1', 'rb.no-damage');
          f.step = 4;
          continue;
        }
        // RB 443.1.b, RB 443.1.c: sums of Might; RB 443.1.d: the attacker assigns first.
        f.d.atk = atk;
        f.d.def = def;
        f.step = 2;
        ctx.call('rb.assign-damage', {
          player: c.attacker,
          targets: def.slice(), // the callee's own list: this frame keeps `d.def`
          total: combatMight(s, atk),
          assigned: {},
        });
        return;
      }
      case 2: {
        f.d.a1 = input;
        f.step = 3;
        const c = g.combat!;
        ctx.call('rb.assign-damage', {
          player: c.defender,
          targets: f.d.atk.slice(),
          total: combatMight(s, f.d.def),
          assigned: {},
        });
        return;
      }
      case 3: {
        // RB 443.1.d.1.a, RB 443.1.e: all assigned damage is dealt at once.
        dealCombatDamage(ctx, f.d.a1 as Record<number, number>);
        dealCombatDamage(ctx, input as Record<number, number>);
        ctx.log('RB 443.1.e', 'rb.combat-damage');
        g.lastDamage = null;
        f.step = 4;
        continue;
      }
      case 4: {
        // RB 444.1, RB 444.1.a: the Combat Cleanup with its special steps.
        g.combat!.resolving = true;
        ctx.touch();
        f.step = 5;
        ctx.settle({ extra: COMBAT_CLEANUP });
        return;
      }
      case 5: {
        // RB 444.2: with nothing staged here, the player with units remaining establishes control.
        g.combat = null;
        ctx.touch();
        if (!bf.showdownStaged && !bf.combatStaged) settleControl(ctx, bf);
        ctx.done();
        return;
      }
    }
  }
};

/** Units with a combat designation (for views and tests). */
export function designated(s: S): ObjId[] {
  const out: ObjId[] = [];
  for (const b of s.g.battlefields)
    for (const id of unitsAt(s, b.zone)) if (data(s.objects[id]).designation) out.push(id);
  return out;
}
