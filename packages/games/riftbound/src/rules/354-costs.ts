/**
 * RB 354: paying costs. A bill is the total cost worked out by RB 353 (totalCost in 346-playing.ts):
 * Energy and Power paid from the rune pool (RB 354.1), and non-standard costs (RB 354.2, RB 353.6):
 * discarding, killing or exhausting a friendly unit, recycling from the trash, spending a buff.
 *
 * RB 354.1.a, RB 416.3: while paying, a player may use Reaction abilities that Add resources — the
 * basic runes' two abilities (RB 160.2: exhaust for 1 Energy, recycle for 1 Power of its domain),
 * Gold tokens, and the like. Those abilities resolve as they are activated and never wait on the
 * chain (RB 388.2, RB 416.2, RB 416.2.a, RB 333.1.c), so paying is one step. The engine
 * offers them here only: adding resources at another moment gains nothing, since the pool keeps
 * them only until the phase ends (RB 163) and nothing in the pool reacts to an Add (docs/decisions.md).
 *
 * What is chosen: only what makes a difference. The pool is spent first (it empties anyway, RB 163);
 * a rune exhausted for Energy is any ready rune (ready runes are alike); Power of a domain recycles a
 * rune of that domain, an exhausted one first (it has no Energy left to give). What differs is which
 * domains pay Power of any domain ([A], RB 134.2.e.5) and whether other Add sources (Gold, Lux) are
 * used: each such difference is one payment plan, and the player picks a plan when there are several.
 */
import type { Ctx, Msg, ObjId, Option, PlayerId, Procedure } from '@arbiter/kernel';
import type { Ability, Cost, Domain } from '../cards/schema.ts';
import { DOMAINS } from '../cards/schema.ts';
import type { RbGame, RunePool } from '../state.ts';
import { Z } from '../state.ts';
import { allUnits, data, def, type S } from './105-zones.ts';
import { addToPool, type Owed, runeDomain } from './156-runes.ts';
import { discardCard, exhaust, recycleRunes, recycleToDeck, spendBuff } from './400-actions.ts';
import { mightOf } from './450-layers.ts';

type C = Ctx<RbGame>;

/** Everything a player pays for one card or ability. */
export interface Bill {
  /** Energy and Power (RB 130, RB 354.1). */
  owed: Owed;
  /** Spell-only Energy (Lux, Crownguard) may pay it. */
  forSpell: boolean;
  /** Objects the cost itself exhausts ([E], RB 401.5) or kills ("kill this", RB 415.6). */
  exhaust: ObjId[];
  kill: ObjId[];
  /** Non-standard costs still to choose and pay (RB 353.6, RB 354.2). */
  others: Cost[];
  /** Objects that may not be used for the non-standard costs (an ability's own source). */
  exclude: ObjId[];
  /** The ability's source, whose buff "spend my buff" spends (RB 702.2.b). */
  self: ObjId | null;
  /** RB 354.3: a battlefield the player must still control after paying (a unit is played there). */
  keepAt?: string;
}

export function emptyBill(forSpell = false, self: ObjId | null = null): Bill {
  return { owed: { energy: 0, power: [] }, forSpell, exhaust: [], kill: [], others: [], exclude: [], self };
}

/** An object with an Add ability other than a rune's: used while paying (RB 354.1.a). */
interface AddSource {
  obj: ObjId;
  /** What it adds. */
  energy: number;
  universal: number;
  spellsOnly: boolean;
  /** Its cost: exhaust it, kill it. */
  exhaust: boolean;
  kill: boolean;
}

