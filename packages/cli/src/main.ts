/**
 * The `arbiter` command. Exit codes: 0 success, 1 when what was checked failed, 2 on bad usage or
 * input (one line on stderr, never a stack trace for a user's error).
 */
import {
  EngineError,
  InputError,
  type Lang,
  parseRecord,
  parseScenario,
  replayRecord,
  runScenario,
} from '@arbiter/kernel';
import { Command, CommanderError, Option } from 'commander';
import { bench, soak } from './bench.ts';
import { coverage } from './coverage.ts';
import { collectFiles, Progress, parseIntOption, readDeck, readText, table } from './io.ts';
import { playInTerminal } from './play.ts';
import { deckGame, findGame, GAMES, playableGame } from './registry.ts';
import { registerServe } from './serve.ts';
import { simulate } from './simulate.ts';
import { simulateParallel } from './simulate-parallel.ts';
import { registerStudy, StudyExit } from './study.ts';

class CheckFailed extends Error {}

function print(json: boolean, value: unknown, text: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('arbiter')
    .description('Arbiter: one rules engine for five tabletop card games')
    .version('0.1.0')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError(false);

  program
    .command('games')
    .description('list the games with their ids, names and status')
    .option('--json', 'print JSON')
    .action((o: { json?: boolean }) => {
      const rows = GAMES.map((g) => ({
        id: g.id,
        zh: g.names.zh,
        en: g.names.en,
        status: g.status,
        version: g.version,
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
    .description('play many games with agents and report statistics and a reproducible digest')
    .option('--games <n>', 'number of games', '100')
    .option('--seed <s>', 'seed of the run', '1')
    .option('--agents <list>', 'agent per seat, comma separated (e.g. random,random)')
    .option('--decks <files>', 'deck file per seat, comma separated')
    .option('--json', 'print JSON')
    .option('--records <dir>', 'write a game record per game into this folder')
    .option('--players <n>', "number of seats (the game's default otherwise)")
    .option('--workers <n>', 'worker threads to spread the games over (same digest as one thread)', '1')
    .action(
      async (
        gameId: string,
        o: {
          games: string;
          seed: string;
          agents?: string;
          decks?: string;
          json?: boolean;
          records?: string;
          players?: string;
          workers: string;
        },
      ) => {
        const workers = parseIntOption(o.workers, '--workers', 1);
        const module = playableGame(gameId);
        const players = o.players === undefined ? undefined : parseIntOption(o.players, '--players', 1);
        const games = parseIntOption(o.games, '--games', 1);
        const decks = o.decks?.split(',').map((f) => readDeck(f.trim(), module.id));
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
        const simOpts = {
          games,
          seed: o.seed,
          agents: o.agents?.split(',').map((s) => s.trim()),
          decks,
          records: o.records,
          players,
          onProgress: (n: number) => bar.update(n),
        };
        const report =
          workers > 1 ? await simulateParallel(module, simOpts, workers) : simulate(module, simOpts);
        bar.finish();
        for (const f of report.failures)
          process.stderr.write(`game with seed "${f.seed}" failed: ${f.error}\n`);
        print(Boolean(o.json), report, () =>
          [
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
                  report.game,
                  report.games,
                  report.finished,
                  report.wins.join('/'),
                  report.draws,
                  report.errors,
                  report.capped,
                  report.turns ? `${report.turns.mean} (max ${report.turns.max})` : '-',
                  report.decisions,
                  report.gamesPerSecond,
                  report.decisionsPerSecond,
                ],
              ],
            ),
            '',
            'end reasons:',
            ...Object.entries(report.endReasons).map(([k, v]) => `  ${k}: ${v}`),
            `digest: ${report.digest}   (${report.wallSeconds}s)`,
          ].join('\n'),
        );
        if (report.errors > 0) throw new CheckFailed();
      },
    );

  program
    .command('replay <record>')
    .description('re-run a saved game record and check every state hash')
    .option('--json', 'print JSON')
    .action((file: string, o: { json?: boolean }) => {
      const rec = parseRecord(readText(file));
      const module = playableGame(rec.game);
      const rep = replayRecord(module, rec);
      print(Boolean(o.json), { record: file, game: rec.game, ...rep }, () =>
        rep.ok
          ? `replay ok: ${rep.decisions} decisions, every state hash matches`
          : `replay MISMATCH at decision ${rep.mismatchAt}${rep.expected ? `: expected ${rep.expected}, got ${rep.actual}` : ''}${rep.error ? `: ${rep.error}` : ''}`,
      );
      if (!rep.ok) throw new CheckFailed();
    });

  program
    .command('scenario <path>')
    .description('run scenario files (a file, or every .yaml/.yml/.json in a folder)')
    .option('--json', 'print JSON')
    .action((path: string, o: { json?: boolean }) => {
      const files = collectFiles(path, ['.yaml', '.yml', '.json']);
      if (files.length === 0) throw new InputError(`no scenario files in ${path}`);
      const results = files.map((file) => {
        const sc = parseScenario(readText(file), file);
        const module = playableGame(sc.game);
        try {
          const r = runScenario(module, sc);
          return { file, name: r.name, rules: sc.rules, passed: r.passed, failures: r.failures };
        } catch (e) {
          if (e instanceof InputError) throw new InputError(`${file}: ${e.message}`);
          return {
            file,
            name: sc.name,
            rules: sc.rules,
            passed: false,
            failures: [`engine error: ${(e as Error).message}`],
          };
        }
      });
      const failed = results.filter((r) => !r.passed).length;
      print(Boolean(o.json), { passed: results.length - failed, failed, results }, () =>
        [
          ...results.map(
            (r) =>
              `${r.passed ? 'PASS' : 'FAIL'}  ${r.name}  (${r.file})${r.failures.map((f) => `\n      ${f}`).join('')}`,
          ),
          `${results.length - failed} passed, ${failed} failed`,
        ].join('\n'),
      );
      if (failed) throw new CheckFailed();
    });

  program
    .command('play <game>')
    .description('play a whole game in the terminal against an agent')
    .option('--seat <n>', 'your seat (0 starts)', '0')
    .option('--vs <agent>', 'opponent agent', 'random')
    .option('--seed <s>', 'game seed', 'play')
    .option('--players <n>', "number of seats (the game's default otherwise)")
    .option('--record <file>', 'save the game as a record when it ends (replay it with arbiter replay)')
    .addOption(new Option('--lang <lang>', 'language').choices(['zh', 'en']).default('zh'))
    .action(
      async (
        gameId: string,
        o: { seat: string; vs: string; seed: string; lang: Lang; players?: string; record?: string },
      ) => {
        const module = playableGame(gameId);
        const seat = parseIntOption(o.seat, '--seat');
        const players =
          o.players === undefined ? module.players.default : parseIntOption(o.players, '--players', 1);
        if (players < module.players.min || players > module.players.max) {
          throw new InputError(
            `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
          );
        }
        if (seat >= players) throw new InputError(`--seat must be below ${players}`);
        await playInTerminal(module, { seat, vs: o.vs, seed: o.seed, lang: o.lang, players }, o.record);
      },
    );

  program
    .command('rules <game>')
    .description('rule coverage: every numbered rule of the seed with status, code location and citing tests')
    .option('--json', 'print JSON')
    .option('--status <status>', 'only rules with this status')
    .action((gameId: string, o: { json?: boolean; status?: string }) => {
      const module = findGame(gameId);
      const rep = coverage(module);
      const rows = o.status ? rep.rules.filter((r) => r.status === o.status) : rep.rules;
      print(Boolean(o.json), { ...rep, rules: rows }, () => {
        const t = rep.totals;
        return [
          table(
            ['rule', 'status', 'code', 'tests', 'title / note'],
            rows.map((r) => [
              `${rep.prefix} ${r.id}`,
              r.status,
              r.code[0] ?? '-',
              String(r.tests.length),
              `${r.title.zh}${r.note ? ` — ${r.note}` : ''}`.slice(0, 80),
            ]),
          ),
          '',
          `totals: ${t.total} rules — implemented ${t.implemented}, stand-in ${t['stand-in']}, not applicable ${t['not-applicable']}, missing ${t.missing}; cited by tests ${t.tested}; implemented but untested ${t.implementedUntested}; implemented without a code citation ${t.implementedWithoutCode}`,
        ].join('\n');
      });
    });

  program
    .command('cards <game>')
    .description(
      "the game's whole card pool: which cards are implemented, encoded (written, not yet playable) or missing",
    )
    .option('--json', 'print JSON')
    .option('--status <status>', 'only cards with this status (implemented, encoded, missing)')
    .action((gameId: string, o: { json?: boolean; status?: string }) => {
      const module = findGame(gameId);
      if (!module.cardPool) throw new InputError(`game "${gameId}" does not list its card pool`);
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
    });

  const deck = program.command('deck').description('deck files');
  deck
    .command('validate <game> <file>')
    .description("check a deck file against the game's deck-building rules, listing every violation")
    .option('--json', 'print JSON')
    .addOption(new Option('--lang <lang>', 'language').choices(['zh', 'en']).default('en'))
    .action((gameId: string, file: string, o: { json?: boolean; lang: Lang }) => {
      const module = deckGame(gameId);
      const d = readDeck(file, module.id);
      const v = module.decks.validate(d);
      print(Boolean(o.json), { deck: d.name, legal: v.length === 0, violations: v }, () =>
        v.length === 0
          ? `${d.name}: legal`
          : [
              `${d.name}: ${v.length} violation(s)`,
              ...v.map((x) => `  [${x.rule}] ${x.message[o.lang]}`),
            ].join('\n'),
      );
      if (v.length) throw new CheckFailed();
    });

  program
    .command('bench')
    .description('speed and memory per game: decisions/s, games/s, clone, serialize+restore, state size')
    .option('--json', 'print JSON')
    .option('--games <ids>', 'only these games (comma separated)')
    .option('--seconds <n>', 'self-play time per game', '3')
    .option('--runs <n>', 'runs per figure (the median is reported)', '5')
    .option('--soak <n>', 'also play this many games in one process and report memory', '0')
    .action((o: { json?: boolean; games?: string; seconds: string; runs: string; soak: string }) => {
      const ids = o.games
        ? o.games.split(',').map((s) => s.trim())
        : GAMES.filter((g) => g.status !== 'planned').map((g) => g.id);
      const seconds = parseIntOption(o.seconds, '--seconds', 1);
      const runs = parseIntOption(o.runs, '--runs', 1);
      const soakGames = parseIntOption(o.soak, '--soak');
      const figures = ids.map((id) => bench(playableGame(id), { seconds, runs }));
      const soaks = soakGames > 0 ? ids.map((id) => soak(playableGame(id), soakGames)) : [];
      print(Boolean(o.json), { node: process.version, figures, soak: soaks }, () =>
        [
          table(
            ['game', 'decisions/s', 'games/s', 'clone µs', 'clone+apply µs', 'ser+restore µs', 'state bytes'],
            figures.map((f) => [
              f.game,
              f.decisionsPerSecond,
              f.gamesPerSecond,
              f.cloneMicros,
              f.cloneAndApplyMicros,
              f.serializeRestoreMicros,
              f.stateBytes,
            ]),
          ),
          'targets per core: ≥ 200000 decisions/s; clone+apply ≤ 10 µs; serialize+restore ≤ 50 µs; state ≤ 30000 bytes',
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
    });

  registerServe(program);
  registerStudy(program);

  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (
        e.code === 'commander.helpDisplayed' ||
        e.code === 'commander.version' ||
        e.code === 'commander.help'
      )
        return 0;
      return 2;
    }
    if (e instanceof CheckFailed) return 1;
    if (e instanceof StudyExit) return e.code;
    if (e instanceof InputError) {
      process.stderr.write(`arbiter: ${e.message}\n`);
      return 2;
    }
    if (e instanceof EngineError) {
      process.stderr.write(`arbiter: engine error (${e.code}): ${e.message}\n`);
      return 1;
    }
    process.stderr.write(`arbiter: internal error: ${(e as Error).message}\n`);
    if (process.env.ARBITER_DEBUG) process.stderr.write(`${(e as Error).stack}\n`);
    return 1;
  }
}
