/**
 * RB 326–336 and RB 386–394: the chain, on the kernel's stack. Every card being played and every
 * ability activated or triggered is a kernel stack item (RB 327.1, RB 327.2) — a Pending Item until
 * its choices and costs are complete, then a Finalized Item (RB 328, RB 328.1, RB 328.2, RB 328.3,
 * `StackItem.status`). The chain exists while an item is on it (RB 329, RB 329.1: one chain;
 * RB 329.2: a card played while it exists joins it), and then the turn is Closed (RB 309.1, RB 330,
 * RB 330.1; 311-priority.ts reads it).
 *
 * This file: the game's data on an item, finalizing the pending triggered and reflexive abilities
 * (RB 333.1, RB 386–394; cleanup step 8, RB 322.12), resolving the newest item (RB 336.1, RB 356.3,
 * RB 394.5) and countering (RB 412).
 */
import type { Ctx, ObjId, Option, PlayerId, Procedure, StackItem, Target } from '@arbiter/kernel';
import type { Ability, Cost, Step, TargetSlot } from '../cards/schema.ts';
import { type RbGame, Z } from '../state.ts';
import { def, type S } from './105-zones.ts';
import { groupHolds, slotCount, targetBill, targetChoices, totalMight } from './352-choices.ts';
import { addCost as addCostTo, canPay } from './354-costs.ts';
import { type AbRef, abilityArgs, executableAt, KEYWORD_CARD, nodeAt, sub } from './358-abilities.ts';
import { equipCost, equipSlots } from './370-activate.ts';
import { fire, fireChosen } from './375-triggers.ts';
import { toZone } from './400-actions.ts';
import { characteristics } from './450-layers.ts';
import { matches, type Scope } from './vocabulary.ts';

type C = Ctx<RbGame>;

/** One execution of an item's instructions (RB 746: a spell runs once more per Repeat paid). */
export interface Run {
  /** The executable: a spell's ability, a chosen mode, an activated or triggered ability, a reflex. */
  at: AbRef;
  /** Chosen targets per target slot (RB 352.6). */
  targets: ObjId[][];
  /** RB 352.3: the destination of its move, chosen as the spell was played. */
  dest?: string;
}

/** The game's data on a chain item. */
export interface ItemData {
  /** spell (RB 356.3); permanent (a unit or gear being played, RB 356.2); ability (RB 370); trigger
   * (RB 376.3); reflex (RB 380). */
  kind: 'spell' | 'permanent' | 'ability' | 'trigger' | 'reflex';
  runs: Run[];
  scope: Scope;
  /** "You may": asked as it resolves (RB 392.2 when the trigger has a cost: asked as it is paid). */
  optional?: boolean;
  /** The ability whose cost is paid as it is finalized, when it is not the run's own node (a mode, Equip). */
  costAt?: AbRef;
}

export type Item = StackItem<ItemData>;

export function itemData(it: StackItem): ItemData {
  return it.data as ItemData;
}

/** The kernel's view of an item's targets (views show them, RB 352.6). */
export function asTargets(runs: readonly Run[]): Target[][] {
  const out: Target[][] = [];
  for (const r of runs) for (const slot of r.targets) out.push(slot.map((obj) => ({ obj })));
  return out;
}

/** The target slots of a run's executable (keyword abilities have their own, 326-chain.ts). */
export function slotsOf(at: AbRef, costAt?: AbRef): TargetSlot[] {
  if (at.card === KEYWORD_CARD) {
    // RB 744.1.c.5: an Equip ability whose own text alters what it may attach to.
    const equip = costAt ? (nodeAt(costAt) as Ability | undefined) : undefined;
    if (at.path[0] === 'equip' && equip?.kind === 'equip') return equipSlots(equip);
    return KEYWORD_SLOTS[at.path[0] as string] ?? [];
  }
  return executableAt(at).targets;
}

/**
 * The targets keyword abilities choose: RB 745.1.d Quick-Draw attaches to "a unit you control";
 * RB 747.1.c Weaponmaster chooses "a card you control with the Equipment tag".
 */
const KEYWORD_SLOTS: Record<string, TargetSlot[]> = {
  'quick-draw': [{ sel: { kind: 'unit', side: 'friendly' } }],
  // RB 744.1.c.2: Equip attaches the gear to "a unit you control"; RB 744.1.b.1: that choice is a
  // target (chosen as the ability is finalized, RB 352.6).
  equip: [{ sel: { kind: 'unit', side: 'friendly' } }],
  // RB 747.1.c.1: any Equipment of yours, with an Equip ability or not.
  weaponmaster: [{ sel: { kind: 'equipment', side: 'friendly' } }],
};

