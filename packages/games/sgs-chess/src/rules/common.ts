/**
 * What every rule file reads: roles, cards and their kinds, areas, distance and attack range
 * (stand-ins D3, D4), and the small helpers for questions and the trace of timing points.
 * Nothing here names a card, skill or terrain effect: what they change comes from the registry.
 */
import type { Msg, ObjId, Option } from '@arbiter/kernel';
import { cardDef } from '../cards.ts';
import { registry } from '../content/registry.ts';
import { GENERALS } from '../data/generals.ts';
import { manhattan, TERRAIN, type Terrain } from '../data/map.ts';
import { type C, type G, msg, ROLES, type Role, type S, SLOT_ZONES, type Slot, seatOf, Z } from '../state.ts';

// ---- roles -----------------------------------------------------------------------------------

export function alive(g: G, r: number): boolean {
  const x = g.roles[r];
  return !x.dead && x.cell >= 0;
}

const SKILLSETS: Record<string, Set<string>> = Object.fromEntries(
  Object.values(GENERALS).map((gen) => [gen.id, new Set(gen.skills)]),
);
/** Whether role r has a skill now (its general's, while alive). */
export function hasSkill(g: G, r: number, skill: string): boolean {
  const x = g.roles[r];
  if (!x.general || x.dead) return false;
  return SKILLSETS[x.general].has(skill);
}

/** Whether role r's general carries a skill, alive or not (〖恶来〗 counts even after death). */
export function generalHas(g: G, r: number, skill: string): boolean {
  const gen = g.roles[r].general;
  return !!gen && SKILLSETS[gen].has(skill);
}

export function isMale(g: G, r: number): boolean {
  return GENERALS[g.roles[r].general]?.male ?? true;
}

/** Per role, its name message by general (a map per role, not a text key built at every call). */
const ROLE_MSGS: Map<string | undefined, Msg>[] = [];
/** A role's name as a message; built once per role and general, frozen (never mutated). */
export function roleNameOf(roles: readonly Role[], r: number): Msg {
  const gen = roles[r].general;
  const byGeneral = (ROLE_MSGS[r] ??= new Map());
  let m = byGeneral.get(gen);
  if (!m) {
    m = gen ? msg('sgs.role-gen', { r: r + 1, gen: msg(`gen.${gen}`) }) : msg('sgs.role', { r: r + 1 });
    Object.freeze((m.args as any).gen ?? {});
    Object.freeze(m.args);
    Object.freeze(m);
    byGeneral.set(gen, m);
  }
  return m;
}
export const roleName = (g: G, r: number): Msg => roleNameOf(g.roles, r);

export function terrainAt(g: G, r: number): Terrain | null {
  const c = g.roles[r].cell;
  return c >= 0 ? TERRAIN[c] : null;
}

/** Living roles in seat order starting from `from` (asking roles in turn). */
export function livingFrom(g: G, from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < ROLES; i++) {
    const r = (from + i) % ROLES;
    if (alive(g, r)) out.push(r);
  }
  return out;
}

export function livingAll(g: G): number[] {
  const out: number[] = [];
  for (let t = 0; t < ROLES; t++) if (alive(g, t)) out.push(t);
  return out;
}

export function isWounded(g: G, r: number): boolean {
  return g.roles[r].hp < g.roles[r].maxHp;
}

// ---- cards -----------------------------------------------------------------------------------

/** The kind (card data) of a physical card, by object id (its last known information if it moved). */
export function kindOf(s: S, id: ObjId) {
  const o = s.objects[id] ?? s.lki[id];
  return registry().kinds[cardDef(o.card)!.kind];
}
/** The suit of a physical card (S, H, C, D). */
export function suitOf(s: S, id: ObjId): string {
  return defOf(s, id).suit;
}
/** The printed card (suit, rank, kind) of an object, or of its last known information. */
export function defOf(s: S, id: ObjId) {
  const o = s.objects[id] ?? s.lki[id];
  return cardDef(o.card)!;
}
export function kind(kindId: string) {
  return registry().kinds[kindId];
}
export function handOf(s: S, r: number): ObjId[] {
  return s.zones[Z.hand(r)].objects;
}
export function equipOf(s: S, r: number, slot: Slot): ObjId | undefined {
  const z = s.zones[SLOT_ZONES[slot][r]].objects;
  return z.length ? z[0] : undefined;
}
export function equipKind(s: S, r: number, slot: Slot): string | undefined {
  const id = equipOf(s, r, slot);
  return id === undefined ? undefined : defOf(s, id).kind;
}
/** Role r's weapon works (its range and skills): not on a square that disables it (D8). */
export function weaponWorks(s: S, r: number): boolean {
  for (const f of registry().modifiers.weaponDisabled) if (f(s, r)) return false;
  return true;
}
/** Whether role r has a working weapon of this kind. */
export function hasWeapon(s: S, r: number, k: string): boolean {
  return equipKind(s, r, 'weapon') === k && weaponWorks(s, r);
}
export function hasArmor(s: S, r: number, k: string): boolean {
  return equipKind(s, r, 'armor') === k;
}
export function allCardsOf(s: S, r: number): ObjId[] {
  return [
    ...s.zones[Z.hand(r)].objects,
    ...s.zones[Z.weapon(r)].objects,
    ...s.zones[Z.armor(r)].objects,
    ...s.zones[Z.horse(r)].objects,
  ];
}
export function cardCount(s: S, r: number, withDelay = false): number {
  let n =
    s.zones[Z.hand(r)].objects.length +
    s.zones[Z.weapon(r)].objects.length +
    s.zones[Z.armor(r)].objects.length +
    s.zones[Z.horse(r)].objects.length;
  if (withDelay) n += s.zones[Z.delay(r)].objects.length;
  return n;
}
/** The name a card in a 延时区 counts as (a card used as another keeps that name). */
export function delayedName(s: S, id: ObjId): string {
  return s.objects[id].data.as ?? kindOf(s, id).id;
}
/** SGS 专题四 system rule: one delayed trick of a name per 延时区. */
export function hasDelay(s: S, t: number, kindId: string): boolean {
  for (const id of s.zones[Z.delay(t)].objects) if (delayedName(s, id) === kindId) return true;
  return false;
}

