/**
 * `arbiter study` and `arbiter worker` as real processes: a worker killed with SIGKILL mid-job, a
 * study stopped with Ctrl-C (SIGINT) and resumed, a report opened in Debian's chromium, and bad
 * input answered in one line. Redis is a private redis-server started by the test; without the
 * binary (or chromium) those tests are skipped with a visible message, unless .ci/run requires
 * them (ARBITER_REQUIRE_REDIS, ARBITER_REQUIRE_CHROMIUM).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fftcg from '@arbiter/fftcg';
import { hashList } from '@arbiter/kernel';
import { JOBS_QUEUE, openStudyStore, parseQueueUrl, planStudy, StudyPlayer } from '@arbiter/studies';
import Database from 'better-sqlite3';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_URL, pgSkipMessage } from '../../store/test/pg-helper.ts';
import { type RedisServer, redisAvailable, startRedis } from '../../studies/test/fixtures/redis.ts';
import { main } from '../src/main.ts';
import { capture } from './fixtures/capture.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../../..');
const CLI = join(REPO, 'packages/cli/bin/arbiter.mjs');
/** Screenshots and pages of these tests (gitignored). */
export const ARTEFACTS = join(REPO, 'test-artifacts');

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'arbiter-study-cli-'));
  dirs.push(d);
  return d;
}

interface Proc {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exited: Promise<number | null>;
}

function arbiter(args: string[]): Proc {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (err += d.toString()));
  const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
  return { child, out: () => out, err: () => err, exited };
}

async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

function storedRows(file: string, study: string): number {
  if (!existsSync(file)) return 0;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 2000');
    const has = db.prepare("select 1 from sqlite_master where name = 'study_games'").get();
    if (!has) return 0;
    return (db.prepare('select count(*) as n from study_games where study = ?').get(study) as { n: number })
      .n;
  } finally {
    db.close();
  }
}

/** The digest of a study played in this process, one game after another. */
function digestOf(seed: string, games: number, decks = fftcg.decks.ready): string {
  const p = new StudyPlayer(fftcg, planStudy(fftcg, { seed, games, decks: [...decks] }));
  return hashList(Array.from({ length: games }, (_, i) => p.play(i).finalHash));
}

describe('arbiter study: bad input is answered in one line (exit 2)', () => {
  it('unknown game, deck, pairing, queue URL, study; other parameters under a stored name', async () => {
    const dir = tmp();
    const db = join(dir, 'x.sqlite');
    const cases: [string[], RegExp][] = [
      [['study', 'run', 'a', '--game', 'nope', '--db', db], /unknown game "nope"/],
      [
        ['study', 'run', 'a', '--game', 'fftcg', '--decks', 'ember-frost,zzz', '--db', db],
        /no deck file or ready deck "zzz"/,
      ],
      [
        ['study', 'run', 'a', '--game', 'fftcg', '--pairing', 'fixed', '--decks', 'ember-frost', '--db', db],
        /needs 2 decks/,
      ],
      [['study', 'run', 'a', '--game', 'fftcg', '--agents', 'wizard', '--db', db], /unknown agent "wizard"/],
      [
        ['study', 'run', 'a', '--game', 'fftcg', '--queue', 'http://h:1', '--games', '2', '--db', db],
        /use a redis:\/\/ URL/,
      ],
      [
        [
          'study',
          'run',
          'a',
          '--game',
          'fftcg',
          '--queue',
          'redis://127.0.0.1:1',
          '--games',
          '2',
          '--db',
          db,
        ],
        /cannot reach Redis at redis:\/\/127\.0\.0\.1:1/,
      ],
      [['study', 'run', 'missing', '--db', db], /there is no study "missing"/],
      [['study', 'report', 'missing', '--db', db], /there is no study "missing"/],
      [['study', 'run', 'a', '--game', 'fftcg', '--db', 'mysql://h/x'], /unsupported database URL scheme/],
      [['study', 'run', 'bad/name', '--game', 'fftcg', '--games', '1', '--db', db], /study name "bad\/name"/],
      [['worker', '--queue', 'nonsense'], /--queue: not a URL/],
    ];
    for (const [args, pattern] of cases) {
      const io = capture();
      const code = await main(args);
      const err = io.err();
      expect({ args, code }).toEqual({ args, code: 2 });
      expect(err).toMatch(pattern);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).not.toMatch(/at .*\.ts:\d+/);
    }
    // A stored study keeps its parameters: the same name with another seed is refused.
    capture();
    expect(
      await main([
        'study',
        'run',
        'kept',
        '--game',
        'fftcg',
        '--games',
        '2',
        '--seed',
        '1',
        '--threads',
        '1',
        '--db',
        db,
      ]),
    ).toBe(0);
    const io = capture();
    expect(
      await main(['study', 'run', 'kept', '--game', 'fftcg', '--games', '2', '--seed', '2', '--db', db]),
    ).toBe(2);
    expect(io.err()).toMatch(/^arbiter: study "kept" exists with other parameters: seed is "1", not "2"\n$/);
    const io2 = capture();
    expect(await main(['study', 'report', 'kept', '--seed', '9', '--db', db])).toBe(2);
    expect(io2.err()).toMatch(/was run with seed "1", not "9"/);
    const io3 = capture();
    expect(await main(['study', 'list', '--json', '--db', db])).toBe(0);
    expect(JSON.parse(io3.out())).toMatchObject([{ name: 'kept', game: 'fftcg', games: 2, stored: 2 }]);
  });
});

