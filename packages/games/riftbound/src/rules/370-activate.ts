/**
 * RB 370–374 activated abilities and RB 744 Equip: activating an ability puts it on the chain as a
 * Pending Item (RB 386, RB 389.1), whose mode (RB 185.2.b), targets (RB 390) and cost (RB 391,
 * RB 370.1) are then made and paid by the same finalizing step triggered abilities use. RB 144.2.a,
 * RB 148.2.a: a unit's or gear's ability thus follows the steps of playing a card; RB 144.2.a.1,
 * RB 148.2.a.1: once activated it is an item with no card, resolving like a spell (no card goes to
 * a trash, none is counted as played). RB 185.4.c, RB 185.4.d, RB 185.4.e: the ability's controller
 * (the activating player) chooses its targets and mode and pays its cost
 * (326-chain.ts `rb.finalize`); then it is a Finalized Item (RB 394) that resolves like any other.
 * RB 372: units, gear and legends have activated abilities; RB 373: on the board (the zones of
 * 311-priority.ts); RB 374 (346-playing.ts `abilityTimingAllows`): by default only on their
 * controller's turn in a Neutral Open State. RB 371: its controller chooses when and whether to
 * activate it (an action offered at priority, 311-priority.ts).
 * Abilities that only Add resources are used while paying (RB 354.1.a, 354-costs.ts).
 */
import type { ObjId, Option, PlayerId, Procedure } from '@arbiter/kernel';
import type { Ability, Cost, TargetSlot } from '../cards/schema.ts';
import type { RbGame } from '../state.ts';
import { def, locationOf, type S } from './105-zones.ts';
import type { ItemData } from './326-chain.ts';
import { abilityTimingAllows, type TurnState } from './346-playing.ts';
import { slotsFillable } from './352-choices.ts';
import { addCost, type Bill, canPay, emptyBill } from './354-costs.ts';
import { type AbRef, KEYWORD_CARD, nodeAt, sub } from './358-abilities.ts';
import { characteristics } from './450-layers.ts';
import { hereOf, holds, type Scope, scopeOf } from './vocabulary.ts';

/**
 * RB 744.1.c.2: Equip attaches the gear to "a unit you control". RB 744.1.b.1: that choice is a
 * target — a target slot, chosen as the ability is finalized (RB 390.1) and checked again as it
 * resolves (RB 356.3.e: a unit gone by then leaves the gear unattached).
 */
const EQUIP_SLOTS = [{ sel: { kind: 'unit' as const, side: 'friendly' as const } }];

type Equip = Extract<Ability, { kind: 'equip' }>;

/** RB 744.1.c.5: an Equip ability's target slot, as its own text may alter it (a narrower unit). */
export function equipSlots(ab: Equip): TargetSlot[] {
  return ab.to ? [{ sel: ab.to }] : EQUIP_SLOTS;
}

/**
 * RB 744.1.c.4: an Equip ability's cost with the alterations its own text makes ("costs [N] less if
 * ..."), wherever the cost is determined: activating it, and Weaponmaster's discounted payment
 * (RB 747.1.c.2). Energy never goes below 0 (RB 353.5).
 */
export function equipCost(s: S, gear: ObjId, ab: Equip): Cost {
  const less = ab.less;
  if (!less) return ab.cost;
  if (less.if && !holds(s, characteristics(s), less.if, scopeOf(s, gear))) return ab.cost;
  return { ...ab.cost, energy: Math.max(0, (ab.cost.energy ?? 0) - less.energy) };
}

/** The bill of an ability's cost (RB 370.1), with its source as "this" / "me". */
export function abilityBill(s: S, src: ObjId, cost: Cost): Bill {
  const bill = emptyBill(false, src);
  addCost(bill, cost, src, def(s.objects[src]).domains);
  bill.exclude.push(src);
  return bill;
}

function scopeFor(s: S, p: PlayerId, src: ObjId): Scope {
  return { controller: p, source: src, here: hereOf(s, src) };
}

/**
 * Whether `p` may activate this ability of `src` now: legally timed (RB 374, RB 732.1.c.2,
 * RB 739.1.c.3), its cost payable (RB 370.1, RB 401.4) and its targets available (RB 352.7;
 * RB 390.2: without legal choices it cannot be activated).
 */
