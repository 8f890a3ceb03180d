/**
 * The game data `g` and the helpers every rule file shares: roles, seats, zones, card facts,
 * distance and ranges, drawing and moving cards.
 */
import type { Ctx, Msg, ObjId, Procedure, State } from '@arbiter/kernel';
import { type CardDef, cardDef, KINDS, type Kind } from './data/cards.ts';
import { GENERALS } from './data/generals.ts';
import { BASE, CELL_CAMP, manhattan, TERRAIN, type Terrain } from './data/map.ts';

export interface Role {
  camp: number;
  /** general id ('' before the reveal) */
  gen: string;
  hp: number;
  max: number;
  /** board cell, -1 when off the board (before placement, or 已离场 after death) */
  cell: number;
  dead: boolean;
  /** piece flipped face down (it has acted this round) */
  down: boolean;
  seat: number;
}

export interface Flag {
  /** cell where the flag lies (when no role carries it) */
  cell: number;
  /** role carrying it, or -1 */
  holder: number;
}

/** Per-turn / per-phase bookkeeping of the current role. */
export interface TurnData {
  sha: number;
  /** skills/equipment used with a per-phase or per-turn limit */
  used: string[];
  skipPlay: boolean;
  skipDraw: boolean;
  luoyi: boolean;
  range: number;
  died: boolean;
  /** cards given away this play phase (〖仁德〗) */
  given: number;
}

export interface G {
  seats: number;
  round: number;
  turns: number;
  roles: Role[];
  score: number[];
  flags: Flag[];
  first: number;
  /** camp whose action unit is next / running */
  act: number;
  /** current-turn role, -1 outside turns */
  cur: number;
  phase: string;
  t: TurnData;
  draft: { pool: string[]; picks: string[][]; order: number[]; i: number } | null;
  /** events in progress (use, damage, dying ...), addressed by id from frames */
  evs: Record<number, any>;
  evn: number;
}

export type P = Procedure<G>;
export type C = Ctx<G>;
export type S = State<G>;

export const PREFIX = 'SGS';
export const ROLES = 6;
export const campOf = (r: number) => (r < 3 ? 0 : 1);
export const campRoles = (camp: number) => (camp === 0 ? [0, 1, 2] : [3, 4, 5]);
/** Seat deciding for a role: one player per camp by default, one per role with six seats. */
export const seatOf = (g: G, r: number) => (g.seats === 6 ? r : campOf(r));
/** Seat deciding for a camp (the draft, who starts, the action unit): the camp's first role. */
export const captain = (g: G, camp: number) => (g.seats === 6 ? camp * 3 : camp);
export const seatsOfCamp = (g: G, camp: number) => (g.seats === 6 ? campRoles(camp) : [camp]);

// zone names, precomputed (hot paths look zones up by role many times per decision)
const names = (p: string) => [0, 1, 2, 3, 4, 5].map((r) => `${p}${r}`);
const HZ = names('h');
const WZ = names('w');
const AZ = names('a');
const MZ = names('m');
const DZ = names('d');
const LZ = names('look');
export const Z = {
  deck: 'deck',
  discard: 'discard',
  proc: 'proc',
  hand: (r: number) => HZ[r],
  weapon: (r: number) => WZ[r],
  armor: (r: number) => AZ[r],
  horse: (r: number) => MZ[r],
  delay: (r: number) => DZ[r],
  look: (seat: number) => LZ[seat],
};
export const SLOT_ZONE = { weapon: Z.weapon, armor: Z.armor, horse: Z.horse } as const;

export function newTurn(): TurnData {
  return {
    sha: 0,
    used: [],
    skipPlay: false,
    skipDraw: false,
    luoyi: false,
    range: 0,
    died: false,
    given: 0,
  };
}

export function m(key: string, args?: Msg['args']): Msg {
  return args ? { key, args } : { key };
}

export function newEv(g: G, ev: any): number {
  const id = ++g.evn;
  g.evs[id] = ev;
  return id;
}