/** The cost paid as an item is finalized: its `costAt` ability's, or its run's own (a trigger's "pay ... to"). */
function costOf(s: S, data: ItemData, at: AbRef, src: ObjId | null): Cost | undefined {
  const ref = data.costAt ?? (at.card === KEYWORD_CARD ? null : at);
  const node = ref ? (nodeAt(ref) as Ability | undefined) : undefined;
  // RB 744.1.c.4: an Equip cost with the alterations its own text makes.
  if (node?.kind === 'equip' && src !== null) return equipCost(s, src, node);
  return (node as { cost?: Cost } | undefined)?.cost;
}

/** Does any item on the chain wait to be finalized (RB 322.12)? */
export function hasPending(s: S): boolean {
  for (const it of s.stack ?? []) if (it.status === 'pending') return true;
  return false;
}

/**
 * RB 322.12, RB 333.1, RB 333.1.b: finalize the pending items, in the order they were added.
 * RB 333.1.a: this passes no priority.
 */
export const finalizeAll: Procedure<RbGame> = (ctx, _f) => {
  const next = (ctx.state.stack ?? []).find((it) => it.status === 'pending');
  if (!next) {
    ctx.done(true);
    return;
  }
  ctx.call('rb.finalize', { id: next.id, slot: 0, cur: [], targets: [] });
};

/**
 * Finalize one pending triggered or reflexive ability (RB 386–394; RB 387: the steps of playing a
 * card; RB 388, RB 388.1: pending until they are done, then a chain item): its choices (RB 390), its
 * costs (RB 391, RB 392), then it becomes a chain item (RB 394.1, RB 394.2). RB 394.3: `finalizeAll`
 * then takes the next pending item; RB 394.4: once none is pending, the kernel's priority window
 * lets the players react before the newest item resolves.
 * d: { id, slot, cur, targets }
 */
