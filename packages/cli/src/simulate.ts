/** `arbiter simulate`: many games with agents, statistics and a reproducible digest. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Budget } from '@arbiter/ai';
import { type DeckList, type GameModule, hashList, InputError, type Msg, playGame } from '@arbiter/kernel';

export interface SimulateOptions {
  games: number;
  seed: string;
  agents?: string[];
  decks?: DeckList[];
  records?: string;
  /** Number of seats (the game's default otherwise). */
  players?: number;
  /** Search budget of the AI agents (installed by the caller; workers install it themselves). */
  budget?: Budget;
  /** Search threads per AI decision. */
  threads?: number;
  onProgress?: (done: number) => void;
  /** Asked between games: true stops the run early (Ctrl-C); the report covers the games played. */
  shouldStop?: () => boolean;
}

/** Wins of one group of seats or games, with the number of games it covers. */
export interface WinCount {
  label: string;
  wins: number;
  games: number;
}

export interface SimulateReport {
  game: string;
  games: number;
  seed: string;
  agents: string[];
  finished: number;
  wins: number[];
  draws: number;
  endReasons: Record<string, number>;
  /** One example of each end reason's message (plain data, rendered by the command). */
  endReasonMessages: Record<string, Msg>;
  /** Wins per seat (with its deck), per deck (seats with the same deck added up), per turn order. */
  bySeat: WinCount[];
  byDeck: WinCount[];
  byTurnOrder: WinCount[];
  /** Set when the run was stopped before all games were played. */
  interrupted?: boolean;
  requested?: number;
  turns: { mean: number; max: number } | null;
  decisions: number;
  errors: number;
  capped: number;
  failures: { seed: string; error: string }[];
  wallSeconds: number;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  digest: string;
}

/** The seed of game i of a run: fixed by the run's seed, so a run is reproducible anywhere. */
export function gameSeed(seed: string, i: number): string {
  return `${seed}#${i}`;
}

/** What one game of a run contributes to the report (plain data, so workers can send it). */
export interface GameSummary {
  index: number;
  seed: string;
  finalHash: string;
  decisions: number;
  error: string | null;
  capped: boolean;
  result: { rule: string; winners: number[]; draw: boolean; reason: Msg } | null;
  turns: number | null;
  /** The seat that took the first turn, when the game says. */
  first: number | null;
  /** The deck of each seat, when the game plays every pairing of its ready decks. */
  decks?: string[];
}

/**
 * The decks of game `index`: those given, or, for a game that asks for pairings
 * (`decks.pairings`), the ready decks of pairing `index mod n^seats` (seat 0 the slowest digit), so
 * a run of n^seats games plays every ordered pairing once. Undefined: the game's default decks.
 */
export function decksOfGame(
  module: GameModule,
  opts: SimulateOptions,
  players: number,
  index: number,
): DeckList[] | undefined {
  if (opts.decks || !module.decks.pairings) return opts.decks;
  const ready = module.decks.ready;
  const out: DeckList[] = [];
  let rest = index;
  for (let seat = players - 1; seat >= 0; seat--) {
    out[seat] = ready[rest % ready.length];
    rest = Math.floor(rest / ready.length);
  }
  return out;
}

export interface RunPlan {
  players: number;
  agents: string[];
}

