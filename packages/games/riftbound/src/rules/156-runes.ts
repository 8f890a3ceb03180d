/**
 * RB 156–164: runes and the rune pool. RB 157, RB 157.1, RB 157.1.a: a rune is a card type but not
 * a Main Deck card nor a permanent (it sits in its own board zone); RB 157.2, RB 157.2.a: runes
 * come from the 12-card Rune Deck; RB 157.2.b: recycled runes go back to it. RB 158, RB 159: runes
 * produce Energy (RB 159.1: for Energy costs) and Power (RB 159.2, RB 159.2.a, RB 159.2.a.1: of the
 * rune's domain). RB 160, RB 160.1: the six basic runes (the card data); each has two abilities
 * (RB 160.2): exhaust it to add 1 Energy, recycle it to add 1 Power of its domain.
 * What is added goes to the controller's rune pool (RB 162.1), from which costs are paid
 * (RB 162.2, RB 354.1); the pools empty at the end of each draw phase and each turn (RB 163).
 */
import type { Ctx, Msg, ObjId, PlayerId } from '@arbiter/kernel';
import type { Domain, PowerSymbol } from '../cards/schema.ts';
import { emptyPool, type RbGame, type RunePool, Z } from '../state.ts';
import { data, def, type S } from './105-zones.ts';
import { recycleRunes } from './400-actions.ts';

type C = Ctx<RbGame>;

/** A payment owed: Energy (RB 130.2) and Power symbols (RB 130.3), resolved to domains or any. */
export interface Owed {
  energy: number;
  /** One entry per Power symbol: a domain, or 'any' ([A], RB 134.2.e.5.a). */
  power: (Domain | 'any')[];
}

/**
 * RB 134.2.e.6: a [C] symbol is a Power of the card's own domain; on a card with no domain or
 * with several it is processed as [A] (RB 134.2.e.6.b).
 */
export function resolveSymbol(sym: PowerSymbol, domains: readonly Domain[]): Domain | 'any' {
  if (sym === 'own') return domains.length === 1 ? domains[0] : 'any';
  return sym;
}

/**
 * RB 416, RB 416.1, RB 164: add resources to a player's rune pool (RB 162, RB 162.1). RB 159.1.a:
 * Energy has no domain, so it is one number.
 */
export function addToPool(
  ctx: C,
  p: PlayerId,
  what: { energy?: number; power?: (Domain | 'any')[]; spellsOnly?: boolean },
): void {
  const pool = ctx.g.pools[p];
  if (what.energy) {
    if (what.spellsOnly) pool.spellEnergy += what.energy;
    else pool.energy += what.energy;
  }
  for (const d of what.power ?? []) {
    // RB 134.2.e.5.b: [A] added to the pool pays Power of any domain.
    if (d === 'any') pool.universal++;
    else pool.power[d] = (pool.power[d] ?? 0) + 1;
  }
  if (ctx.logging) {
    // Named in the reader's language: energy by amount, Power by domain (RB 133.2; [A] is any).
    const parts: Msg[] = [];
    if (what.energy) parts.push({ key: 'rb.pool-energy', args: { n: what.energy } });
    for (const d of what.power ?? []) parts.push({ key: `rb.pool-power.${d}` });
    ctx.log('RB 416.1', 'rb.add', { player: p, what: parts });
  }
}

/** RB 163: every player's rune pool empties (RB 163.1: unspent resources are lost). */
export function emptyPools(ctx: C, rule: string): void {
  for (let p = 0; p < ctx.state.players; p++) ctx.g.pools[p] = emptyPool();
  ctx.log(rule, 'rb.pools-empty');
}

/**
 * Can the pool pay `owed` as it stands (RB 354.1)? Domain Power first takes matching Power, then
 * universal Power (RB 159.2.b); [A] takes any Power (RB 134.2.e.5.a). Spell-only Energy pays only
 * for spells.
 */
export function poolCovers(pool: RunePool, owed: Owed, forSpell: boolean): boolean {
  return payFromPool({ ...pool, power: { ...pool.power } }, owed, forSpell);
}

/** Take `owed` out of the pool (mutating it); returns false (pool then undefined) if it cannot. */
export function payFromPool(pool: RunePool, owed: Owed, forSpell: boolean): boolean {
  let e = owed.energy;
  if (forSpell) {
    const take = Math.min(e, pool.spellEnergy);
    pool.spellEnergy -= take;
    e -= take;
  }
  if (pool.energy < e) return false;
  pool.energy -= e;
  const any = owed.power.filter((d) => d === 'any').length;
  for (const d of owed.power) {
    if (d === 'any') continue;
    if ((pool.power[d] ?? 0) > 0) pool.power[d]!--;
    else if (pool.universal > 0) pool.universal--;
    else return false;
  }
  for (let i = 0; i < any; i++) {
    if (pool.universal > 0) {
      pool.universal--;
      continue;
    }
    const d = (Object.keys(pool.power) as Domain[]).find((k) => (pool.power[k] ?? 0) > 0);
    if (!d) return false;
    pool.power[d]!--;
  }
  return true;
}

