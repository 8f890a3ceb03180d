/**
 * The `arbiter` command. Exit codes: 0 success, 1 when what was checked failed, 2 on bad usage or
 * input (one line on stderr, never a stack trace for a user's error). Help and messages meant for
 * people come in English or Chinese: `--lang zh|en`, else ARBITER_LANG, else the locale (LANG).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installAgents, parseBudget } from '@arbiter/ai';
import {
  clip,
  EngineError,
  type GameModule,
  InputError,
  KERNEL_CATALOG,
  type Lang,
  type Msg,
  parseRecord,
  parseScenario,
  renderMsg,
  replayRecord,
  runScenario,
  seatCounts,
} from '@arbiter/kernel';
import { Command, CommanderError, Help, Option } from 'commander';
import {
  arenaReportOfLogs,
  arenaText,
  type GameLine,
  resumeArenaLog,
  runArena,
  startArenaLog,
} from './arena.ts';
import { bench, benchCompare, measureSide, otherSide, type SideFigures, soak, thisSide } from './bench.ts';
import { botOnStdio } from './bot.ts';
import { citation, ruleTitle } from './citation.ts';
import { coverage } from './coverage.ts';
import { FuzzFailed, registerFuzz } from './fuzz.ts';
import {
  checkRecordPath,
  checkRecordsFolder,
  collectFiles,
  deckSlug,
  Progress,
  parseIntOption,
  parseStructured,
  rateText,
  readDeck,
  readText,
  resolveDeck,
  table,
} from './io.ts';
import { playInTerminal } from './play.ts';
import { deckGame, findGame, GAMES, playableGame } from './registry.ts';
import { registerServe } from './serve.ts';
import { type SimulateReport, simulateInterruptible } from './simulate.ts';
import { simulateParallel } from './simulate-parallel.ts';
import { registerStudy, StudyExit } from './study.ts';

class CheckFailed extends Error {}

/** Limits that keep a typo from starting a run of days (each says what it is in its message). */
export const LIMITS = {
  games: 10_000_000,
  seconds: 3600,
  runs: 100,
  soak: 1_000_000,
  workers: Math.max(1, availableParallelism()) * 4,
} as const;

function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