export function canActivate(s: S, p: PlayerId, src: ObjId, at: AbRef, t: TurnState): boolean {
  const ab = nodeAt(at) as Ability | undefined;
  if (!ab || (ab.kind !== 'activated' && ab.kind !== 'equip')) return false;
  // RB 744.1.c.5: an Equip ability's text may change its timing as an activated ability's does.
  if (!abilityTimingAllows(ab.timing, t)) return false;
  // RB 719: an Equip ability is used on the board only. RB 744.4: each Equip ability of a gear is
  // an activated ability of its own, activated separately for its own cost.
  if (ab.kind === 'equip' && locationOf(s, src) === null) return false;
  // RB 744.1.c.3: an Equip cost, like any ability cost, may mix resources and other costs.
  const bill = abilityBill(s, src, ab.kind === 'equip' ? equipCost(s, src, ab) : ab.cost);
  if (!canPay(s, p, bill)) return false;
  const scope = scopeFor(s, p, src);
  if (ab.kind === 'equip') return slotsFillable(s, p, equipSlots(ab), scope, bill);
  if (ab.modes) return ab.modes.some((m) => slotsFillable(s, p, m.targets ?? [], scope, bill));
  return slotsFillable(s, p, ab.targets ?? [], scope, bill);
}

/**
 * `rb.activate` — d: { p, src, at }. Chooses the mode, puts the ability on the chain and finalizes
 * it. Returns true when it was finalized, false when it left the chain (RB 390.3, RB 392.2).
 */
/** The once-per-turn key of an activated ability's mode (cleared as each turn starts, RB 314). */
const modeKey = (src: ObjId, i: number) => `mode:${src}:${i}`;

export const activate: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const d = f.d as { p: PlayerId; src: ObjId; at: AbRef; run?: AbRef };
  const ab = nodeAt(d.at) as Ability;
  for (;;) {
    switch (f.step) {
      case 0: {
        if (ab.kind === 'equip') {
          d.run = { card: KEYWORD_CARD, path: ['equip'] };
          f.step = 2;
          continue;
        }
        if (ab.kind !== 'activated' || !ab.modes) {
          d.run = d.at;
          f.step = 2;
          continue;
        }
        // RB 185.2.b: "choose one" — a mode whose targets can be chosen.
        const scope = scopeFor(s, d.p, d.src);
        const bill = abilityBill(s, d.src, ab.cost);
        // "Choose one you've not chosen this turn" (Udyr): a mode chosen this turn is not offered.
        const used = (i: number) => ab.notChosenThisTurn === true && ctx.g.once.includes(modeKey(d.src, i));
        const modes = ab.modes
          .map((m, i) => ({ m, i }))
          .filter(({ m, i }) => !used(i) && slotsFillable(s, d.p, m.targets ?? [], scope, bill));
        if (modes.length === 0) {
          ctx.done(false);
          return;
        }
        if (modes.length === 1) {
          d.run = sub(d.at, 'modes', modes[0].i);
          if (ab.notChosenThisTurn) ctx.g.once.push(modeKey(d.src, modes[0].i));
          f.step = 2;
          continue;
        }
        f.step = 1;
        ctx.choose({
          player: d.p,
          kind: 'mode',
          prompt: { key: 'rb.choose-mode', args: { c: ctx.ref(d.src) } },
          rule: 'RB 185.2.b',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: modes.map(({ i }) => ({
              id: `m${i}`,
              label: { key: `rb.mode.${d.at.card}.${i}` },
              value: i,
            })),
          },
        });
        return;
      }
      case 1: {
        const i = (input as Option[])[0].value as number;
        d.run = sub(d.at, 'modes', i);
        if (ab.kind === 'activated' && ab.notChosenThisTurn) ctx.g.once.push(modeKey(d.src, i));
        f.step = 2;
        continue;
      }
      case 2: {
        // RB 370.2, RB 370.2.a, RB 370.2.a.1, RB 386, RB 389.1: declared, the ability goes on the
        // chain as a Pending Item (a Closed State, though no card shows it). RB 370.2.b,
        // RB 370.2.b.1: the chain is executed — the finalizing step makes its choices and pays its
        // cost (RB 391.1.a: the cost before the colon, `costAt`); RB 370.2.b.2: then the players may
        // respond at priority; RB 370.2.b.3: if nobody does, it resolves (326-chain.ts `resolve`).
        // RB 744.1.c.1: abilities triggered by paying its cost or making its choices (an Equip cost
        // that kills a unit with Deathknell) are queued and go on the chain above it as Pending Items,
        // finalized by the settle loop (RB 322.12) before anyone has priority.
        const data: ItemData = {
          kind: 'ability',
          runs: [{ at: d.run!, targets: [] }],
          scope: scopeFor(s, d.p, d.src),
          costAt: d.at,
        };
        const it = ctx.push({ controller: d.p, source: d.src, ability: d.at.card, status: 'pending', data });
        ctx.log('RB 370', 'rb.activates', { player: d.p, c: ctx.ref(d.src) });
        f.step = 3;
        ctx.call('rb.finalize', { id: it.id, slot: 0, cur: [], targets: [] });
        return;
      }
      case 3:
        ctx.done(input === true);
        return;
    }
  }
};

export { EQUIP_SLOTS };
