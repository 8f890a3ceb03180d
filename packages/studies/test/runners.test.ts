/**
 * The two runners in process: worker threads here, and the Redis queue with workers (each with
 * its own thread pool). Whole-process tests — a worker killed with SIGKILL, Ctrl-C on the command
 * — are in packages/cli/test/study-cli.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import { hashList } from '@arbiter/kernel';
import type { DatabaseTarget } from '@arbiter/store';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_URL, pgSkipMessage } from '../../store/test/pg-helper.ts';
import { runLocal } from '../src/local.ts';
import { planStudy, type StudyParams } from '../src/params.ts';
import { StudyPlayer } from '../src/play.ts';
import { JOBS_QUEUE, parseQueueUrl, runDistributed, runWorker } from '../src/queue.ts';
import { openStudyStore, type StudyStore } from '../src/store.ts';
import { closeStudy, openStudy } from '../src/study.ts';
import { ENV_URL, studyEnvironment } from './fixtures/env.ts';
import { type RedisServer, redisAvailable, startRedis } from './fixtures/redis.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
async function freshStore(): Promise<StudyStore> {
  const d = mkdtempSync(join(tmpdir(), 'arbiter-runners-'));
  dirs.push(d);
  return openStudyStore({ kind: 'sqlite', file: join(d, 'db.sqlite') });
}

const GAMES = 24;
const params = planStudy(fftcg, { seed: 'runners', games: GAMES, decks: fftcg.decks.ready.slice(0, 2) });
let expected = '';
beforeAll(() => {
  const p = new StudyPlayer(fftcg, params);
  expected = hashList(Array.from({ length: GAMES }, (_, i) => p.play(i).finalHash));
});

async function start(store: StudyStore, name: string, p: StudyParams = params): Promise<void> {
  await openStudy(store.repo, name, p, new Date(0).toISOString());
}

describe('local runner (worker threads)', () => {
  it('two threads store every game once, with the digest of playing them in order in one thread', async () => {
    const s = await freshStore();
    try {
      await start(s, 'two');
      const seen: number[] = [];
      const out = await runLocal(
        s.repo,
        'two',
        params,
        { threads: 2, envUrl: ENV_URL, chunk: 3 },
        { onProgress: (n) => seen.push(n) },
      );
      expect(out).toEqual({ stored: GAMES, stopped: false });
      expect(seen.at(-1)).toBe(GAMES);
      expect(await closeStudy(s.repo, 'two', GAMES, 'now')).toEqual({
        stored: GAMES,
        complete: true,
        digest: expected,
      });
      // Nothing is missing, so a second run plays nothing.
      expect(await runLocal(s.repo, 'two', params, { threads: 2, envUrl: ENV_URL })).toEqual({
        stored: 0,
        stopped: false,
      });
    } finally {
      await s.close();
    }
  });

  it('stopped part way, it keeps what was played; resumed, it plays only the rest and ends with the same digest', async () => {
    const s = await freshStore();
    try {
      await start(s, 'stop');
      const stop = new AbortController();
      const first = await runLocal(
        s.repo,
        'stop',
        params,
        // One game per task, each written at once: the stop comes after 4 stored games, long
        // before the 24th on a fast machine too (with the half-second write timer, a quiet
        // machine played all 24 before the first write reported progress).
        { threads: 2, envUrl: ENV_URL, chunk: 1, writeBatch: 1 },
        { signal: stop.signal, onProgress: (n) => n >= 4 && stop.abort() },
      );
      expect(first.stopped).toBe(true);
      const kept = await s.repo.storedCount('stop');
      expect(kept).toBe(first.stored);
      expect(kept).toBeGreaterThanOrEqual(4);
      expect(kept).toBeLessThan(GAMES);
      const second = await runLocal(s.repo, 'stop', params, { threads: 2, envUrl: ENV_URL });
      expect(second).toEqual({ stored: GAMES - kept, stopped: false });
      expect((await closeStudy(s.repo, 'stop', GAMES, 'now')).digest).toBe(expected);
    } finally {
      await s.close();
    }
  });
});

const haveRedis = redisAvailable();
pgSkipMessage();

describe.skipIf(!haveRedis)('queue runner (BullMQ on a private redis-server)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  async function workers(n: number, signal: AbortSignal) {
    return Promise.all(
      Array.from({ length: n }, (_, i) =>
        runWorker(studyEnvironment, {
          queueUrl: redis.url,
          envUrl: ENV_URL,
          threads: 1,
          lockMs: 2000,
          name: `w${i}`,
          signal,
        }),
      ),
    );
  }

  it('two workers: every game stored once, the same digest as the local run', async () => {
    const s = await freshStore();
    const stop = new AbortController();
    const pool = workers(2, stop.signal);
    try {
      await start(s, 'q2');
      const out = await runDistributed(s.repo, 'q2', params, { queueUrl: redis.url, jobSize: 5 });
      expect(out).toEqual({ stored: GAMES, stopped: false });
      expect((await closeStudy(s.repo, 'q2', GAMES, 'now')).digest).toBe(expected);
    } finally {
      stop.abort();
      const summaries = await pool;
      await s.close();
      // Five jobs of 5, 5, 5, 5 and 4 games, shared by the two workers.
      expect(summaries.reduce((a, w) => a + w.games, 0)).toBe(GAMES);
      expect(summaries.reduce((a, w) => a + w.jobs, 0)).toBe(5);
    }
  });

  it('the running command stopped and started again: no game lost or doubled, same digest', async () => {
    const s = await freshStore();
    const stopWorkers = new AbortController();
    const pool = workers(1, stopWorkers.signal);
    try {
      await start(s, 'qstop');
      const stop = new AbortController();
      const first = await runDistributed(
        s.repo,
        'qstop',
        params,
        { queueUrl: redis.url, jobSize: 3 },
        { signal: stop.signal, onProgress: (n) => n >= 3 && stop.abort() },
      );
      expect(first.stopped).toBe(true);
      // Jobs nobody had started were taken back from the queue.
      const q = new Queue(JOBS_QUEUE, { connection: parseQueueUrl(redis.url) });
      const waiting = (await q.getWaiting()).filter((j) => j.data.study === 'qstop');
      await q.close();
      expect(waiting).toEqual([]);
      const second = await runDistributed(s.repo, 'qstop', params, { queueUrl: redis.url, jobSize: 3 });
      expect(second.stopped).toBe(false);
      expect(await s.repo.storedCount('qstop')).toBe(GAMES);
      expect((await closeStudy(s.repo, 'qstop', GAMES, 'now')).digest).toBe(expected);
    } finally {
      stopWorkers.abort();
      await pool;
      await s.close();
    }
  });

  it('a worker refuses a study of another game version, and the running command says why in one line', async () => {
    const s = await freshStore();
    const stop = new AbortController();
    const pool = workers(1, stop.signal);
    try {
      const old = { ...params, gameVersion: '0.0.1', games: 2 };
      await start(s, 'old', old);
      const failed = await runDistributed(s.repo, 'old', old, { queueUrl: redis.url, jobSize: 2 }).catch(
        (e: Error) => e.message,
      );
      expect(failed).toMatch(/^job \S+ failed: worker w0 cannot play this study: /);
      expect(failed).toContain(`fftcg 0.0.1, this worker has fftcg ${fftcg.version}`);
      expect(failed).not.toContain('\n');
      expect(await s.repo.storedCount('old')).toBe(0);
    } finally {
      stop.abort();
      const [w] = await pool;
      await s.close();
      expect(w.refused).toBe(1);
    }
  });

  it.skipIf(!PG_URL)(
    'with the study in PostgreSQL, workers given the same --db store the games themselves',
    async () => {
      const pg = await freshDatabase();
      const target: DatabaseTarget = { kind: 'postgres', url: pg.url };
      const s = await openStudyStore(target);
      const stop = new AbortController();
      const pool = Promise.all(
        [0, 1].map((i) =>
          runWorker(studyEnvironment, {
            queueUrl: redis.url,
            envUrl: ENV_URL,
            threads: 1,
            lockMs: 2000,
            name: `pg${i}`,
            signal: stop.signal,
            db: target,
          }),
        ),
      );
      try {
        await start(s, 'shared');
        const carried: number[] = [];
        const out = await runDistributed(s.repo, 'shared', params, {
          queueUrl: redis.url,
          jobSize: 6,
          sharedDb: s.where,
          onResults: (r) => carried.push(r.games),
        });
        expect(out).toEqual({ stored: GAMES, stopped: false });
        // No game travelled back through the queue: the workers wrote them. Not every job need
        // report before the end: the coordinator counts the shared table, which may already hold
        // the last job's games when an earlier job's report arrives.
        expect(carried.length).toBeGreaterThanOrEqual(1);
        expect(carried.every((n) => n === 0)).toBe(true);
        expect((await closeStudy(s.repo, 'shared', GAMES, 'now')).digest).toBe(expected);
      } finally {
        stop.abort();
        await pool;
        await s.close();
        await pg.drop();
      }
    },
  );

  it('an unreachable Redis is reported in one line', async () => {
    const s = await freshStore();
    try {
      await start(s, 'nowhere');
      await expect(
        runDistributed(s.repo, 'nowhere', params, { queueUrl: 'redis://127.0.0.1:1', jobSize: 5 }),
      ).rejects.toThrow(/^cannot reach Redis at redis:\/\/127\.0\.0\.1:1: .*ECONNREFUSED/);
    } finally {
      await s.close();
    }
  });
});
