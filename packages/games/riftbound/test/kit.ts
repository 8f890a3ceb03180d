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
  kernelChecks,
  type LogEntry,
  type ObjId,
  openDecisions,
  type Ruling,
  ruling,
  run,
  type State,
  submit,
} from '@arbiter/kernel';
import { afterAll, beforeAll } from 'vitest';
import { CARDS, parseCard } from '../src/cards/registry.ts';
import type { CardDef, CardInput } from '../src/cards/schema.ts';
import riftbound from '../src/index.ts';
import { characteristics } from '../src/rules/450-layers.ts';
import type { Scope } from '../src/rules/vocabulary.ts';
import { BoardSetup, buildBoard, type PlayerSetup, type Placed as SetupPlaced } from '../src/scenario.ts';
import type { RbGame } from '../src/state.ts';

export type S = State<RbGame>;

/** A card placed on the test board: an id, or an id with status. `as` names it for the test. */
export type Placed = SetupPlaced;
export type PlayerSpec = PlayerSetup;

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

/** Build a board without playing setup (for rule and card tests), with the scenario builder. */
export function board(spec: BoardSpec = {}): Board {
  const s = emptyState(riftbound, 'kit', 2) as S;
  const log: LogEntry[] = [];
  const ctx = new Ctx(s, riftbound, log);
  const setup = BoardSetup.parse({
    tp: spec.tp,
    battlefields: spec.battlefields,
    control: spec.control,
    points: spec.points,
    players: [spec.p0 ?? {}, spec.p1 ?? {}],
  });
  const id = buildBoard(ctx, setup);
  return { s, ctx, log, id };
}

/** What a duel's setup says besides the two players' cards: whose turn, battlefields, control, points. */
export type DuelSetup = Omit<BoardSetup, 'players'>;

/**
 * A duel set up as data and played through the game's procedures, in the manner of XMage's
 * scenario tests: `duel({ base: [PORO], hand: [SPELL] }, { bf0: [CORSAIR] }, { tp: 0 })`, then
 * `act`, `passUntil` and the assertions of the kernel's `Ruling`. Tags (`tag`) name objects.
 */
export function duel(p0: PlayerSpec = {}, p1: PlayerSpec = {}, setup: DuelSetup = {}): Ruling<RbGame> {
  return ruling(riftbound, { setup: { ...setup, players: [p0, p1] } });
}

/** Check every priority window the kernel opens in this file's tests (`kernelChecks.windows`). */
export function checkWindows(): void {
  beforeAll(() => {
    kernelChecks.windows = true;
  });
  afterAll(() => {
    kernelChecks.windows = false;
  });
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

/**
 * Run what a direct call (a state check's `apply`, an action helper) left on the flow — a kill
 * through the event pipeline, say — until it asks or finishes.
 */
export function drain(b: Board): void {
  if (!b.s.flow.length) return;
  b.s.flow.unshift({ proc: '$idle', step: 0, d: {} });
  run(b.s, idleModule, b.log);
}

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

/** A Fury rune, for the rune decks of test boards. */
export const FURY = 'ogn-007-298';
export const runes = (n: number): string[] => Array.from({ length: n }, () => FURY);
/** A test-only text, the same in both languages. */
export const text = (en: string) => ({ en, zh: en });

/**
 * Parse a test-only card with the card schema and add it to the registry: Fury, 1 Energy, no tags
 * and its id as its name unless it says otherwise.
 */
export function testCard(
  card: Omit<CardInput, 'domains' | 'cost' | 'tags' | 'name'> & Partial<CardInput>,
): string {
  const r = parseCard({
    domains: ['fury'],
    cost: { energy: 1, power: [] },
    tags: [],
    name: text(card.id),
    ...card,
  } as CardInput);
  if (!r.ok) throw new Error(r.error);
  (CARDS as Record<string, CardDef>)[r.card.id] = r.card;
  return r.card.id;
}