export const finalizeItem: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const d = f.d as { id: number; slot: number; cur: ObjId[]; targets: ObjId[][]; paid?: boolean };
  const it = (s.stack ?? []).find((x) => x.id === d.id) as Item | undefined;
  if (!it) {
    ctx.done(false);
    return;
  }
  const data = itemData(it);
  const run = data.runs[0];
  for (;;) {
    switch (f.step) {
      case 0: {
        // RB 390.1: targets, one slot after another (RB 352.12: each chosen on its own).
        if (input !== undefined) {
          const o = (input as Option[])[0];
          input = undefined;
          if (o.id === 'done') {
            d.targets.push(d.cur);
            d.cur = [];
            d.slot++;
          } else d.cur.push(o.value as ObjId);
        }
        const slots = slotsOf(run.at, data.costAt);
        if (d.slot >= slots.length) {
          run.targets = d.targets.map((t: ObjId[]) => t.slice()); // the item's own copy (a state is a tree)
          it.targets = asTargets(data.runs);
          f.step = 1;
          continue;
        }
        const slot = slots[d.slot];
        // RB 352.14.b: a split's targets are chosen as it is finalized, up to the amount split.
        const steps = (nodeAt(run.at) as { steps?: Step[] } | undefined)?.steps;
        const n = slotCount(s, it.controller, { targets: slots, steps }, d.slot, data.scope);
        const legal = targetChoices(s, it.controller, slot, data.scope, d.targets, d.cur, null);
        if (d.cur.length >= n || (legal.length === 0 && (d.cur.length > 0 || slot.upTo || slot.optional))) {
          d.targets.push(d.cur);
          d.cur = [];
          d.slot++;
          continue;
        }
        if (legal.length === 0 || (d.cur.length === 0 && !slot.upTo && !slot.optional && legal.length < n)) {
          // RB 390.3, RB 390.3.a: not enough legal choices: it leaves the chain (not countered).
          ctx.removeItem(it.id);
          ctx.log('RB 390.3', 'rb.no-targets', abilityArgs(s, it.source, run.at));
          ctx.done(false);
          return;
        }
        const options: Option[] = legal.map((id) => ({
          id: `t${id}`,
          label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
          obj: id,
          value: id,
        }));
        // RB 352.13: "up to" allows fewer, none included.
        if (slot.upTo || slot.optional) options.push({ id: 'done', label: { key: 'rb.done' } });
        // RB 390.3.b: the controller must choose when there are legal choices; one is no choice.
        if (options.length === 1) {
          input = [options[0]];
          continue;
        }
        ctx.choose({
          player: it.controller,
          kind: 'target',
          prompt:
            run.at.card === KEYWORD_CARD
              ? { key: 'rb.choose-target-kw', args: abilityArgs(s, it.source, run.at) }
              : { key: 'rb.choose-target', args: { c: { obj: it.source ?? -1, card: run.at.card } } },
          rule: 'RB 390.1',
          domain: { type: 'pick', min: 1, max: 1, options },
        });
        return;
      }
      case 1: {
        // RB 391–392: a trigger's cost ("you may pay ... to ...") and Deflect (RB 735.1.c).
        // RB 391.1, RB 391.1.b: the base cost is the one the ability names (most have none);
        // RB 391.2, RB 391.3: increases from the chosen targets (Deflect) and other effects.
        const bill = targetBill(s, it.controller, run.targets.flat(), null);
        bill.self = it.source;
        const cost = costOf(s, data, run.at, it.source);
        if (cost) {
          const c = def(s.objects[it.source!] ?? s.lki[it.source!]);
          addCostTo(bill, cost, it.source, c.domains);
        }
        const hasCost =
          bill.owed.energy > 0 ||
          bill.owed.power.length > 0 ||
          bill.exhaust.length ||
          bill.others.length ||
          bill.kill.length;
        if (!hasCost) {
          f.step = 3;
          continue;
        }
        if (!canPay(s, it.controller, bill)) {
          // RB 392.2, RB 392.2.a: a cost that cannot be paid is declined: the ability leaves the
          // chain (it is not countered: nothing counts it as countered).
          ctx.removeItem(it.id);
          ctx.log('RB 392.2', 'rb.declined', abilityArgs(s, it.source, run.at));
          ctx.done(false);
          return;
        }
        if (data.optional && cost) {
          // RB 392.2: the player may decline to pay.
          f.step = 2;
          ctx.choose({
            player: it.controller,
            kind: 'pay-trigger',
            prompt: { key: 'rb.pay-trigger', args: abilityArgs(s, it.source, run.at) },
            rule: 'RB 392.2',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: [
                { id: 'pay', label: { key: 'rb.yes-pay' }, value: true },
                { id: 'decline', label: { key: 'rb.no-decline' }, value: false },
              ],
            },
          });
          return;
        }
        // RB 392.1: pay the total cost.
        f.step = 22;
        ctx.call('rb.pay', { p: it.controller, bill });
        return;
      }
      case 2: {
        if (!((input as Option[])[0].value as boolean)) {
          ctx.removeItem(it.id);
          ctx.log('RB 392.2', 'rb.declined', abilityArgs(s, it.source, run.at));
          ctx.done(false);
          return;
        }
        // Paid: the "may" is answered (RB 353.4.d.1 reads the choice as made).
        data.optional = false;
        const bill = targetBill(s, it.controller, run.targets.flat(), null);
        bill.self = it.source;
        const c = def(s.objects[it.source!] ?? s.lki[it.source!]);
        addCostTo(bill, costOf(s, data, run.at, it.source)!, it.source, c.domains);
        f.step = 22;
        ctx.call('rb.pay', { p: it.controller, bill });
        return;
      }
      case 22:
        data.optional = false;
        // What the payment recycled, for an instruction that reads it (RB 353.4).
        if (input && typeof input === 'object' && 'recycledMight' in input)
          data.scope.recycledMight = (input as { recycledMight: number }).recycledMight;
        f.step = 3;
        continue;
      case 3: {
        // RB 393, RB 393.1: the targets are legal (they were just chosen among the legal ones);
        // RB 394.1, RB 394.2: it is finalized.
        ctx.finalize(it.id);
        if (ctx.logging) ctx.log('RB 394.2', 'rb.finalized', abilityArgs(s, it.source, run.at));
        fireChosen(ctx, it);
        ctx.done(true);
        return;
      }
    }
  }
};

/**
 * RB 356.3.e.2, RB 356.3.e.3, RB 356.3.e.4: a target is still legal as the item resolves if it is the
 * same object (it did not change zones to or from a non-board zone) and still meets the slot's
 * requirements. RB 356.3.e.5: illegal targets are unaffected.
 */
