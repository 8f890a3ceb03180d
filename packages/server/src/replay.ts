/**
 * A stored game back to a state: created from its seed, decks and options, then every stored
 * decision submitted in order. Checkpoint hashes are compared on the way, so a database that does
 * not match the code (a changed game version, a corrupted row) is noticed instead of silently
 * continuing a different game. The same replay builds the record a finished game is downloaded as
 * (`arbiter replay` verifies it: format in docs/records-and-decks.md).
 */
import {
  createGame,
  type DeckList,
  ENGINE_VERSION,
  type GameModule,
  type GameRecord,
  type LogEntry,
  type State,
  stateHash,
  submit,
} from '@arbiter/kernel';
import type { DecisionRow, StoredGame } from '@arbiter/store';

export class ReplayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplayError';
  }
}

export interface GameSetup {
  seed: string;
  players: number;
  decks: DeckList[];
  options?: Record<string, unknown>;
}

export function setupOf(stored: StoredGame): GameSetup {
  const g = stored.game;
  const setup: GameSetup = { seed: g.seed, players: g.players, decks: JSON.parse(g.decks) };
  if (g.options) setup.options = JSON.parse(g.options);
  return setup;
}

export interface ReplayOptions {
  /** Collect the game's log here. */
  sink?: LogEntry[] | null;
  /** Compute the hash after every decision (for a record). */
  everyHash?: boolean;
  /** Compare stored checkpoint hashes (and the initial and final hash) — default true. */
  verify?: boolean;
}

export interface Replayed {
  state: State;
  initialHash: string;
  hashes: string[];
}

/** Rebuild the state of a stored game; throws ReplayError on any mismatch or refused decision. */
export function replayStored(module: GameModule, stored: StoredGame, opts: ReplayOptions = {}): Replayed {
  const verify = opts.verify ?? true;
  const g = stored.game;
  const setup = setupOf(stored);
  const sink = opts.sink ?? null;
  let state: State;
  try {
    state = createGame(module, setup, sink);
  } catch (e) {
    throw new ReplayError(`setup failed: ${(e as Error).message}`);
  }
  const initialHash = stateHash(state);
  if (verify && g.initial_hash && g.initial_hash !== initialHash) {
    throw new ReplayError(`initial state hash ${initialHash} differs from the stored ${g.initial_hash}`);
  }
  const hashes: string[] = [];
  for (const d of stored.decisions) {
    applyStored(state, module, d, sink);
    if (opts.everyHash || (verify && d.hash)) {
      const h = stateHash(state);
      if (verify && d.hash && d.hash !== h) {
        throw new ReplayError(`state hash after decision ${d.idx} is ${h}, stored ${d.hash}`);
      }
      if (opts.everyHash) hashes.push(h);
    }
  }
  if (verify && g.status === 'finished' && g.final_hash && stateHash(state) !== g.final_hash) {
    throw new ReplayError(`final state hash ${stateHash(state)} differs from the stored ${g.final_hash}`);
  }
  return { state, initialHash, hashes };
}

function applyStored(state: State, module: GameModule, d: DecisionRow, sink: LogEntry[] | null): void {
  let answer: unknown;
  try {
    answer = JSON.parse(d.answer);
  } catch {
    throw new ReplayError(`decision ${d.idx} has an unreadable answer`);
  }
  let r: ReturnType<typeof submit>;
  try {
    r = submit(state, module, { player: d.player, answer, pending: d.pending }, sink);
  } catch (e) {
    throw new ReplayError(`decision ${d.idx} failed in the engine: ${(e as Error).message}`);
  }
  if (!r.ok) throw new ReplayError(`decision ${d.idx} was refused on replay: ${r.error.message}`);
}

/** Replay in-memory decisions without checks (rebuilding a table after a failed write). */
export function replayDecisions(
  module: GameModule,
  setup: GameSetup,
  decisions: readonly { player: number; pending: number; answer: unknown }[],
  sink: LogEntry[] | null = null,
): State {
  const state = createGame(module, setup, sink);
  for (const d of decisions) {
    const r = submit(state, module, { player: d.player, answer: d.answer, pending: d.pending }, sink);
    if (!r.ok) throw new ReplayError(`decision was refused on rebuild: ${r.error.message}`);
  }
  return state;
}

/** The record of a finished game, as `arbiter replay` reads it. */
export function recordOf(module: GameModule, stored: StoredGame): GameRecord {
  const g = stored.game;
  if (g.status !== 'finished') throw new ReplayError('the game is not finished');
  const { state, initialHash, hashes } = replayStored(module, stored, { everyHash: true });
  const setup = setupOf(stored);
  const record: GameRecord = {
    format: 'arbiter-record',
    engine: ENGINE_VERSION,
    game: g.game,
    gameVersion: g.game_version,
    seed: g.seed,
    players: g.players,
    decks: setup.decks,
    agents: stored.seats.map((s) => (s.kind === 'ai' ? (s.agent ?? 'ai') : 'human')),
    initialHash,
    decisions: stored.decisions.map((d, i) => ({
      player: d.player,
      pending: d.pending,
      answer: JSON.parse(d.answer),
      hash: hashes[i],
    })),
    result: state.result
      ? { winners: state.result.winners, draw: state.result.draw, rule: state.result.rule }
      : null,
    finalHash: stateHash(state),
  };
  if (setup.options) record.options = setup.options;
  return record;
}