// ---- roles -----------------------------------------------------------------------------------

export function alive(g: G, r: number): boolean {
  const x = g.roles[r];
  return !x.dead && x.cell >= 0;
}

const SKILLSETS: Record<string, Set<string>> = Object.fromEntries(
  Object.values(GENERALS).map((gen) => [gen.id, new Set(gen.skills)]),
);
export function hasSkill(g: G, r: number, skill: string): boolean {
  const x = g.roles[r];
  if (!x.gen || x.dead) return false;
  return SKILLSETS[x.gen].has(skill);
}

export function isMale(g: G, r: number): boolean {
  return GENERALS[g.roles[r].gen]?.male ?? true;
}

const ROLE_MSGS: Record<string, Msg> = {};
/** A role's name as a message; built once per role and general, frozen (never mutated). */
export function roleName(g: G, r: number): Msg {
  const gen = g.roles[r].gen;
  const key = `${r}:${gen}`;
  let msg = ROLE_MSGS[key];
  if (!msg) {
    msg = gen ? m('sgs.role-gen', { r: r + 1, gen: m(`gen.${gen}`) }) : m('sgs.role', { r: r + 1 });
    Object.freeze((msg.args as any).gen ?? {});
    Object.freeze(msg.args);
    Object.freeze(msg);
    ROLE_MSGS[key] = msg;
  }
  return msg;
}

export function terrainAt(g: G, r: number): Terrain | null {
  const c = g.roles[r].cell;
  return c >= 0 ? TERRAIN[c] : null;
}

/** Living roles in seat order starting from `from` (used for asking roles in turn). */
export function livingFrom(g: G, from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < ROLES; i++) {
    const r = (from + i) % ROLES;
    if (alive(g, r)) out.push(r);
  }
  return out;
}

// ---- cards -----------------------------------------------------------------------------------

