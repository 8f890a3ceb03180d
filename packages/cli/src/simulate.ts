/** `arbiter simulate`: many games with agents, statistics and a reproducible digest. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DeckList, type GameModule, hashList, InputError, playGame } from '@arbiter/kernel';

export interface SimulateOptions {
  games: number;
  seed: string;
  agents?: string[];
  decks?: DeckList[];
  records?: string;
  /** Number of seats (the game's default otherwise). */
  players?: number;
  onProgress?: (done: number) => void;
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

export function simulate(module: GameModule, opts: SimulateOptions): SimulateReport {
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
  if (opts.records) mkdirSync(opts.records, { recursive: true });
  const wins = new Array<number>(players).fill(0);
  const endReasons: Record<string, number> = {};
  const hashes: string[] = [];
  const failures: { seed: string; error: string }[] = [];
  let draws = 0;
  let finished = 0;
  let decisions = 0;
  let capped = 0;
  let turnSum = 0;
  let turnMax = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < opts.games; i++) {
    const seed = gameSeed(opts.seed, i);
    const out = playGame(module, { seed, agents, players, decks: opts.decks, record: Boolean(opts.records) });
    decisions += out.decisions;
    hashes.push(out.finalHash);
    if (out.error) {
      failures.push({ seed, error: out.error });
    } else if (out.capped) {
      capped++;
    } else if (out.state.result) {
      finished++;
      const r = out.state.result;
      endReasons[r.rule] = (endReasons[r.rule] ?? 0) + 1;
      if (r.draw || r.winners.length === 0) draws++;
      else for (const w of r.winners) wins[w]++;
    }
    if (module.turnCount && out.state) {
      const t = module.turnCount(out.state);
      turnSum += t;
      turnMax = Math.max(turnMax, t);
    }
    if (opts.records && out.record) {
      writeFileSync(join(opts.records, `${module.id}-${i}.json`), JSON.stringify(out.record));
    }
    opts.onProgress?.(i + 1);
  }
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  return {
    game: module.id,
    games: opts.games,
    seed: opts.seed,
    agents,
    finished,
    wins,
    draws,
    endReasons,
    turns: module.turnCount && opts.games > 0 ? { mean: round(turnSum / opts.games, 2), max: turnMax } : null,
    decisions,
    errors: failures.length,
    capped,
    failures,
    wallSeconds: round(wallSeconds, 3),
    gamesPerSecond: round(opts.games / Math.max(wallSeconds, 1e-9), 1),
    decisionsPerSecond: Math.round(decisions / Math.max(wallSeconds, 1e-9)),
    digest: hashList(hashes),
  };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
