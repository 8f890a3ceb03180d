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

function dbOptions(cmd: Command, t: (en: string, zh: string) => string): Command {
  return cmd
    .option(
      '--db <file-or-url>',
      t(
        'SQLite file, or postgres://user:pass@host/db (default: arbiter.sqlite in the data directory)',
        'SQLite 文件，或 postgres://用户:密码@主机/库（默认：数据目录下的 arbiter.sqlite）',
      ),
    )
    .option(
      '--data-dir <dir>',
      t(
        `data directory for the default SQLite file (default ${defaultDataDir()})`,
        `默认 SQLite 文件所在的数据目录（默认 ${defaultDataDir()}）`,
      ),
    );
}

/** `t(en, zh)` picks the help text in the language of `arbiter --lang`. */
export function registerStudy(program: Command, t: (en: string, zh: string) => string = (en) => en): void {
  const study = program
    .command('study')
    .description(
      t(
        'balance studies: many games stored in the database, played here or by workers, reported',
        '平衡性研究：大量对局存入数据库，在本机或由 worker 进程对弈，并生成报告',
      ),
    );

  dbOptions(
    study
      .command('run <name>')
      .description(
        t(
          'create or resume a study and play the games not yet stored (Ctrl-C stops, run again resumes)',
          '创建或继续一项研究，对弈尚未存档的对局（Ctrl-C 停止，再次运行即可继续）',
        ),
      )
      .option(
        '--game <id>',
        t(
          'game (needed to create a study; omit to resume the stored one)',
          '游戏（创建研究时必填；继续已存研究时可省略）',
        ),
      )
      .option(
        '--decks <list>',
        t(
          'decks: deck files or ready-deck names, comma separated (default: all ready decks)',
          '卡组：卡组文件或现成卡组名，逗号分隔（默认：全部现成卡组）',
        ),
      )
      .option(
        '--agents <list>',
        t(
          'agents, comma separated: random, greedy, mcts (default: random)',
          '智能体，逗号分隔：random、greedy、mcts（默认：random）',
        ),
      )
      .option(
        '--budget <budget>',
        t(
          'search budget of the mcts agent, in iterations (default 100it)',
          'mcts 智能体的搜索预算，以迭代次数计（默认 100it）',
        ),
      )
      .option(
        '--games <n>',
        t(
          'number of games (default 1000; may be raised on a stored study)',
          '对局数（默认 1000；已存研究可以调高）',
        ),
      )
      .option('--seed <s>', t('seed of the study (default 1)', '研究的随机种子（默认 1）'))
      .option(
        '--players <n>',
        t("number of seats (the game's default otherwise)", '座位数（默认取游戏的默认值）'),
      )
      .addOption(
        new Option(
          '--pairing <mode>',
          t(
            'all: every seating of the decks and agents; fixed: the lists are per seat',
            'all：卡组与智能体的每种入座组合；fixed：列表按座位一一对应',
          ),
        ).choices(['all', 'fixed']),
      )
      .option(
        '--no-mirrors',
        t('with --pairing all: a deck never meets itself', '与 --pairing all 一起使用：卡组不与自己对战'),
      )
      .option(
        '--threads <n>',
        t(
          'worker threads when playing here (default: one per core)',
          '在本机对弈时的工作线程数（默认：每个核心一个）',
        ),
      )
      .option(
        '--queue <url>',
        t(
          'play through this Redis queue (redis://HOST:PORT) with arbiter worker processes',
          '通过这个 Redis 队列（redis://主机:端口）交给 arbiter worker 进程对弈',
        ),
      )
      .option(
        '--job-size <n>',
        t(
          `games per queue job (default ${DEFAULT_JOB_SIZE})`,
          `每个队列任务包含的对局数（默认 ${DEFAULT_JOB_SIZE}）`,
        ),
      )
      .option('--json', t('print JSON', '以 JSON 输出')),
    t,
  ).action((name: string, o: RunOptions) => runStudy(name, o));

  dbOptions(
    study
      .command('report <name>')
      .description(
        t(
          'write a self-contained HTML report (win rates, seats, lengths, end reasons, cards)',
          '生成独立的 HTML 报告（胜率、座位、对局长度、结束原因、卡牌）',
        ),
      )
      .option(
        '--out <file>',
        t('HTML file to write (default NAME.html)', '要写入的 HTML 文件（默认 名称.html）'),
      )
      .option(
        '--json',
        t(
          'print the report as JSON (with --out: write the page too)',
          '以 JSON 输出报告（同时给出 --out 时也写网页）',
        ),
      )
      .option('--seed <s>', t('check that the study was run with this seed', '检查研究是否用这个种子运行'))
      .addOption(
        new Option('--lang <lang>', t('language of the page', '网页的语言'))
          .choices(['en', 'zh'])
          .default('en'),
      ),
    t,
  ).action((name: string, o: ReportOptions) => reportStudy(name, o));

  dbOptions(
    study
      .command('list')
      .description(t('the stored studies with their progress and digest', '已存的研究及其进度和摘要'))
      .option('--json', t('print JSON', '以 JSON 输出'))
      .option('--seed <s>', t('only studies run with this seed', '只列出用这个种子运行的研究')),
    t,
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
      .description(t('delete a study and its games', '删除一项研究及其对局'))
      .option('--json', t('print JSON', '以 JSON 输出'))
      .option('--seed <s>', t('check that the study was run with this seed', '检查研究是否用这个种子运行')),
    t,
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
    .description(
      t(
        'take study jobs from a Redis queue, play them and send the games back (Ctrl-C to leave)',
        '从 Redis 队列领取研究任务，对弈后把对局送回（Ctrl-C 离开）',
      ),
    )
    .requiredOption(
      '--queue <url>',
      t('the Redis queue (redis://HOST:PORT)', 'Redis 队列（redis://主机:端口）'),
    )
    .option(
      '--threads <n>',
      t('games played at once (default: one per core)', '同时进行的对局数（默认：每个核心一个）'),
    )
    .option(
      '--lock-ms <n>',
      t(
        "a running job's lock in ms: after a crash its job is played again this much later (default 30000)",
        '运行中任务的锁定时长（毫秒）：进程崩溃后，任务在这段时间之后重新对弈（默认 30000）',
      ),
    )
    .option(
      '--name <s>',
      t('name of this worker in logs (default HOST:PID)', '本 worker 在日志中的名称（默认 主机:进程号）'),
    )
    .option(
      '--db <url>',
      t(
        "the studies' PostgreSQL (postgres://...): games of studies stored there are written directly",
        '研究所在的 PostgreSQL（postgres://...）：存在那里的研究的对局直接写入',
      ),
    )
    .option('--json', t('print a JSON summary when leaving', '离开时输出 JSON 摘要'))
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