/** The domain a basic rune produces Power of (RB 160.2.b.1). */
export function runeDomain(s: S, id: ObjId): Domain | null {
  const d = def(s.objects[id]);
  return d.type === 'rune' && d.domains.length === 1 ? d.domains[0] : null;
}

/** A player's runes on the board (RB 106.2.e). */
export function runesOf(s: S, p: PlayerId): ObjId[] {
  return s.zones[Z.runes(p)].objects;
}

/**
 * What a player could add to their pool from their runes right now (RB 160.2): each ready rune's
 * Energy, and each rune's Power if recycled. Recycling an exhausted rune is allowed: its second
 * ability has no exhaust cost.
 */
export function potential(s: S, p: PlayerId): { energy: number; power: Partial<Record<Domain, number>> } {
  let energy = 0;
  const power: Partial<Record<Domain, number>> = {};
  for (const id of runesOf(s, p)) {
    if (!data(s.objects[id]).exhausted) energy++;
    const d = runeDomain(s, id);
    if (d) power[d] = (power[d] ?? 0) + 1;
  }
  return { energy, power };
}

/** RB 160.2.a: "[E]: Add [1]" — exhaust a ready rune for 1 Energy. */
export function tapRune(ctx: C, id: ObjId): boolean {
  const o = ctx.obj(id);
  if (data(o).exhausted) return false;
  ctx.setData(id, 'exhausted', true);
  addToPool(ctx, o.controller, { energy: 1 });
  return true;
}

/** RB 160.2.b: "Recycle this: Add [C]" — the rune goes to the bottom of its rune deck. */
export function recycleRuneForPower(ctx: C, id: ObjId): Domain | null {
  const o = ctx.obj(id);
  const d = runeDomain(ctx.state, id);
  if (!d) return null;
  const p = o.controller;
  recycleRunes(ctx, [id]);
  addToPool(ctx, p, { power: [d] });
  return d;
}

/**
 * Whether a player could pay `owed` from their pool plus their runes, choosing which runes to
 * exhaust and which to recycle (a rune recycled for Power gives no Energy). Used to offer only
 * payable plays.
 */
export function affordable(s: S, p: PlayerId, owed: Owed, forSpell: boolean): boolean {
  const pool = s.g.pools[p];
  const runes = runesOf(s, p).map((id) => ({ ready: !data(s.objects[id]).exhausted, d: runeDomain(s, id) }));
  // Power still owed after the pool, per domain and "any".
  const left: Partial<Record<Domain, number>> = {};
  let any = 0;
  const have = { ...pool.power };
  let uni = pool.universal;
  for (const d of owed.power) {
    if (d === 'any') {
      any++;
      continue;
    }
    if ((have[d] ?? 0) > 0) have[d]!--;
    else if (uni > 0) uni--;
    else left[d] = (left[d] ?? 0) + 1;
  }
  let spare = uni + Object.values(have).reduce((a, b) => a + (b ?? 0), 0);
  const fromSpare = Math.min(spare, any);
  any -= fromSpare;
  spare -= fromSpare;
  // Recycle runes for the Power still owed: matching domains first, then any rune for [A].
  const used = new Set<number>();
  for (const [d, n] of Object.entries(left) as [Domain, number][]) {
    let need = n;
    // Prefer exhausted runes: they give no Energy anyway.
    const order = runes.map((_r, i) => i).sort((a, b) => Number(runes[a].ready) - Number(runes[b].ready));
    for (const i of order) {
      if (need === 0) break;
      if (!used.has(i) && runes[i].d === d) {
        used.add(i);
        need--;
      }
    }
    if (need > 0) return false;
  }
  const order = runes.map((_r, i) => i).sort((a, b) => Number(runes[a].ready) - Number(runes[b].ready));
  for (const i of order) {
    if (any === 0) break;
    if (!used.has(i) && runes[i].d) {
      used.add(i);
      any--;
    }
  }
  if (any > 0) return false;
  const energyAvail =
    pool.energy + (forSpell ? pool.spellEnergy : 0) + runes.filter((r, i) => r.ready && !used.has(i)).length;
  return energyAvail >= owed.energy;
}