export function legalNow(s: S, slot: TargetSlot | undefined, scope: Scope, id: ObjId): boolean {
  const o = s.objects[id];
  if (!o) return false;
  if (!slot) return true;
  const chars = characteristics(s);
  const sels = Array.isArray(slot.sel) ? slot.sel : [slot.sel];
  if (!sels.some((sel) => matches(s, chars, sel, scope, id))) return false;
  // RB 356.3.e.4: a hidden card's target must still be at its battlefield.
  if (scope.hiddenAt && o.zone !== scope.hiddenAt) {
    const bf = s.g.battlefields.find((b) => b.obj === id);
    if (!bf || bf.zone !== scope.hiddenAt) return !!sels.every((sel) => sel.at === undefined);
  }
  return true;
}

/**
 * RB 336.1: the newest item resolves (`stack.resolve`, d = { item }) — so a Reaction played on the
 * chain resolves before what was already there (RB 155.2.b.3). RB 356.3.d, RB 394.5: its
 * instructions execute top to bottom, once per run; RB 356.3.e.1: even with illegal targets. A spell
 * then goes to its owner's trash (RB 153), and is played (RB 406.4.a: play triggers now) — also when
 * every target was lost and nothing happened (RB 356.3.e.10).
 * RB 154.3, RB 154.3.a: while it resolves nothing else is finalized or resolved: abilities its
 * instructions trigger are queued (375-triggers.ts `fire`) and only finalized on the chain by the
 * cleanup after it has finished (RB 322.12).
 */
export const resolve: Procedure<RbGame> = (ctx, f, input) => {
  const s = ctx.state;
  const item = f.d.item as Item;
  const data = itemData(item);
  for (;;) {
    switch (f.step) {
      case 0: {
        // RB 415.5.c: damage is attributed to the last spell or ability that resolved.
        ctx.g.lastDamage = null;
        if (ctx.logging) {
          // A keyword ability is named with the card that has it (RB 727).
          const at = data.runs[0]?.at;
          if (at?.card === KEYWORD_CARD)
            ctx.log('RB 336.1', 'rb.resolves-kw', abilityArgs(s, item.source, at));
          else ctx.log('RB 336.1', 'rb.resolves', { c: { obj: item.source ?? -1, card: at?.card ?? '' } });
        }
        f.d.run = 0;
        if (data.optional) {
          // "You may": the controller decides as it resolves.
          f.step = 1;
          ctx.choose({
            player: item.controller,
            kind: 'may',
            prompt: { key: 'rb.may', args: abilityArgs(s, item.source, data.runs[0].at) },
            rule: 'RB 376.2.b',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: [
                { id: 'yes', label: { key: 'rb.yes' }, value: true },
                { id: 'no', label: { key: 'rb.no' }, value: false },
              ],
            },
          });
          return;
        }
        f.step = 2;
        continue;
      }
      case 1:
        f.step = (input as Option[])[0].value ? 2 : 4;
        continue;
      case 2: {
        if (f.d.run >= data.runs.length || s.result) {
          f.step = 4;
          continue;
        }
        // RB 746.1.d, RB 746.1.d.1: each Repeat paid adds a run of the spell's instructions, executed
        // in turn here; RB 746.3.a: it is one chain item, played once however many runs it has.
        const run = data.runs[f.d.run++];
        const slots = slotsOf(run.at, data.costAt);
        // RB 356.3.e.5, RB 356.3.e.7, RB 356.3.e.8, RB 356.3.e.9: only targets still legal are affected.
        f.d.targets = run.targets.map((ids, i) => ids.filter((id) => legalNow(s, slots[i], data.scope, id)));
        f.step = 6;
        continue;
      }
      case 6: {
        const run = data.runs[f.d.run - 1];
        const slots = slotsOf(run.at, data.costAt);
        const targets = f.d.targets as ObjId[][];
        // RB 352.11.b: a group that no longer meets its restriction together: its controller keeps a
        // subset of it that does, one object at a time (only objects that keep it met are offered).
        const g = f.d.group as { slot: number; keep: ObjId[] } | undefined;
        if (g && input !== undefined) {
          const o = (input as Option[])[0];
          input = undefined;
          if (o.id === 'done') {
            targets[g.slot] = g.keep;
            delete f.d.group;
          } else g.keep.push(o.value as ObjId);
        }
        const bad = f.d.group
          ? (f.d.group as { slot: number }).slot
          : targets.findIndex((ids, i) => !groupHolds(s, slots[i], ids));
        if (bad >= 0) {
          const cur = (f.d.group ??= { slot: bad, keep: [] }) as { slot: number; keep: ObjId[] };
          const limit = slots[bad].group!.totalMightAtMost;
          const offer = targets[bad].filter(
            (id) => !cur.keep.includes(id) && totalMight(s, [...cur.keep, id]) <= limit,
          );
          ctx.choose({
            player: item.controller,
            kind: 'group-subset',
            prompt: { key: 'rb.group-keep', args: { n: limit } },
            rule: 'RB 352.11.b',
            domain: {
              type: 'pick',
              min: 1,
              max: 1,
              options: [
                ...offer.map((id) => ({
                  id: `t${id}`,
                  label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
                  obj: id,
                  value: id,
                })),
                { id: 'done', label: { key: 'rb.done' } },
              ],
            },
          });
          return;
        }
        delete f.d.targets;
        const scope: Scope = { ...data.scope, targets };
        if (run.dest !== undefined) scope.dest = run.dest;
        if (run.at.card === KEYWORD_CARD) {
          f.step = 3;
          ctx.call('rb.keyword', { kw: run.at.path[0], scope, item: item.id });
          return;
        }
        f.step = 3;
        ctx.call('rb.exec', { at: sub(run.at, 'steps'), pc: 0, scope });
        return;
      }
      case 3:
        f.step = 2;
        continue;
      case 4: {
        if (data.kind === 'spell' && item.source !== null) {
          const o = s.objects[item.source];
          // RB 356.3.d: the spell goes to its owner's trash.
          if (o && o.zone === Z.chain) toZone(ctx, o.id, Z.trash(o.owner));
          // RB 406.4.a: it has now been played.
          playedCard(ctx, item.controller, o?.card ?? data.runs[0].at.card, true);
        }
        f.step = 5;
        continue;
      }
      case 5: {
        // RB 351.3: cards its instructions played (play-self from the trash) are played now that it
        // has finished, in the order they were played; one that has left the trash is not.
        const owed = (f.d.after ?? []) as {
          p: PlayerId;
          obj: ObjId;
          discount?: number;
          ignore?: 'energy' | 'power';
        }[];
        for (let next = owed.shift(); next; next = owed.shift()) {
          const o = s.objects[next.obj];
          if (!o || !/^p\d:trash$/.test(o.zone)) continue;
          // play-self ignores the cost; play-from-trash pays it, less its discount (RB 353.4).
          // RB 353.1.b: "ignoring its Energy cost" (or Power) ignores only that part.
          const cost =
            next.discount === undefined ? { ignoreCost: next.ignore ?? true } : { discount: next.discount };
          ctx.call('rb.play', { p: next.p, obj: next.obj, from: 'trash', limited: true, ...cost });
          return;
        }
        ctx.done(item);
        return;
      }
    }
  }
};