/** Check the options of a run and settle seats and agents. */
export function planRun(module: GameModule, opts: SimulateOptions): RunPlan {
  const players = opts.players ?? module.players.default;
  if (players < module.players.min || players > module.players.max) {
    throw new InputError(
      `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
    );
  }
  const agents = opts.agents ?? Array.from({ length: players }, () => 'random');
  if (agents.length !== players)
    throw new InputError(`--agents needs ${players} names for ${module.id}, got ${agents.length}`);
  if (opts.decks && opts.decks.length !== players)
    throw new InputError(`--decks needs ${players} deck files, got ${opts.decks.length}`);
  if (opts.records) {
    try {
      mkdirSync(opts.records, { recursive: true });
    } catch (e) {
      throw new InputError(
        `--records ${opts.records}: cannot make the folder (${(e as NodeJS.ErrnoException).code})`,
      );
    }
  }
  return { players, agents };
}

/** Play game number `index` of a run (its seed is fixed by the run's seed and the index). */
export function playOne(
  module: GameModule,
  opts: SimulateOptions,
  plan: RunPlan,
  index: number,
): GameSummary {
  const seed = gameSeed(opts.seed, index);
  const decks = decksOfGame(module, opts, plan.players, index);
  const out = playGame(module, {
    seed,
    agents: plan.agents,
    players: plan.players,
    decks,
    record: Boolean(opts.records),
  });
  if (opts.records && out.record) {
    writeFileSync(join(opts.records, `${module.id}-${index}.json`), JSON.stringify(out.record));
  }
  const r = out.state?.result;
  return {
    index,
    seed,
    finalHash: out.finalHash,
    decisions: out.decisions,
    error: out.error,
    capped: out.capped,
    result:
      r && !out.error && !out.capped
        ? { rule: r.rule, winners: r.winners, draw: r.draw, reason: r.reason }
        : null,
    turns: module.turnCount && out.state ? module.turnCount(out.state) : null,
    first: module.firstPlayer && out.state ? module.firstPlayer(out.state) : null,
    ...(decks && !opts.decks ? { decks: decks.map((d) => d.name) } : {}),
  };
}

/** Fold per-game summaries (in game order) into the run's report. */
export function aggregate(
  module: GameModule,
  opts: SimulateOptions,
  plan: RunPlan,
  games: readonly GameSummary[],
  wallSeconds: number,
): SimulateReport {
  const wins = new Array<number>(plan.players).fill(0);
  const endReasons: Record<string, number> = {};
  const endReasonMessages: Record<string, Msg> = {};
  let firstGames = 0;
  let firstWins = 0;
  let secondWins = 0;
  const failures: { seed: string; error: string }[] = [];
  let draws = 0;
  let finished = 0;
  let decisions = 0;
  let capped = 0;
  let turnSum = 0;
  let turnMax = 0;
  let turnCounted = 0;
  const ordered = [...games].sort((a, b) => a.index - b.index);
  for (const g of ordered) {
    decisions += g.decisions;
    if (g.error) failures.push({ seed: g.seed, error: g.error });
    else if (g.capped) capped++;
    else if (g.result) {
      finished++;
      endReasons[g.result.rule] = (endReasons[g.result.rule] ?? 0) + 1;
      endReasonMessages[g.result.rule] ??= g.result.reason;
      if (g.result.draw || g.result.winners.length === 0) draws++;
      else for (const w of g.result.winners) wins[w]++;
      if (g.first !== null && g.first !== undefined) {
        firstGames++;
        if (!g.result.draw && g.result.winners.includes(g.first)) firstWins++;
        else if (!g.result.draw && g.result.winners.length > 0) secondWins++;
      }
    }
    if (g.turns !== null) {
      turnSum += g.turns;
      turnMax = Math.max(turnMax, g.turns);
      turnCounted++;
    }
  }
  // A game that plays from one shared deck (the first seat's) has that deck at every seat.
  const paired = ordered.some((g) => g.decks);
  const deckNames = Array.from({ length: plan.players }, (_, i) => {
    const seat = module.decks.shared ? 0 : i;
    if (paired) return 'every pairing';
    return (
      opts.decks?.[seat]?.name ??
      module.decks.ready[seat % Math.max(1, module.decks.ready.length)]?.name ??
      '-'
    );
  });
  const bySeat = wins.map((w, seat) => ({
    label: `seat ${seat} (${plan.agents[seat]}, ${deckNames[seat]})`,
    wins: w,
    games: finished,
  }));
  const decks = new Map<string, WinCount>();
  const deckCount = (name: string) => {
    const d = decks.get(name) ?? { label: name, wins: 0, games: 0 };
    decks.set(name, d);
    return d;
  };
  if (paired) {
    // Each finished game counts once for every deck at its table (a mirror match once).
    for (const g of ordered) {
      if (!g.decks || !g.result) continue;
      for (const name of new Set(g.decks)) {
        const d = deckCount(name);
        d.games++;
        if (!g.result.draw && g.result.winners.some((w) => g.decks![w] === name)) d.wins++;
      }
    }
  } else
    wins.forEach((w, seat) => {
      const d = deckCount(deckNames[seat]);
      d.wins += w;
      d.games += finished;
    });
  const byTurnOrder =
    firstGames > 0
      ? [
          { label: 'first player', wins: firstWins, games: firstGames },
          { label: 'second player', wins: secondWins, games: firstGames },
        ]
      : [];
  return {
    game: module.id,
    games: ordered.length,
    seed: opts.seed,
    agents: plan.agents,
    finished,
    wins,
    draws,
    endReasons,
    endReasonMessages,
    bySeat,
    byDeck: [...decks.values()],
    byTurnOrder,
    turns: turnCounted > 0 ? { mean: round(turnSum / turnCounted, 2), max: turnMax } : null,
    decisions,
    errors: failures.length,
    capped,
    failures,
    wallSeconds: round(wallSeconds, 3),
    gamesPerSecond: round(ordered.length / Math.max(wallSeconds, 1e-9), 1),
    decisionsPerSecond: Math.round(decisions / Math.max(wallSeconds, 1e-9)),
    digest: hashList(ordered.map((g) => g.finalHash)),
  };
}

/** Play a run in this thread. */
export function simulate(module: GameModule, opts: SimulateOptions): SimulateReport {
  const plan = planRun(module, opts);
  const start = process.hrtime.bigint();
  const games: GameSummary[] = [];
  for (let i = 0; i < opts.games; i++) {
    games.push(playOne(module, opts, plan, i));
    opts.onProgress?.(i + 1);
  }
  return aggregate(module, opts, plan, games, Number(process.hrtime.bigint() - start) / 1e9);
}

/**
 * Play a run in this thread, giving the event loop a turn every 50 ms so a signal (Ctrl-C) can stop
 * it; the report then covers the games played, marked `interrupted`.
 */
export async function simulateInterruptible(
  module: GameModule,
  opts: SimulateOptions,
): Promise<SimulateReport> {
  const plan = planRun(module, opts);
  const start = process.hrtime.bigint();
  const games: GameSummary[] = [];
  let breath = Date.now();
  for (let i = 0; i < opts.games; i++) {
    if (opts.shouldStop?.()) break;
    games.push(playOne(module, opts, plan, i));
    opts.onProgress?.(i + 1);
    if (Date.now() - breath > 50) {
      await new Promise((r) => setImmediate(r));
      breath = Date.now();
    }
  }
  const report = aggregate(module, opts, plan, games, Number(process.hrtime.bigint() - start) / 1e9);
  if (games.length < opts.games) {
    report.interrupted = true;
    report.requested = opts.games;
  }
  return report;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
