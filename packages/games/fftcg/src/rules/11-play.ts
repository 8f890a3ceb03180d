/**
 * FFTCG 11.1 priority, 11.3 casting summons, 11.4 putting characters on the field, 11.6 action
 * abilities, 11.7 special abilities, and 14 rolling back a declaration that is not completed.
 */
import type {
  Ctx,
  Msg,
  ObjId,
  Option,
  Procedure,
  PublicInfo,
  SettleRequest,
  WindowPolicy,
} from '@arbiter/kernel';
import { def } from '../cards/cards.ts';
import { counterArg } from '../cards/counters.ts';
import type { AbilityT, CardDef, CostT, TargetSpecT } from '../cards/schema.ts';
import {
  abilityKey,
  asTargets,
  type FieldData,
  type G,
  isLightDark,
  KW,
  type StackData,
  z,
} from '../state.ts';
import {
  CpPool,
  canPay,
  type Need,
  needForCard,
  needForCost,
  type Paid,
  type PayOption,
  payOptions,
  shortfall,
  sources,
} from './05-cp.ts';
import { chars } from './11-layers.ts';
import { fire, legalTargets, targetsAvailable, toBreakZone } from './common.ts';

/** Where priority is given: Main Phase, attack phase, End Phase, or the first-strike window (FFTCG 15.2.3.3). */
export type Win = 'main' | 'attack' | 'end' | 'fs';

const MAX_X = 6;

function isMain(g: G): boolean {
  return g.phase === 'main1' || g.phase === 'main2';
}

/** FFTCG 9.3.1.5, FFTCG 11.4.1, FFTCG 15.2.5.2, FFTCG 7.7.3, FFTCG 12.4.7 and the 5-Backup limit: may p play this character now? */
// FFTCG 11.4: putting a character onto the field. FFTCG 11.4.1: turn player, Main Phase, empty stack, as a special
// action without the stack. FFTCG 11.4.2: it is revealed from hand (the log names it). FFTCG 11.4.3, FFTCG 11.4.5: no
// character in the pool has modes or distributions on entering. FFTCG 11.4.4: its cost is read from the card.
export function canPlayCharacter(
  ctx: Ctx<G>,
  p: number,
  id: number,
  c: CardDef,
  win: Win,
  pool?: CpPool,
): boolean {
  const g = ctx.g;
  const state = ctx.state;
  const normal = win === 'main' && p === g.tp && (ctx.state.stack?.length ?? 0) === 0 && isMain(g);
  // FFTCG 15.2.5.2: Back Attack characters may be played whenever their player has priority
  // in a Main or Attack Phase.
  // FFTCG 15.2.5.3: it may be played in response, with the stack not empty. FFTCG 15.2.5.4: it does not use the stack.
  const back = c.kw.includes('backAttack') && (win === 'main' || win === 'attack' || win === 'fs');
  if (!normal && !back) return false;
  const field = state.zones[z(p, 'field')].objects;
  let backups = 0;
  const cm = chars(state);
  for (const fid of field) {
    const fc = def(state.objects[fid].card);
    // FFTCG 7.7.3: one card of a non-generic name per player on the field.
    if (!c.generic && fc.name.en === c.name.en) return false;
    // FFTCG 12.4.7: one Light or Dark card per player.
    if (isLightDark(c.els) && isLightDark(fc.els)) return false;
    if (cm[fid]?.typeCode === 1) backups++;
  }
  // Rules-gaps §1.2: at most 5 Backups on the field.
  if (c.type === 'backup' && backups >= 5) return false;
  return payable(state, p, needForCard(c), id, pool);
}

/** canPay without the card being played among the sources (through the question's pool, if any). */
function payable(state: Ctx<G>['state'], p: number, need: Need, id: number, pool?: CpPool): boolean {
  if (!pool) return canPay(need, sources(state, p, [id]));
  return pool.canPayWithout(need, id);
}

function summonSpecs(c: CardDef, mode: number): TargetSpecT[] {
  const play = c.play!;
  return play.modes ? play.modes[mode].tg : play.tg;
}

