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
