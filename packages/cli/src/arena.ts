/**
 * `arbiter arena`: agents play each other round robin. Every pair plays `games` games; games go
 * in twos on the same seed with the seats swapped, so each deal is played from both sides. Win
 * rates come with 95% Wilson intervals (a draw counts half a win), and the decision times of each
 * agent are reported as percentiles against the budget.
 *
 * A run's log (`--log`) starts with a header line (game, seats, agents, seed, budget, clock,
 * threads, and the version of the code that plays the games), then holds one line per finished
 * game. The report is computed from those lines alone, so a run continues across processes
 * (`--resume`: the games already in the log are not played again) and a table can be printed
 * from logs (`arbiter arena-report`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  type AiOptions,
  type Budget,
  cpuClock,
  type DecisionStats,
  formatBudget,
  installAgents,
  parseBudget,
} from '@arbiter/ai';
import { clip, type GameModule, InputError, playGame } from '@arbiter/kernel';
import { REPO_ROOT } from './coverage.ts';
import { table } from './io.ts';

export interface ArenaOptions {
  agents: string[];
  /** Games per pair (rounded up to an even number so seats swap evenly). */
  games: number;
  seed: string;
  players?: number;
  budget?: Budget;
  /** Search threads per AI decision. */
  threads?: number;
  /** The clock budgets and decision times are read from: wall (default) or the process's CPU time. */
  clock?: 'wall' | 'cpu';
  /** Games already played (a resumed run's log): they are not played again and count in the report. */
  previous?: GameLine[];
  onProgress?: (done: number, total: number) => void;
  /** Told about every finished game, so a run stopped early still counts the games it played. */
  onGame?: (game: GameLine) => void;
}

/** The first line of an arena log: what a resumed run must match to add games to it. */
export interface RunHeader {
  arena: 1;
  game: string;
  players: number;
  /** The agents of the run, in order (pairs are formed from this list). */
  agents: string[];
  seed: string;
  /** `200it` or `200ms`. */
  budget: string;
  clock: 'wall' | 'cpu';
  threads: number;
  /** Hash of the code that plays the games (kernel, AI, the game, the arena): see `codeVersion`. */
  version: string;
}

/** Decision times of one agent in one game, on both clocks (ms, to 0.1 ms). */
export interface AgentGameTimes {
  cpuMs: number[];
  wallMs: number[];
  iterations: number;
}

/** One finished game of an arena run (`arbiter arena --log`). */
export interface GameLine {
  seed: string;
  /** The pair of agents, in the run's order, and the game's index in the pair (0, 1, 2, …). */
  pair: [string, string];
  index: number;
  /** The agent of each seat. */
  agents: string[];
  /** Winning seats ([] for a draw); null if the game did not finish (error or decision cap). */
  winners: number[] | null;
  /** Why the game did not finish (one line), if it did not. */
  error?: string;
  decisions: number;
  /** Per AI agent, its searched decisions in this game: CPU and wall ms each (0.1 ms), iterations. */
  searched: Record<string, AgentGameTimes>;
  /** Per AI agent, its decisions with one legal answer (no search): CPU and wall ms each. */
  forced: Record<string, { cpuMs: number[]; wallMs: number[] }>;
  /** Wall and CPU seconds the game took (the process's CPU time: what one core spent on it). */
  seconds: number;
  cpuSeconds: number;
}

export interface PairResult {
  a: string;
  b: string;
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** Games that ended in an error or hit the decision cap (counted as draws above). */
  unfinished: number;
  /** Win rate of `a` (draws half), with its 95% Wilson interval. */
  rate: number;
  low: number;
  high: number;
  /** Games of this pair `a` won with each side (side 0: the first seats), out of the games on that side. */
  bySide: { side: number; games: number; winsA: number }[];
  /** Mean wall and CPU seconds per game of this pair. */
  secondsPerGame: number;
  cpuSecondsPerGame: number;
}