export function canCastSummon(
  ctx: Ctx<G>,
  p: number,
  id: number,
  c: CardDef,
  win: Win,
  pool?: CpPool,
): boolean {
  // FFTCG 9.3.1.6: summons only in Main and Attack Phases.
  if (win !== 'main' && win !== 'attack') return false;
  const play = c.play!;
  const state = ctx.state;
  // FFTCG 11.3.3: every target it chooses must exist.
  const okTargets = play.modes
    ? play.modes.some((m) => targetsAvailable(state, m.tg, p, null))
    : targetsAvailable(state, play.tg, p, null);
  if (!okTargets) return false;
  if (!c.x) return payable(state, p, needForCard(c), id, pool);
  for (let x = 0; x <= MAX_X; x++) if (payable(state, p, needForCard(c, x), id, pool)) return true;
  return false;
}

// FFTCG 11.7.1: a special ability has a name and the S icon (`sname`).
function sameNameInHand(ctx: Ctx<G>, p: number, c: CardDef): number[] {
  const out: number[] = [];
  for (const hid of ctx.state.zones[z(p, 'hand')].objects) {
    const hc = def(ctx.state.objects[hid].card);
    if (hc.type !== 'summon' && hc.name.en === c.name.en) out.push(hid);
  }
  return out;
}

function costExclusions(id: number, cost: CostT): number[] {
  return cost.dull || cost.brk ? [id] : [];
}

/** FFTCG 11.6, FFTCG 11.7, FFTCG 11.6.2.2, FFTCG 15.2.2.3: may p use this ability now? */
// FFTCG 11.6.1: an action ability is paid for and then takes effect. FFTCG 11.6.2.2.4: no cost in the pool removes or
// returns characters. FFTCG 11.7: special abilities likewise, with a same-name discard. FFTCG 11.7.2.2: dull icon as in
// FFTCG 11.6.2.2; FFTCG 11.7.2.4: as FFTCG 11.6.2.2.4.
export function canUseAbility(
  ctx: Ctx<G>,
  p: number,
  id: number,
  ai: number,
  win: Win,
  pool?: CpPool,
): boolean {
  // FFTCG 9.3.1.7: action and special abilities only in Main and Attack Phases.
  if (win !== 'main' && win !== 'attack') return false;
  const state = ctx.state;
  const o = state.objects[id];
  const a = def(o.card).ab[ai] as AbilityT & { cost: CostT; tg: TargetSpecT[] };
  const c = chars(state)[id];
  if (!c || c.noText) return false;
  const cost = a.cost;
  if (cost.dull) {
    if (o.data.dull) return false;
    // FFTCG 11.6.2.2, FFTCG 11.7.2.2: Forwards and Backups need to have been controlled since the start
    // of the turn, unless they have Haste (FFTCG 15.2.2.3). Monsters are exempt (rules-gaps §1.2).
    if (c.typeCode !== 2 && !(o.data.controlledSince < ctx.g.turn) && !(c.keywordBits & KW.haste))
      return false;
  }
  if (cost.ctr && (o.data.counters?.[cost.ctr.name] ?? 0) < cost.ctr.n) return false;
  const excl = costExclusions(id, cost);
  if (a.k === 'special') {
    // FFTCG 11.7.1: a special ability also discards a card of the same name.
    const same = sameNameInHand(ctx, p, def(o.card));
    if (same.length === 0) return false;
    excl.push(same[0]);
  }
  if (!targetsAvailable(state, a.tg, p, id)) return false;
  if (cost.cp === 0) return true;
  return canPay(
    needForCost(cost),
    pool ? pool.all.filter((s) => !excl.includes(s.obj)) : sources(state, p, excl),
  );
}

