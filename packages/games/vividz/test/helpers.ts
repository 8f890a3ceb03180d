/**
 * Test kit for Vividz rulings before the game loop exists: build a board, run one procedure of the
 * game on it, answer its questions, look at the result. The game's main-phase and defence windows
 * are kernel services that are not on main yet; the test module stands in for them with a pause
 * (`vz.main`) and a pass (`vz.defence`), and a `test.halt` frame under the procedure being tested
 * asks a question nobody answers, so a test can look at the state when the procedure is done.
 */
import {
  Ctx,
  type Decision,
  domainOptions,
  emptyState,
  type GameModule,
  type LogEntry,
  type ObjId,
  openDecisions,
  type Procedure,
  type QueuedTrigger,
  run,
  submit,
} from '@arbiter/kernel';
import vividz from '../src/index.ts';
import { powerOf } from '../src/rules/0911-continuous.ts';
import { type Board, buildBoard } from '../src/scenario.ts';
import { type G, type PlayerZone, type VzState, zoneOf } from '../src/state.ts';

const halt: Procedure<G> = (ctx) => {
  ctx.ask({
    player: 0,
    kind: 'halt',
    prompt: { key: 'test.halt' },
    domain: { type: 'pick', min: 1, max: 1, options: [{ id: 'halt', label: { key: 'test.halt' } }] },
  });
};

/** The game module with the two windows that wait for the kernel replaced by test stand-ins. */
export const TEST_MODULE: GameModule<G> = {
  ...vividz,
  procedures: {
    ...vividz.procedures,
    'test.halt': halt,
    'vz.main': halt,
    'vz.defence': (ctx) => ctx.done(),
  },
};

export interface Game {
  state: VzState;
  tags: Record<string, ObjId>;
  log: LogEntry[];
}

/** A board (see src/scenario.ts); nothing runs yet. */
export function board(b: Board, inline: unknown[] = []): Game {
  const state = emptyState(TEST_MODULE, 'test', 2) as VzState;
  const log: LogEntry[] = [];
  const ctx = new Ctx(state, TEST_MODULE, log);
  const tags = buildBoard(ctx, b, inline);
  return { state, tags, log };
}

/** Two empty players with some energy, turn 3, player 0's main phase. */
export function players(
  p0: Board['players'][0] = {},
  p1: Board['players'][1] = {},
  extra: Partial<Board> = {},
): Board {
  return { turn: 3, turnPlayer: 0, ...extra, players: [p0, p1] };
}

/** Run a procedure of the game on the board; it stops at its first question or when it is done. */
export function start(g: Game, proc: string, d: any = {}): void {
  if (g.state.flow.length === 0) g.state.flow.push({ proc: 'test.halt', step: 0, d: {} });
  // A finished procedure left the halt question open: withdraw it (the halt asks again later).
  if (finished(g)) g.state.pending = null;
  else if (g.state.pending) throw new Error(`a decision is open: ${openDecisions(g.state)[0]?.kind}`);
  g.state.flow.push({ proc, step: 0, d });
  run(g.state, TEST_MODULE, g.log);
}

/** Run a function with a live context (for rule functions that are not procedures). */
export function withCtx<T>(g: Game, fn: (ctx: Ctx<G>) => T): T {
  if (g.state.flow.length === 0) g.state.flow.push({ proc: 'test.halt', step: 0, d: {} });
  if (finished(g)) g.state.pending = null;
  const ctx = new Ctx(g.state, TEST_MODULE, g.log);
  const r = fn(ctx);
  run(g.state, TEST_MODULE, g.log);
  return r;
}

/** The one open decision. */
export function asked(g: Game): Decision {
  const open = openDecisions(g.state);
  if (open.length !== 1)
    throw new Error(`expected one open decision, got ${open.map((d) => d.kind).join(', ') || 'none'}`);
  return open[0];
}

export function asking(g: Game, player?: number): Decision | undefined {
  return openDecisions(g.state).find((d) => player === undefined || d.player === player);
}

/** Whether the procedure under test has finished (only the halt question is open). */
export function finished(g: Game): boolean {
  const open = openDecisions(g.state);
  return open.length === 1 && open[0].kind === 'halt';
}

export function options(g: Game, player?: number): string[] {
  const d = player === undefined ? asked(g) : asking(g, player);
  if (!d) throw new Error(`no decision for player ${player}`);
  return domainOptions(d).map((o) => o.id);
}

/** Answer; fails the test if the engine refuses. */
export function answer(g: Game, player: number, ans: unknown): void {
  const r = submit(g.state, TEST_MODULE, { player, answer: ans }, g.log);
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
}

/** Answer the open decision of its player. */
export function reply(g: Game, ans: unknown): void {
  answer(g, asked(g).player, ans);
}

export function ids(g: Game, player: number, zone: PlayerZone): ObjId[] {
  return g.state.zones[zoneOf(player, zone)].objects;
}

export function cards(g: Game, player: number, zone: PlayerZone): string[] {
  return ids(g, player, zone).map((id) => g.state.objects[id].card);
}

/** The (only) character of a player in lane n (1–3). */
export function at(g: Game, player: number, lane: 1 | 2 | 3): ObjId {
  const found = ids(g, player, 'area').filter((id) => g.state.objects[id].data.lane === lane - 1);
  if (found.length !== 1)
    throw new Error(`expected one character of player ${player} in lane ${lane}, got ${found.length}`);
  return found[0];
}

export function power(g: Game, id: ObjId): number {
  return powerOf(g.state, id);
}

/** Rule citations in the log, in order (optionally only those starting with a prefix). */
export function cited(g: Game, prefix = 'VZ'): string[] {
  return g.log.flatMap((e) => (e.rule?.startsWith(prefix) ? [e.rule] : []));
}

/** Queued triggered abilities, as "card#ability" keys. */
export function queued(g: Game): string[] {
  return g.state.triggers.map((t) => t.ability);
}

/**
 * Take one queued trigger out of the kernel's queue and resolve it (what the settle loop will do,
 * VZ 908.2; here the test says which).
 */
export function resolveQueued(g: Game, ability: string): QueuedTrigger {
  const t = g.state.triggers.find((x) => x.ability === ability);
  if (!t) throw new Error(`no queued trigger ${ability} (have ${queued(g).join(', ')})`);
  g.state.triggers = g.state.triggers.filter((x) => x !== t);
  start(g, 'vz.trigger', { trigger: t });
  return t;
}

/** Pick option ids whose label names a card (en name), for readable tests. */
export function optionFor(g: Game, cardId: string): string {
  const d = asked(g);
  const o = domainOptions(d).find((x) => x.obj !== undefined && g.state.objects[x.obj]?.card === cardId);
  if (!o) throw new Error(`no option for ${cardId} in ${d.kind}`);
  return o.id;
}
