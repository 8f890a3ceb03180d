/**
 * `arbiter bench`: speed and memory of each playable game, measured on this machine and printed.
 * Figures: random self-play decisions/s and games/s; on a mid-game state: clone, clone + apply one
 * decision, serialize + restore, state size. Each figure is the median of several runs.
 */
import {
  cloneState,
  createGame,
  defaultDecks,
  type GameModule,
  InputError,
  openDecisions,
  playGame,
  RandomAgent,
  restore,
  type State,
  serialize,
  submit,
} from '@arbiter/kernel';

export interface BenchFigures {
  game: string;
  decisionsPerSecond: number;
  gamesPerSecond: number;
  cloneMicros: number;
  cloneAndApplyMicros: number;
  serializeRestoreMicros: number;
  stateBytes: number;
  midGameDecision: number;
  runs: number;
}

function now(): number {
  return Number(process.hrtime.bigint()) / 1e3;
}

/**
 * Microseconds of CPU this process has used (user + system). Comparisons time with it: on a shared
 * machine wall time also counts the time other processes held the cores.
 */
function cpuNow(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Play one seeded game up to about half its length and return that state. */
function midGameState(module: GameModule, seed: string): State {
  const full = playGame(module, { seed });
  const target = Math.max(1, Math.floor(full.decisions / 2));
  const agent = new RandomAgent(`bench:${seed}`);
  const state = createGame(module, {
    seed,
    players: module.players.default,
    decks: defaultDecks(module, module.players.default),
  });
  for (let i = 0; i < target && !state.result; i++) {
    const d = openDecisions(state)[0];
    submit(state, module, { player: d.player, answer: agent.decideRaw(state, d) });
  }
  return state;
}

export function bench(module: GameModule, opts: { seconds: number; runs: number }): BenchFigures {
  const runs = Math.max(1, opts.runs);
  // Warm up the JIT.
  for (let i = 0; i < 5; i++) playGame(module, { seed: `warm${i}` });
  const dps: number[] = [];
  const gps: number[] = [];
  for (let r = 0; r < runs; r++) {
    let decisions = 0;
    let games = 0;
    const t0 = now();
    const budget = (opts.seconds * 1e6) / runs;
    while (now() - t0 < budget) {
      const out = playGame(module, { seed: `bench${r}:${games}` });
      if (out.error) throw new Error(`${module.id} game failed during bench: ${out.error}`);
      decisions += out.decisions;
      games++;
    }
    const secs = (now() - t0) / 1e6;
    dps.push(decisions / secs);
    gps.push(games / secs);
  }
  const mid = midGameState(module, 'bench-mid');
  const agent = new RandomAgent('bench-apply');
  const reps = 2000;
  const cloneT: number[] = [];
  const applyT: number[] = [];
  const serT: number[] = [];
  for (let r = 0; r < runs; r++) {
    let t0 = now();
    for (let i = 0; i < reps; i++) cloneState(mid);
    cloneT.push((now() - t0) / reps);
    t0 = now();
    let applied = 0;
    for (let i = 0; i < reps; i++) {
      const c = cloneState(mid);
      const d = openDecisions(c)[0];
      if (!d) break;
      submit(c, module, { player: d.player, answer: agent.decideRaw(c, d) });
      applied++;
    }
    applyT.push((now() - t0) / Math.max(applied, 1));
    t0 = now();
    for (let i = 0; i < reps; i++) restore(serialize(mid));
    serT.push((now() - t0) / reps);
  }
  return {
    game: module.id,
    decisionsPerSecond: Math.round(median(dps)),
    gamesPerSecond: Math.round(median(gps) * 10) / 10,
    cloneMicros: Math.round(median(cloneT) * 100) / 100,
    cloneAndApplyMicros: Math.round(median(applyT) * 100) / 100,
    serializeRestoreMicros: Math.round(median(serT) * 100) / 100,
    stateBytes: serialize(mid).length,
    midGameDecision: mid.decisionCount,
    runs,
  };
}

export interface SoakFigures {
  game: string;
  games: number;
  rssStartMB: number;
  rssMidMB: number;
  rssEndMB: number;
  peakRssMB: number;
  errors: number;
}

/** Many games in one process; RSS sampled to show whether memory grows. */
export function soak(module: GameModule, games: number): SoakFigures {
  const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  let rssMid = rssStart;
  let errors = 0;
  for (let i = 0; i < games; i++) {
    const out = playGame(module, { seed: `soak${i}` });
    if (out.error) errors++;
    if (i % 100 === 0) peak = Math.max(peak, process.memoryUsage().rss);
    if (i === Math.floor(games / 2)) rssMid = process.memoryUsage().rss;
  }
  const rssEnd = process.memoryUsage().rss;
  return {
    game: module.id,
    games,
    rssStartMB: mb(rssStart),
    rssMidMB: mb(rssMid),
    rssEndMB: mb(rssEnd),
    peakRssMB: mb(Math.max(peak, rssEnd, process.resourceUsage().maxRSS * 1024)),
    errors,
  };
}

// ---- comparing two checkouts side by side ------------------------------------------------------

/** What the comparison needs from a checkout: its kernel and its game registry. */
export interface BenchSide {
  label: string;
  kernel: Pick<
    typeof import('@arbiter/kernel'),
    | 'cloneState'
    | 'createGame'
    | 'defaultDecks'
    | 'openDecisions'
    | 'playGame'
    | 'RandomAgent'
    | 'restore'
    | 'serialize'
    | 'submit'
  >;
  /** The game with this id in that checkout, or null if it has none that is playable. */
  game(id: string): GameModule | null;
}

/** One figure measured on both sides: medians and their ratio (other / this for times). */
export interface ComparedFigure {
  base: number;
  head: number;
  /** How many times better `head` is (games/s: head / base; times: base / head). */
  ratio: number;
}

export interface ComparedGame {
  game: string;
  gamesPerSecond: ComparedFigure;
  cloneAndApplyMicros: ComparedFigure;
  serializeRestoreMicros: ComparedFigure;
  stateBytes: { base: number; head: number };
  rounds: number;
  gamesPerRound: number;
}

/** The sides of this process: the running checkout. */
export async function thisSide(): Promise<BenchSide> {
  const kernel = await import('@arbiter/kernel');
  const registry = await import('./registry.ts');
  return { label: 'this checkout', kernel, game: (id) => playableOrNull(registry.GAMES, id) };
}

/**
 * Another checkout (a directory with this repository's layout and its own `npm ci`): its kernel and
 * games are loaded from its sources, so both run in one process and are timed alternately.
 */
export async function otherSide(dir: string): Promise<BenchSide> {
  const { pathToFileURL } = await import('node:url');
  const { existsSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const root = resolve(dir);
  const kernelPath = `${root}/packages/kernel/src/index.ts`;
  const registryPath = `${root}/packages/cli/src/registry.ts`;
  if (!existsSync(kernelPath) || !existsSync(registryPath))
    throw new InputError(
      `--compare ${dir.slice(0, 200)}: not an Arbiter checkout (no kernel or registry sources)`,
    );
  if (!existsSync(`${root}/node_modules`))
    throw new InputError(`--compare ${dir.slice(0, 200)}: run npm ci there first (no node_modules)`);
  const kernel = await import(pathToFileURL(kernelPath).href);
  const registry = await import(pathToFileURL(registryPath).href);
  return { label: root, kernel, game: (id) => playableOrNull(registry.GAMES, id) };
}

function playableOrNull(games: readonly GameModule[], id: string): GameModule | null {
  const m = games.find((g) => g.id === id);
  return m && m.status !== 'planned' ? m : null;
}

/**
 * A seeded game played by one random agent to half its length (the agent's own length, so the
 * state always has a decision open).
 */
function midGame(side: BenchSide, module: GameModule, seed: string): State {
  const k = side.kernel;
  const players = module.players.default;
  const play = (limit: number): { state: State; played: number } => {
    const agent = new k.RandomAgent(`bench:${seed}`);
    const state = k.createGame(module, { seed, players, decks: k.defaultDecks(module, players) });
    let played = 0;
    while (played < limit && !state.result) {
      const d = k.openDecisions(state)[0];
      k.submit(state, module, { player: d.player, answer: agent.decideRaw(state, d) });
      played++;
    }
    return { state, played };
  };
  const whole = play(module.maxDecisions).played;
  return play(Math.max(0, Math.floor(whole / 2))).state;
}

/** Seconds of CPU to play the same seeded games. */
function timeGames(side: BenchSide, module: GameModule, seeds: string[]): number {
  const t0 = cpuNow();
  for (const seed of seeds) {
    const out = side.kernel.playGame(module, { seed });
    if (out.error)
      throw new Error(`${module.id} game ${seed} failed during bench (${side.label}): ${out.error}`);
  }
  return (cpuNow() - t0) / 1e6;
}

function timeCloneApply(side: BenchSide, module: GameModule, mid: State, reps: number): number {
  const k = side.kernel;
  const agent = new k.RandomAgent('bench-apply');
  const t0 = cpuNow();
  let applied = 0;
  for (let i = 0; i < reps; i++) {
    const c = k.cloneState(mid);
    const d = k.openDecisions(c)[0];
    if (!d) break;
    k.submit(c, module, { player: d.player, answer: agent.decideRaw(c, d) });
    applied++;
  }
  return (cpuNow() - t0) / Math.max(applied, 1);
}

function timeSerializeRestore(side: BenchSide, mid: State, reps: number): number {
  const k = side.kernel;
  const t0 = cpuNow();
  for (let i = 0; i < reps; i++) k.restore(k.serialize(mid));
  return (cpuNow() - t0) / reps;
}

/** One side's figures for one game in one round (measured in a process of its own). */
export interface SideFigures {
  game: string;
  gamesPerSecond: number;
  cloneAndApplyMicros: number;
  serializeRestoreMicros: number;
  stateBytes: number;
}

/**
 * Measure one checkout in this process (run by `arbiter bench-side`, one process per side and
 * round, so that neither side's garbage or compiled code is in the other's way): after a warm-up of
 * as many games, the CPU time of the same seeded games, of clone + apply one decision and of
 * serialize + restore on the same mid-game state.
 */
export function measureSide(side: BenchSide, ids: string[], games: number): (SideFigures | null)[] {
  return ids.map((id) => {
    const module = side.game(id);
    if (!module) return null;
    for (let i = 0; i < Math.max(50, games); i++) side.kernel.playGame(module, { seed: `warm${i}` });
    const seeds = Array.from({ length: games }, (_, i) => `bench:${i}`);
    const mid = midGame(side, module, 'bench-mid');
    const reps = 500;
    timeCloneApply(side, module, mid, reps);
    timeSerializeRestore(side, mid, reps);
    return {
      game: id,
      gamesPerSecond: games / timeGames(side, module, seeds),
      cloneAndApplyMicros: timeCloneApply(side, module, mid, reps),
      serializeRestoreMicros: timeSerializeRestore(side, mid, reps),
      stateBytes: side.kernel.serialize(mid).length,
    };
  });
}

function compared(base: number[], head: number[], higherIsBetter: boolean): ComparedFigure {
  const b = median(base);
  const h = median(head);
  const ratio = higherIsBetter ? h / b : b / h;
  return { base: round2(b), head: round2(h), ratio: round2(ratio) };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Runs `measureSide` for a checkout in a new process (this checkout's CLI) and returns its figures. */
export type SideRunner = (dir: string | null, ids: string[], games: number) => (SideFigures | null)[];

/**
 * The same games and the same mid-game states on both sides, each side in a process of its own,
 * alternating (base, this, this, base, ...) so that a noisy, shared machine affects both alike, timed
 * in CPU time. The ratio of the medians is the figure to read; absolute numbers are only indicative.
 */
export function benchCompare(
  baseDir: string,
  ids: string[],
  opts: { rounds: number; games: number },
  runSide: SideRunner,
): ComparedGame[] {
  const base: (SideFigures | null)[][] = [];
  const head: (SideFigures | null)[][] = [];
  for (let r = 0; r < opts.rounds; r++) {
    if (r % 2 === 0) {
      base.push(runSide(baseDir, ids, opts.games));
      head.push(runSide(null, ids, opts.games));
    } else {
      head.push(runSide(null, ids, opts.games));
      base.push(runSide(baseDir, ids, opts.games));
    }
  }
  const out: ComparedGame[] = [];
  ids.forEach((id, i) => {
    const b = base.map((round) => round[i]).filter((x): x is SideFigures => x !== null);
    const h = head.map((round) => round[i]).filter((x): x is SideFigures => x !== null);
    if (b.length === 0 || h.length === 0) return;
    out.push({
      game: id,
      gamesPerSecond: compared(
        b.map((x) => x.gamesPerSecond),
        h.map((x) => x.gamesPerSecond),
        true,
      ),
      cloneAndApplyMicros: compared(
        b.map((x) => x.cloneAndApplyMicros),
        h.map((x) => x.cloneAndApplyMicros),
        false,
      ),
      serializeRestoreMicros: compared(
        b.map((x) => x.serializeRestoreMicros),
        h.map((x) => x.serializeRestoreMicros),
        false,
      ),
      stateBytes: { base: b[0].stateBytes, head: h[0].stateBytes },
      rounds: opts.rounds,
      gamesPerRound: opts.games,
    });
  });
  return out;
}