/** Everything p may do with priority now, besides passing (FFTCG 11.1.1). */
export function actionOptions(ctx: Ctx<G>, p: number, win: Win): Option[] {
  const out: Option[] = [];
  if (win !== 'main' && win !== 'attack' && win !== 'fs') return out;
  const state = ctx.state;
  // Gathered only if some card or ability gets as far as its cost.
  const pool = new CpPool(state, p);
  for (const id of state.zones[z(p, 'hand')].objects) {
    const c = def(state.objects[id].card);
    // FFTCG 15.2.3.3: in the first-strike window no summon or ability may be used; only Back Attack
    // characters (FFTCG 15.2.5.2) may be played.
    if (win === 'fs' && (c.type === 'summon' || !c.kw.includes('backAttack'))) continue;
    if (c.type === 'summon') {
      if (canCastSummon(ctx, p, id, c, win, pool))
        out.push({
          id: `s${id}`,
          label: { key: 'fftcg.opt-summon', args: { c: ctx.ref(id) } },
          obj: id,
          value: { kind: 'summon', obj: id, abilityIndex: -1 } satisfies PriorityAction,
        });
    } else if (canPlayCharacter(ctx, p, id, c, win, pool)) {
      out.push({
        id: `c${id}`,
        label: { key: 'fftcg.opt-play', args: { c: ctx.ref(id) } },
        obj: id,
        value: { kind: 'char', obj: id, abilityIndex: -1 } satisfies PriorityAction,
      });
    }
  }
  if (win === 'fs') return out;
  for (const id of state.zones[z(p, 'field')].objects) {
    const c = def(state.objects[id].card);
    for (let ai = 0; ai < c.ab.length; ai++) {
      const a = c.ab[ai];
      if (a.k !== 'action' && a.k !== 'special') continue;
      if (canUseAbility(ctx, p, id, ai, win, pool))
        out.push({
          id: `a${id}.${ai}`,
          label: {
            key: a.k === 'special' ? 'fftcg.opt-special' : 'fftcg.opt-action',
            args: { c: ctx.ref(id), n: ai + 1 },
          },
          obj: id,
          value: { kind: 'ability', obj: id, abilityIndex: ai } satisfies PriorityAction,
        });
    }
  }
  return out;
}

/**
 * Whether an action ability of the player's field cards could be usable, by necessary conditions on
 * public information alone (FFTCG 11.6.2): the card is active if the cost dulls it, it has the
 * counters the cost removes, and the player has enough other active cards for the CP (only active
 * Backups pay CP when the hand is empty). False means surely not; true means "compute it".
 */
function mightUseAction(pub: PublicInfo<G>, p: number): boolean {
  const zone = z(p, 'field');
  const n = pub.zoneSize(zone);
  let active = 0;
  for (let i = 0; i < n; i++) if (!pub.objectAt(zone, i)?.data.dull) active++;
  for (let i = 0; i < n; i++) {
    const o = pub.objectAt(zone, i);
    if (!o) continue;
    for (const a of def(o.card).ab) {
      if (a.k !== 'action') continue;
      const cost = a.cost;
      if (cost.dull && o.data.dull) continue;
      if (cost.ctr && (o.data.counters?.[cost.ctr.name] ?? 0) < cost.ctr.n) continue;
      // A card dulled or broken by the cost cannot also pay CP (costExclusions).
      const self = (cost.dull || cost.brk) && !o.data.dull ? 1 : 0;
      if (cost.cp > active - self) continue;
      return true;
    }
  }
  return false;
}

const CHECKS_AND_TRIGGERS: SettleRequest = Object.freeze({});
const CHECKS_ONLY: SettleRequest = Object.freeze({ triggers: false });

/** What a priority option stands for: a card to play or an ability to use (FFTCG 11.1.1). */
export interface PriorityAction {
  kind: 'char' | 'summon' | 'ability';
  obj: ObjId;
  /** Ability index for abilities; -1 otherwise. */
  abilityIndex: number;
}

/** The public data of a priority window: which one it is. */
export interface PriorityWindow {
  window: Win;
}

/** Open a priority window; the turn player receives priority first (FFTCG 9.3.1.4, FFTCG 10.1.1.2). */
export function openPriority(ctx: Ctx<G>, window: Win): void {
  ctx.window('fftcg.priority', { window } satisfies PriorityWindow, ctx.g.tp, 0);
}

/**
 * FFTCG 11.1: priority, as the kernel's response window. The player with priority acts or passes;
 * passing gives priority to the opponent (FFTCG 11.1.6); when both pass in a row the top of the
 * stack resolves (FFTCG 11.1.7), or, with an empty stack, the step ends (FFTCG 9.3.1.2).
 *
 * Who is asked depends only on public information (the window, hand sizes, public cards): a player
 * whose hand could hold something playable is asked whatever it holds, so whom the game waits for
 * tells nothing about a hidden hand. With an empty hand, what the player can do depends only on
 * public cards, and is computed on them (`PublicInfo.projectCtx`).
 */
