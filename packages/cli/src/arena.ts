/**
 * `arbiter arena`: agents play each other round robin. Every pair plays `games` games; games go
 * in twos on the same seed with the seats swapped, so each deal is played from both sides. Win
 * rates come with 95% Wilson intervals (a draw counts half a win), and the decision times of each
 * agent are reported as percentiles against the budget.
 */
import { type AiOptions, type Budget, cpuClock, type DecisionStats, installAgents } from '@arbiter/ai';
import { type GameModule, InputError, playGame } from '@arbiter/kernel';

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
  onProgress?: (done: number, total: number) => void;
  /** Told about every finished game, so a run stopped early still counts the games it played. */
  onGame?: (game: GameLine) => void;
}

/** One finished game of an arena run (`arbiter arena --log`). */
export interface GameLine {
  seed: string;
  /** The agent of each seat. */
  agents: string[];
  /** Winning seats ([] for a draw); null if the game did not finish (error or decision cap). */
  winners: number[] | null;
  decisions: number;
  /** Per AI agent, its searched decisions in this game: CPU and wall ms each (0.1 ms), iterations. */
  searched: Record<string, { cpuMs: number[]; wallMs: number[]; iterations: number }>;
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
  /** Wall-time percentiles of the searched decisions only (a forced answer costs nothing). */
  searchedP50: number;
  searchedP99: number;
  /**
   * The budget check of a time budget: the 99th percentile of wall decision time over the whole
   * run must be within the budget + 10% (`limitMs`); null with an iteration budget.
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
  const pairs: [string, string][] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) pairs.push([names[i], names[j]]);
  const times = new Map<
    string,
    {
      ms: number[];
      cpu: number[];
      wall: number[];
      searchedMs: number[];
      searched: number;
      iterations: number;
    }
  >();
  let gameSearched: GameLine['searched'] = {};
  const aiOpts: AiOptions = {
    budget: opts.budget,
    threads: opts.threads,
    clock: opts.clock === 'cpu' ? cpuClock : undefined,
    onDecision: (agent: string, _seat: number, s: DecisionStats) => {
      if (!s.forced) {
        const g = (gameSearched[agent] ??= { cpuMs: [], wallMs: [], iterations: 0 });
        g.cpuMs.push(round(s.cpuMs));
        g.wallMs.push(round(s.wallMs));
        g.iterations += s.iterations;
      }
      let t = times.get(agent);
      if (!t)
        times.set(agent, (t = { ms: [], cpu: [], wall: [], searchedMs: [], searched: 0, iterations: 0 }));
      t.ms.push(s.ms);
      t.cpu.push(s.cpuMs);
      t.wall.push(s.wallMs);
      if (!s.forced) {
        t.searchedMs.push(s.ms);
        t.searched++;
        t.iterations += s.iterations;
      }
    },
  };
  installAgents(aiOpts);
  const start = process.hrtime.bigint();
  const total = pairs.length * perPair;
  const errors: { seed: string; error: string }[] = [];
  const results: PairResult[] = [];
  let done = 0;
  for (const [a, b] of pairs) {
    let winsA = 0;
    let winsB = 0;
    let draws = 0;
    let unfinished = 0;
    for (let i = 0; i < perPair; i++) {
      // Games 2k and 2k+1 share a deal; `a` sits on side 0 in the first and on side 1 in the second.
      const seed = `${opts.seed}:${a}-${b}#${i >> 1}`;
      const aFirst = i % 2 === 0;
      const agents = new Array<string>(players);
      for (const s of sideA) agents[s] = aFirst ? a : b;
      for (const s of sideB) agents[s] = aFirst ? b : a;
      gameSearched = {};
      const out = playGame(module, { seed, agents, players });
      const r = out.state?.result;
      opts.onGame?.({
        seed,
        agents,
        winners: out.error || out.capped || !r ? null : r.draw ? [] : r.winners,
        decisions: out.decisions,
        searched: gameSearched,
      });
      if (out.error || out.capped || !r) {
        unfinished++;
        draws++;
        if (out.error) errors.push({ seed, error: out.error });
      } else if (r.draw || r.winners.length === 0) draws++;
      else {
        const aSeats = aFirst ? sideA : sideB;
        if (r.winners.some((w) => aSeats.includes(w))) winsA++;
        else winsB++;
      }
      opts.onProgress?.(++done, total);
    }
    const { low, high } = wilson(winsA + draws / 2, perPair);
    results.push({
      a,
      b,
      games: perPair,
      winsA,
      winsB,
      draws,
      unfinished,
      rate: (winsA + draws / 2) / perPair,
      low,
      high,
    });
  }
  const timeStats: TimeStats[] = [...times.entries()].map(([agent, t]) => {
    const sorted = t.ms.slice().sort((x, y) => x - y);
    const cpu = t.cpu.slice().sort((x, y) => x - y);
    const wall = t.wall.slice().sort((x, y) => x - y);
    const searched = t.searchedMs.slice().sort((x, y) => x - y);
    const limitMs = opts.budget?.ms !== undefined ? round(opts.budget.ms * 1.1) : null;
    // Only the AI agents report decisions; the check counts every decision an agent made.
    const p99 = percentile(sorted, 0.99);
    const budgeted = limitMs !== null;
    return {
      agent,
      decisions: sorted.length,
      searched: t.searched,
      p50: round(percentile(sorted, 0.5)),
      p90: round(percentile(sorted, 0.9)),
      p99: round(percentile(sorted, 0.99)),
      max: round(sorted[sorted.length - 1] ?? 0),
      cpuP50: round(percentile(cpu, 0.5)),
      cpuP99: round(percentile(cpu, 0.99)),
      wallP50: round(percentile(wall, 0.5)),
      wallP99: round(percentile(wall, 0.99)),
      iterations: t.searched ? Math.round(t.iterations / t.searched) : 0,
      searchedP50: round(percentile(searched, 0.5)),
      searchedP99: round(percentile(searched, 0.99)),
      limitMs: budgeted ? limitMs : null,
      withinBudget: budgeted ? p99 <= (limitMs as number) : null,
    };
  });
  return {
    game: module.id,
    players,
    seed: opts.seed,
    budget: opts.budget ?? null,
    clock: opts.clock ?? 'wall',
    pairs: results,
    times: timeStats,
    errors,
    wallSeconds: round(Number(process.hrtime.bigint() - start) / 1e9),
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
