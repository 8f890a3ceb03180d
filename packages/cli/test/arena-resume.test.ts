/**
 * `arbiter arena --log/--resume` and `arbiter arena-report`: a run continues across processes.
 * The log's header pins the run's settings and code version; resuming skips the games already
 * logged, and a run played in pieces is the same run as one played in one go.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeVersion, headerMismatch, readArenaLog } from '../src/arena.ts';
import { main } from '../src/main.ts';
import { capture as quiet } from './fixtures/capture.ts';

const base = [
  'arena',
  'vividz',
  '--agents',
  'mcts,random',
  '--budget',
  '2it',
  '--clock',
  'cpu',
  '--seed',
  'rs',
];

function lines(path: string): any[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
}

/** What a game's outcome is, without its times (which differ from run to run). */
function outcome(g: any) {
  return {
    seed: g.seed,
    pair: g.pair,
    index: g.index,
    agents: g.agents,
    winners: g.winners,
    decisions: g.decisions,
    searched: Object.fromEntries(
      Object.entries(g.searched).map(([k, v]: [string, any]) => [k, [v.cpuMs.length, v.iterations]]),
    ),
  };
}

describe('arena runs across processes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a run in pieces (--log, then --resume with more games) plays the games of one uninterrupted run; a finished run plays none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-resume-'));
    const whole = join(dir, 'whole.jsonl');
    const pieces = join(dir, 'pieces.jsonl');
    quiet();
    expect(await main([...base, '--games', '4', '--log', whole])).toBe(0);
    expect(await main([...base, '--games', '2', '--log', pieces])).toBe(0);
    const firstPiece = readFileSync(pieces, 'utf8');
    expect(lines(pieces)).toHaveLength(3);
    const io = quiet();
    expect(await main([...base, '--games', '4', '--resume', pieces, '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    // Two games played now, four in the table.
    expect(rep.played).toBe(2);
    expect(rep.pairs[0].games).toBe(4);
    const text = readFileSync(pieces, 'utf8');
    expect(text.startsWith(firstPiece)).toBe(true);
    const [headWhole, ...gamesWhole] = lines(whole);
    const [headPieces, ...gamesPieces] = lines(pieces);
    expect(headPieces).toEqual(headWhole);
    expect(headPieces).toMatchObject({ arena: 1, game: 'vividz', agents: ['mcts', 'random'], budget: '2it' });
    expect(gamesPieces.map((g) => g.index)).toEqual([0, 1, 2, 3]);
    expect(gamesPieces.map(outcome)).toEqual(gamesWhole.map(outcome));
    // Seats swap on each deal: MCTS on side 0 in even games, side 1 in odd ones.
    expect(gamesPieces.map((g) => g.agents[0])).toEqual(['mcts', 'random', 'mcts', 'random']);
    for (const g of gamesPieces) {
      expect(g.cpuSeconds).toBeGreaterThan(0);
      expect(g.forced.mcts === undefined || Array.isArray(g.forced.mcts.cpuMs)).toBe(true);
    }
    // Resumed again at the same count: nothing left to play, nothing written.
    const io2 = quiet();
    expect(await main([...base, '--games', '4', '--resume', pieces, '--json'])).toBe(0);
    expect(JSON.parse(io2.out()).played).toBe(0);
    expect(readFileSync(pieces, 'utf8')).toBe(text);
    // The table from the logs alone: the same counts as the run's own report.
    const io3 = quiet();
    expect(await main(['arena-report', whole, '--json'])).toBe(0);
    const fromLog = JSON.parse(io3.out());
    const strip = (p: any) => ({ ...p, secondsPerGame: 0, cpuSecondsPerGame: 0 });
    expect(fromLog.pairs.map(strip)).toEqual(rep.pairs.map(strip));
    expect(fromLog.pairs[0].bySide.map((s: any) => s.games)).toEqual([2, 2]);
    // Two logs of the same deals cannot share a table (their games would count twice).
    expect(await main(['arena-report', whole, pieces])).toBe(2);
    expect(io3.err()).toMatch(/in more than one log/);
    const io4 = quiet();
    expect(await main(['arena-report', whole])).toBe(0);
    expect(io4.out()).toMatch(/mcts vs random\s+4 /);
    // A gzipped log (as kept in the repository) reads the same.
    const gz = join(dir, 'whole.jsonl.gz');
    writeFileSync(gz, gzipSync(readFileSync(whole)));
    const io5 = quiet();
    expect(await main(['arena-report', gz, '--json'])).toBe(0);
    expect(JSON.parse(io5.out()).pairs).toEqual(fromLog.pairs);
    writeFileSync(gz, 'not gzip');
    expect(await main(['arena-report', gz])).toBe(2);
    expect(io5.err()).toMatch(/cannot be read/);
  }, 300_000);

  it('a resume with other settings or other code is refused in one line, and the log is untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-refuse-'));
    const log = join(dir, 'run.jsonl');
    quiet();
    expect(await main([...base, '--games', '2', '--log', log])).toBe(0);
    const text = readFileSync(log, 'utf8');
    const refused = async (args: string[], why: RegExp) => {
      const io = quiet();
      expect(await main(args)).toBe(2);
      expect(io.err()).toMatch(why);
      expect(io.err().trim().split('\n')).toHaveLength(1);
      expect(readFileSync(log, 'utf8')).toBe(text);
    };
    const withOther = (flag: string, value: string) => {
      const args = [...base, '--games', '4', '--resume', log];
      args[args.indexOf(flag) + 1] = value;
      return args;
    };
    await refused(withOther('--budget', '3it'), /cannot resume .*: its budget is 2it, this run's is 3it/);
    await refused(
      withOther('--agents', 'mcts,greedy'),
      /its agents is mcts,random, this run's is mcts,greedy/,
    );
    await refused(withOther('--seed', 'other'), /its seed is rs, this run's is other/);
    await refused(withOther('--clock', 'wall'), /its clock is cpu/);
    await refused([...base, '--games', '4', '--resume', log, '--threads', '2'], /its threads is 1/);
    await refused(
      [...base.slice(0, 1), 'fftcg', ...base.slice(2), '--games', '4', '--resume', log],
      /its game is vividz/,
    );
    // A new run never writes over a log; --log and --resume together make no sense.
    await refused([...base, '--games', '2', '--log', log], /already holds a run: continue it with --resume/);
    await refused([...base, '--games', '2', '--log', log, '--resume', log], /not both/);
    await refused([...base, '--games', '2', '--resume', join(dir, 'none.jsonl')], /no such file/);
    // Other code: the header's version is not this code's.
    const [header, ...rest] = text.trim().split('\n');
    const otherCode = join(dir, 'other-code.jsonl');
    writeFileSync(
      otherCode,
      [JSON.stringify({ ...JSON.parse(header), version: 'feedface' }), ...rest, ''].join('\n'),
    );
    const io = quiet();
    expect(await main([...base, '--games', '4', '--resume', otherCode])).toBe(2);
    expect(io.err()).toMatch(/code version .* is feedface, this run's is [0-9a-f]{16}/);
    // A log without a header (written before --resume existed) is refused, naming why.
    const old = join(dir, 'old.jsonl');
    writeFileSync(old, `${rest.join('\n')}\n`);
    const io2 = quiet();
    expect(await main([...base, '--games', '4', '--resume', old])).toBe(2);
    expect(io2.err()).toMatch(/no arena run header/);
  }, 300_000);

  it('a last line cut short by a stopped run is dropped and its game played again; a bad line elsewhere is bad input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-cut-'));
    const log = join(dir, 'run.jsonl');
    quiet();
    expect(await main([...base, '--games', '2', '--log', log])).toBe(0);
    const full = lines(log);
    const text = readFileSync(log, 'utf8');
    // Cut the second game's line in the middle, as a process stopped while writing it leaves it.
    const cutAt = text.lastIndexOf('\n', text.length - 2) + 40;
    writeFileSync(log, text.slice(0, cutAt));
    const io = quiet();
    expect(await main([...base, '--games', '2', '--resume', log, '--json'])).toBe(0);
    expect(io.err()).toMatch(/dropped its last line/);
    expect(JSON.parse(io.out()).played).toBe(1);
    const again = lines(log);
    expect(again[0]).toEqual(full[0]);
    expect(again.slice(1).map(outcome)).toEqual(full.slice(1).map(outcome));
    // A broken line that is not the last one is not a cut: refused, the file untouched.
    const broken = join(dir, 'broken.jsonl');
    const parts = text.trim().split('\n');
    writeFileSync(broken, `${parts[0]}\n{"half":\n${parts[1]}\n`);
    const io2 = quiet();
    expect(await main([...base, '--games', '4', '--resume', broken])).toBe(2);
    expect(io2.err()).toMatch(/line 2 is not a game of an arena run/);
    expect(() => readArenaLog('', 'x')).toThrow(/empty/);
  }, 300_000);

  it('the code version is a hash of the code that plays the game: another game has another one; a header names its first difference', () => {
    expect(codeVersion('vividz')).toMatch(/^[0-9a-f]{16}$/);
    expect(codeVersion('vividz')).toBe(codeVersion('vividz'));
    expect(codeVersion('fftcg')).not.toBe(codeVersion('vividz'));
    const h = {
      arena: 1 as const,
      game: 'vividz',
      players: 2,
      agents: ['mcts', 'random'],
      seed: 's',
      budget: '2it',
      clock: 'cpu' as const,
      threads: 1,
      version: 'v',
    };
    expect(headerMismatch(h, { ...h })).toBeNull();
    expect(headerMismatch(h, { ...h, players: 3, seed: 't' })).toMatch(/players is 2, this run's is 3/);
  });
});
