/**
 * `arbiter study run|report|list|delete` and `arbiter worker`: balance studies stored in the
 * database (SQLite by default, PostgreSQL by URL), played here over worker threads or over many
 * machines through a Redis queue (packages/studies).
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseBudget } from '@arbiter/ai';
import { clip, type DeckList, type GameModule, InputError, type Lang } from '@arbiter/kernel';
import { type DatabaseTarget, parseDatabaseTarget, StoreError } from '@arbiter/store';
import {
  buildReport,
  checkRedis,
  closeStudy,
  defaultThreads,
  findReadyDeck,
  openStudy,
  openStudyStore,
  type Pairing,
  planStudy,
  renderHtml,
  runDistributed,
  runLocal,
  runWorker,
  type StudyParams,
  StudyProgress,
  type StudyStore,
} from '@arbiter/studies';
import { type Command, Option } from 'commander';
import { parseIntOption, readDeck, table } from './io.ts';
import { playableGame } from './registry.ts';
import { defaultDataDir } from './serve.ts';
import { STUDY_ENV_URL, studyEnvironment } from './study-env.ts';

/** Ends a study command with an exit code: 130 when stopped by Ctrl-C (what was played is
 * stored), 1 when games failed. The message has been printed already. */
export class StudyExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** Games per queue job when not given: see docs/studies.md for how it was chosen. */
export const DEFAULT_JOB_SIZE = 100;

interface DbOptions {
  db?: string;
  dataDir?: string;
}

function target(o: DbOptions): DatabaseTarget {
  try {
    return parseDatabaseTarget(o.db, resolve(o.dataDir ?? defaultDataDir()));
  } catch (e) {
    throw new InputError((e as Error).message);
  }
}

async function withStore<T>(o: DbOptions, fn: (s: StudyStore) => Promise<T>): Promise<T> {
  let s: StudyStore;
  try {
    s = await openStudyStore(target(o));
  } catch (e) {
    if (e instanceof StoreError) throw new InputError(e.message);
    throw e;
  }
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

const note = (line: string) => process.stderr.write(`arbiter study: ${line}\n`);

/** A deck named on the command line: a deck file, or one of the game's ready decks by name. */
export function resolveDeck(module: GameModule, spec: string): DeckList {
  if (existsSync(spec) && statSync(spec).isFile()) return readDeck(spec, module.id);
  const ready = findReadyDeck(module, spec);
  if (ready) return ready;
  throw new InputError(
    `no deck file or ready deck "${clip(spec, 60)}" for ${module.id} (ready decks: ${module.decks.ready.map((d) => d.name).join(', ')})`,
  );
}

function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) throw new InputError('an empty list was given');
  return items;
}

interface RunOptions extends DbOptions {
  game?: string;
  decks?: string;
  agents?: string;
  budget?: string;
  games?: string;
  seed?: string;
  players?: string;
  pairing?: Pairing;
  mirrors: boolean;
  threads?: string;
  queue?: string;
  jobSize?: string;
  json?: boolean;
}

/**
 * A study's AI budget: a number of iterations, never a time, so that the same study played on any
 * machine, in any number of threads or workers, gives the same games and digest.
 */
function studyBudget(text: string | undefined): string | null {
  if (text === undefined) return null;
  const budget = parseBudget(text);
  if (budget.iterations === undefined)
    throw new InputError(
      `--budget for a study must be iterations (e.g. 100it): a time budget would make the games depend on the machine`,
    );
  return `${budget.iterations}it`;
}

