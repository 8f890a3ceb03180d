/**
 * Benchmark of balance studies (not a test; it reads the clock and prints figures):
 * - games/s of one thread playing in process (no database, no threads): the bare game rate;
 * - games/s of `study run` here with 1 and 2 worker threads (database writes included);
 * - games/s through the Redis queue with 1 and 2 `arbiter worker` processes of one thread each;
 * - the queue's cost per job: with one worker playing its jobs one after another, the run's time
 *   minus the time its thread spent playing (each job reports it), divided by the jobs; measured
 *   with jobs of 1 game and of `big` games.
 * - CPU time per game of each way of playing (this process with its threads, plus the worker
 *   processes and redis-server, read from /proc): unlike games/s it hardly depends on how busy the
 *   machine is, so it shows the cost of threads and of the queue even when no core is free, and
 *   games/s on free cores can be projected from it (cores ÷ CPU seconds per game).
 * Measurements alternate within each round and the median of the rounds is printed, because the
 * machine is shared. Run: npx tsx packages/studies/bench/study-bench.ts [--game fftcg]
 * [--games 200] [--rounds 3] [--json]
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { STUDY_ENV_URL, studyEnvironment } from '../../cli/src/study-env.ts';
import { runLocal } from '../src/local.ts';
import { planStudy, type StudyParams } from '../src/params.ts';
import { StudyPlayer } from '../src/play.ts';
import { GamePool } from '../src/pool.ts';
import { runDistributed } from '../src/queue.ts';
import { openStudyStore } from '../src/store.ts';
import { openStudy } from '../src/study.ts';
import { startRedis } from '../test/fixtures/redis.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(HERE, '../../cli/bin/arbiter.mjs');

const { values: args } = parseArgs({
  options: {
    game: { type: 'string', default: 'fftcg' },
    games: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const ROUNDS = Number(args.rounds);
const module = studyEnvironment.game(args.game!);
const dir = mkdtempSync(join(tmpdir(), 'arbiter-study-bench-'));
let runs = 0;

function params(seed: string, games = GAMES): StudyParams {
  return planStudy(module, { seed, games });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU seconds (user + system) a process has used so far, from /proc/PID/stat; 0 once it is gone. */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name in parentheses: state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds of this process (all its threads) and of the given other processes. */
function cpuNow(pids: number[]): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + pids.reduce((a, pid) => a + processCpu(pid), 0);
}

/**
 * One fresh study in a fresh SQLite file; returns its wall seconds and the CPU seconds used by
 * this process and `pids` (worker processes, redis-server) meanwhile.
 */
async function timedRun(
  run: (repo: any, name: string, p: StudyParams) => Promise<unknown>,
  games = GAMES,
  pids: number[] = [],
): Promise<{ seconds: number; cpu: number }> {
  const s = await openStudyStore({ kind: 'sqlite', file: join(dir, `run-${runs++}.sqlite`) });
  try {
    const p = params('bench', games);
    await openStudy(s.repo, 'bench', p, new Date(0).toISOString());
    const c0 = cpuNow(pids);
    const t0 = performance.now();
    await run(s.repo, 'bench', p);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuNow(pids) - c0;
    if ((await s.repo.storedCount('bench')) !== games) throw new Error('a run did not store every game');
    return { seconds, cpu };
  } finally {
    await s.close();
  }
}

async function timed(
  run: (repo: any, name: string, p: StudyParams) => Promise<unknown>,
  games = GAMES,
): Promise<number> {
  return (await timedRun(run, games)).seconds;
}

/**
 * What the running command spends storing one results job of `size` games (SQLite, one
 * transaction): the limit of how many workers one running command can keep up with.
 */
async function storeCost(size: number, batches = 20): Promise<number> {
  const s = await openStudyStore({ kind: 'sqlite', file: join(dir, `store-${runs++}.sqlite`) });
  try {
    const p = params('store', size * batches);
    await openStudy(s.repo, 'store', p, new Date(0).toISOString());
    const one = new StudyPlayer(module, p).play(0);
    const t0 = performance.now();
    for (let b = 0; b < batches; b++) {
      const games = Array.from({ length: size }, (_, i) => {
        const idx = b * size + i;
        return { ...one, idx, seed: `store#${idx}` };
      });
      await s.repo.insertGames('store', p.players, games);
    }
    return (performance.now() - t0) / 1000 / batches;
  } finally {
    await s.close();
  }
}

function inProcess(): { seconds: number; cpu: number } {
  const player = new StudyPlayer(module, params('bench'));
  const c0 = cpuNow([]);
  const t0 = performance.now();
  for (let i = 0; i < GAMES; i++) player.play(i);
  return { seconds: (performance.now() - t0) / 1000, cpu: cpuNow([]) - c0 };
}