export interface TimeStats {
  agent: string;
  decisions: number;
  searched: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The same percentiles of CPU time (what the decision cost when the machine is busy with others). */
  cpuP50: number;
  cpuP99: number;
  /**
   * The same percentiles of wall time, whatever the clock of the run: what a player waits. On a
   * machine busy with other work it measures the machine's load, not the search.
   */
  wallP50: number;
  wallP99: number;
  /** Mean search iterations per searched decision. */
  iterations: number;
  /** Percentiles of the searched decisions only, on the run's clock (a forced answer costs nothing). */
  searchedP50: number;
  searchedP99: number;
  /**
   * The budget check of a time budget: the 99th percentile of decision time on the run's clock
   * over the whole run must be within the budget + 10% (`limitMs`); null with an iteration budget.
   */
  limitMs: number | null;
  withinBudget: boolean | null;
}

export interface ArenaReport {
  game: string;
  players: number;
  seed: string;
  budget: Budget | null;
  clock: 'wall' | 'cpu';
  pairs: PairResult[];
  times: TimeStats[];
  errors: { seed: string; error: string }[];
  /** Games played by this process (the others came from the log being resumed). */
  played: number;
  /** Wall seconds of this process's run; the games' own seconds are in `pairs`. */
  wallSeconds: number;
}

/** 95% Wilson score interval of a proportion (successes may be fractional: draws count half). */
export function wilson(successes: number, n: number, z = 1.96): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

/** Seats of each side: the game's teams (三国杀战棋's camps), or one seat per side. */
export function sides(module: GameModule, players: number): number[][] {
  const teams = module.ai?.teams?.(players) ?? Array.from({ length: players }, (_, i) => [i]);
  if (teams.length !== 2)
    throw new InputError(`arena needs two sides; ${module.id} with ${players} players has ${teams.length}`);
  return teams;
}

/** Pairs of a run's agents, in the order they are played. */
function pairsOf(names: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) pairs.push([names[i], names[j]]);
  return pairs;
}

/** Seats `a` holds in game `index` of its pair: side 0 in even games, side 1 in odd ones. */
function seatsOfA(module: GameModule, players: number, index: number): number[] {
  return sides(module, players)[index % 2];
}

const versions = new Map<string, string>();

/**
 * The version of the code that plays a game: a hash of the kernel's and the AI's sources, the
 * game's package (sources and decks; not its tests or docs) and this file. A log records it, and
 * a run is resumed only by the same code: other code plays other games from the same seeds.
 */
export function codeVersion(gameId: string, root = REPO_ROOT): string {
  const key = `${root}|${gameId}`;
  const known = versions.get(key);
  if (known) return known;
  const hash = createHash('sha256');
  const add = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      if (name === 'test' || name === 'docs' || name === 'node_modules' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) add(path);
      else if (/\.(ts|mjs|js|json)$/.test(name) && !/\.test\.ts$/.test(name)) {
        hash.update(path.slice(root.length));
        hash.update('\0');
        hash.update(readFileSync(path));
        hash.update('\0');
      }
    }
  };
  add(join(root, 'packages/kernel/src'));
  add(join(root, 'packages/ai/src'));
  add(join(root, 'packages/games', gameId));
  hash.update(readFileSync(join(root, 'packages/cli/src/arena.ts')));
  const version = hash.digest('hex').slice(0, 16);
  versions.set(key, version);
  return version;
}

/** The header of a run with these options. */
export function runHeader(module: GameModule, opts: ArenaOptions): RunHeader {
  return {
    arena: 1,
    game: module.id,
    players: opts.players ?? module.players.default,
    agents: [...new Set(opts.agents)],
    seed: opts.seed,
    budget: opts.budget ? formatBudget(opts.budget) : 'default',
    clock: opts.clock ?? 'wall',
    threads: opts.threads ?? 1,
    version: codeVersion(module.id),
  };
}

const HEADER_FIELDS: (keyof RunHeader)[] = [
  'game',
  'players',
  'agents',
  'seed',
  'budget',
  'clock',
  'threads',
  'version',
];

/**
 * A run's log read back: its header and games. A last line cut short (the process was stopped
 * while writing it) is dropped and reported in `cut`; any other bad line is bad input.
 */