/** The language of help and messages: --lang in the arguments, ARBITER_LANG, or the locale. */
export function detectLang(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Lang {
  const i = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = i < 0 ? undefined : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  if (given === 'zh' || given === 'en') return given;
  const fromEnv = env.ARBITER_LANG ?? env.LC_ALL ?? env.LC_MESSAGES ?? env.LANG ?? '';
  return /^zh/i.test(fromEnv) ? 'zh' : 'en';
}

const HELP_TITLES: Record<string, string> = {
  'Usage:': '用法：',
  'Options:': '选项：',
  'Commands:': '命令：',
  'Arguments:': '参数：',
  'Global Options:': '全局选项：',
};

/** A game's end reason in words, with the player left general ("a player has taken 7 damage"). */
function endReasonText(gameId: string, rule: string, m: Msg | undefined, lang: Lang): string {
  const module = findGame(gameId);
  if (!m) return citation(module, rule, lang);
  const catalog = { ...KERNEL_CATALOG, ...module.catalog };
  const entry = catalog[m.key];
  const neutral = entry
    ? {
        [m.key]: {
          zh: entry.zh.replace(/玩家\{player\}/g, '一名玩家'),
          en: entry.en
            .replace(/^[Pp]layer \{player\}/, 'A player')
            .replace(/\b[Pp]layer \{player\}/g, 'a player'),
        },
      }
    : {};
  const words = renderMsg(m, lang, { ...catalog, ...neutral }, (c, l) => module.cardName(c, l));
  return `${words} [${citation(module, rule, lang)}]`;
}

function simulateText(rep: SimulateReport, lang: Lang): string {
  const zh = lang === 'zh';
  const rows = (list: SimulateReport['bySeat']) =>
    list.map((w) => [w.label, w.wins, w.games, rateText(w.wins, w.games)]);
  const head = [
    zh ? '分组' : 'group',
    zh ? '胜' : 'wins',
    zh ? '完成局数' : 'of games',
    zh ? '胜率 [95%区间]' : 'win rate [95% interval]',
  ];
  return [
    ...(rep.interrupted
      ? [
          zh
            ? `已中断：完成 ${rep.games}/${rep.requested} 局，以下只统计这些对局（digest 也只对应它们）`
            : `interrupted: ${rep.games} of ${rep.requested} games played; the figures below cover those games only (so does the digest)`,
          '',
        ]
      : []),
    table(
      [
        'game',
        'games',
        'finished',
        'wins',
        'draws',
        'errors',
        'capped',
        'turns',
        'decisions',
        'games/s',
        'decisions/s',
      ],
      [
        [
          rep.game,
          rep.games,
          rep.finished,
          rep.wins.join('/'),
          rep.draws,
          rep.errors,
          rep.capped,
          rep.turns ? `${rep.turns.mean} (max ${rep.turns.max})` : '-',
          rep.decisions,
          rep.gamesPerSecond,
          rep.decisionsPerSecond,
        ],
      ],
    ),
    '',
    zh ? '胜负（按座位、卡组、先后手）：' : 'wins by seat, by deck and by turn order:',
    table(head, [
      ...rows(rep.bySeat),
      ...(rep.byDeck.length > 1 ? rows(rep.byDeck) : []),
      ...rows(rep.byTurnOrder),
    ]),
    '',
    zh ? '结束原因：' : 'end reasons:',
    ...Object.entries(rep.endReasons).map(
      ([rule, n]) => `  ${n} × ${endReasonText(rep.game, rule, rep.endReasonMessages[rule], lang)}`,
    ),
    ...(rep.capped
      ? [zh ? `  ${rep.capped} × 超过决定数上限而停止` : `  ${rep.capped} × stopped at the decision cap`]
      : []),
    ...(rep.errors ? [zh ? `  ${rep.errors} × 引擎错误` : `  ${rep.errors} × engine error`] : []),
    `digest: ${rep.digest}   (${rep.wallSeconds}s)`,
  ].join('\n');
}

/** A scenario-looking file that is really a deck (a name and a card → count map). */
function looksLikeDeck(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return false;
  const o = raw as Record<string, unknown>;
  return (
    typeof o.cards === 'object' &&
    o.cards !== null &&
    !Array.isArray(o.cards) &&
    o.script === undefined &&
    o.expect === undefined &&
    o.setup === undefined
  );
}

/** Seat and player count of `play` and `bot`, checked against the game. */
function seating(module: ReturnType<typeof playableGame>, seatText: string, playersText?: string) {
  const seat = parseIntOption(seatText, '--seat');
  const players =
    playersText === undefined ? module.players.default : parseIntOption(playersText, '--players', 1);
  if (players < module.players.min || players > module.players.max) {
    throw new InputError(
      `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
    );
  }
  if (seat >= players) throw new InputError(`--seat must be below ${players}`);
  return { seat, players };
}

export function buildProgram(lang: Lang = 'en'): Command {
  // The AI agents (mcts, greedy) with the default budget; commands given --budget install their own.
  installAgents();
  const zh = lang === 'zh';
  const t = (en: string, zhText: string) => (zh ? zhText : en);
  const program = new Command();
  program
    .name('arbiter')
    .description(
      t(
        'Arbiter: one rules engine for five tabletop card games (help in Chinese: --lang zh)',
        'Arbiter：一个规则引擎，五款桌面卡牌游戏（英文帮助：--lang en）',
      ),
    )
    .version('0.1.0', '-V, --version', t('print the version', '显示版本号'))
    .helpOption('-h, --help', t('show help for a command', '显示命令的帮助'))
    .helpCommand('help [command]', t('show help for a command', '显示命令的帮助'))
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s), writeOut: (s) => process.stdout.write(s) })
    .configureHelp({
      styleTitle: (s: string) => (zh ? (HELP_TITLES[s] ?? s) : s),
      optionDescription: (option: Option) => {
        const text = Help.prototype.optionDescription.call(new Help(), option);
        return zh
          ? text
              .replace(/\(choices: /g, '（可选：')
              .replace(/, default: /g, '，默认：')
              .replace(/\(default: /g, '（默认：')
              .replace(/\)$/, '）')
          : text;
      },
    } as Partial<Help>)
    .showHelpAfterError(false)
    .addOption(
      new Option('--lang <lang>', t('language of help and messages', '帮助和消息的语言')).choices([
        'zh',
        'en',
      ]),
    )
    .allowExcessArguments(true)
    // `arbiter` alone prints the help (to stdout, exit 0); an unknown command is bad usage.
    .action((_o: unknown, cmd: Command) => {
      if (cmd.args.length)
        throw new InputError(
          `unknown command "${clip(cmd.args[0], 30)}" (arbiter --help lists the commands)`,
        );
      process.stdout.write(program.helpInformation());
    });
  const langOption = (fallback: Lang) =>
    new Option('--lang <lang>', t('language', '语言')).choices(['zh', 'en']).default(fallback);

  program
    .command('games')
    .description(t('list the games with their ids, names and status', '列出游戏的 id、名称和状态'))
    .option('--json', t('print JSON', '输出 JSON'))
    .action((o: { json?: boolean }) => {
      const rows = GAMES.map((g) => ({
        id: g.id,
        zh: g.names.zh,
        en: g.names.en,
        status: g.status,
        version: g.version,
        seats: seatCounts(g),
      }));
      print(Boolean(o.json), rows, () =>
        table(
          ['id', 'zh-CN', 'en', 'status'],
          rows.map((r) => [r.id, r.zh, r.en, r.status]),
        ),
      );
    });

  program
    .command('simulate <game>')
    .description(
      t(
        'play many games with agents; wins with 95% intervals, end reasons, speed and a reproducible digest (Ctrl-C prints the games so far)',
        '让智能体对战多局：胜率及 95% 区间、结束原因、速度和可复现的摘要（Ctrl-C 输出已完成的对局）',
      ),
    )
    .option('--games <n>', t(`number of games (1–${LIMITS.games})`, `对局数（1–${LIMITS.games}）`), '100')
    .option('--seed <s>', t('seed of the run', '本次运行的种子'), '1')
    .option(
      '--agents <list>',
      t(
        'agent per seat, comma separated: random, greedy or mcts (e.g. mcts,random)',
        '每个座位的智能体，逗号分隔：random、greedy 或 mcts',
      ),
    )
    .option(
      '--decks <list>',
      t(
        'deck per seat: a ready deck name or a deck file, comma separated',
        '每个座位的卡组：现成卡组名或卡组文件，逗号分隔',
      ),
    )
    .option(
      '--cards <file>',
      t(
        "a card file of one's own (JSON list of cards, the game's card schema) for the decks to use",
        '自己的卡牌文件（卡牌的 JSON 列表，按游戏的卡牌格式），供卡组使用',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .option(
      '--records <dir>',
      t('write a game record per game into this folder', '把每局的记录写入这个文件夹'),
    )
    .option('--players <n>', t("number of seats (the game's default otherwise)", '座位数（默认按游戏）'))
    .option(
      '--workers <n>',
      t(
        `worker threads (1–${LIMITS.workers}; same digest as one thread)`,
        `工作线程数（1–${LIMITS.workers}；摘要与单线程相同）`,
      ),
      '1',
    )
    .option(
      '--budget <b>',
      t(
        'search budget of the AI agents per decision: 200ms, 2s or 300it',
        'AI 智能体每个决定的搜索预算：200ms、2s 或 300it',
      ),
      '200ms',
    )
    .option(
      '--threads <n>',
      t('search threads per AI decision (root parallelism)', '每个 AI 决定的搜索线程数'),
      '1',
    )
    .addOption(langOption(lang))
    .action(
      async (
        gameId: string,
        o: {
          games: string;
          seed: string;
          agents?: string;
          decks?: string;
          cards?: string;
          json?: boolean;
          records?: string;
          players?: string;
          workers: string;
          budget: string;
          threads: string;
          lang: Lang;
        },
      ) => {
        const workers = parseIntOption(o.workers, '--workers', 1, LIMITS.workers);
        const budget = parseBudget(o.budget);
        const threads = parseIntOption(o.threads, '--threads', 1);
        installAgents({ budget, threads });
        const module = playableGame(gameId);
        const players = o.players === undefined ? undefined : parseIntOption(o.players, '--players', 1);
        const games = parseIntOption(o.games, '--games', 1, LIMITS.games);
        if (o.records) checkRecordsFolder(o.records, '--records');
        if (o.cards !== undefined) addCardFile(module, o.cards, workers);
        const decks = o.decks?.split(',').map((f) => resolveDeck(f, module));
        if (decks) {
          for (const [i, d] of decks.entries()) {
            const v = module.decks.validate(d);
            if (v.length)
              throw new InputError(
                `deck ${i + 1} (${d.name}) is not legal: ${v[0].message.en} [${v[0].rule}]${v.length > 1 ? ` and ${v.length - 1} more` : ''}`,
              );
          }
        }
        const bar = new Progress(games, module.id);
        let stop = false;
        const onInt = () => {
          if (stop) process.exit(130); // a second Ctrl-C leaves at once
          stop = true;
        };
        process.on('SIGINT', onInt);
        const simOpts = {
          games,
          seed: o.seed,
          agents: o.agents?.split(',').map((s) => s.trim()),
          decks,
          records: o.records,
          players,
          budget,
          threads,
          onProgress: (n: number) => bar.update(n),
          shouldStop: () => stop,
        };
        let report: SimulateReport;
        try {
          report =
            workers > 1
              ? await simulateParallel(module, simOpts, workers)
              : await simulateInterruptible(module, simOpts);
        } finally {
          process.off('SIGINT', onInt);
          bar.finish();
        }
        for (const f of report.failures)
          process.stderr.write(`game with seed "${f.seed}" failed: ${clip(f.error, 300)}\n`);
        print(Boolean(o.json), report, () => simulateText(report, o.lang));
        if (report.errors > 0) throw new CheckFailed();
        if (report.interrupted) process.exitCode = 130;
      },
    );

  program
    .command('replay <record>')
    .description(
      t(
        're-run a saved game record: every state hash, the recorded result, and whether the game ended',
        '重新运行保存的对局记录：检查每个状态哈希、记录的结果以及对局是否结束',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .addOption(langOption(lang))
    .action((file: string, o: { json?: boolean; lang: Lang }) => {
      const rec = parseRecord(readText(file));
      const module = playableGame(rec.game);
      const rep = replayRecord(module, rec);
      const L = o.lang === 'zh';
      const who = (ws: number[]) =>
        ws.length
          ? L
            ? `胜者：玩家 ${ws.join('、')}`
            : `won by player ${ws.join(', ')}`
          : L
            ? '平局'
            : 'a draw';
      const resultWords = (r: { winners: number[]; draw: boolean; rule: string } | null) =>
        r
          ? `${r.draw ? (L ? '平局' : 'a draw') : who(r.winners)} [${citation(module, r.rule, o.lang)}]`
          : L
            ? '未结束'
            : 'not ended';
      const recorded = rec.result;
      const replayed = rep.result ?? null;
      const resultOk =
        JSON.stringify(recorded && { w: recorded.winners, d: recorded.draw, r: recorded.rule }) ===
        JSON.stringify(replayed && { w: replayed.winners, d: replayed.draw, r: replayed.rule });
      const ok = rep.ok && resultOk;
      const lines: string[] = [];
      if (rep.ok) {
        lines.push(
          L
            ? `回放一致：${rep.decisions} 个决定，每个状态哈希都相符`
            : `replay ok: ${rep.decisions} decisions, every state hash matches`,
        );
      } else if (rep.mismatchAt === -1) {
        lines.push(
          L
            ? `回放不一致：开局状态就与记录不同——种子（"${clip(rec.seed, 40)}"）、卡组或游戏版本（记录为 ${rec.gameVersion}，现在是 ${module.version}）被改动过`
            : `replay MISMATCH before the first decision: the game does not start as recorded — the seed ("${clip(rec.seed, 40)}"), a deck or the game's version (recorded ${rec.gameVersion}, now ${module.version}) differs`,
        );
      } else if (rep.error) {
        lines.push(
          L
            ? `回放不一致：第 ${rep.mismatchAt} 个决定被拒绝：${clip(rep.error, 200)}`
            : `replay MISMATCH at decision ${rep.mismatchAt}: ${clip(rep.error, 200)}`,
        );
      } else {
        lines.push(
          L
            ? `回放不一致：第 ${rep.mismatchAt} 个决定之后的状态与记录不同（期望 ${rep.expected}，实际 ${rep.actual}）`
            : `replay MISMATCH after decision ${rep.mismatchAt}: the state differs from the recorded one (expected ${rep.expected}, got ${rep.actual})`,
        );
      }
      if (rep.ok) {
        lines.push(
          replayed
            ? L
              ? `对局已结束：${resultWords(replayed)}`
              : `the game ended: ${resultWords(replayed)}`
            : L
              ? `对局没有结束（记录停在第 ${rep.decisions} 个决定${rec.agents.includes('human') ? '，玩家离开了' : ''}）`
              : `the game did not end (the record stops after ${rep.decisions} decisions${rec.agents.includes('human') ? '; the player left' : ''})`,
        );
        if (!resultOk)
          lines.push(
            L
              ? `记录中的结果与回放不符：记录为 ${resultWords(recorded)}，回放为 ${resultWords(replayed)}`
              : `the recorded result does not match: the record says ${resultWords(recorded)}, the replay gives ${resultWords(replayed)}`,
          );
      }
      print(
        Boolean(o.json),
        { record: file, game: rec.game, ...rep, ok, ended: replayed !== null, resultMatches: resultOk },
        () => lines.join('\n'),
      );
      if (!ok) throw new CheckFailed();
    });

  program
    .command('scenario <path>')
    .description(
      t(
        'run scenario files (a file, or every .yaml/.yml/.json in a folder; deck files are skipped)',
        '运行场景文件（一个文件，或文件夹中所有 .yaml/.yml/.json；卡组文件会被跳过）',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .action((path: string, o: { json?: boolean }) => {
      const files = collectFiles(path, ['.yaml', '.yml', '.json']);
      const single = files.length === 1 && files[0] === path;
      if (files.length === 0) throw new InputError(`no scenario files in ${clip(path)}`);
      type Row = { file: string; name: string; rules: string[]; passed: boolean; failures: string[] };
      const results: Row[] = [];
      const malformed: { file: string; error: string }[] = [];
      const skipped: { file: string; why: string }[] = [];
      for (const file of files) {
        try {
          const text = readText(file);
          if (looksLikeDeck(parseStructured(text, file))) {
            if (single)
              throw new InputError(
                `${file}: this is a deck file, not a scenario (try arbiter deck validate)`,
              );
            skipped.push({ file, why: 'a deck file, not a scenario' });
            continue;
          }
          const sc = parseScenario(text, file);
          const module = playableGame(sc.game);
          try {
            const r = runScenario(module, sc);
            results.push({ file, name: r.name, rules: sc.rules, passed: r.passed, failures: r.failures });
          } catch (e) {
            if (e instanceof InputError) throw e;
            results.push({
              file,
              name: sc.name,
              rules: sc.rules,
              passed: false,
              failures: [`engine error: ${clip((e as Error).message, 300)}`],
            });
          }
        } catch (e) {
          if (!(e instanceof InputError)) throw e;
          if (single) throw new InputError(e.message.startsWith(file) ? e.message : `${file}: ${e.message}`);
          malformed.push({
            file,
            error: clip(e.message.startsWith(file) ? e.message : `${file}: ${e.message}`, 300),
          });
        }
      }
      const failed = results.filter((r) => !r.passed).length;
      print(
        Boolean(o.json),
        {
          passed: results.length - failed,
          failed,
          malformed: malformed.length,
          results,
          malformedFiles: malformed,
          skipped,
        },
        () =>
          [
            ...results.map(
              (r) =>
                `${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  (${r.file})${r.failures.map((f) => `\n      ${f}`).join('')}`,
            ),
            ...malformed.map((m) => `BAD   ${m.error}`),
            ...skipped.map((s) => `skip  ${s.file}: ${s.why}`),
            `${results.length - failed} passed, ${failed} failed${malformed.length ? `, ${malformed.length} malformed` : ''}${skipped.length ? `, ${skipped.length} skipped` : ''}`,
          ].join('\n'),
      );
      if (malformed.length) {
        for (const m of malformed) process.stderr.write(`arbiter: ${m.error}\n`);
        process.exitCode = 2;
        return;
      }
      if (failed) throw new CheckFailed();
    });

  program
    .command('play <game>')
    .description(
      t(
        'play a whole game in the terminal against an agent (type help during the game)',
        '在终端里与智能体下完整的一局（对局中输入 help 查看命令）',
      ),
    )
    .option('--seat <n>', t('your seat (0 starts the seating)', '你的座位（从 0 开始）'), '0')
    .option(
      '--vs <agent>',
      t('opponent agent: mcts, greedy or random', '对手智能体：mcts、greedy 或 random'),
      'mcts',
    )
    .option(
      '--budget <b>',
      t(
        "the AI's thinking time per decision: 500ms, 2s or 300it",
        'AI 每个决定的思考时间：500ms、2s 或 300it',
      ),
      '500ms',
    )
    .option(
      '--threads <n>',
      t('search threads per AI decision (root parallelism)', '每个 AI 决定的搜索线程数'),
      '1',
    )
    .option(
      '--seed <s>',
      t(
        'game seed (a new random one each game otherwise; it is printed)',
        '对局种子（不指定则每局随机并显示出来）',
      ),
    )
    .option(
      '--deck <list>',
      t(
        'deck per seat, yours first: a ready deck name or a deck file, comma separated',
        '每个座位的卡组（你的在前）：现成卡组名或卡组文件，逗号分隔',
      ),
    )
    .option(
      '--hold',
      t(
        'hold priority: stop at every decision, even one with a single choice',
        '保留优先权：每个决定都停下，即使只有一个选择',
      ),
    )
    .option('--players <n>', t("number of seats (the game's default otherwise)", '座位数（默认按游戏）'))
    .option(
      '--record <file>',
      t(
        'save the game to this new file however it ends (replay it with arbiter replay)',
        '无论如何结束都把对局保存到这个新文件（用 arbiter replay 回放）',
      ),
    )
    .addOption(langOption(lang))
    .action(
      async (
        gameId: string,
        o: {
          seat: string;
          vs: string;
          budget: string;
          threads: string;
          seed?: string;
          deck?: string;
          hold?: boolean;
          lang: Lang;
          players?: string;
          record?: string;
        },
      ) => {
        const module = playableGame(gameId);
        const { seat, players } = seating(module, o.seat, o.players);
        installAgents({ budget: parseBudget(o.budget), threads: parseIntOption(o.threads, '--threads', 1) });
        if (o.record) checkRecordPath(o.record, '--record');
        let decks: ReturnType<typeof resolveDeck>[] | undefined;
        if (o.deck) {
          const given = o.deck.split(',').map((d) => resolveDeck(d, module));
          if (given.length > players)
            throw new InputError(`--deck names ${given.length} decks for ${players} seats`);
          if (module.decks.shared && given.length > 1)
            throw new InputError(
              `${module.id} plays from one deck for the whole table: give --deck one deck`,
            );
          for (const [i, d] of given.entries()) {
            const v = module.decks.validate(d);
            if (v.length)
              throw new InputError(
                `deck ${i + 1} (${d.name}) is not legal: ${v[0].message.en} [${v[0].rule}]`,
              );
          }
          // Yours first, then the other seats in order; seats not named get the ready decks.
          // (a game played from one shared deck takes the first seat's)
          const order = module.decks.shared
            ? [0]
            : [seat, ...Array.from({ length: players }, (_, i) => i).filter((i) => i !== seat)];
          decks = Array.from(
            { length: players },
            (_, i) => module.decks.ready[i % module.decks.ready.length],
          );
          given.forEach((d, k) => {
            decks![order[k]] = d;
          });
        }
        const seed = o.seed ?? randomBytes(4).toString('hex');
        await playInTerminal(
          module,
          { seat, vs: o.vs, seed, lang: o.lang, players, decks, hold: Boolean(o.hold) },
          o.record,
        );
      },
    );

  program
    .command('arena <game>')
    .description('agents play each other round robin: win rates with 95% intervals, decision times')
    .option('--agents <list>', 'agents, comma separated', 'mcts,greedy,random')
    .option('--games <n>', 'games per pair (seats swapped every other game)', '20')
    .option('--seed <s>', 'seed of the run', '1')
    .option('--players <n>', "number of seats (the game's default otherwise)")
    .option('--budget <b>', 'search budget of the AI agents per decision: 200ms, 2s or 300it', '200ms')
    .option('--threads <n>', 'search threads per AI decision (root parallelism)', '1')
    .addOption(
      new Option(
        '--clock <clock>',
        'clock of budgets and decision times: wall, or cpu (a quiet core on a busy machine)',
      )
        .choices(['wall', 'cpu'])
        .default('wall'),
    )
    .option('--json', 'print JSON')
    .option(
      '--log <file>',
      'write the run to a new file: a header line, then one JSON line per finished game (a stopped run keeps its games)',
    )
    .option(
      '--resume <file>',
      "continue the run logged in the file: its games are not played again, the next ones are appended, the table counts them all (the run's settings and code must match)",
    )
    .action(
      (
        gameId: string,
        o: {
          log?: string;
          resume?: string;
          agents: string;
          games: string;
          seed: string;
          players?: string;
          budget: string;
          threads: string;
          clock: 'wall' | 'cpu';
          json?: boolean;
        },
      ) => {
        const module = playableGame(gameId);
        const games = parseIntOption(o.games, '--games', 1);
        const agents = o.agents.split(',').map((x) => x.trim());
        const budget = parseBudget(o.budget);
        const threads = parseIntOption(o.threads, '--threads', 1);
        const players = o.players === undefined ? undefined : parseIntOption(o.players, '--players', 1);
        if (o.log && o.resume)
          throw new InputError('give --log for a new run or --resume for a logged one, not both');
        const options = { agents, games, seed: o.seed, players, budget, threads, clock: o.clock };
        const logFile = o.log ?? o.resume;
        let previous: GameLine[] = [];
        if (o.resume) previous = resumeArenaLog(module, options, o.resume);
        else if (o.log) startArenaLog(module, options, o.log);
        let bar: Progress | null = null;
        const report = runArena(module, {
          ...options,
          previous,
          onGame: logFile ? (line) => appendFileSync(logFile, `${JSON.stringify(line)}\n`) : undefined,
          onProgress: (done, total) => {
            if (!bar) bar = new Progress(total, `${module.id} arena`);
            bar.update(done);
          },
        });
        (bar as Progress | null)?.finish();
        for (const e of report.errors)
          process.stderr.write(`game with seed "${e.seed}" failed: ${e.error}\n`);
        print(Boolean(o.json), report, () => arenaText(report));
        if (report.errors.length > 0) throw new CheckFailed();
      },
    );

  program
    .command('arena-report <logs...>')
    .description(
      'the arena table of logged runs (arena --log), from the logs alone; runs of one game are merged',
    )
    .option('--json', 'print JSON')
    .action((logs: string[], o: { json?: boolean }) => {
      const report = arenaReportOfLogs(logs, (id) => playableGame(id));
      print(Boolean(o.json), report, () => arenaText(report));
    });

  program
    .command('bot <game>')
    .description('play one seat over JSON lines on stdin/stdout (see docs/bots.md); agents play the others')
    .option('--stdio', 'speak the protocol on stdin and stdout (the only transport)')
    .option('--seat <n>', 'the seat the program plays', '0')
    .option('--vs <agent>', 'agent for the other seats: mcts, greedy or random', 'mcts')
    .option('--budget <b>', 'search budget of the AI agents per decision: 200ms, 2s or 300it', '200ms')
    .option('--threads <n>', 'search threads per AI decision (root parallelism)', '1')
    .option('--seed <s>', 'game seed', 'bot')
    .option('--players <n>', "number of seats (the game's default otherwise)")
    .addOption(new Option('--lang <lang>', 'language of the log texts').choices(['zh', 'en']).default('en'))
    .action(
      async (
        gameId: string,
        o: {
          stdio?: boolean;
          seat: string;
          vs: string;
          budget: string;
          threads: string;
          seed: string;
          players?: string;
          lang: Lang;
        },
      ) => {
        if (!o.stdio) throw new InputError('bot needs --stdio (the protocol runs on stdin and stdout)');
        const module = playableGame(gameId);
        const { seat, players } = seating(module, o.seat, o.players);
        installAgents({ budget: parseBudget(o.budget), threads: parseIntOption(o.threads, '--threads', 1) });
        await botOnStdio(module, { seat, vs: o.vs, seed: o.seed, lang: o.lang, players });
      },
    );

  program
    .command('rules <game>')
    .description(
      t(
        'rule coverage: every numbered rule of the seed with status, code location and citing tests',
        '规则覆盖：规则书的每条规则及其状态、代码位置和引用它的测试',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .option('--status <status>', t('only rules with this status', '只列出这种状态的规则'))
    .addOption(langOption(lang))
    .action((gameId: string, o: { json?: boolean; status?: string; lang: Lang }) => {
      const module = findGame(gameId);
      const rep = coverage(module);
      const rows = o.status ? rep.rules.filter((r) => r.status === o.status) : rep.rules;
      print(Boolean(o.json), { ...rep, rules: rows }, () => {
        const tot = rep.totals;
        return [
          table(
            ['rule', 'status', 'code', 'tests', o.lang === 'zh' ? '标题 / 说明' : 'title / note'],
            rows.map((r) => [
              `${rep.prefix} ${r.id}`,
              r.status,
              r.code[0] ?? '-',
              String(r.tests.length),
              `${ruleTitle(r.title, o.lang)}${r.note ? ` — ${r.note}` : ''}`.slice(0, 80),
            ]),
          ),
          '',
          `totals: ${tot.total} rules — implemented ${tot.implemented}, stand-in ${tot['stand-in']}, not applicable ${tot['not-applicable']}, unused by the card pool ${tot.unused}, missing ${tot.missing}; cited by tests ${tot.tested}; implemented but untested ${tot.implementedUntested}; implemented without a code citation ${tot.implementedWithoutCode}`,
        ].join('\n');
      });
    });

  registerFuzz(program, print);

  program
    .command('cards <game> [filter...]')
    .description(
      t(
        "the game's cards: id, name and a short text (words filter by id, name or text); --pool: the whole published pool and which cards are implemented",
        '游戏的卡牌：id、名称和简短效果（可按 id、名称或文字筛选）；--pool：整个发行卡池以及哪些卡已实现',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .option('--full', t('the full rules text instead of the short one', '显示完整效果文字'))
    .option(
      '--pool',
      t("the game's whole published card pool with each card's status", '整个发行卡池及每张卡的状态'),
    )
    .option(
      '--status <status>',
      t(
        'with --pool: only cards with this status (implemented, encoded, missing)',
        '配合 --pool：只列出这种状态的卡',
      ),
    )
    .addOption(langOption(lang))
    .action(
      (
        gameId: string,
        words: string[],
        o: { json?: boolean; full?: boolean; pool?: boolean; status?: string; lang: Lang },
      ) => {
        const module = findGame(gameId);
        const present = module.present;
        // The pool report (implemented / encoded / missing): asked for, or all a game has.
        if (o.pool || o.status !== undefined || !present) {
          if (!module.cardPool)
            throw new InputError(
              present
                ? `game "${gameId}" does not list its card pool (arbiter cards ${gameId} lists its cards)`
                : `game "${gameId}" does not list its card pool`,
            );
          const rep = module.cardPool();
          const rows = o.status ? rep.cards.filter((c) => c.status === o.status) : rep.cards;
          print(Boolean(o.json), { ...rep, cards: rows }, () =>
            [
              table(
                ['card', 'type', 'status', 'ids', 'note'],
                rows.map((c) => [c.name, c.type, c.status, c.ids.join(' '), (c.note ?? '').slice(0, 60)]),
              ),
              '',
              `totals: ${rep.total} cards — implemented ${rep.implemented}, encoded ${rep.encoded}, missing ${rep.total - rep.implemented - rep.encoded}`,
            ].join('\n'),
          );
          return;
        }
        const needles = words.map((w) => w.toLowerCase());
        const cards = present
          .cardIds()
          .map((id) => present.card(id, o.lang)!)
          .filter(Boolean)
          .filter((c) => {
            const other = present.card(c.id, o.lang === 'zh' ? 'en' : 'zh');
            const hay = `${c.id} ${c.name} ${c.kind} ${c.text} ${other?.name ?? ''}`.toLowerCase();
            return needles.every((n) => hay.includes(n));
          });
        print(Boolean(o.json), cards, () =>
          cards.length === 0
            ? o.lang === 'zh'
              ? '没有符合的卡牌'
              : 'no card matches'
            : [
                table(
                  [
                    'id',
                    o.lang === 'zh' ? '名称' : 'name',
                    o.lang === 'zh' ? '类别' : 'kind',
                    o.lang === 'zh' ? '效果' : 'text',
                  ],
                  cards.map((c) => [
                    c.id,
                    c.name,
                    c.kind,
                    (o.full ? c.text : c.short).replace(/\s*\n\s*/g, ' '),
                  ]),
                ),
                o.lang === 'zh' ? `共 ${cards.length} 张` : `${cards.length} card(s)`,
              ].join('\n'),
        );
      },
    );

  const deck = program.command('deck').description(t('deck files', '卡组文件'));
  deck
    .command('validate <game> <file>')
    .description(
      t(
        "check a deck file against the game's deck-building rules, listing every violation",
        '按游戏的组卡规则检查卡组文件，列出每一处违规',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .addOption(langOption(lang))
    .action((gameId: string, file: string, o: { json?: boolean; lang: Lang }) => {
      const module = deckGame(gameId);
      const d = readDeck(file, module.id);
      const v = module.decks.validate(d);
      print(Boolean(o.json), { deck: d.name, legal: v.length === 0, violations: v }, () =>
        v.length === 0
          ? `${d.name}: ${o.lang === 'zh' ? '合法' : 'legal'}`
          : [
              `${d.name}: ${v.length} ${o.lang === 'zh' ? '处违规（violation）' : 'violation(s)'}`,
              ...v.map((x) => `  [${citation(module, x.rule, o.lang)}] ${x.message[o.lang]}`),
            ].join('\n'),
      );
      if (v.length) throw new CheckFailed();
    });
  deck
    .command('list <game>')
    .description(
      t('the ready decks of a game (names to use with --deck)', '游戏的现成卡组（可用于 --deck 的名称）'),
    )
    .action((gameId: string) => {
      const module = playableGame(gameId);
      print(false, null, () =>
        table(
          ['deck', 'name', 'cards'],
          module.decks.ready.map((d) => [
            deckSlug(d.name),
            d.name,
            Object.values(d.cards).reduce((a, b) => a + b, 0),
          ]),
        ),
      );
    });

  program
    .command('bench [games...]')
    .description(
      t(
        'speed and memory per game (all playable games unless named): decisions/s, games/s, clone, serialize+restore, state size, each target marked met or missed',
        '每个游戏的速度和内存（未指定则全部可玩游戏）：每秒决定数、每秒对局数、克隆、序列化+恢复、状态大小，并标出是否达到目标',
      ),
    )
    .option('--json', t('print JSON', '输出 JSON'))
    .option(
      '--seconds <n>',
      t(`self-play time per game (1–${LIMITS.seconds})`, `每个游戏的自对弈时间（1–${LIMITS.seconds}）`),
      '3',
    )
    .option(
      '--runs <n>',
      t(
        `runs per figure, the median is reported (1–${LIMITS.runs})`,
        `每项的运行次数，取中位数（1–${LIMITS.runs}）`,
      ),
      '5',
    )
    .option(
      '--soak <n>',
      t(
        'also play this many games in one process and report memory',
        '另外在一个进程里连续下这么多局并报告内存',
      ),
      '0',
    )
    .option(
      '--compare <dir>',
      t(
        'compare with another checkout (npm ci done there): the same games, each side in its own process, alternating rounds, CPU time, ratios printed',
        '与另一个检出目录（已在其中 npm ci）比较：同样的对局，两边各在自己的进程里，轮流测量，按 CPU 时间，输出倍数',
      ),
    )
    .option(
      '--compare-games <n>',
      t('games per side in each round of --compare', '--compare 每轮每边的对局数'),
      '40',
    )
    .action(
      (
        ids: string[],
        o: {
          json?: boolean;
          seconds: string;
          runs: string;
          soak: string;
          compare?: string;
          compareGames: string;
        },
      ) => {
        const games = ids.length ? ids : GAMES.filter((g) => g.status !== 'planned').map((g) => g.id);
        const seconds = parseIntOption(o.seconds, '--seconds', 1, LIMITS.seconds);
        const runs = parseIntOption(o.runs, '--runs', 1, LIMITS.runs);
        if (o.compare !== undefined) {
          for (const id of games) playableGame(id);
          const perRound = parseIntOption(o.compareGames, '--compare-games', 1, 100_000);
          const baseDir = resolve(o.compare);
          checkCheckout(baseDir, o.compare);
          const found = benchCompare(baseDir, games, { rounds: runs, games: perRound }, runSideInChild);
          print(Boolean(o.json), { node: process.version, base: baseDir, compare: found }, () =>
            [
              `base: ${baseDir}; ratio = how many times better this checkout is (medians of ${runs} alternating rounds of ${perRound} games, CPU time)`,
              table(
                [
                  'game',
                  'games/s base',
                  'games/s this',
                  'ratio',
                  'clone+apply µs base',
                  'this',
                  'ratio',
                  'ser+restore µs base',
                  'this',
                  'ratio',
                  'state bytes base',
                  'this',
                ],
                found.map((f) => [
                  f.game,
                  f.gamesPerSecond.base,
                  f.gamesPerSecond.head,
                  `${f.gamesPerSecond.ratio}×`,
                  f.cloneAndApplyMicros.base,
                  f.cloneAndApplyMicros.head,
                  `${f.cloneAndApplyMicros.ratio}×`,
                  f.serializeRestoreMicros.base,
                  f.serializeRestoreMicros.head,
                  `${f.serializeRestoreMicros.ratio}×`,
                  f.stateBytes.base,
                  f.stateBytes.head,
                ]),
              ),
              ...games
                .filter((id) => !found.some((f) => f.game === id))
                .map((id) => `${id}: not playable in ${baseDir}`),
            ].join('\n'),
          );
          return;
        }
        const soakGames = parseIntOption(o.soak, '--soak', 0, LIMITS.soak);
        const modules = games.map((id) => playableGame(id));
        const bar = new Progress(modules.length, 'bench');
        const figures = modules.map((m, i) => {
          bar.update(i);
          return bench(m, { seconds, runs });
        });
        bar.finish();
        const soaks = soakGames > 0 ? modules.map((m) => soak(m, soakGames)) : [];
        const targets = figures.map((f) => ({
          game: f.game,
          decisionsPerSecond: f.decisionsPerSecond >= 200_000,
          cloneAndApply: f.cloneAndApplyMicros <= 10,
          serializeRestore: f.serializeRestoreMicros <= 50,
          stateSize: f.stateBytes <= 30_000,
        }));
        const mark = (v: number, met: boolean) => `${v} ${met ? 'met' : 'MISSED'}`;
        print(Boolean(o.json), { node: process.version, figures, targets, soak: soaks }, () =>
          [
            table(
              [
                'game',
                'decisions/s',
                'games/s',
                'clone µs',
                'clone+apply µs',
                'ser+restore µs',
                'state bytes',
              ],
              figures.map((f, i) => [
                f.game,
                mark(f.decisionsPerSecond, targets[i].decisionsPerSecond),
                f.gamesPerSecond,
                f.cloneMicros,
                mark(f.cloneAndApplyMicros, targets[i].cloneAndApply),
                mark(f.serializeRestoreMicros, targets[i].serializeRestore),
                mark(f.stateBytes, targets[i].stateSize),
              ]),
            ),
            'targets per core: ≥ 200000 decisions/s; clone+apply ≤ 10 µs; serialize+restore ≤ 50 µs; state ≤ 30000 bytes ("met" or "MISSED" beside each figure)',
            ...(soaks.length
              ? [
                  '',
                  table(
                    ['game', 'games', 'rss start MB', 'rss mid MB', 'rss end MB', 'peak MB', 'errors'],
                    soaks.map((s) => [
                      s.game,
                      s.games,
                      s.rssStartMB,
                      s.rssMidMB,
                      s.rssEndMB,
                      s.peakRssMB,
                      s.errors,
                    ]),
                  ),
                ]
              : []),
          ].join('\n'),
        );
      },
    );

  // One side of `bench --compare`, in a process of its own; prints its figures as JSON.
  program
    .command('bench-side', { hidden: true })
    .requiredOption('--games <ids>', 'games (comma separated)')
    .requiredOption('--count <n>', 'games to time')
    .option('--root <dir>', 'the checkout to measure (default: this one)')
    .action(async (o: { games: string; count: string; root?: string }) => {
      const side = o.root === undefined ? await thisSide() : await otherSide(o.root);
      const figures = measureSide(side, o.games.split(','), parseIntOption(o.count, '--count', 1, 100_000));
      process.stdout.write(`${JSON.stringify(figures)}\n`);
    });

  registerServe(program, t);
  registerStudy(program, t);

  return program;
}

/** Refuse a --compare directory that is not a checkout with its dependencies installed. */
function checkCheckout(dir: string, given: string): void {
  const shown = given.slice(0, 200);
  if (
    !existsSync(`${dir}/packages/kernel/src/index.ts`) ||
    !existsSync(`${dir}/packages/cli/src/registry.ts`)
  )
    throw new InputError(`--compare ${shown}: not an Arbiter checkout (no kernel or registry sources)`);
  if (!existsSync(`${dir}/node_modules`))
    throw new InputError(`--compare ${shown}: run npm ci there first (no node_modules)`);
}

/** `bench-side` of this checkout's CLI in a child process, measuring `dir` (null: this checkout). */
function runSideInChild(dir: string | null, ids: string[], games: number): (SideFigures | null)[] {
  const bin = fileURLToPath(new URL('../bin/arbiter.mjs', import.meta.url));
  const args = [bin, 'bench-side', '--games', ids.join(','), '--count', String(games)];
  if (dir !== null) args.push('--root', dir);
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (r.status !== 0)
    throw new EngineError(
      'bench-side',
      `measuring ${dir ?? 'this checkout'} failed: ${(r.stderr ?? '').trim().slice(0, 300)}`,
    );
  return JSON.parse(r.stdout.trim().split('\n').pop() as string);
}

let quietPipes = false;

/** Output piped into `head` ends quietly: a closed pipe ends the command, without a stack trace. */
export function quietOnClosedPipe(): void {
  if (quietPipes) return;
  quietPipes = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram(detectLang(argv));
  process.exitCode = undefined;
  try {
    await program.parseAsync(argv, { from: 'user' });
    const code = Number(process.exitCode ?? 0);
    process.exitCode = undefined;
    return code;
  } catch (e) {
    process.exitCode = undefined;
    if (e instanceof CommanderError) {
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.code === 'commander.help'
      )
        return 0;
      return 2;
    }
    if (e instanceof CheckFailed || e instanceof FuzzFailed) return 1;
    if (e instanceof StudyExit) return e.code;
    // One line each, never a huge one (messages may quote user input).
    if (e instanceof InputError) {
      process.stderr.write(`arbiter: ${clip(e.message, 400)}\n`);
      return 2;
    }
    if (e instanceof EngineError) {
      process.stderr.write(`arbiter: engine error (${e.code}): ${clip(e.message, 400)}\n`);
      return 1;
    }
    process.stderr.write(`arbiter: internal error: ${clip((e as Error).message, 400)}\n`);
    if (process.env.ARBITER_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
    return 1;
  }
}

/** `simulate --cards FILE`: a JSON list of card definitions the game adds before the decks are read. */
function addCardFile(module: GameModule, file: string, workers: number): void {
  if (!module.addCards) throw new InputError(`--cards: game "${module.id}" does not take a card file`);
  // Worker threads load the game afresh, without these cards.
  if (workers > 1) throw new InputError('--cards works with one worker only (leave out --workers)');
  const raw = parseStructured(readText(file), file);
  if (!Array.isArray(raw)) throw new InputError(`${clip(file)}: a card file is a JSON list of cards`);
  module.addCards(raw);
}
