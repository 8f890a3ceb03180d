/**
 * Running a study over many machines through a BullMQ queue on Redis.
 *
 * The command that runs the study cuts the games still missing into jobs — blocks of consecutive
 * game indices, `jobSize` wide — and puts them on one shared queue (`arbiter-study-jobs`). Any
 * number of `arbiter worker` processes take jobs, play them on their threads and put the games
 * back on the study's own results queue; the running command takes them from there and stores
 * them. Every step may happen twice and nothing changes:
 * - a job's id is fixed by the study and its block, so adding it again while it exists is a no-op;
 * - a worker killed mid-job stops renewing its lock; another worker's stalled check puts the job
 *   back and it is played again (the same games: they depend only on study and index);
 * - games that arrive twice (a job retried after its results were sent) are dropped by the
 *   database's primary key (study, seed).
 * Results stay in Redis until stored, so the running command may be stopped and started again.
 *
 * When the study is kept in PostgreSQL, workers started with the same `--db` write the games
 * themselves and send only a note through the queue; the running command then counts the table.
 */
import { clip, ENGINE_VERSION, hashString, InputError } from '@arbiter/kernel';
import type { DatabaseTarget } from '@arbiter/store';
import { type Job, type JobsOptions, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { StudyEnvironment } from './environment.ts';
import type { RunHooks, RunOutcome } from './local.ts';
import { paramsKey, STUDY_FORMAT, type StudyParams } from './params.ts';
import type { StudyGame } from './play.ts';
import { GamePool } from './pool.ts';
import { openStudyStore, type StudyRepository } from './store.ts';

export const JOBS_QUEUE = 'arbiter-study-jobs';

/** Job data: the games `indices` (all inside one block) of a study, with its full parameters so a
 * worker needs nothing else. */
export interface StudyJobData {
  study: string;
  key: string;
  block: number;
  params: StudyParams;
  indices: number[];
  /**
   * The PostgreSQL database the running command stores the study in (described without its
   * password), or null. A worker started with the same `--db` stores the games itself.
   */
  db: string | null;
}

/** Results job data: the games a worker played for one job. */
export interface StudyResultsData {
  study: string;
  key: string;
  block: number;
  worker: string;
  /** Time the worker's thread spent playing the job (ms), for measuring the queue's overhead. */
  playMs: number;
  /** The games, or none when the worker stored them in the study's database itself. */
  games: StudyGame[];
  /** The worker stored the games itself (in `StudyJobData.db`). */
  direct?: boolean;
}

/** How to reach Redis (ioredis options). */
export interface QueueConnection {
  host: string;
  port: number;
  db: number;
  username?: string;
  password?: string;
  maxRetriesPerRequest: null;
}

/** Read `redis://[user:password@]host[:port][/db]` into connection options. */
export function parseQueueUrl(url: string): QueueConnection {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new InputError(`--queue: not a URL: "${clip(url, 80)}" (use redis://HOST:PORT)`);
  }
  if (u.protocol !== 'redis:') throw new InputError(`--queue: use a redis:// URL, not ${u.protocol}//`);
  const port = u.port === '' ? 6379 : Number(u.port);
  const db = u.pathname && u.pathname !== '/' ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0)
    throw new InputError('--queue: the database number must be a whole number');
  return {
    host: u.hostname || '127.0.0.1',
    port,
    db,
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    // BullMQ workers block on Redis and must never give up a command.
    maxRetriesPerRequest: null,
  };
}

/** The URL without its password, for messages. */
export function describeQueue(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.slice(0, 80);
  }
}

/** Fail fast, in one line, when Redis cannot be reached (BullMQ itself would retry forever). */
export async function checkRedis(url: string, timeoutMs = 5000): Promise<void> {
  const client = new Redis({
    ...parseQueueUrl(url),
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than "Connection is closed".
  let cause: Error | null = null;
  client.on('error', (e: Error) => {
    cause ??= e;
  });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const why = (cause ?? (e as Error)).message.split('\n')[0];
    throw new InputError(`cannot reach Redis at ${describeQueue(url)}: ${why}`);
  } finally {
    client.disconnect();
  }
}

export function resultsQueueName(study: string): string {
  return `arbiter-study-results-${hashString(study)}`;
}

function jobPrefix(study: string, key: string, jobSize: number): string {
  return `s${hashString(study)}-${key}-${jobSize}`;
}

/** Group game indices into the blocks of `jobSize` they fall in. */
export function blocksOf(indices: readonly number[], jobSize: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const i of indices) {
    const b = Math.floor(i / jobSize);
    let list = out.get(b);
    if (!list) out.set(b, (list = []));
    list.push(i);
  }
  return out;
}

