/**
 * `arbiter fuzz <game>`: random games of a game checked at every decision point through the public
 * API (the library is the kernel's `fuzz`, so every game gets it). Prints how often each check ran
 * and every failure with the game's seed and the decision step; exit 1 on any failure.
 */
import { type FuzzReport, fuzz, InputError, seatCounts } from '@arbiter/kernel';
import type { Command } from 'commander';
import { Progress, parseIntOption, table } from './io.ts';
import { playableGame } from './registry.ts';

export class FuzzFailed extends Error {}

interface FuzzFlags {
  players?: string;
  decisions: string;
  seed: string;
  sample: string;
  game?: string;
  json?: boolean;
}

export function registerFuzz(
  program: Command,
  print: (json: boolean, v: unknown, text: () => string) => void,
) {
  program
    .command('fuzz <game>')
    .description(
      'play random games and check every decision point: restore/clone lockstep, refused answers, every option, views, logs and hidden information',
    )
    .requiredOption('--decisions <n>', 'decisions to play (the checks are extra)')
    .option('--seed <s>', 'seed of the run (every failure names the seed of its game)', '1')
    .option('--players <n>', "number of seats (the game's default otherwise)")
    .option('--sample <share>', 'share of decision points with the expensive checks', '0.02')
    .option('--game <seed>', 'play only this game (the seed a failure named, e.g. "ci#73") to reproduce it')
    .option('--json', 'print JSON')
    .action((gameId: string, o: FuzzFlags) => {
      const module = playableGame(gameId);
      const decisions = parseIntOption(o.decisions, '--decisions', 1);
      const players =
        o.players === undefined ? module.players.default : parseIntOption(o.players, '--players', 1);
      const seats = seatCounts(module);
      if (!seats.includes(players))
        throw new InputError(`${module.id} is played by ${seats.join(' or ')} players, not ${players}`);
      const sample = Number(o.sample);
      if (!/^(0|1|0?\.\d+)$/.test(o.sample) || !(sample >= 0 && sample <= 1))
        throw new InputError(`--sample must be a share between 0 and 1, got "${o.sample.slice(0, 20)}"`);
      const bar = new Progress(decisions, `${module.id} fuzz`);
      const started = process.hrtime.bigint();
      const report = fuzz(module, {
        decisions,
        seed: o.seed,
        players,
        sample,
        onProgress: (n) => bar.update(n),
        only: o.game,
      });
      bar.finish();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      print(Boolean(o.json), { ...report, seconds: round(seconds) }, () => text(report, seconds));
      if (report.failureCount > 0) throw new FuzzFailed();
    });
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

function text(r: FuzzReport, seconds: number): string {
  const lines = [
    `${r.game} (${r.players} seats), seed ${r.seed}: ${r.decisions} decisions in ${r.games} games (${r.finished} finished), checks at ${r.sample * 100}% of decision points, ${round(seconds)} s`,
    table(
      ['check', 'count'],
      Object.entries(r.checks)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, String(v)]),
    ),
  ];
  if (r.failureCount === 0) lines.push('no failures');
  else {
    lines.push(
      `${r.failureCount} failure(s)${r.failures.length < r.failureCount ? ` (first ${r.failures.length} shown)` : ''}:`,
    );
    for (const f of r.failures)
      lines.push(`  [${f.check}] game seed "${f.seed}", step ${f.step}: ${f.message}`);
  }
  return lines.join('\n');
}