export function readArenaLog(
  text: string,
  name: string,
): { header: RunHeader; games: GameLine[]; cut: number } {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new InputError(`${clip(name)} is empty: not an arena log`);
  let header: RunHeader;
  try {
    header = JSON.parse(lines[0]);
  } catch {
    header = null as unknown as RunHeader;
  }
  if (header?.arena !== 1)
    throw new InputError(
      `${clip(name)} has no arena run header on its first line (a log written before --resume existed, or not an arena log)`,
    );
  const games: GameLine[] = [];
  let cut = 0;
  for (let i = 1; i < lines.length; i++) {
    let g: GameLine | null = null;
    try {
      g = JSON.parse(lines[i]);
    } catch {
      g = null;
    }
    const ok =
      g &&
      typeof g === 'object' &&
      Array.isArray(g.pair) &&
      Number.isInteger(g.index) &&
      Array.isArray(g.agents);
    if (!ok) {
      if (i === lines.length - 1 && !text.endsWith('\n')) {
        cut = lines[i].length;
        break;
      }
      throw new InputError(`${clip(name)} line ${i + 1} is not a game of an arena run`);
    }
    games.push(g as GameLine);
  }
  return { header, games, cut };
}

/** Why a run with `wanted` settings cannot add games to a log with `found` ones, or null if it can. */
export function headerMismatch(found: RunHeader, wanted: RunHeader): string | null {
  for (const field of HEADER_FIELDS) {
    const a = JSON.stringify(found[field]);
    const b = JSON.stringify(wanted[field]);
    if (a !== b) {
      const shown = (x: unknown) => (Array.isArray(x) ? x.join(',') : String(x));
      const what = field === 'version' ? 'code version (the kernel, AI, game or arena changed since)' : field;
      return `its ${what} is ${shown(found[field])}, this run's is ${shown(wanted[field])}`;
    }
  }
  return null;
}