describe('arbiter study run with the AI', () => {
  it("mcts searches with the study's iteration budget: one thread and two give the same digest; a time budget is refused", async () => {
    const dir = tmp();
    const run = async (db: string, threads: string) => {
      const io = capture();
      const code = await main([
        'study',
        'run',
        'ai',
        '--game',
        'fftcg',
        '--agents',
        'mcts,random',
        '--budget',
        '8it',
        '--games',
        '2',
        '--threads',
        threads,
        '--db',
        join(dir, db),
        '--json',
      ]);
      expect(code, io.err()).toBe(0);
      return JSON.parse(io.out()) as { digest: string; stored: number };
    };
    const one = await run('one.sqlite', '1');
    const two = await run('two.sqlite', '2');
    expect(one.stored).toBe(2);
    expect(two.digest).toBe(one.digest);
    const io = capture();
    expect(
      await main([
        'study',
        'run',
        't',
        '--game',
        'fftcg',
        '--agents',
        'mcts',
        '--budget',
        '200ms',
        '--db',
        join(dir, 'x.sqlite'),
      ]),
    ).toBe(2);
    expect(io.err()).toMatch(/--budget for a study must be iterations/);
  });
});

describe('arbiter study run: stopped with Ctrl-C and resumed', () => {
  it('SIGINT stores what was played (exit 130); the same command again completes with the digest of an uninterrupted run', async () => {
    const dir = tmp();
    const db = join(dir, 'stop.sqlite');
    const N = 40;
    const args = [
      'study',
      'run',
      'stop',
      '--game',
      'fftcg',
      '--games',
      String(N),
      '--seed',
      'sigint',
      '--threads',
      '2',
      '--db',
      db,
      '--json',
    ];
    const first = arbiter(args);
    await until(
      () => storedRows(db, 'stop') >= 4 || first.child.exitCode !== null,
      120_000,
      'games to be stored',
    );
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(130);
    const stopped = JSON.parse(first.out());
    expect(stopped).toMatchObject({ study: 'stop', stopped: true, complete: false, digest: null });
    expect(stopped.stored).toBeGreaterThanOrEqual(4);
    expect(stopped.stored).toBeLessThan(N);
    expect(storedRows(db, 'stop')).toBe(stopped.stored);
    expect(first.err()).toMatch(/stopping/);

    const second = arbiter(['study', 'run', 'stop', '--db', db, '--json']);
    expect(await second.exited).toBe(0);
    const done = JSON.parse(second.out());
    expect(done).toMatchObject({ stored: N, playedNow: N - stopped.stored, complete: true, stopped: false });
    expect(done.digest).toBe(digestOf('sigint', N));
    expect(second.err()).toMatch(/resuming study "stop": \d+\/40 games stored/);
    // Progress with a rate and the time left (a plain line when stderr is not a terminal).
    expect(second.err()).toMatch(/stop \[#+\.*\] 40\/40 100% +[\d.]+ games\/s +ETA/);
  });
});

pgSkipMessage();
describe.skipIf(!PG_URL)('arbiter study with --db postgres://', () => {
  it('stores the study in PostgreSQL with the digest of the SQLite run', async () => {
    const pg = await freshDatabase();
    try {
      const io = capture();
      expect(
        await main([
          'study',
          'run',
          'pg',
          '--game',
          'fftcg',
          '--games',
          '8',
          '--seed',
          'pg',
          '--threads',
          '2',
          '--db',
          pg.url,
          '--json',
        ]),
      ).toBe(0);
      const out = JSON.parse(io.out());
      expect(out).toMatchObject({ stored: 8, complete: true, digest: digestOf('pg', 8) });
      const s = await openStudyStore({ kind: 'postgres', url: pg.url });
      try {
        expect(await s.repo.storedCount('pg')).toBe(8);
      } finally {
        await s.close();
      }
    } finally {
      await pg.drop();
    }
  });
});

const haveRedis = redisAvailable();

describe.skipIf(!haveRedis)('arbiter study run --queue with arbiter worker processes', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('two workers, one killed with SIGKILL mid-job: exactly N games stored, the digest of the local run', async () => {
    const dir = tmp();
    const db = join(dir, 'queue.sqlite');
    const N = 60;
    const workerArgs = (name: string) => [
      'worker',
      '--queue',
      redis.url,
      '--threads',
      '1',
      '--lock-ms',
      '1500',
      '--name',
      name,
    ];
    const victim = arbiter(workerArgs('victim'));
    const survivor = arbiter(workerArgs('survivor'));
    const runner = arbiter([
      'study',
      'run',
      'q',
      '--game',
      'fftcg',
      '--games',
      String(N),
      '--seed',
      'kill',
      '--queue',
      redis.url,
      '--job-size',
      '6',
      '--db',
      db,
      '--json',
    ]);
    const jobs = new Queue(JOBS_QUEUE, { connection: parseQueueUrl(redis.url) });
    let killedJob: string | undefined;
    try {
      // Wait until the victim holds a job, then kill it without warning.
      await until(
        async () => {
          const active = await jobs.getActive();
          killedJob = active.find((j) => j.processedBy === 'victim')?.id;
          return killedJob !== undefined || runner.child.exitCode !== null;
        },
        120_000,
        'the victim to take a job',
      );
      expect(killedJob).toBeDefined();
      victim.child.kill('SIGKILL');
      expect(await victim.exited).toBeNull();
      expect(await runner.exited).toBe(0);
    } finally {
      await jobs.close();
      survivor.child.kill('SIGINT');
      await survivor.exited;
      if (victim.child.exitCode === null && victim.child.signalCode === null) victim.child.kill('SIGKILL');
    }
    const out = JSON.parse(runner.out());
    expect(out).toMatchObject({ study: 'q', stored: N, complete: true, mode: 'queue' });
    // Exactly N rows, one per seed.
    const sqlite = new Database(db, { readonly: true });
    const counts = sqlite
      .prepare(
        'select count(*) as n, count(distinct seed) as seeds, min(idx) as lo, max(idx) as hi from study_games',
      )
      .get() as { n: number; seeds: number; lo: number; hi: number };
    sqlite.close();
    expect(counts).toEqual({ n: N, seeds: N, lo: 0, hi: N - 1 });
    // The same digest as the study run here, one thread, and as a local run of the CLI.
    expect(out.digest).toBe(digestOf('kill', N));
    const local = arbiter([
      'study',
      'run',
      'q',
      '--game',
      'fftcg',
      '--games',
      String(N),
      '--seed',
      'kill',
      '--threads',
      '2',
      '--db',
      join(dir, 'local.sqlite'),
      '--json',
    ]);
    expect(await local.exited).toBe(0);
    expect(JSON.parse(local.out()).digest).toBe(out.digest);
    // The survivor said how many games it played; the victim's job was played again by it.
    expect(survivor.out()).toMatch(/arbiter worker: \d+ job\(s\), \d+ game\(s\) played/);
  });
});

const CHROMIUM = '/usr/bin/chromium';
function chromiumAvailable(): boolean {
  const found = existsSync(CHROMIUM);
  if (!found) {
    const why = `${CHROMIUM} not found (apt-get install -y chromium; .ci/run installs it)`;
    if (process.env.ARBITER_REQUIRE_CHROMIUM) throw new Error(`the report test needs chromium: ${why}`);
    process.stderr.write(`SKIPPED: the report test needs chromium: ${why}\n`);
  }
  return found;
}

describe.skipIf(!chromiumAvailable())('arbiter study report in chromium', () => {
  it('the page opens offline, and every number on it equals the one computed from the stored rows', async () => {
    const dir = tmp();
    const db = join(dir, 'report.sqlite');
    capture();
    expect(
      await main([
        'study',
        'run',
        'rep',
        '--game',
        'fftcg',
        '--games',
        '45',
        '--seed',
        'rep',
        '--threads',
        '2',
        '--db',
        db,
      ]),
    ).toBe(0);
    mkdirSync(ARTEFACTS, { recursive: true });
    const page = join(ARTEFACTS, 'study-report.html');
    expect(await main(['study', 'report', 'rep', '--db', db, '--out', page])).toBe(0);

    // What the rows say, counted here with SQL and plain code, independently of the report.
    const sqlite = new Database(db, { readonly: true });
    const rows = sqlite.prepare("select * from study_games where study = 'rep' order by idx").all() as any[];
    sqlite.close();
    const finished = rows.filter((r) => r.error === null && r.capped === 0 && r.end_rule !== null);
    const decks = fftcg.decks.ready.map((d) => d.name);
    const cell = (a: string, b: string) => {
      let games = 0;
      let wins = 0;
      for (const r of finished) {
        const [d0, d1] = JSON.parse(r.decks);
        const winners: number[] = JSON.parse(r.winners);
        if (d0 === a && d1 === b) {
          games++;
          if (winners.includes(0)) wins++;
        } else if (d1 === a && d0 === b) {
          games++;
          if (winners.includes(1)) wins++;
        }
      }
      return { games, wins };
    };
    const byRule = new Map<string, number>();
    for (const r of finished) byRule.set(r.end_rule, (byRule.get(r.end_rule) ?? 0) + 1);
    const seatWins = [0, 1].map((s) => finished.filter((r) => JSON.parse(r.winners).includes(s)).length);

    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const requests: string[] = [];
      tab.on('request', (r) => {
        if (!r.url().startsWith('file:')) requests.push(r.url());
      });
      await tab.goto(`file://${page}`);
      await tab.screenshot({ path: join(ARTEFACTS, 'study-report.png'), fullPage: true });
      expect(requests).toEqual([]);
      expect(await tab.textContent('#played')).toBe(String(rows.length));
      expect(await tab.textContent('#finished')).toBe(String(finished.length));
      expect(await tab.textContent('#digest')).toBe(digestOf('rep', 45));

      const cells = await tab.$$eval('svg.matrix[data-kind="deck"] g.cell', (gs) =>
        gs.map((g) => ({
          row: g.getAttribute('data-row'),
          col: g.getAttribute('data-col'),
          mirror: g.getAttribute('data-mirror') === 'true',
          rate: g.querySelector('text.rate')?.textContent ?? null,
          n: g.querySelector('text.n')?.textContent ?? null,
        })),
      );
      expect(cells).toHaveLength(9);
      for (const c of cells) {
        const want = cell(c.row!, c.col!);
        expect(c.n).toBe(`n=${want.games}`);
        if (c.mirror) expect(c.rate).toBeNull();
        else expect(c.rate).toBe(want.games ? `${((want.wins / want.games) * 100).toFixed(1)}%` : '–');
      }
      expect(cells.map((c) => c.row)).toEqual(decks.flatMap((d) => [d, d, d]));

      const seats = await tab.$$eval('svg.bars g.seat', (gs) => gs.map((g) => g.getAttribute('data-wins')));
      expect(seats).toEqual(seatWins.map(String));

      const reasons = await tab.$$eval('table.end-reasons tr[data-rule]', (trs) =>
        trs.map((tr) => [tr.getAttribute('data-rule'), tr.querySelector('td.count')?.textContent]),
      );
      expect(new Map(reasons.map(([r, n]) => [r, Number(n)]))).toEqual(byRule);

      const binTotal = await tab.$$eval('svg.histogram.decisions rect.bin', (rs) =>
        rs.reduce((a, r) => a + Number(r.getAttribute('data-count')), 0),
      );
      expect(binTotal).toBe(finished.length);
    } finally {
      await browser.close();
    }
    expect(readFileSync(page, 'utf8')).not.toMatch(/<script src|<link /);
  });
});