export const PRIORITY: WindowPolicy<G, PriorityWindow> = {
  kind: 'priority',
  rule: 'FFTCG 11.1.1',
  prompt: (_pub, _w, actor) => ({ key: 'fftcg.priority', args: { player: actor } }),
  // FFTCG 11.1.3, FFTCG 11.1.4, FFTCG 12.3: rule processes and auto abilities before anyone gets
  // priority. FFTCG 15.2.3.3: in the first-strike window rule processes apply but triggered
  // abilities wait until after normal damage.
  settle: (_pub, w) => (w.data.window === 'fs' ? CHECKS_ONLY : CHECKS_AND_TRIGGERS),
  beforeRound(ctx) {
    // Nothing pending can refer to objects that left their zones any more.
    if (ctx.stack.length === 0 && ctx.state.triggers.length === 0) ctx.forgetLastKnown();
  },
  mayAct(pub, w, actor) {
    // Scenarios: ask even when passing is the only answer.
    if (pub.game('hold')) return true;
    const win = w.data.window;
    // Nothing may be played or used in the End Phase (FFTCG 9.3.1.5–9.3.1.7).
    if (win === 'end') return false;
    if (pub.zoneSize(z(actor, 'hand')) > 0) return true;
    // With an empty hand only action and special abilities of public cards could be used (and a
    // special ability needs a card in hand, FFTCG 11.7.1): look for one before computing more.
    if (win === 'fs' || !mightUseAction(pub, actor)) return false;
    return actionOptions(pub.projectCtx(), actor, win).length > 0;
  },
  options: (ctx, w, actor) => actionOptions(ctx, actor, w.data.window),
  act(ctx, _w, actor, option) {
    const a = option.value as PriorityAction;
    ctx.call('fftcg.declare', {
      kind: a.kind,
      p: actor,
      obj: a.obj,
      ai: a.abilityIndex,
      mode: -1,
      x: 0,
      tg: [],
      paid: {},
      used: [],
    });
  },
  afterAction(pub, _w, actor, result) {
    // FFTCG 11.4.8: after a character enters, the turn player receives priority, also when the
    // other player put it there with Back Attack (FFTCG 15.2.5.2).
    if (result === 'char') return pub.game('tp');
    // FFTCG 11.3.8, FFTCG 11.6.11: the declaring player receives priority again.
    if (result === true) return actor;
    // FFTCG 14.4: after a rollback the same player has priority again.
    return 'retry';
  },
  // FFTCG 11.1.5: after a resolution the turn player receives priority.
  afterResolve: (pub) => pub.game('tp'),
};

function cancelOpt(): Option {
  return { id: 'cancel', label: { key: 'fftcg.cancel' } };
}

/**
 * FFTCG 11.3, FFTCG 11.4, FFTCG 11.6, FFTCG 11.7: declaring. The choices are made in the rulebook's order (mode,
 * X, targets, distribution, costs); nothing changes in the state until the whole cost is paid, so
 * cancelling (FFTCG 14.1–FFTCG 14.4) simply forgets the choices: the declaration is rolled back.
 */