export function def(s: S, id: ObjId): CardDef {
  const o = s.objects[id] ?? s.lki[id];
  return cardDef(o.card)!;
}
export function kind(s: S, id: ObjId): Kind {
  return KINDS[def(s, id).kind];
}
export function handOf(s: S, r: number): ObjId[] {
  return s.zones[Z.hand(r)].objects;
}
const SLOT_NAMES = { weapon: WZ, armor: AZ, horse: MZ } as const;
export function equipOf(s: S, r: number, slot: 'weapon' | 'armor' | 'horse'): ObjId | undefined {
  const z = s.zones[SLOT_NAMES[slot][r]].objects;
  return z.length ? z[0] : undefined;
}
export function equipKind(s: S, r: number, slot: 'weapon' | 'armor' | 'horse'): string | undefined {
  const id = equipOf(s, r, slot);
  return id === undefined ? undefined : def(s, id).kind;
}
/** Whether role `r` has a working weapon of this kind (箭塔 disables weapons: SGS 2.4 / D8). */
export function hasWeapon(s: S, r: number, k: string): boolean {
  return equipKind(s, r, 'weapon') === k && terrainAt(s.g, r) !== 'tower';
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

// ---- distance and range (stand-ins D3, D4) ------------------------------------------------------

/** Distance from role a to role b: Manhattan, +1 if b has a 防御坐骑. */
export function dist(s: S, a: number, b: number): number {
  const g = s.g;
  let d = manhattan(g.roles[a].cell, g.roles[b].cell);
  if (a !== b && equipKind(s, b, 'horse') === 'fangyu') d += 1;
  return d;
}

export function attackRange(s: S, r: number): number {
  const w = equipOf(s, r, 'weapon');
  let range = w !== undefined && terrainAt(s.g, r) !== 'tower' ? (KINDS[def(s, w).kind].range ?? 1) : 1;
  if (s.g.cur === r) range += s.g.t.range;
  return range;
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

export function isEnemyBase(camp: number, cell: number): boolean {
  return BASE[1 - camp] === cell;
}
export { BASE, CELL_CAMP };

// ---- moving cards (SGS 2.8 巧变事件) -------------------------------------------------------------

/**
 * SGS 2.8: a card changes area (SGS 2.8-确定巧变的牌时, SGS 2.8-巧变至目标区域前, SGS 2.8-巧变至目标区域后,
 * SGS 2.8-巧变结算结束后 have no effects in this card set). The kernel gives the card a new object id; the timings of 2.8
 * (确定巧变的牌时, 巧变至目标区域前/后, 巧变结算结束后) have no effects in this card set, so the move is
 * immediate. A card leaving the discard pile forgets its earlier flow data (new object, empty data).
 */
export function moveCard(ctx: C, id: ObjId, to: string, data?: Record<string, any>): ObjId {
  const o = ctx.move(id, to, data ? { data } : {});
  return o.id;
}

/** Top card of the deck, reshuffling the discard pile into it when empty (standard rule, D13). */
export function topOfDeck(ctx: C): ObjId | undefined {
  const deck = ctx.state.zones[Z.deck].objects;
  if (deck.length === 0) {
    const disc = ctx.state.zones[Z.discard].objects;
    if (disc.length === 0) return undefined;
    for (const id of [...disc]) ctx.move(id, Z.deck);
    ctx.shuffle(Z.deck);
    ctx.log('SGS 1.7', 'sgs.reshuffle');
  }
  return deck.length ? deck[deck.length - 1] : undefined;
}

export function draw(ctx: C, r: number, n: number, rule: string): number {
  let got = 0;
  for (let i = 0; i < n; i++) {
    const top = topOfDeck(ctx);
    if (top === undefined) break;
    ctx.move(top, Z.hand(r));
    got++;
  }
  if (ctx.logging && got) ctx.log(rule, 'sgs.draw', { who: roleName(ctx.g, r), n: got });
  return got;
}

export function discardCards(ctx: C, ids: ObjId[], rule: string, who?: number): void {
  for (const id of ids) {
    // log after the move: in the discard pile the card is public to everyone
    const nid = ctx.move(id, Z.discard).id;
    if (ctx.logging)
      ctx.log(rule, 'sgs.discard', {
        who: who === undefined ? m('sgs.nobody') : roleName(ctx.g, who),
        c: ctx.ref(nid),
      });
  }
}

/** Put everything left in the processing area into the discard pile (SGS 2.8 巧变事件C). */
export function clearProc(ctx: C, ids: ObjId[]): void {
  const proc = ctx.state.zones[Z.proc].objects;
  for (const id of ids) if (proc.includes(id)) ctx.move(id, Z.discard);
}

export function isWounded(g: G, r: number): boolean {
  return g.roles[r].hp < g.roles[r].max;
}

export function yesNo(labelKey: string, args?: Msg['args']) {
  return [
    { id: 'yes', label: m(labelKey, args) },
    { id: 'no', label: m('sgs.decline') },
  ];
}

export function ask(
  ctx: C,
  r: number,
  kind: string,
  prompt: Msg,
  rule: string,
  options: { id: string; label: Msg; obj?: number; cell?: number }[],
  min = 1,
  max = 1,
): void {
  ctx.ask({ player: seatOf(ctx.g, r), kind, prompt, rule, domain: { type: 'pick', options, min, max } });
}

export function first(input: any): string {
  return Array.isArray(input) ? input[0] : input;
}

export function cardOpt(ctx: C, id: ObjId, prefix = 'c'): { id: string; label: Msg; obj: number } {
  return { id: `${prefix}${id}`, label: m('sgs.card', { c: ctx.ref(id) }), obj: id };
}

/** Mark a named timing point in the log (only when someone reads the log). */
export function pt(ctx: C, id: string): void {
  // a trace entry for tests and records; addressed to nobody, so players' views do not show it
  if (ctx.logging) ctx.log(`SGS ${id}`, 'sgs.pt', { pt: id }, { to: [] });
}