interface WorkerProc {
  child: ChildProcess;
  ready: Promise<void>;
}

function startWorker(url: string, name: string): WorkerProc {
  const child = spawn(process.execPath, [CLI, 'worker', '--queue', url, '--threads', '1', '--name', name], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const ready = new Promise<void>((res, rej) => {
    let err = '';
    child.stderr!.on('data', (d) => {
      err += d.toString();
      if (err.includes('taking jobs')) res();
    });
    child.on('exit', () => rej(new Error(`worker ${name} exited: ${err}`)));
  });
  return { child, ready };
}

async function stopWorkers(ws: WorkerProc[]): Promise<void> {
  await Promise.all(
    ws.map(
      (w) =>
        new Promise<void>((res) => {
          if (w.child.exitCode !== null) return res();
          w.child.once('exit', () => res());
          w.child.kill('SIGINT');
        }),
    ),
  );
}

async function main(): Promise<void> {
  const redis = await startRedis();
  const figures: Record<string, number[]> = {};
  const add = (k: string, v: number) => {
    figures[k] ??= [];
    figures[k].push(v);
  };
  const bigJob = Math.max(2, Math.min(100, GAMES / 2));
  try {
    // Warm the in-process code once so the first round is not the JIT's.
    inProcess();
    for (let r = 0; r < ROUNDS; r++) {
      const bare = inProcess();
      add('inProcess', bare.seconds);
      add('cpu-inProcess', bare.cpu);
      add('storeJob', await storeCost(bigJob));
      for (const threads of [1, 2]) {
        // Threads are started and warm before the clock starts; their start is timed apart.
        const t0 = performance.now();
        const pool = new GamePool(threads, STUDY_ENV_URL);
        await pool.ready();
        add('threadStart', (performance.now() - t0) / 1000);
        try {
          const run = (repo: any, n: string, p: StudyParams) =>
            runLocal(repo, n, p, { threads, envUrl: STUDY_ENV_URL, pool });
          // Warm-up: a thread's first hundred or so games cost several times more CPU than later
          // ones (the JIT), so each thread plays as many games first as the in-process run did.
          await timed(run, GAMES * threads);
          const t = await timedRun(run);
          add(`local${threads}`, t.seconds);
          add(`cpu-local${threads}`, t.cpu);
        } finally {
          await pool.close();
        }
      }
      for (const count of [1, 2]) {
        const ws = Array.from({ length: count }, (_, i) => startWorker(redis.url, `bench-${count}-${i}`));
        try {
          await Promise.all(ws.map((w) => w.ready));
          // Warm-up of the workers' code (as many games per worker as the in-process run had).
          await timed(
            (repo, n, p) => runDistributed(repo, n, p, { queueUrl: redis.url, jobSize: 10 }),
            GAMES * count,
          );
          // The same games through the queue in jobs of `bigJob` games and, with one worker, in
          // jobs of 1 game (in alternating order from round to round).
          const sizes = count === 1 ? (r % 2 === 0 ? [bigJob, 1] : [1, bigJob]) : [bigJob];
          for (const jobSize of sizes) {
            let playMs = 0;
            let jobs = 0;
            const onResults = (r: { playMs: number }) => {
              playMs += r.playMs;
              jobs++;
            };
            const { seconds, cpu } = await timedRun(
              (repo, n, p) => runDistributed(repo, n, p, { queueUrl: redis.url, jobSize, onResults }),
              GAMES,
              [redis.pid, ...ws.map((w) => w.child.pid!)],
            );
            const key = jobSize === 1 ? 'queue1job1' : `queue${count}`;
            add(key, seconds);
            add(`cpu-${key}`, cpu);
            if (count === 1) {
              // One worker plays its jobs one after another: what is not playing is the queue's.
              add(`${key}-overheadPerJob`, (seconds - playMs / 1000) / jobs);
              add(`${key}-playPerGame`, playMs / 1000 / GAMES);
            }
          }
        } finally {
          await stopWorkers(ws);
        }
      }
      process.stderr.write(`round ${r + 1}/${ROUNDS} done\n`);
    }
  } finally {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const m = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)]));
  const gps = (k: string) => Math.round((GAMES / m[k]) * 10) / 10;
  const cpuMs = (k: string) => Math.round((m[`cpu-${k}`] / GAMES) * 1e4) / 10;
  const perJob = Math.max(0, m['queue1job1-overheadPerJob']);
  // With big jobs the run's own start and end (connecting, queues, the last results) dominate.
  const runFixed = Math.max(0, (m['queue1-overheadPerJob'] - perJob) * Math.ceil(GAMES / bigJob));
  const playPerGame = m['queue1-playPerGame'];
  const jobFor1Percent = Math.ceil((100 * perJob) / playPerGame);
  // One running command stores a job of `bigJob` games in m.storeJob seconds; a worker core
  // delivers one every bigJob · playPerGame seconds.
  const coresPerRunner = Math.floor((bigJob * playPerGame) / m.storeJob);
  const result = {
    game: module.id,
    games: GAMES,
    rounds: ROUNDS,
    node: process.version,
    threadStartSeconds: Math.round(m.threadStart * 100) / 100,
    gamesPerSecond: {
      inProcessOneThread: gps('inProcess'),
      localOneThread: gps('local1'),
      localTwoThreads: gps('local2'),
      queueOneWorker: gps('queue1'),
      queueTwoWorkers: gps('queue2'),
    },
    /** CPU milliseconds per game, all processes of the run together (see the header). */
    cpuMsPerGame: {
      inProcessOneThread: cpuMs('inProcess'),
      localOneThread: cpuMs('local1'),
      localTwoThreads: cpuMs('local2'),
      queueOneWorker: cpuMs('queue1'),
      queueTwoWorkers: cpuMs('queue2'),
    },
    /** games/s projected for two free cores: 2 ÷ CPU seconds per game (the other ways use one). */
    projectedOnTwoFreeCores: {
      localTwoThreads: Math.round((2000 / cpuMs('local2')) * 10) / 10,
      queueTwoWorkers: Math.round((2000 / cpuMs('queue2')) * 10) / 10,
    },
    ratios: {
      localTwoThreadsOverOne: Math.round((m.local1 / m.local2) * 100) / 100,
      queueTwoWorkersOverOne: Math.round((m.queue1 / m.queue2) * 100) / 100,
      queueOneWorkerOverLocalOneThread: Math.round((m.local1 / m.queue1) * 100) / 100,
    },
    queue: {
      bigJobSize: bigJob,
      playMsPerGame: Math.round(playPerGame * 1e4) / 10,
      overheadMsPerJob: Math.round(perJob * 1e4) / 10,
      runStartAndEndSeconds: Math.round(runFixed * 100) / 100,
      storeMsPerBigJob: Math.round(m.storeJob * 1e4) / 10,
      workerCoresOneRunnerKeepsUpWith: coresPerRunner,
      jobSizeForOverheadUnder1Percent: jobFor1Percent,
    },
  };
  if (args.json) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    const g = result.gamesPerSecond;
    const c = result.cpuMsPerGame;
    const pr = result.projectedOnTwoFreeCores;
    process.stdout.write(
      [
        `${result.game}, ${GAMES} games a run, median of ${ROUNDS} rounds (node ${result.node})`,
        `  (wall games/s on this machine now; CPU ms per game of all processes of the run)`,
        `  one thread in process (no database):   ${g.inProcessOneThread} games/s, ${c.inProcessOneThread} ms CPU`,
        `  starting a thread (loading the games): ${result.threadStartSeconds} s`,
        `  study run, 1 thread:                   ${g.localOneThread} games/s, ${c.localOneThread} ms CPU`,
        `  study run, 2 threads:                  ${g.localTwoThreads} games/s  (×${result.ratios.localTwoThreadsOverOne}), ${c.localTwoThreads} ms CPU`,
        `  queue, 1 worker process (jobs of ${bigJob}):  ${g.queueOneWorker} games/s, ${c.queueOneWorker} ms CPU`,
        `  queue, 2 worker processes:             ${g.queueTwoWorkers} games/s  (×${result.ratios.queueTwoWorkersOverOne}), ${c.queueTwoWorkers} ms CPU`,
        `  at most, on two free cores (2 s ÷ CPU per game): study run 2 threads ${pr.localTwoThreads} games/s, queue 2 workers ${pr.queueTwoWorkers} games/s`,
        `  queue overhead per job:                ${result.queue.overheadMsPerJob} ms (a game takes ${result.queue.playMsPerGame} ms); once per run: ${result.queue.runStartAndEndSeconds} s`,
        `  jobs of ≥ ${jobFor1Percent} games keep the overhead under 1% of the playing time`,
        `  storing a job of ${bigJob} games (SQLite): ${result.queue.storeMsPerBigJob} ms → one running command keeps up with ~${coresPerRunner} worker cores`,
      ].join('\n') + '\n',
    );
  }
}

await main();