/** The Add abilities of a player's non-rune objects that can be used now (RB 416.3). */
export function addSources(s: S, p: PlayerId, bill?: Bill): AddSource[] {
  const out: AddSource[] = [];
  const zones = [Z.base(p), Z.legend(p), ...s.g.battlefields.map((b) => b.zone)];
  for (const z of zones)
    for (const id of s.zones[z].objects) {
      const o = s.objects[id];
      if (o.controller !== p || o.linkedTo !== undefined) continue;
      const d = def(o);
      if (d.type === 'rune') continue;
      for (const ab of d.abilities) {
        const add = addAbility(ab);
        if (!add) continue;
        const c = (ab as { cost: Cost }).cost;
        if (c.exhaust && (data(o).exhausted || bill?.exhaust.includes(id))) continue;
        if (bill?.kill.includes(id)) continue;
        out.push({
          obj: id,
          energy: add.energy ?? 0,
          universal: (add.power ?? []).length,
          spellsOnly: add.spellsOnly === true,
          exhaust: c.exhaust === true,
          kill: c.killSelf === true,
        });
        break;
      }
    }
  return out;
}

/** An activated ability whose only instruction adds resources (RB 416.2). */
export function addAbility(ab: Ability): { energy?: number; power?: string[]; spellsOnly?: boolean } | null {
  if (ab.kind !== 'activated' || ab.modes || ab.steps.length !== 1) return null;
  const st = ab.steps[0];
  if (st.do !== 'add') return null;
  // Only costs the payment step can pay on its own: exhausting or killing the object itself.
  const c = ab.cost;
  if (c.energy || c.power?.length || c.discard || c.killFriendly || c.exhaustFriendly) return null;
  if (c.recycleFromTrash || c.spendBuff || c.recycleFriendly || c.recycleSelf) return null;
  return st;
}

/** One way to pay the Energy and Power of a bill (see the file comment). */
export interface PayPlan {
  /** Runes to recycle, by domain (exhausted ones first). */
  recycle: Partial<Record<Domain, number>>;
  /** Ready runes to exhaust for Energy. */
  exhaust: number;
  /** Add sources used (object ids). */
  sources: ObjId[];
}

interface RuneCounts {
  ready: Partial<Record<Domain, number>>;
  exhausted: Partial<Record<Domain, number>>;
  readyTotal: number;
}

function runeCounts(s: S, p: PlayerId): RuneCounts {
  const out: RuneCounts = { ready: {}, exhausted: {}, readyTotal: 0 };
  for (const id of s.zones[Z.runes(p)].objects) {
    const d = runeDomain(s, id);
    const ex = data(s.objects[id]).exhausted === true;
    if (!ex) out.readyTotal++;
    if (!d) continue;
    const m = ex ? out.exhausted : out.ready;
    m[d] = (m[d] ?? 0) + 1;
  }
  return out;
}

/** What the pool cannot pay of `owed`: Energy, Power per domain, and [A] symbols. */
function afterPool(pool: RunePool, owed: Owed, forSpell: boolean) {
  let energy = owed.energy;
  if (forSpell) energy -= Math.min(energy, pool.spellEnergy);
  energy -= Math.min(energy, pool.energy);
  const have: Partial<Record<Domain, number>> = { ...pool.power };
  let uni = pool.universal;
  const need: Partial<Record<Domain, number>> = {};
  let any = 0;
  for (const sym of owed.power) {
    if (sym === 'any') {
      any++;
      continue;
    }
    if ((have[sym] ?? 0) > 0) have[sym]!--;
    else if (uni > 0) uni--;
    else need[sym] = (need[sym] ?? 0) + 1;
  }
  // [A] takes universal Power, then Power of any domain left in the pool (RB 134.2.e.5.a).
  let spare = uni + Object.values(have).reduce((a, b) => a + (b ?? 0), 0);
  const fromPool = Math.min(spare, any);
  any -= fromPool;
  spare -= fromPool;
  return { energy, need, any };
}

/**
 * The distinct ways `p` can pay the Energy and Power of `bill` now (empty: it cannot be paid).
 * Plans differ in what they use up: which domains are recycled for [A], which Add sources are used.
 */