/**
 * RB 347.1, RB 406.4: a player finished playing a card: counted (RB 738.1.c) and "when you play"
 * triggers. RB 052: only Main Deck cards come here — a token played by an instruction (RB 347.2)
 * is not a card, nor are runes channelled or a legend's abilities.
 */
export function playedCard(ctx: C, p: PlayerId, card: string, spell: boolean): void {
  ctx.g.record[p].played++;
  ctx.touch();
  fire(ctx, { type: 'play-card', player: p, card, spell });
}

/**
 * RB 412.1: counter a spell on the chain: it does nothing and goes to the trash (RB 412.1.a); it was
 * not played (RB 412.1.b; RB 406.4.b: `playedCard` never runs for it, so no play trigger fires);
 * costs are not refunded (RB 412.1.c, RB 412.1.c.1). RB 412, RB 412.2, RB 412.2.a: a limited
 * action — only the `counter` instruction calls this; RB 412.3: the instruction names the spell on
 * the chain it counters (its target).
 */
export function counter(ctx: C, spellObj: ObjId): boolean {
  const s = ctx.state;
  const it = (s.stack ?? []).find((x) => x.source === spellObj && itemData(x).kind === 'spell');
  if (!it) return false;
  ctx.removeItem(it.id);
  const o = s.objects[spellObj];
  if (o) toZone(ctx, o.id, Z.trash(o.owner));
  ctx.log('RB 412.1', 'rb.countered', { c: ctx.ref(spellObj) });
  return true;
}

export function itemOfSource(s: S, source: ObjId): StackItem | undefined {
  return (s.stack ?? []).find((x) => x.source === source);
}
