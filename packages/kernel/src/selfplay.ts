/**
 * Playing whole games with agents: the loop behind `simulate`, `bench`, records and replays.
 */
import { AGENTS, type Agent, RandomAgent } from './agents.ts';
import { createGame, openDecisions, stateHash, submit } from './engine.ts';
import { clip, EngineError, InputError } from './errors.ts';
import { type DeckList, type GameModule, seatCounts } from './module.ts';
import { ENGINE_VERSION, type GameRecord } from './record.ts';
import type { LogEntry, State } from './types.ts';
import { viewFor } from './view.ts';

export interface PlayOptions {
  seed: string;
  decks?: DeckList[];
  agents?: string[];
  players?: number;
  options?: Record<string, unknown>;
  /** Keep a record with a state hash after every decision. */
  record?: boolean;
  log?: LogEntry[] | null;
  maxDecisions?: number;
}

export interface PlayOutcome {
  state: State;
  decisions: number;
  capped: boolean;
  error: string | null;
  record: GameRecord | null;
  finalHash: string;
}

export function makeAgents(module: GameModule, names: string[], seed: string): Agent[] {
  return names.map((n, seat) => {
    const f = AGENTS[n];
    if (!f) throw new InputError(`unknown agent "${clip(n)}" (known: ${Object.keys(AGENTS).join(', ')})`);
    return f(seat, `${module.id}:${seed}`);
  });
}

export function defaultDecks(module: GameModule, players: number): DeckList[] {
  const ready = module.decks.ready;
  if (ready.length === 0) throw new InputError(`game ${module.id} has no ready decks`);
  return Array.from({ length: players }, (_, i) => ready[i % ready.length]);
}

export function playGame(module: GameModule, opts: PlayOptions): PlayOutcome {
  const players = opts.players ?? module.players.default;
  const decks = opts.decks ?? defaultDecks(module, players);
  const agentNames = opts.agents ?? Array.from({ length: players }, () => 'random');
  if (agentNames.length !== players) throw new InputError(`need ${players} agents, got ${agentNames.length}`);
  const agents = makeAgents(module, agentNames, opts.seed);
  const cap = opts.maxDecisions ?? module.maxDecisions;
  const sink = opts.log ?? null;
  let state: State | null = null;
  const record: GameRecord | null = opts.record
    ? {
        format: 'arbiter-record',
        engine: ENGINE_VERSION,
        game: module.id,
        gameVersion: module.version,
        seed: opts.seed,
        players,
        options: opts.options,
        decks,
        agents: agentNames,
        initialHash: '',
        decisions: [],
        result: null,
        finalHash: '',
      }
    : null;
  try {
    state = createGame(module, { seed: opts.seed, players, decks, options: opts.options }, sink);
    if (record) record.initialHash = stateHash(state);
    let count = 0;
    while (!state.result) {
      if (count >= cap) {
        return finish(state, count, true, null, record);
      }
      const open = openDecisions(state);
      if (open.length === 0) throw new EngineError('stuck', 'no result and no decision pending');
      const d = open[0];
      const agent = agents[d.player];
      let answer: unknown;
      if (agent instanceof RandomAgent) answer = agent.decideRaw(state, d);
      else {
        // An agent sees only its view, and the decision as redacted (and copied) in it.
        const view = viewFor(state, module, d.player);
        answer = agent.decide(view, view.decisions[0] ?? d);
      }
      const pendingId = state.pending!.id;
      const r = submit(state, module, { player: d.player, answer, pending: pendingId }, sink);
      if (!r.ok)
        throw new EngineError(
          'agent-refused',
          `agent ${agent.name} gave a refused answer to ${d.kind}: ${r.error.message}`,
        );
      count++;
      if (record)
        record.decisions.push({ player: d.player, pending: pendingId, answer, hash: stateHash(state) });
    }
    return finish(state, count, false, null, record);
  } catch (e) {
    if (e instanceof InputError) throw e;
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return {
      state: state as State,
      decisions: state?.decisionCount ?? 0,
      capped: false,
      error: message,
      record,
      finalHash: state ? safeHash(state) : '',
    };
  }
}