export function payPlans(s: S, p: PlayerId, bill: Bill, limit = 24): PayPlan[] {
  const rest = afterPool(s.g.pools[p], bill.owed, bill.forSpell);
  const runes = runeCounts(s, p);
  // Runes the bill itself exhausts are not among them (no cost exhausts a rune but its own ability).
  const srcs = addSources(s, p, bill);
  if (!mayCover(rest, runes, srcs, bill.forSpell)) return [];
  const out: PayPlan[] = [];
  const seen = new Set<string>();
  const nSrc = Math.min(srcs.length, 4);
  for (let mask = 0; mask < 1 << nSrc; mask++) {
    const used = srcs.filter((_x, i) => mask & (1 << i));
    let energy = rest.energy;
    let uni = 0;
    for (const u of used) {
      if (!u.spellsOnly || bill.forSpell) energy -= Math.min(energy, u.energy);
      uni += u.universal;
    }
    // A source that adds nothing useful is not a different plan.
    if (
      used.some((u) => u.universal === 0 && (u.energy === 0 || (u.spellsOnly && !bill.forSpell))) ||
      uni > Object.values(rest.need).reduce((a, b) => a + (b ?? 0), 0) + rest.any
    )
      continue;
    // Universal Power from the sources pays domain needs or [A]: try each split.
    for (const plan of recyclePlans(rest.need, rest.any, uni, runes)) {
      // RB 160.2.a, RB 160.2.b: a rune's two abilities are separate — a ready rune may be exhausted
      // for Energy and then recycled for Power — so every ready rune can pay Energy.
      if (runes.readyTotal < Math.max(0, energy)) continue;
      const key = `${used.map((u) => u.obj).join(',')}|${DOMAINS.map((d) => plan[d] ?? 0).join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ recycle: plan, exhaust: Math.max(0, energy), sources: used.map((u) => u.obj) });
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/**
 * A quick bound before the plans are enumerated: with every Add source used and every rune
 * available, is there Energy and Power enough? If not, no plan exists (the exact search below
 * would find none); most cards in hand are refused here when options are listed.
 */
function mayCover(
  rest: ReturnType<typeof afterPool>,
  runes: RuneCounts,
  srcs: AddSource[],
  forSpell: boolean,
): boolean {
  let energy = rest.energy;
  let power = rest.any;
  for (const d in rest.need) power += rest.need[d as Domain] ?? 0;
  for (const u of srcs) {
    if (!u.spellsOnly || forSpell) energy -= u.energy;
    power -= u.universal;
  }
  if (energy > runes.readyTotal) return false;
  if (power <= 0) return true;
  let recyclable = 0;
  for (const d in runes.ready) recyclable += runes.ready[d as Domain] ?? 0;
  for (const d in runes.exhausted) recyclable += runes.exhausted[d as Domain] ?? 0;
  return power <= recyclable;
}

type DomainCounts = Partial<Record<Domain, number>>;

function available(runes: RuneCounts, d: Domain): number {
  return (runes.ready[d] ?? 0) + (runes.exhausted[d] ?? 0);
}

/** Multisets of rune domains to recycle, covering `need` and `any` with `uni` universal Power. */
function recyclePlans(need: DomainCounts, any: number, uni: number, runes: RuneCounts): DomainCounts[] {
  const needs = (Object.entries(need) as [Domain, number][]).filter(([, n]) => n > 0);
  const out: DomainCounts[] = [];
  walkNeeds(needs, any, runes, 0, uni, {}, out);
  return out;
}

/** Distribute universal Power over the domain needs (k per need), the rest goes to [A]. */
function walkNeeds(
  needs: [Domain, number][],
  any: number,
  runes: RuneCounts,
  i: number,
  left: number,
  acc: DomainCounts,
  out: DomainCounts[],
): void {
  if (i === needs.length) {
    anyMultisets(runes, 0, Math.max(0, any - left), { ...acc }, out);
    return;
  }
  const [d, n] = needs[i];
  for (let k = 0; k <= Math.min(left, n); k++) {
    const r = n - k;
    if (r > available(runes, d)) continue;
    const next = { ...acc };
    if (r > 0) next[d] = r;
    walkNeeds(needs, any, runes, i + 1, left - k, next, out);
  }
}

/** Ways to add `left` more recycled runes of any domains to `acc` (canonical: domains in order). */
function anyMultisets(
  runes: RuneCounts,
  i: number,
  left: number,
  acc: DomainCounts,
  out: DomainCounts[],
): void {
  if (left === 0) {
    out.push(acc);
    return;
  }
  if (i === DOMAINS.length) return;
  const d = DOMAINS[i];
  const room = available(runes, d) - (acc[d] ?? 0);
  for (let k = Math.min(room, left); k >= 0; k--) {
    const next = { ...acc };
    if (k > 0) next[d] = (next[d] ?? 0) + k;
    anyMultisets(runes, i + 1, left - k, next, out);
  }
}

// ---- non-standard costs ---------------------------------------------------------------------

/** The objects that can pay one non-standard cost, or null if it needs no choice. */
export function costChoices(s: S, p: PlayerId, c: Cost, bill: Bill): { ids: ObjId[]; n: number } | null {
  if (c.discard) {
    const ids = s.zones[Z.hand(p)].objects.filter((id) => !bill.exclude.includes(id));
    return { ids, n: c.discard };
  }
  if (c.killFriendly || c.exhaustFriendly || c.spendBuff === 'friendly' || c.recycleFriendly) {
    const ids = allUnits(s).filter((id) => {
      const o = s.objects[id];
      if (o.controller !== p || bill.exclude.includes(id)) return false;
      // RB 352.16, RB 354.3: not the last of the player's units at the battlefield a unit goes to.
      if (c.killFriendly && bill.keepAt === o.zone && unitsOf(s, o.zone, p) <= 1) return false;
      if (c.exhaustFriendly) return !data(o).exhausted && !bill.exhaust.includes(id);
      // RB 702.2.b.1, RB 702.2.b.2: a buff is spent only from a unit of one's own that has one.
      if (c.spendBuff) return data(o).buff === 1;
      return true;
    });
    return { ids, n: c.killFriendly ?? c.exhaustFriendly ?? 1 };
  }
  if (c.recycleFromTrash) {
    const kind = c.recycleFromTrash.kind;
    const ids = s.zones[Z.trash(p)].objects.filter((id) => !kind || def(s.objects[id]).type === kind);
    return { ids, n: c.recycleFromTrash.n };
  }
  return null;
}

function unitsOf(s: S, zone: string, p: PlayerId): number {
  let n = 0;
  for (const id of s.zones[zone]?.objects ?? []) {
    const o = s.objects[id];
    if (o.controller === p && def(o).type === 'unit') n++;
  }
  return n;
}

/** Split a cost into the parts the bill keeps separately. */
export function addCost(bill: Bill, c: Cost, self: ObjId | null, domains: readonly Domain[]): void {
  if (c.energy) bill.owed.energy += c.energy;
  for (const sym of c.power ?? [])
    bill.owed.power.push(sym === 'own' ? (domains.length === 1 ? domains[0] : 'any') : sym);
  if (c.exhaust && self !== null) bill.exhaust.push(self);
  if (c.killSelf && self !== null) bill.kill.push(self);
  if (c.spendBuff === 'self' && self !== null) bill.others.push({ spendBuff: 'self' });
  const rest: Cost = {};
  if (c.discard) rest.discard = c.discard;
  if (c.killFriendly) rest.killFriendly = c.killFriendly;
  if (c.exhaustFriendly) rest.exhaustFriendly = c.exhaustFriendly;
  if (c.recycleFromTrash) rest.recycleFromTrash = c.recycleFromTrash;
  if (c.spendBuff === 'friendly') rest.spendBuff = 'friendly';
  if (c.recycleFriendly) rest.recycleFriendly = true;
  if (Object.keys(rest).length) bill.others.push(rest);
}

/**
 * Whether the whole bill can be paid (RB 401.4, RB 403.3, RB 409.3: a cost must be payable in full;
 * RB 401.3.a, RB 403.2.a, RB 409.2.a: exhausting, recycling and discarding are so asked for by costs).
 * RB 354.3: choices that would make the payment impossible are not offered.
 */
export function canPay(s: S, p: PlayerId, bill: Bill): boolean {
  for (const id of bill.exhaust) if (data(s.objects[id]).exhausted) return false;
  for (const c of bill.others) {
    if (c.spendBuff === 'self') continue;
    const ch = costChoices(s, p, c, bill);
    if (ch && ch.ids.length < ch.n) return false;
  }
  for (const c of bill.others)
    if (c.spendBuff === 'self' && (bill.self === null || data(s.objects[bill.self]).buff !== 1)) return false;
  return payPlans(s, p, bill, 1).length > 0;
}

/** One way to pay, in words: "exhaust 2 rune(s), recycle 1 Fury rune(s), use Gold" (RB 354.1). */
function planLabel(ctx: C, plan: PayPlan): Option['label'] {
  const parts: Msg[] = [];
  if (plan.exhaust) parts.push({ key: 'rb.plan-exhaust', args: { n: plan.exhaust } });
  for (const d of DOMAINS)
    if (plan.recycle[d])
      parts.push({ key: 'rb.plan-recycle', args: { n: plan.recycle[d]!, d: { key: `rb.domain.${d}` } } });
  for (const id of plan.sources) parts.push({ key: 'rb.plan-source', args: { c: ctx.ref(id) } });
  return { key: 'rb.pay-plan', args: { parts: parts.length ? parts : [{ key: 'rb.plan-pool' }] } };
}

/** What a bill owes, in words (RB 354.1): the prompt of the choice of a plan. */
function owedPrompt(bill: Bill): Msg {
  const e = bill.owed.energy;
  if (!bill.owed.power.length) return { key: 'rb.pay-energy', args: { e } };
  const power: Msg[] = [];
  for (const d of DOMAINS) {
    const n = bill.owed.power.filter((x) => x === d).length;
    if (n) power.push({ key: 'rb.power-n', args: { n, d: { key: `rb.domain.${d}` } } });
  }
  const any = bill.owed.power.filter((x) => x === 'any').length;
  if (any) power.push({ key: 'rb.power-any-n', args: { n: any } });
  return { key: 'rb.pay', args: { e, p: power } };
}

/**
 * Pay a bill (RB 354). d: { p, bill, rule, step data }. Returns true when paid. The non-standard
 * costs are chosen first (RB 354.2, in any order), then the resources are taken (RB 354.1).
 */
export const pay: Procedure<RbGame> = (ctx, f, input) => {
  const d = f.d as {
    p: PlayerId;
    bill: Bill;
    i?: number;
    chosen?: ObjId[][];
    plan?: PayPlan;
    recycledMight?: number;
  };
  const s = ctx.state;
  const bill = d.bill;
  for (;;) {
    switch (f.step) {
      case 0: {
        d.i = 0;
        d.chosen = [];
        f.step = 1;
        continue;
      }
      case 1: {
        // RB 354.2: each non-standard cost: what pays it.
        if (d.i! >= bill.others.length) {
          f.step = 3;
          continue;
        }
        const c = bill.others[d.i!];
        const ch = c.spendBuff === 'self' ? null : costChoices(s, d.p, c, bill);
        if (!ch) {
          d.chosen!.push([]);
          d.i!++;
          continue;
        }
        // RB 403.6: "recycle X from [zone]" — the player chooses which X. Objects already chosen for an
        // earlier cost are not chosen again.
        const taken = d.chosen!.flat();
        const ids = ch.ids.filter((id) => !taken.includes(id));
        if (ids.length <= ch.n) {
          d.chosen!.push(ids.slice(0, ch.n));
          d.i!++;
          continue;
        }
        f.step = 2;
        ctx.choose({
          player: d.p,
          kind: 'pay-cost',
          prompt: { key: 'rb.pay-cost', args: { n: ch.n, what: { key: `rb.cost.${costKey(c)}` } } },
          rule: c.discard ? 'RB 409.3' : c.recycleFromTrash ? 'RB 403.3' : 'RB 354.2',
          domain: {
            type: 'pick',
            min: ch.n,
            max: ch.n,
            options: ids.map((id) => ({
              id: `c${id}`,
              label: { key: 'rb.obj', args: { c: ctx.ref(id) } },
              obj: id,
              value: id,
            })),
          },
        });
        return;
      }
      case 2: {
        d.chosen!.push((input as Option[]).map((o) => o.value as ObjId));
        d.i!++;
        f.step = 1;
        continue;
      }
      case 3: {
        // RB 354.1: the resources, by a plan the player picks when there are several.
        const plans = payPlans(s, d.p, bill);
        if (plans.length === 0) throw new Error(`riftbound: a bill offered as payable cannot be paid`);
        if (plans.length === 1) {
          d.plan = plans[0];
          f.step = 5;
          continue;
        }
        f.step = 4;
        ctx.choose({
          player: d.p,
          kind: 'pay',
          prompt: owedPrompt(bill),
          rule: 'RB 354.1.a',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: plans.map((pl, i) => ({ id: `plan${i}`, label: planLabel(ctx, pl), value: pl })),
          },
        });
        return;
      }
      case 4:
        d.plan = (input as Option[])[0].value as PayPlan;
        f.step = 5;
        continue;
      case 5: {
        spendResources(ctx, d.p, bill, d.plan!);
        // Non-standard costs, and the cost's own exhaust / kill.
        for (const id of bill.exhaust) exhaust(ctx, id);
        const kills: ObjId[] = [...bill.kill];
        bill.others.forEach((c, i) => {
          // The recycled unit's Might as it leaves the board, for "reduce by its Might" (RB 353.4).
          if (c.recycleFriendly)
            d.recycledMight = (d.chosen![i] ?? []).reduce((n, id) => n + mightOf(ctx.state, id), 0);
          payOther(ctx, d.p, c, d.chosen![i] ?? [], kills, bill);
        });
        ctx.log('RB 354.1', 'rb.paid', { player: d.p });
        f.step = 6;
        if (kills.length) {
          // RB 415.1.a.1: a kill paid as a cost is a kill instruction.
          ctx.event({ type: 'kill', objs: kills, rule: 'RB 354.2', by: null });
          return;
        }
        continue;
      }
      case 6:
        ctx.done(d.recycledMight === undefined ? true : { recycledMight: d.recycledMight });
        return;
    }
  }
};

function costKey(c: Cost): string {
  if (c.discard) return 'discard';
  if (c.killFriendly) return 'kill';
  if (c.exhaustFriendly) return 'exhaust';
  if (c.recycleFromTrash) return 'recycle';
  if (c.spendBuff) return 'spend-buff';
  if (c.recycleFriendly) return 'recycle-unit';
  return 'cost';
}

/** Take the resources of a plan: Add sources and runes into the pool, then the pool pays. */
function spendResources(ctx: C, p: PlayerId, bill: Bill, plan: PayPlan): void {
  const s = ctx.state;
  for (const id of plan.sources) {
    const o = s.objects[id];
    const ab = def(o).abilities.find((a) => addAbility(a) !== null)!;
    const add = addAbility(ab)!;
    const c = (ab as { cost: Cost }).cost;
    if (c.exhaust) exhaust(ctx, id);
    // RB 388.2, RB 416.2: an Add ability resolves as it is activated.
    addToPool(ctx, p, {
      energy: add.energy,
      power: (add.power ?? []).map(() => 'any' as const),
      spellsOnly: add.spellsOnly,
    });
    if (c.killSelf) bill.kill.push(id);
  }
  // RB 160.2.a: exhaust ready runes for Energy — first those that will not be recycled.
  const recycleLeft: Partial<Record<Domain, number>> = { ...plan.recycle };
  const ready = s.zones[Z.runes(p)].objects.filter((id) => !data(s.objects[id]).exhausted);
  const keep: ObjId[] = [];
  const spare: ObjId[] = [];
  // Exhausted runes of a domain are recycled first; ready ones only for what they cannot cover.
  const exhaustedOf = (dom: Domain) =>
    s.zones[Z.runes(p)].objects.filter((id) => runeDomain(s, id) === dom && data(s.objects[id]).exhausted)
      .length;
  const readyRecycled: Partial<Record<Domain, number>> = {};
  for (const [dom, n] of Object.entries(recycleLeft) as [Domain, number][])
    readyRecycled[dom] = Math.max(0, n - exhaustedOf(dom));
  for (const id of ready) {
    const dom = runeDomain(s, id);
    if (dom && (readyRecycled[dom] ?? 0) > 0) {
      readyRecycled[dom]!--;
      spare.push(id);
    } else keep.push(id);
  }
  let n = plan.exhaust;
  for (const id of [...keep, ...spare]) {
    if (n === 0) break;
    exhaust(ctx, id);
    addToPool(ctx, p, { energy: 1 });
    n--;
  }
  // RB 160.2.b: recycle runes for Power, exhausted ones first.
  const runes = [...s.zones[Z.runes(p)].objects];
  const toRecycle: ObjId[] = [];
  for (const [dom, k] of Object.entries(plan.recycle) as [Domain, number][]) {
    const mine = runes
      .filter((id) => runeDomain(s, id) === dom)
      .sort((a, b) => Number(!data(s.objects[a]).exhausted) - Number(!data(s.objects[b]).exhausted));
    toRecycle.push(...mine.slice(0, k));
  }
  for (const id of toRecycle) {
    const dom = runeDomain(s, id)!;
    recycleRunes(ctx, [id]);
    addToPool(ctx, p, { power: [dom] });
  }
  takeFromPool(ctx, p, bill.owed, bill.forSpell);
}

/** RB 354.1: the pool pays (the plan made sure it can). */
function takeFromPool(ctx: C, p: PlayerId, owed: Owed, forSpell: boolean): void {
  const pool = ctx.g.pools[p];
  let e = owed.energy;
  if (forSpell) {
    const t = Math.min(e, pool.spellEnergy);
    pool.spellEnergy -= t;
    e -= t;
  }
  if (pool.energy < e) throw new Error('riftbound: the pool cannot pay the Energy it was planned to');
  pool.energy -= e;
  let any = 0;
  for (const sym of owed.power) {
    if (sym === 'any') {
      any++;
      continue;
    }
    if ((pool.power[sym] ?? 0) > 0) pool.power[sym] = pool.power[sym]! - 1;
    else if (pool.universal > 0) pool.universal--;
    else throw new Error(`riftbound: the pool cannot pay ${sym} Power`);
  }
  for (let i = 0; i < any; i++) {
    if (pool.universal > 0) {
      pool.universal--;
      continue;
    }
    // The domain with the most Power left pays [A] (the pool empties at the phase's end anyway).
    let best: Domain | null = null;
    for (const dom of DOMAINS)
      if ((pool.power[dom] ?? 0) > 0 && (!best || pool.power[dom]! > pool.power[best]!)) best = dom;
    if (!best) throw new Error('riftbound: the pool cannot pay [A]');
    pool.power[best] = pool.power[best]! - 1;
  }
  for (const dom of DOMAINS) if (pool.power[dom] === 0) delete pool.power[dom];
}

/** Pay one non-standard cost with the chosen objects (kills are collected for one kill event). */
function payOther(ctx: C, p: PlayerId, c: Cost, ids: ObjId[], kills: ObjId[], bill: Bill): void {
  if (c.discard) {
    for (const id of ids) discardCard(ctx, p, id);
    return;
  }
  if (c.killFriendly) {
    kills.push(...ids);
    return;
  }
  if (c.exhaustFriendly) {
    for (const id of ids) exhaust(ctx, id);
    return;
  }
  const buffed = c.spendBuff === 'self' ? (bill.self === null ? [] : [bill.self]) : c.spendBuff ? ids : [];
  for (const id of buffed) spendBuff(ctx, id);
  if (c.recycleFromTrash || c.recycleFriendly) {
    // RB 403.3: recycling as a cost; a unit recycled from the board goes to its owner's deck.
    recycleToDeck(ctx, p, ids);
  }
}