/** The study's parameters from the command line, or the stored ones when only NAME is given. */
async function paramsFor(store: StudyStore, name: string, o: RunOptions): Promise<StudyParams> {
  const stored = await store.repo.get(name);
  const games = o.games === undefined ? undefined : parseIntOption(o.games, '--games', 1);
  if (o.game === undefined) {
    if (!stored)
      throw new InputError(
        `there is no study "${clip(name, 60)}" in ${store.where}; give --game to create it`,
      );
    return { ...stored.params, games: games ?? stored.games };
  }
  const module = playableGame(o.game);
  return planStudy(module, {
    seed: o.seed ?? '1',
    games: games ?? 1000,
    players: o.players === undefined ? undefined : parseIntOption(o.players, '--players', 1),
    pairing: o.pairing,
    mirrors: o.mirrors,
    decks: list(o.decks)?.map((d) => resolveDeck(module, d)),
    agents: list(o.agents),
    budget: studyBudget(o.budget),
  });
}

async function runStudy(name: string, o: RunOptions): Promise<void> {
  const threads = o.threads === undefined ? defaultThreads() : parseIntOption(o.threads, '--threads', 1);
  const jobSize = o.jobSize === undefined ? DEFAULT_JOB_SIZE : parseIntOption(o.jobSize, '--job-size', 1);
  const json = Boolean(o.json);
  await withStore(o, async (store) => {
    const asked = await paramsFor(store, name, o);
    // An unreachable queue is reported before anything is created.
    if (o.queue) await checkRedis(o.queue);
    const now = () => new Date().toISOString();
    const opened = await openStudy(store.repo, name, asked, now());
    const params = opened.params;
    const before = await store.repo.storedCount(name);
    if (opened.created) note(`study "${name}" created in ${store.where}`);
    else if (before < params.games) note(`resuming study "${name}": ${before}/${params.games} games stored`);
    const controller = new AbortController();
    const onSignal = () => {
      if (controller.signal.aborted) process.exit(130);
      note('stopping (Ctrl-C again to quit at once)');
      controller.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    const bar = new StudyProgress(name, params.games, before);
    const start = performance.now();
    let outcome: Awaited<ReturnType<typeof runLocal>>;
    try {
      const hooks = { onProgress: (n: number) => bar.update(n), signal: controller.signal, log: note };
      outcome = o.queue
        ? await runDistributed(
            store.repo,
            name,
            params,
            { queueUrl: o.queue, jobSize, sharedDb: store.store.kind === 'postgres' ? store.where : null },
            hooks,
          )
        : await runLocal(store.repo, name, params, { threads, envUrl: STUDY_ENV_URL }, hooks);
    } finally {
      bar.finish();
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
    const seconds = (performance.now() - start) / 1000;
    const closed = await closeStudy(store.repo, name, params.games, now());
    const rows = closed.complete ? await store.repo.games(name) : [];
    const errors = rows.filter((g) => g.error).length;
    const capped = rows.filter((g) => g.capped).length;
    const result = {
      study: name,
      game: params.game,
      games: params.games,
      stored: closed.stored,
      playedNow: outcome.stored,
      complete: closed.complete,
      stopped: outcome.stopped,
      errors,
      capped,
      digest: closed.digest,
      mode: o.queue ? 'queue' : 'local',
      threads: o.queue ? null : threads,
      jobSize: o.queue ? jobSize : null,
      wallSeconds: Math.round(seconds * 1000) / 1000,
      gamesPerSecond: Math.round((outcome.stored / Math.max(seconds, 1e-9)) * 10) / 10,
    };
    print(json, result, () =>
      [
        `study ${name}: ${closed.stored}/${params.games} games stored (${outcome.stored} now, ${result.gamesPerSecond} games/s, ${result.wallSeconds}s)`,
        closed.complete
          ? `digest: ${closed.digest}${errors || capped ? `   (${errors} error(s), ${capped} capped)` : ''}`
          : `stopped: run "arbiter study run ${name}" again to play the ${params.games - closed.stored} missing games`,
      ].join('\n'),
    );
    if (outcome.stopped || !closed.complete) throw new StudyExit(130);
    if (errors > 0) {
      for (const g of rows.filter((r) => r.error).slice(0, 5))
        process.stderr.write(`game with seed "${g.seed}" failed: ${g.error}\n`);
      throw new StudyExit(1);
    }
  });
}

interface ReportOptions extends DbOptions {
  out?: string;
  json?: boolean;
  lang: Lang;
  seed?: string;
}

async function reportStudy(name: string, o: ReportOptions): Promise<void> {
  await withStore(o, async (store) => {
    const info = await store.repo.get(name);
    if (!info) throw new InputError(`there is no study "${clip(name, 60)}" in ${store.where}`);
    if (o.seed !== undefined && o.seed !== info.params.seed)
      throw new InputError(
        `study "${name}" was run with seed "${info.params.seed}", not "${clip(o.seed, 40)}"`,
      );
    const module = playableGame(info.params.game);
    const rep = buildReport(module, info, await store.repo.games(name), o.lang);
    if (o.json && !o.out) {
      process.stdout.write(`${JSON.stringify(rep, null, 2)}\n`);
      return;
    }
    const out = resolve(o.out ?? `${name}.html`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, renderHtml(rep));
    print(Boolean(o.json), { ...rep, file: out }, () => `report of study ${name} written to ${out}`);
  });
}

function dbOptions(cmd: Command): Command {
  return cmd
    .option(
      '--db <file-or-url>',
      'SQLite file, or postgres://user:pass@host/db (default: arbiter.sqlite in the data directory)',
    )
    .option('--data-dir <dir>', `data directory for the default SQLite file (default ${defaultDataDir()})`);
}

export function registerStudy(program: Command): void {
  const study = program
    .command('study')
    .description('balance studies: many games stored in the database, played here or by workers, reported');

  dbOptions(
    study
      .command('run <name>')
      .description(
        'create or resume a study and play the games not yet stored (Ctrl-C stops, run again resumes)',
      )
      .option('--game <id>', 'game (needed to create a study; omit to resume the stored one)')
      .option(
        '--decks <list>',
        'decks: deck files or ready-deck names, comma separated (default: all ready decks)',
      )
      .option('--agents <list>', 'agents, comma separated: random, greedy, mcts (default: random)')
      .option('--budget <budget>', 'search budget of the mcts agent, in iterations (default 100it)')
      .option('--games <n>', 'number of games (default 1000; may be raised on a stored study)')
      .option('--seed <s>', 'seed of the study (default 1)')
      .option('--players <n>', "number of seats (the game's default otherwise)")
      .addOption(
        new Option(
          '--pairing <mode>',
          'all: every seating of the decks and agents; fixed: the lists are per seat',
        ).choices(['all', 'fixed']),
      )
      .option('--no-mirrors', 'with --pairing all: a deck never meets itself')
      .option('--threads <n>', 'worker threads when playing here (default: one per core)')
      .option(
        '--queue <url>',
        'play through this Redis queue (redis://HOST:PORT) with arbiter worker processes',
      )
      .option('--job-size <n>', `games per queue job (default ${DEFAULT_JOB_SIZE})`)
      .option('--json', 'print JSON'),
  ).action((name: string, o: RunOptions) => runStudy(name, o));

  dbOptions(
    study
      .command('report <name>')
      .description('write a self-contained HTML report (win rates, seats, lengths, end reasons, cards)')
      .option('--out <file>', 'HTML file to write (default NAME.html)')
      .option('--json', 'print the report as JSON (with --out: write the page too)')
      .option('--seed <s>', 'check that the study was run with this seed')
      .addOption(new Option('--lang <lang>', 'language of the page').choices(['en', 'zh']).default('en')),
  ).action((name: string, o: ReportOptions) => reportStudy(name, o));

  dbOptions(
    study
      .command('list')
      .description('the stored studies with their progress and digest')
      .option('--json', 'print JSON')
      .option('--seed <s>', 'only studies run with this seed'),
  ).action((o: DbOptions & { json?: boolean; seed?: string }) =>
    withStore(o, async (store) => {
      const all = (await store.repo.list()).filter((s) => o.seed === undefined || s.params.seed === o.seed);
      const rows = await Promise.all(
        all.map(async (s) => ({
          name: s.name,
          game: s.params.game,
          seed: s.params.seed,
          games: s.games,
          stored: await store.repo.storedCount(s.name),
          decks: s.params.decks.map((d) => d.name),
          agents: s.params.agents,
          createdAt: s.createdAt,
          finishedAt: s.finishedAt,
          digest: s.digest,
        })),
      );
      print(Boolean(o.json), rows, () =>
        rows.length === 0
          ? `no studies in ${store.where}`
          : table(
              ['study', 'game', 'seed', 'stored', 'decks', 'agents', 'digest'],
              rows.map((r) => [
                r.name,
                r.game,
                r.seed,
                `${r.stored}/${r.games}`,
                r.decks.join(',').slice(0, 40),
                r.agents.join(','),
                r.digest ?? '-',
              ]),
            ),
      );
    }),
  );

  dbOptions(
    study
      .command('delete <name>')
      .description('delete a study and its games')
      .option('--json', 'print JSON')
      .option('--seed <s>', 'check that the study was run with this seed'),
  ).action((name: string, o: DbOptions & { json?: boolean; seed?: string }) =>
    withStore(o, async (store) => {
      const info = await store.repo.get(name);
      if (!info) throw new InputError(`there is no study "${clip(name, 60)}" in ${store.where}`);
      if (o.seed !== undefined && o.seed !== info.params.seed)
        throw new InputError(
          `study "${name}" was run with seed "${info.params.seed}", not "${clip(o.seed, 40)}"`,
        );
      await store.repo.remove(name);
      print(Boolean(o.json), { deleted: name }, () => `study ${name} deleted`);
    }),
  );

  program
    .command('worker')
    .description('take study jobs from a Redis queue, play them and send the games back (Ctrl-C to leave)')
    .requiredOption('--queue <url>', 'the Redis queue (redis://HOST:PORT)')
    .option('--threads <n>', 'games played at once (default: one per core)')
    .option(
      '--lock-ms <n>',
      "a running job's lock in ms: after a crash its job is played again this much later (default 30000)",
    )
    .option('--name <s>', 'name of this worker in logs (default HOST:PID)')
    .option(
      '--db <url>',
      "the studies' PostgreSQL (postgres://...): games of studies stored there are written directly",
    )
    .option('--json', 'print a JSON summary when leaving')
    .action(
      async (o: {
        queue: string;
        threads?: string;
        lockMs?: string;
        name?: string;
        db?: string;
        json?: boolean;
      }) => {
        const threads =
          o.threads === undefined ? defaultThreads() : parseIntOption(o.threads, '--threads', 1);
        const lockMs = o.lockMs === undefined ? 30_000 : parseIntOption(o.lockMs, '--lock-ms', 500);
        const db = o.db === undefined ? undefined : target({ db: o.db });
        if (db && db.kind !== 'postgres')
          throw new InputError(
            'worker --db takes a postgres:// URL (a SQLite file belongs to the command running the study)',
          );
        const controller = new AbortController();
        const onSignal = () => {
          if (controller.signal.aborted) process.exit(130);
          process.stderr.write('arbiter worker: finishing the jobs in hand (Ctrl-C again to quit at once)\n');
          controller.abort();
        };
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
        try {
          const summary = await runWorker(studyEnvironment, {
            queueUrl: o.queue,
            envUrl: STUDY_ENV_URL,
            threads,
            lockMs,
            name: o.name ?? `${hostname()}:${process.pid}`,
            signal: controller.signal,
            db,
            log: (line) => process.stderr.write(`arbiter worker: ${line}\n`),
          }).catch((e) => {
            throw e instanceof StoreError ? new InputError(e.message) : e;
          });
          print(
            Boolean(o.json),
            summary,
            () => `arbiter worker: ${summary.jobs} job(s), ${summary.games} game(s) played`,
          );
        } finally {
          process.off('SIGINT', onSignal);
          process.off('SIGTERM', onSignal);
        }
      },
    );
}