// ---- distance and range (stand-ins D3, D4) ------------------------------------------------------

/** Distance from role a to role b: Manhattan, changed by what the files say (D3). */
export function dist(s: S, a: number, b: number): number {
  const g = s.g;
  let d = manhattan(g.roles[a].cell, g.roles[b].cell);
  for (const f of registry().modifiers.distance) d += f(s, a, b);
  return d;
}

/** What role r's attack range gains this turn from skills (〖马术〗). */
export function rangeBonus(s: S, r: number): number {
  let n = 0;
  for (const f of registry().modifiers.attackRange) n += f(s, r);
  return n;
}

/** Attack range: the working weapon's range, else 1, plus bonuses (专题三, D4). */
export function attackRange(s: S, r: number): number {
  const w = equipOf(s, r, 'weapon');
  const base = w !== undefined && weaponWorks(s, r) ? (kindOf(s, w).range ?? 1) : 1;
  return base + rangeBonus(s, r);
}

/** Cells strictly between two cells on one row or column, or null if not aligned. */
export function between(a: number, b: number): number[] | null {
  const ax = a % 7;
  const ay = (a / 7) | 0;
  const bx = b % 7;
  const by = (b / 7) | 0;
  if (ax !== bx && ay !== by) return null;
  const out: number[] = [];
  const dx = Math.sign(bx - ax);
  const dy = Math.sign(by - ay);
  let x = ax + dx;
  let y = ay + dy;
  while (x !== bx || y !== by) {
    out.push(y * 7 + x);
    x += dx;
    y += dy;
  }
  return out;
}

/** A clear straight line from a to b: no mountain and no living piece in between. */
export function clearLine(g: G, a: number, b: number): boolean {
  const mid = between(g.roles[a].cell, g.roles[b].cell);
  if (!mid) return false;
  for (const c of mid) {
    if (TERRAIN[c] === 'mountain') return false;
    for (let r = 0; r < ROLES; r++) if (alive(g, r) && g.roles[r].cell === c) return false;
  }
  return true;
}

export function occupant(g: G, cell: number, except = -1): number {
  for (let r = 0; r < ROLES; r++) if (r !== except && alive(g, r) && g.roles[r].cell === cell) return r;
  return -1;
}

// ---- questions ----------------------------------------------------------------------------------

/** Ask role r's seat to pick (typed: the procedure receives the chosen options). */
export function choose(
  ctx: C,
  r: number,
  kind: string,
  prompt: Msg,
  rule: string,
  options: Option[],
  min = 1,
  max = 1,
): void {
  ctx.choose({ player: seatOf(ctx.g, r), kind, prompt, rule, domain: { type: 'pick', options, min, max } });
}

/** The first chosen option's value. */
export function picked<T = any>(input: unknown): T {
  return (input as Option[])[0].value as T;
}
/** Every chosen option's value, in the order given. */
export function pickedAll<T = any>(input: unknown): T[] {
  return (input as Option[]).map((o) => o.value as T);
}

export function cardOption(ctx: C, id: ObjId, prefix = 'c'): Option {
  return { id: `${prefix}${id}`, label: msg('sgs.card', { c: ctx.ref(id) }), obj: id, value: id };
}

export function roleOptions(g: G, roles: readonly number[]): Option[] {
  return roles.map((t) => ({ id: `r${t}`, label: roleName(g, t), value: t }));
}

export function yesNo(labelKey: string, args?: Msg['args']): Option[] {
  return [
    { id: 'yes', label: msg(labelKey, args), value: true },
    { id: 'no', label: msg('sgs.decline'), value: false },
  ];
}

/** Mark a named timing point in the log (only when someone reads the log). */
export function trace(ctx: C, point: string): void {
  // a trace entry for tests and records; addressed to nobody, so players' views do not show it
  if (ctx.logging) ctx.log(`SGS ${point}`, 'sgs.pt', { pt: point }, { to: [] });
}