// FFTCG 11.3.1, FFTCG 11.6.3, FFTCG 11.7.3: a declaration that cannot be completed is undone. FFTCG 11.6.4, FFTCG 11.7.4: the
// ability goes on top of the stack and its player controls it (no ability in the pool is used from a hidden zone).
// FFTCG 11.6.6, FFTCG 11.7.6: no ability in the pool has modes; FFTCG 11.6.7, FFTCG 11.7.7: ability costs are fixed (no X);
// FFTCG 11.6.8, FFTCG 11.7.8: no ability distributes values. FFTCG 11.6.5, FFTCG 11.7.5: targets are chosen here.
// FFTCG 11.3.7, FFTCG 11.4.6, FFTCG 11.6.9, FFTCG 11.7.9: the cost is fixed when it is paid. FFTCG 11.4.7, FFTCG 11.6.10: all of it at once.
export const declare: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  const state = ctx.state;
  const o = state.objects[d.obj];
  const c = def(o.card);
  const a = d.kind === 'ability' ? (c.ab[d.ai] as AbilityT & { cost: CostT; tg: TargetSpecT[] }) : null;
  for (;;) {
    switch (f.step) {
      case 0: {
        // FFTCG 11.3.4: choose the mode of a modal summon.
        f.step = 1;
        if (d.kind === 'summon' && c.play!.modes) {
          const options: Option[] = [];
          c.play!.modes.forEach((m, i) => {
            if (targetsAvailable(state, m.tg, d.p, null))
              options.push({ id: `m${i}`, label: { key: `fftcg.mode.${o.card}.${i}` }, value: i });
          });
          if (options.length === 1) {
            d.mode = options[0].value as number;
            continue;
          }
          ctx.choose({
            player: d.p,
            kind: 'mode',
            prompt: { key: 'fftcg.choose-mode', args: { c: ctx.ref(d.obj) } },
            rule: 'FFTCG 11.3.4',
            domain: { type: 'pick', min: 1, max: 1, options },
          });
          return;
        }
        continue;
      }
      case 1: {
        if (input !== undefined && d.mode < 0) d.mode = (input as Option[])[0].value as number;
        // FFTCG 4.5, FFTCG 11.3.5: the player chooses the value of X.
        f.step = 2;
        if (d.kind === 'summon' && c.x) {
          const srcs = sources(state, d.p, [d.obj]);
          const options: Option[] = [];
          for (let x = 0; x <= MAX_X; x++)
            if (canPay(needForCard(c, x), srcs))
              options.push({ id: `x${x}`, label: { key: 'fftcg.x', args: { n: x } }, value: x });
          ctx.choose({
            player: d.p,
            kind: 'x',
            prompt: { key: 'fftcg.choose-x' },
            rule: 'FFTCG 11.3.5',
            domain: { type: 'pick', min: 1, max: 1, options },
          });
          return;
        }
        input = undefined;
        continue;
      }
      case 2: {
        // FFTCG 4.1: the value chosen is never negative.
        if (input !== undefined) d.x = (input as Option[])[0].value as number;
        f.step = 3;
        const specs =
          d.kind === 'summon' ? summonSpecs(c, Math.max(0, d.mode)) : d.kind === 'ability' ? a!.tg : [];
        if (specs.length > 0) {
          ctx.call('fftcg.targets', {
            p: d.p,
            specs,
            src: d.kind === 'ability' ? d.obj : null,
            slot: 0,
            tg: [],
            cur: [],
            rule: d.kind === 'summon' ? 'FFTCG 11.3.3' : 'FFTCG 11.6.5',
          });
          return;
        }
        input = undefined;
        continue;
      }
      case 3: {
        if (input !== undefined) d.tg = input;
        f.step = 4;
        // FFTCG 11.3.6: a distribution gives at least the minimum to each chosen target.
        const dist = d.kind === 'summon' ? c.play!.dist : undefined;
        if (dist) {
          const ids: number[] = d.tg[dist.slot];
          if (ids.length === 1) {
            d.dist = { [`t${ids[0]}`]: dist.total };
          } else {
            ctx.choose({
              player: d.p,
              kind: 'distribute',
              prompt: { key: 'fftcg.distribute', args: { n: dist.total } },
              rule: 'FFTCG 11.3.6',
              domain: {
                type: 'distribute',
                items: ids.map((id) => ({
                  id: `t${id}`,
                  label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
                  obj: id,
                })),
                total: dist.total,
                min: dist.step,
                step: dist.step,
              },
            });
            return;
          }
        }
        input = undefined;
        continue;
      }
      case 4: {
        if (input !== undefined) {
          const dist: Record<string, number> = {};
          for (const e of input as { option: Option; amount: number }[]) dist[e.option.id] = e.amount;
          d.dist = dist;
        }
        f.step = 5;
        // FFTCG 11.7.1: choose the same-name card to discard for a special ability. Asked even with
        // one such card: how many the hand holds must not show in how many questions there are.
        if (a?.k === 'special') {
          const same = sameNameInHand(ctx, d.p, c);
          ctx.choose({
            player: d.p,
            kind: 'special-discard',
            prompt: { key: 'fftcg.special-discard', args: { c: ctx.ref(d.obj) } },
            rule: 'FFTCG 11.7.1',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: same.map((id) => ({
                id: `h${id}`,
                label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
                obj: id,
                value: id,
              })),
            },
          });
          return;
        }
        input = undefined;
        continue;
      }
      case 5: {
        if (input !== undefined && a?.k === 'special' && d.disc === undefined)
          d.disc = (input as Option[])[0].value as number;
        f.step = 6;
        input = undefined;
        continue;
      }
      case 6: {
        // FFTCG 11.2, FFTCG 11.3.7, FFTCG 11.4.6, FFTCG 11.6.9: pay the CP one source at a time.
        if (input !== undefined) {
          const pick = (input as Option[])[0];
          if (pick.id === 'cancel') {
            // FFTCG 14.1: the game goes back to before the declaration, so for the other player
            // nothing happened; only the declarer is told (an abandoned declaration is not news).
            ctx.log('FFTCG 14.1', 'fftcg.rollback', { c: ctx.ref(d.obj) }, { to: [d.p] });
            return ctx.done(false);
          }
          // A card discarded for 2 CP, or a Backup dulled for 1, of the element chosen for it.
          const paid = pick.value as PayOption;
          d.paid[paid.el] = (d.paid[paid.el] ?? 0) + paid.amt;
          d.used.push({ obj: paid.obj, discard: paid.amt === 2 } satisfies UsedSource);
          input = undefined;
        }
        const need: Need = d.kind === 'ability' ? needForCost(a!.cost) : needForCard(c, d.x);
        if (shortfall(need, d.paid as Paid) === 0) {
          f.step = 7;
          continue;
        }
        const excl: number[] = d.kind === 'ability' ? costExclusions(d.obj, a!.cost) : [d.obj];
        if (d.disc !== undefined) excl.push(d.disc);
        for (const u of d.used as UsedSource[]) excl.push(u.obj);
        const srcs = sources(state, d.p, excl);
        const opts = payOptions(need, d.paid as Paid, srcs);
        if (opts.length === 0) {
          // Cannot happen when the option was offered; roll back to be safe (FFTCG 14.1).
          ctx.log('FFTCG 14.1', 'fftcg.rollback-forced', { c: ctx.ref(d.obj) }, { to: [d.p] });
          return ctx.done(false);
        }
        const options: Option[] = opts.map((s) => ({
          id: s.id,
          label: {
            key: s.amt === 2 ? 'fftcg.pay-discard' : 'fftcg.pay-dull',
            args: { c: ctx.ref(s.obj), el: { key: `el.${s.el}` }, n: s.amt },
          },
          obj: s.obj,
          value: s,
        }));
        options.push(cancelOpt());
        ctx.choose({
          player: d.p,
          kind: 'pay',
          prompt: {
            key: 'fftcg.pay',
            args: {
              c: ctx.ref(d.obj),
              left: shortfall(need, d.paid as Paid),
              els: missingEls(need, d.paid as Paid),
            },
          },
          rule: 'FFTCG 11.2.1.1',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 7:
        // FFTCG 14.2, FFTCG 14.3: since nothing was paid before this point, a cancel has nothing to refund and
        // creates no effects.
        finalize(ctx, d, c, a);
        // A character says so: its player does not necessarily keep priority (FFTCG 11.4.8).
        return ctx.done(d.kind === 'char' ? 'char' : true);
    }
  }
};

function missingEls(need: Need, paid: Paid): Msg | Msg[] {
  const out: Msg[] = [];
  for (const e in need.r)
    if ((paid[e as keyof Paid] ?? 0) < need.r[e as keyof Paid]!) out.push({ key: `el.${e}` });
  return out.length ? out : { key: 'fftcg.no-element' };
}

/** A CP source used in a payment: a card discarded, or a Backup dulled. */
interface UsedSource {
  obj: ObjId;
  discard: boolean;
}

function finalize(
  ctx: Ctx<G>,
  d: any,
  c: CardDef,
  a: (AbilityT & { cost: CostT; tg: TargetSpecT[] }) | null,
): void {
  const state = ctx.state;
  const g = ctx.g;
  const used = d.used as UsedSource[];
  // FFTCG 11.3.7.1, FFTCG 11.4.7: the whole cost is paid at once.
  for (const u of used) {
    if (u.discard) {
      const o = state.objects[u.obj];
      ctx.move(u.obj, z(o.owner, 'break')); // FFTCG 15.1.1.4: discarding
    } else ctx.setData(u.obj, 'dull', 1);
  }
  if (used.length)
    ctx.log('FFTCG 11.2.1.1', 'fftcg.paid', {
      player: d.p,
      n: used.reduce((n, u) => n + (u.discard ? 2 : 1), 0),
    });
  if (d.kind === 'char') {
    const o = state.objects[d.obj];
    // Rules-gaps §1.3 stand-in: Backups enter dull; Forwards and Monsters enter active.
    const data: FieldData = { controlledSince: g.turn };
    if (c.type === 'backup') data.dull = 1;
    // FFTCG 6.2.4, FFTCG 6.2.5: it enters under the control of the player who put it there.
    const moved = ctx.move(o.id, z(d.p, 'field'), { data, controller: d.p });
    ctx.log('FFTCG 11.4.8', 'fftcg.enters', { player: d.p, c: ctx.ref(moved.id) });
    fire(ctx, 'enter', moved.id);
    return;
  }
  const data: StackData = { kind: 'summon', card: c.id, abilityIndex: -1 };
  if (d.mode >= 0) data.mode = d.mode;
  if (c.x) data.x = d.x;
  if (d.dist) data.distribution = d.dist;
  if (d.kind === 'summon') {
    // FFTCG 11.3.2: the summon moves to the top of the stack. FFTCG 6.2.3: its caster controls it.
    // FFTCG 15.1.1.7.1: this is casting (summoning).
    const moved = ctx.move(d.obj, 'stack', { controller: d.p });
    ctx.push({
      controller: d.p,
      source: moved.id,
      ability: abilityKey(c.id, -1),
      targets: asTargets(d.tg),
      data,
    });
    ctx.log('FFTCG 11.3.8', 'fftcg.casts', { player: d.p, c: ctx.ref(moved.id) });
    fire(ctx, 'summon', d.p);
    return;
  }
  // Abilities: the remaining costs (FFTCG 11.6.10, FFTCG 11.7.10).
  const o = state.objects[d.obj];
  const cost = a!.cost;
  if (cost.dull) ctx.setData(o.id, 'dull', 1);
  if (cost.ctr) {
    // The counters go; none left removes the name (FFTCG 6.7.2).
    const had = o.data.counters?.[cost.ctr.name] ?? 0;
    ctx.adjustData(o.id, ['counters', cost.ctr.name], had > cost.ctr.n ? -cost.ctr.n : -had);
    ctx.log('FFTCG 15.1.1.10.1', 'fftcg.counter-removed', {
      c: ctx.ref(o.id),
      name: counterArg(cost.ctr.name),
      n: cost.ctr.n,
    });
  }
  if (d.disc !== undefined) {
    ctx.move(d.disc, z(d.p, 'break'));
    ctx.log('FFTCG 11.7.1', 'fftcg.special-discarded', { player: d.p });
  }
  data.kind = a!.k === 'special' ? 'special' : 'action';
  data.abilityIndex = d.ai;
  ctx.push({
    controller: d.p,
    source: o.id,
    ability: abilityKey(c.id, d.ai),
    targets: asTargets(d.tg),
    data,
  });
  ctx.log(a!.k === 'special' ? 'FFTCG 11.7.11' : 'FFTCG 11.6.11', 'fftcg.activates', {
    player: d.p,
    c: ctx.ref(o.id),
  });
  if (cost.brk) toBreakZone(ctx, [o.id], [false]);
}

/**
 * Choosing targets one at a time (FFTCG 11.3.3, FFTCG 11.6.5, FFTCG 11.8.9). d: { p, specs, src, slot, tg, cur,
 * rule }. Returns the chosen ids per slot.
 */
export const targets: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  for (;;) {
    if (input !== undefined) {
      const a = (input as Option[])[0];
      input = undefined;
      if (a.id === 'done') {
        d.tg.push(d.cur);
        d.cur = [];
        d.slot++;
      } else d.cur.push(a.value as ObjId);
    }
    if (d.slot >= d.specs.length) return ctx.done(d.tg);
    const spec: TargetSpecT = d.specs[d.slot];
    const legal = legalTargets(ctx.state, spec.f, d.p, d.src).filter((id) => !d.cur.includes(id));
    if (d.cur.length >= spec.n || legal.length === 0) {
      d.tg.push(d.cur);
      d.cur = [];
      d.slot++;
      continue;
    }
    const options: Option[] = legal.map((id) => ({
      id: `t${id}`,
      label: { key: 'fftcg.obj', args: { c: ctx.ref(id) } },
      obj: id,
      value: id,
    }));
    if (spec.upTo && d.cur.length >= 1) options.push({ id: 'done', label: { key: 'k.done' } });
    if (options.length === 1) {
      input = [options[0]];
      continue;
    }
    ctx.choose({
      player: d.p,
      kind: 'target',
      prompt: { key: 'fftcg.choose-target', args: { n: d.cur.length + 1 } },
      rule: d.rule,
      domain: { type: 'pick', min: 1, max: 1, options },
    });
    return;
  }
};
