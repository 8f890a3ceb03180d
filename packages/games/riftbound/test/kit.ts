/**
 * Test kit for Riftbound: build a board by hand (cards at named places, with damage, buffs,
 * designations), drive procedures, and read characteristics. Card tests beside the card files use
 * it too.
 */
import {
  Ctx,
  type Decision,
  domainOptions,
  emptyState,
  type LogEntry,
  type ObjId,
  openDecisions,
  run,
  type State,
  submit,
} from '@arbiter/kernel';
import riftbound from '../src/index.ts';
import { createZones } from '../src/rules/105-zones.ts';
import { initialGame } from '../src/rules/110-setup.ts';
import { characteristics } from '../src/rules/450-layers.ts';
import type { Scope } from '../src/rules/vocabulary.ts';
import { type ObjData, type RbGame, Z } from '../src/state.ts';

export type S = State<RbGame>;

/** A card placed on the test board: an id, or an id with status. `as` names it for the test. */
export type Placed = string | ({ card: string; as?: string } & ObjData);

export interface PlayerSpec {
  base?: Placed[];
  bf0?: Placed[];
  bf1?: Placed[];
  hand?: Placed[];
  deck?: Placed[];
  trash?: Placed[];
  runes?: Placed[];
  runeDeck?: Placed[];
  legend?: Placed;
  champion?: Placed;
  facedown0?: Placed;
  facedown1?: Placed;
}

export interface BoardSpec {
  tp?: number;
  /** Battlefield cards, and who controls each (default: nobody). */
  battlefields?: [string, string];
  control?: [number | null, number | null];
  p0?: PlayerSpec;
  p1?: PlayerSpec;
  /** Points of each player. */
  points?: [number, number];
}

export interface Board {
  s: S;
  ctx: Ctx<RbGame>;
  log: LogEntry[];
  /** Objects by the name given with `as` (or by card id for the first of each). */
  id: Record<string, ObjId>;
}

export const GROVE = 'ogn-280-298';
export const PEAK = 'ogn-288-298';

/** Build a board without playing setup (for rule and card tests). */
export function board(spec: BoardSpec = {}): Board {
  const s = emptyState(riftbound, 'kit', 2) as S;
  const log: LogEntry[] = [];
  const ctx = new Ctx(s, riftbound, log);
  s.g = initialGame(2);
  s.g.tp = spec.tp ?? 0;
  s.g.phase = 'action';
  s.g.turn = 1;
  s.g.turnsTaken = [1, 1];
  if (spec.points) s.g.points = [...spec.points];
  createZones(ctx, 2, 2);
  const id: Record<string, ObjId> = {};
  const bfs = spec.battlefields ?? [GROVE, PEAK];
  bfs.forEach((card, i) => {
    const o = ctx.create(card, i, Z.battlefields);
    s.g.battlefields.push({
      obj: o.id,
      zone: Z.at(i),
      controller: spec.control?.[i] ?? null,
      contestedBy: null,
      showdownStaged: false,
      combatStaged: false,
      scored: [],
    });
    id[`bf${i}`] = o.id;
  });
  const place = (p: number, zone: string, x: Placed, faceDown = false) => {
    const { card, as, ...data } = typeof x === 'string' ? { card: x, as: undefined } : x;
    const o = ctx.create(card, p, zone, { ...data }, faceDown ? { faceDown: true } : {});
    const name = as ?? card;
    if (id[name] === undefined) id[name] = o.id;
    return o.id;
  };
  for (const p of [0, 1]) {
    const ps = (p === 0 ? spec.p0 : spec.p1) ?? {};
    for (const x of ps.base ?? []) place(p, Z.base(p), x);
    for (const x of ps.bf0 ?? []) place(p, Z.at(0), x);
    for (const x of ps.bf1 ?? []) place(p, Z.at(1), x);
    for (const x of ps.hand ?? []) place(p, Z.hand(p), x);
    for (const x of ps.deck ?? []) place(p, Z.deck(p), x);
    for (const x of ps.trash ?? []) place(p, Z.trash(p), x);
    for (const x of ps.runes ?? []) place(p, Z.runes(p), x);
    for (const x of ps.runeDeck ?? []) place(p, Z.runeDeck(p), x);
    if (ps.legend) place(p, Z.legend(p), ps.legend);
    if (ps.champion) place(p, Z.champion(p), ps.champion);
    if (ps.facedown0) place(p, Z.facedown(0), ps.facedown0, true);
    if (ps.facedown1) place(p, Z.facedown(1), ps.facedown1, true);
  }
  return { s, ctx, log, id };
}

/** Might of an object after layers. */
export function might(s: S, id: ObjId): number {
  return characteristics(s)[id]?.might ?? Number.NaN;
}

/** Keywords of an object after layers. */
export function keywords(s: S, id: ObjId): Record<string, number> {
  return { ...(characteristics(s)[id]?.kw ?? {}) };
}

/** The scope of an ability controlled by `p` with source `source` (null: a spell). */
export function scopeFor(s: S, p: number, source: ObjId | null = null, targets: ObjId[][] = []): Scope {
  const o = source === null ? undefined : s.objects[source];
  return { controller: p, source, here: o ? o.zone : null, targets };
}

/** Run a procedure on a board until it asks or finishes. */
export function runProc(b: Board, proc: string, d: object): void {
  b.s.flow.push({ proc: '$idle', step: 0, d: {} });
  b.s.flow.push({ proc, step: 0, d });
  run(b.s, idleModule, b.log);
}

/** The riftbound module plus an idle bottom frame that just waits, so procedures can return. */
const idleModule = {
  ...riftbound,
  procedures: {
    ...riftbound.procedures,
    $idle: (ctx: Ctx<RbGame>, f: { step: number; d: any; ret?: unknown }, input: unknown) => {
      if (input !== undefined) f.d.ret = input;
      ctx.ask({
        player: 0,
        kind: 'idle',
        prompt: { key: 'rb.action' },
        domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'idle', label: { key: 'rb.action' } }] },
      });
    },
  },
};

/** What the procedure run by runProc returned (once it is done). */
export function returned(b: Board): unknown {
  return b.s.flow[0]?.d.ret;
}

export function only(s: S): Decision {
  const open = openDecisions(s);
  if (open.length !== 1) throw new Error(`expected one open decision, got ${open.length}`);
  return open[0];
}

export function optionIds(s: S): string[] {
  return domainOptions(only(s)).map((o) => o.id);
}

/** Answer the open decision (on a board run by runProc, or a real game). */
export function answer(
  s: S,
  ans: unknown,
  player?: number,
  mod: typeof riftbound = idleModule as typeof riftbound,
): void {
  const d = only(s);
  const r = submit(s, mod, { player: player ?? d.player, answer: ans });
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
}

export function cited(log: readonly LogEntry[], prefix = 'RB'): string[] {
  return log.flatMap((e) => (e.rule?.startsWith(prefix) ? [e.rule] : []));
}