function safeHash(state: State): string {
  try {
    return stateHash(state);
  } catch {
    return '';
  }
}

function finish(
  state: State,
  count: number,
  capped: boolean,
  error: string | null,
  record: GameRecord | null,
): PlayOutcome {
  const finalHash = stateHash(state);
  if (record) {
    record.finalHash = finalHash;
    record.result = state.result
      ? { winners: state.result.winners, draw: state.result.draw, rule: state.result.rule }
      : null;
  }
  return { state, decisions: count, capped, error, record, finalHash };
}

export interface ReplayReport {
  ok: boolean;
  decisions: number;
  /** First decision index whose hash differs (or -1 for the initial state). */
  mismatchAt: number | null;
  expected?: string;
  actual?: string;
  error?: string;
  /** How the replayed game ended (null: it had not ended after the last recorded decision). */
  result?: { winners: number[]; draw: boolean; rule: string } | null;
}

/** What a record says about the game's setup must fit the game (bad input, not an engine error). */
function checkRecordSetup(module: GameModule, rec: GameRecord): void {
  const seats = seatCounts(module);
  if (!seats.includes(rec.players))
    throw new InputError(
      `record: ${module.id} is played by ${seats.join(' or ')} players, not ${rec.players}`,
    );
  if (rec.decks.length !== rec.players)
    throw new InputError(`record: ${rec.decks.length} deck(s) for ${rec.players} players`);
  rec.decks.forEach((deck, i) => {
    const v = module.decks.validate(deck);
    if (v.length)
      throw new InputError(
        `record: deck ${i + 1} (${clip(deck.name)}) is not legal: ${v[0].message.en} [${v[0].rule}]`,
      );
  });
  if (rec.conceded !== undefined && rec.conceded >= rec.players)
    throw new InputError(
      `record: conceded by player ${rec.conceded}, but there are only ${rec.players} players`,
    );
}

/** Re-run a record and compare every state hash. */
export function replayRecord(module: GameModule, rec: GameRecord): ReplayReport {
  if (rec.game !== module.id)
    throw new InputError(`record is for game "${clip(rec.game)}", not "${module.id}"`);
  if (rec.engine !== ENGINE_VERSION || rec.gameVersion !== module.version)
    throw new InputError(
      `record was made with engine ${clip(rec.engine)} and ${module.id} ${clip(rec.gameVersion)}; this is engine ${ENGINE_VERSION} and ${module.id} ${module.version}, whose states are encoded differently: replay it with the version that made it`,
    );
  checkRecordSetup(module, rec);
  let state: State;
  try {
    state = createGame(module, {
      seed: rec.seed,
      players: rec.players,
      decks: rec.decks,
      options: rec.options,
    });
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`record: the game cannot be set up from it: ${clip((e as Error).message)}`);
  }
  const h0 = stateHash(state);
  if (h0 !== rec.initialHash)
    return { ok: false, decisions: 0, mismatchAt: -1, expected: rec.initialHash, actual: h0 };
  for (let i = 0; i < rec.decisions.length; i++) {
    const d = rec.decisions[i];
    const r = submit(state, module, { player: d.player, answer: d.answer, pending: d.pending });
    if (!r.ok)
      return { ok: false, decisions: i, mismatchAt: i, error: `decision ${i} refused: ${r.error.message}` };
    const h = stateHash(state);
    if (h !== d.hash) return { ok: false, decisions: i, mismatchAt: i, expected: d.hash, actual: h };
  }
  if (rec.conceded !== undefined) {
    if (!module.concede)
      return {
        ok: false,
        decisions: rec.decisions.length,
        mismatchAt: rec.decisions.length,
        error: `game ${module.id} has no concession rule`,
      };
    module.concede(state, rec.conceded);
  }
  const fh = stateHash(state);
  if (fh !== rec.finalHash) {
    return {
      ok: false,
      decisions: rec.decisions.length,
      mismatchAt: rec.decisions.length,
      expected: rec.finalHash,
      actual: fh,
    };
  }
  const r = state.result;
  return {
    ok: true,
    decisions: rec.decisions.length,
    mismatchAt: null,
    result: r ? { winners: r.winners, draw: r.draw, rule: r.rule } : null,
  };
}