export interface DistributedOptions {
  queueUrl: string;
  /** Games per job. */
  jobSize: number;
  /** How often the jobs of missing games are checked and put back if lost (ms). */
  recheckMs?: number;
  /** Set when the study is in PostgreSQL: workers given the same `--db` store games themselves. */
  sharedDb?: string | null;
  /** Told about every results job taken from the queue (benchmarks measure the overhead). */
  onResults?: (r: { block: number; worker: string; games: number; playMs: number }) => void;
}

const JOB_OPTIONS: JobsOptions = {
  removeOnComplete: true,
  removeOnFail: false,
  attempts: 5,
  backoff: { type: 'fixed', delay: 1000 },
};

/** Run a study through the queue; resolves when every game is stored or the run is stopped. */
export async function runDistributed(
  repo: StudyRepository,
  name: string,
  params: StudyParams,
  opts: DistributedOptions,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  const missingAtStart = await repo.missingIndices(name, params.games);
  if (missingAtStart.length === 0) return { stored: 0, stopped: false };
  await checkRedis(opts.queueUrl);
  const connection = parseQueueUrl(opts.queueUrl);
  const key = paramsKey(params);
  const prefix = jobPrefix(name, key, opts.jobSize);
  const jobs = new Queue<StudyJobData>(JOBS_QUEUE, { connection });
  const events = new QueueEvents(JOBS_QUEUE, { connection });
  const before = params.games - missingAtStart.length;
  let stored = before;
  let failure: Error | null = null;
  let wake: () => void = () => {};
  const woken = () =>
    new Promise<void>((r) => {
      wake = r;
    });

  const results = new Worker<StudyResultsData>(
    resultsQueueName(name),
    async (job) => {
      if (job.data.key !== key) return { stored: 0 }; // a study of this name with other parameters
      opts.onResults?.({
        block: job.data.block,
        worker: job.data.worker,
        games: job.data.games.length,
        playMs: job.data.playMs,
      });
      let n: number;
      if (job.data.direct) {
        // Stored by the worker; a count of the table is the truth (a retried job adds nothing).
        const now = await repo.storedCount(name);
        n = now - stored;
        stored = now;
      } else {
        n = await repo.insertGames(name, params.players, job.data.games);
        stored += n;
      }
      hooks.onProgress?.(stored);
      if (stored >= params.games) wake();
      return { stored: n };
    },
    { connection, concurrency: 1 },
  );
  results.on('error', () => {});
  events.on('failed', async ({ jobId, failedReason }) => {
    if (!jobId.startsWith(`${prefix}-`)) return;
    const job = await jobs.getJob(jobId).catch(() => undefined);
    const state = job ? await job.getState().catch(() => 'unknown') : 'unknown';
    if (state === 'failed') {
      failure = new Error(`job ${jobId} failed: ${clip(String(failedReason), 300)}`);
      wake();
    }
  });

  /** Make sure every block with missing games has a job waiting, running or delayed. */
  const ensureJobs = async (missing: readonly number[]) => {
    const fresh: { name: string; data: StudyJobData; opts: JobsOptions }[] = [];
    for (const [block, indices] of blocksOf(missing, opts.jobSize)) {
      const jobId = `${prefix}-${block}`;
      const existing = await jobs.getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if (state === 'failed') {
          await existing.retry('failed');
          continue;
        }
        if (state !== 'completed' && state !== 'unknown') continue;
        await existing.remove().catch(() => {});
      }
      fresh.push({
        name: 'games',
        data: { study: name, key, block, params, indices, db: opts.sharedDb ?? null },
        opts: { ...JOB_OPTIONS, jobId },
      });
    }
    for (let i = 0; i < fresh.length; i += 500) await jobs.addBulk(fresh.slice(i, i + 500));
    return fresh.length;
  };

  let stopped = false;
  const stop = () => {
    stopped = true;
    wake();
  };
  hooks.signal?.addEventListener('abort', stop, { once: true });
  if (hooks.signal?.aborted) stopped = true;
  try {
    await events.waitUntilReady();
    await ensureJobs(missingAtStart);
    let toldNoWorkers = false;
    const recheck = opts.recheckMs ?? 30_000;
    let lastCheck = performance.now();
    while (!stopped && !failure && stored < params.games) {
      const tick = woken();
      const timer = setTimeout(() => wake(), Math.min(recheck, 2000));
      await tick;
      clearTimeout(timer);
      if (stopped || failure || stored >= params.games) break;
      if (!toldNoWorkers && (await jobs.getWorkersCount()) === 0) {
        toldNoWorkers = true;
        hooks.log?.(`waiting for workers: run "arbiter worker --queue ${describeQueue(opts.queueUrl)}"`);
      }
      if (performance.now() - lastCheck >= recheck) {
        lastCheck = performance.now();
        // Jobs can be lost only with Redis itself (a restart without persistence); put them back.
        const missing = await repo.missingIndices(name, params.games);
        const n = await ensureJobs(missing);
        if (n > 0) hooks.log?.(`${n} job(s) were missing from the queue and were added again`);
      }
    }
    if (failure) throw failure;
    if (stopped && stored < params.games) {
      // Take back the jobs nobody has started; running ones finish and their games wait in Redis.
      const missing = await repo.missingIndices(name, params.games);
      for (const block of blocksOf(missing, opts.jobSize).keys()) {
        const job = await jobs.getJob(`${prefix}-${block}`);
        if (job && ['waiting', 'delayed', 'prioritized'].includes(await job.getState()))
          await job.remove().catch(() => {});
      }
    }
  } finally {
    hooks.signal?.removeEventListener('abort', stop);
    await results.close();
    await events.close();
    await jobs.close();
  }
  return { stored: stored - before, stopped: stopped && stored < params.games };
}