export function runArena(module: GameModule, opts: ArenaOptions): ArenaReport {
  const names = [...new Set(opts.agents)];
  if (names.length < 2) throw new InputError('--agents needs at least two different agents');
  const players = opts.players ?? module.players.default;
  if (players < module.players.min || players > module.players.max)
    throw new InputError(
      `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
    );
  const [sideA, sideB] = sides(module, players);
  const perPair = opts.games + (opts.games % 2);
  const pairs = pairsOf(names);
  let gameSearched: GameLine['searched'] = {};
  let gameForced: GameLine['forced'] = {};
  const aiOpts: AiOptions = {
    budget: opts.budget,
    threads: opts.threads,
    clock: opts.clock === 'cpu' ? cpuClock : undefined,
    onDecision: (agent: string, _seat: number, s: DecisionStats) => {
      const g = s.forced
        ? (gameForced[agent] ??= { cpuMs: [], wallMs: [] })
        : (gameSearched[agent] ??= { cpuMs: [], wallMs: [], iterations: 0 });
      g.cpuMs.push(round(s.cpuMs));
      g.wallMs.push(round(s.wallMs));
      if (!s.forced) (g as AgentGameTimes).iterations += s.iterations;
    },
  };
  installAgents(aiOpts);
  const start = process.hrtime.bigint();
  const previous = opts.previous ?? [];
  const played = new Set(previous.map((g) => `${g.pair[0]}-${g.pair[1]}#${g.index}`));
  const todo: [string, string, number][] = [];
  for (const [a, b] of pairs)
    for (let i = 0; i < perPair; i++) if (!played.has(`${a}-${b}#${i}`)) todo.push([a, b, i]);
  const lines = [...previous];
  let done = 0;
  for (const [a, b, i] of todo) {
    // Games 2k and 2k+1 share a deal; `a` sits on side 0 in the first and on side 1 in the second.
    const seed = `${opts.seed}:${a}-${b}#${i >> 1}`;
    const aFirst = i % 2 === 0;
    const agents = new Array<string>(players);
    for (const s of sideA) agents[s] = aFirst ? a : b;
    for (const s of sideB) agents[s] = aFirst ? b : a;
    gameSearched = {};
    gameForced = {};
    const wall0 = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    const out = playGame(module, { seed, agents, players });
    const cpu = process.cpuUsage(cpu0);
    const r = out.state?.result;
    const line: GameLine = {
      seed,
      pair: [a, b],
      index: i,
      agents,
      winners: out.error || out.capped || !r ? null : r.draw ? [] : r.winners,
      ...(out.error
        ? { error: clip(out.error, 300) }
        : out.capped || !r
          ? { error: 'decision cap reached' }
          : {}),
      decisions: out.decisions,
      searched: gameSearched,
      forced: gameForced,
      seconds: Math.round(Number(process.hrtime.bigint() - wall0) / 1e7) / 100,
      cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
    };
    lines.push(line);
    opts.onGame?.(line);
    opts.onProgress?.(++done, todo.length);
  }
  const report = arenaReport(module, players, lines, {
    seed: opts.seed,
    budget: opts.budget ?? null,
    clock: opts.clock ?? 'wall',
    pairs,
  });
  report.played = todo.length;
  report.wallSeconds = round(Number(process.hrtime.bigint() - start) / 1e9);
  return report;
}

/**
 * The report of an arena run computed from its games alone (a log, or a log and the games just
 * played): win rates per pair with intervals, and decision times per agent over every game.
 */
export function arenaReport(
  module: GameModule,
  players: number,
  games: GameLine[],
  run: { seed: string; budget: Budget | null; clock: 'wall' | 'cpu'; pairs?: [string, string][] },
): ArenaReport {
  const order = run.pairs ?? [];
  for (const g of games)
    if (!order.some(([a, b]) => a === g.pair[0] && b === g.pair[1])) order.push([g.pair[0], g.pair[1]]);
  const errors: { seed: string; error: string }[] = [];
  const pairs: PairResult[] = order.map(([a, b]) => {
    const mine = games.filter((g) => g.pair[0] === a && g.pair[1] === b);
    let winsA = 0;
    let winsB = 0;
    let draws = 0;
    let unfinished = 0;
    const bySide = [0, 1].map((side) => ({ side, games: 0, winsA: 0 }));
    for (const g of mine) {
      const aSeats = seatsOfA(module, players, g.index);
      bySide[g.index % 2].games++;
      if (g.winners === null) {
        unfinished++;
        draws++;
        if (g.error && g.error !== 'decision cap reached') errors.push({ seed: g.seed, error: g.error });
      } else if (g.winners.length === 0) draws++;
      else if (g.winners.some((w) => aSeats.includes(w))) {
        winsA++;
        bySide[g.index % 2].winsA++;
      } else winsB++;
    }
    const n = mine.length;
    const { low, high } = wilson(winsA + draws / 2, n);
    const sum = (f: (g: GameLine) => number) => mine.reduce((t, g) => t + (f(g) ?? 0), 0);
    return {
      a,
      b,
      games: n,
      winsA,
      winsB,
      draws,
      unfinished,
      rate: n ? (winsA + draws / 2) / n : 0,
      low,
      high,
      bySide,
      secondsPerGame: n ? round(sum((g) => g.seconds) / n) : 0,
      cpuSecondsPerGame: n ? round(sum((g) => g.cpuSeconds) / n) : 0,
    };
  });
  const agents = [
    ...new Set(games.flatMap((g) => [...Object.keys(g.searched), ...Object.keys(g.forced ?? {})])),
  ];
  const limitMs = run.budget?.ms !== undefined ? round(run.budget.ms * 1.1) : null;
  const times: TimeStats[] = agents.map((agent) => {
    const cpu: number[] = [];
    const wall: number[] = [];
    const searchedCpu: number[] = [];
    const searchedWall: number[] = [];
    let iterations = 0;
    for (const g of games) {
      const s = g.searched[agent];
      const f = g.forced?.[agent];
      if (s) {
        cpu.push(...s.cpuMs);
        wall.push(...s.wallMs);
        searchedCpu.push(...s.cpuMs);
        searchedWall.push(...s.wallMs);
        iterations += s.iterations;
      }
      if (f) {
        cpu.push(...f.cpuMs);
        wall.push(...f.wallMs);
      }
    }
    const up = (x: number[]) => x.sort((p, q) => p - q);
    up(cpu);
    up(wall);
    const onClock = run.clock === 'cpu' ? cpu : wall;
    const searched = up(run.clock === 'cpu' ? searchedCpu : searchedWall);
    const p99 = percentile(onClock, 0.99);
    return {
      agent,
      decisions: onClock.length,
      searched: searched.length,
      p50: round(percentile(onClock, 0.5)),
      p90: round(percentile(onClock, 0.9)),
      p99: round(p99),
      max: round(onClock[onClock.length - 1] ?? 0),
      cpuP50: round(percentile(cpu, 0.5)),
      cpuP99: round(percentile(cpu, 0.99)),
      wallP50: round(percentile(wall, 0.5)),
      wallP99: round(percentile(wall, 0.99)),
      iterations: searched.length ? Math.round(iterations / searched.length) : 0,
      searchedP50: round(percentile(searched, 0.5)),
      searchedP99: round(percentile(searched, 0.99)),
      limitMs,
      withinBudget: limitMs !== null ? p99 <= limitMs : null,
    };
  });
  return {
    game: module.id,
    players,
    seed: run.seed,
    budget: run.budget,
    clock: run.clock,
    pairs,
    times,
    errors,
    played: 0,
    wallSeconds: 0,
  };
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** The round-robin table: the row agent's win rate against the column agent. */
export function arenaTable(report: ArenaReport): { headers: string[]; rows: string[][] } {
  const names = [...new Set(report.pairs.flatMap((p) => [p.a, p.b]))];
  const cell = (x: string, y: string): string => {
    if (x === y) return '—';
    const p = report.pairs.find((q) => (q.a === x && q.b === y) || (q.a === y && q.b === x));
    if (!p) return '';
    const flip = p.a !== x;
    const rate = flip ? 1 - p.rate : p.rate;
    const low = flip ? 1 - p.high : p.low;
    const high = flip ? 1 - p.low : p.high;
    return `${pct(rate)} [${pct(low)}–${pct(high)}]`;
  };
  return { headers: ['vs →', ...names], rows: names.map((x) => [x, ...names.map((y) => cell(x, y))]) };
}

/**
 * One line per AI agent: the 99th percentile of its decision time on the run's clock over the run
 * against the budget + 10%, met or not (a time budget only). Searched decisions alone are shown
 * beside it, and both the CPU and the wall p99 whatever the clock.
 */
export function budgetLines(report: ArenaReport): string[] {
  return report.times
    .filter((t) => t.limitMs !== null)
    .map(
      (t) =>
        `budget check ${t.agent}: p99 of ${report.clock} decision time ${t.p99} ms (searched decisions only: ${t.searchedP99} ms) ` +
        `${t.withinBudget ? '≤' : '>'} budget + 10% = ${t.limitMs} ms: ${t.withinBudget ? 'met' : 'NOT met'}` +
        ` (cpu p99 ${t.cpuP99} ms, wall p99 ${t.wallP99} ms${report.clock === 'cpu' ? ': wall time on a busy machine measures its load, not the search' : ''})`,
    );
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** The report as text: the table, the pairs with their games per side and time per game, decision times. */
export function arenaText(report: ArenaReport): string {
  const t = arenaTable(report);
  const budget = report.budget ? formatBudget(report.budget) : 'default';
  return [
    `${report.game}, ${report.players} players, budget ${budget} (${report.clock} clock): row's win rate against column (draws count half) [95% Wilson interval]`,
    table(t.headers, t.rows),
    '',
    table(
      [
        'pair',
        'games',
        'wins',
        'draws',
        'losses',
        'unfinished',
        'wins on side 0 · side 1',
        'seconds / game (cpu)',
      ],
      report.pairs.map((p) => [
        `${p.a} vs ${p.b}`,
        p.games,
        p.winsA,
        p.draws,
        p.winsB,
        p.unfinished,
        p.bySide.map((s) => `${s.winsA} of ${s.games}`).join(' · '),
        `${p.secondsPerGame} (${p.cpuSecondsPerGame})`,
      ]),
    ),
    '',
    table(
      [
        'agent',
        'decisions',
        'searched',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'cpu p50',
        'cpu p99',
        'wall p50',
        'wall p99',
        'iterations',
      ],
      report.times.map((x) => [
        x.agent,
        x.decisions,
        x.searched,
        x.p50,
        x.p90,
        x.p99,
        x.max,
        x.cpuP50,
        x.cpuP99,
        x.wallP50,
        x.wallP99,
        x.iterations,
      ]),
    ),
    ...budgetLines(report),
    `(${report.played} games played in ${report.wallSeconds}s)`,
  ].join('\n');
}

/** Start the log of a new run: its header line. A file that already holds something is not overwritten. */
export function startArenaLog(module: GameModule, opts: ArenaOptions, path: string): void {
  if (existsSync(path) && statSync(path).size > 0)
    throw new InputError(
      `${clip(path)} already holds a run: continue it with --resume ${clip(path)}, or name a new file`,
    );
  writeFileSync(path, `${JSON.stringify(runHeader(module, opts))}\n`);
}

/**
 * The games of a logged run that this run continues. Refused (one line) if the log's settings or
 * code version differ from this run's. A last line cut short by a stopped process is removed.
 */
export function resumeArenaLog(module: GameModule, opts: ArenaOptions, path: string): GameLine[] {
  if (!existsSync(path))
    throw new InputError(`--resume ${clip(path)}: no such file (start a run with --log)`);
  const text = readFileSync(path, 'utf8');
  const { header, games, cut } = readArenaLog(text, path);
  const why = headerMismatch(header, runHeader(module, opts));
  if (why) throw new InputError(`cannot resume ${clip(path)}: ${why}`);
  if (cut > 0) {
    writeFileSync(path, text.slice(0, text.length - cut));
    process.stderr.write(`${clip(path)}: dropped its last line, cut short when its run was stopped\n`);
  }
  return games;
}

/** The report of one or more logged runs of one game (their pairs together), from the logs alone (plain or gzipped). */
export function arenaReportOfLogs(paths: string[], findGame: (id: string) => GameModule): ArenaReport {
  const runs = paths.map((path) => {
    if (!existsSync(path)) throw new InputError(`no such log: ${clip(path)}`);
    let text: string;
    try {
      // A log kept in the repository is gzipped (docs/arena/*.jsonl.gz).
      text = path.endsWith('.gz')
        ? gunzipSync(readFileSync(path)).toString('utf8')
        : readFileSync(path, 'utf8');
    } catch (e) {
      throw new InputError(`${clip(path)} cannot be read: ${clip((e as Error).message, 100)}`);
    }
    return { path, ...readArenaLog(text, path) };
  });
  const first = runs[0].header;
  for (const r of runs.slice(1))
    for (const field of ['game', 'players', 'budget', 'clock', 'version'] as const)
      if (r.header[field] !== first[field])
        throw new InputError(
          `${clip(r.path)} and ${clip(runs[0].path)} differ in ${field} (${r.header[field]}, ${first[field]}): their games cannot share a table`,
        );
  const seen = new Set<string>();
  const games: GameLine[] = [];
  for (const r of runs)
    for (const g of r.games) {
      const key = `${g.seed}|${g.agents.join(',')}`;
      if (seen.has(key))
        throw new InputError(`${clip(r.path)}: the game ${clip(key)} is in more than one log`);
      seen.add(key);
      games.push(g);
    }
  const module = findGame(first.game);
  return arenaReport(module, first.players, games, {
    seed: [...new Set(runs.map((r) => r.header.seed))].join(','),
    budget: first.budget === 'default' ? null : parseBudget(first.budget),
    clock: first.clock,
  });
}