export interface WorkerOptions {
  queueUrl: string;
  envUrl: string;
  /** Threads, and jobs taken at once. */
  threads: number;
  /** Lock of a running job (ms): a killed worker's job is played again after about this long. */
  lockMs?: number;
  /** A name shown in logs and stored with results (default host:pid). */
  name?: string;
  /** The study database (PostgreSQL): jobs of studies stored there are written directly. */
  db?: DatabaseTarget;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

export interface WorkerSummary {
  jobs: number;
  games: number;
  refused: number;
}

/** Check a job's study against this program (versions, game, agents) before playing it. */
export function refuseReason(env: StudyEnvironment, p: StudyParams): string | null {
  if (p.format !== STUDY_FORMAT) return `study format ${p.format}, this worker plays format ${STUDY_FORMAT}`;
  if (p.engine !== ENGINE_VERSION) return `engine ${p.engine}, this worker has engine ${ENGINE_VERSION}`;
  let version: string;
  try {
    version = env.game(p.game).version;
  } catch (e) {
    return (e as Error).message;
  }
  if (version !== p.gameVersion) return `${p.game} ${p.gameVersion}, this worker has ${p.game} ${version}`;
  return null;
}

/** Take jobs from the queue until stopped. */
export async function runWorker(env: StudyEnvironment, opts: WorkerOptions): Promise<WorkerSummary> {
  await checkRedis(opts.queueUrl);
  const connection = parseQueueUrl(opts.queueUrl);
  const lockMs = opts.lockMs ?? 30_000;
  const own = opts.db ? await openStudyStore(opts.db) : null;
  const pool = new GamePool(opts.threads, opts.envUrl);
  try {
    // Take no job before the threads can play it (a slow start would only hold a job's lock).
    await pool.ready();
  } catch (e) {
    await pool.close();
    await own?.close();
    throw e;
  }
  const resultQueues = new Map<string, Queue<StudyResultsData>>();
  const summary: WorkerSummary = { jobs: 0, games: 0, refused: 0 };
  const workerName = opts.name ?? `${process.env.HOSTNAME ?? 'host'}:${process.pid}`;
  const processor = async (job: Job<StudyJobData>) => {
    const d = job.data;
    const why = refuseReason(env, d.params);
    if (why) {
      summary.refused++;
      opts.log?.(`refused job ${job.id}: ${why}`);
      throw new UnrecoverableError(`worker ${workerName} cannot play this study: ${why}`);
    }
    const games: StudyGame[] = [];
    const started = performance.now();
    await pool.run(d.params, d.indices, (g) => games.push(g));
    const playMs = performance.now() - started;
    const direct = own !== null && d.db !== null && d.db === own.where;
    if (direct) await own.repo.insertGames(d.study, d.params.players, games);
    let out = resultQueues.get(d.study);
    if (!out)
      resultQueues.set(
        d.study,
        (out = new Queue<StudyResultsData>(resultsQueueName(d.study), { connection })),
      );
    await out.add(
      'games',
      {
        study: d.study,
        key: d.key,
        block: d.block,
        worker: workerName,
        playMs,
        games: direct ? [] : games,
        direct,
      },
      JOB_OPTIONS,
    );
    summary.jobs++;
    summary.games += games.length;
    return { games: games.length };
  };
  const worker = new Worker<StudyJobData>(JOBS_QUEUE, processor, {
    connection,
    concurrency: opts.threads,
    lockDuration: lockMs,
    stalledInterval: lockMs,
    // A job whose worker died is put back, however many times that happens.
    maxStalledCount: 1000,
    name: workerName,
  });
  worker.on('error', (e) => opts.log?.(`queue error: ${e.message.split('\n')[0]}`));
  await worker.waitUntilReady();
  opts.log?.(
    `worker ${workerName}: ${opts.threads} thread(s), taking jobs from ${describeQueue(opts.queueUrl)}`,
  );
  await new Promise<void>((resolve) => {
    if (opts.signal?.aborted) return resolve();
    opts.signal?.addEventListener('abort', () => resolve(), { once: true });
  });
  // Finish the jobs in hand (their games are sent), then leave.
  await worker.close();
  await pool.close();
  for (const q of resultQueues.values()) await q.close();
  await own?.close();
  return summary;
}
