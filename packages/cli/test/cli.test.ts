import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coverage } from '../src/coverage.ts';
import { main } from '../src/main.ts';
import { PlaySession } from '../src/play.ts';
import { registerGame } from '../src/registry.ts';
import { simulate } from '../src/simulate.ts';
import { capture } from './fixtures/capture.ts';
import { duelForCli } from './fixtures/duel-module.ts';

/** The duel with a fault planted: after turn 3 playing a card throws. */
const brokenDuel = {
  ...duelForCli,
  id: 'broken-duel',
  procedures: {
    turn: (ctx: any, f: any, input: any) => {
      if (f.step === 2 && ctx.g.turn > 3) throw new Error('planted fault');
      return duelForCli.procedures.turn(ctx, f, input);
    },
  },
};

beforeAll(() => {
  registerGame(duelForCli as any);
  registerGame(brokenDuel as any);
});

afterEach(() => vi.restoreAllMocks());

const tmp = () => mkdtempSync(join(tmpdir(), 'arbiter-cli-'));

describe('arbiter command', () => {
  it('games --json lists the five games with names in both languages', async () => {
    const io = capture();
    expect(await main(['games', '--json'])).toBe(0);
    const games = JSON.parse(io.out());
    for (const id of ['fftcg', 'kaling', 'riftbound', 'sgs-chess', 'vividz']) {
      const g = games.find((x: any) => x.id === id);
      expect(g.zh.length).toBeGreaterThan(0);
      expect(g.en.length).toBeGreaterThan(0);
    }
    // The seat counts each game is played with (not every number in between for 三国杀战棋).
    expect(games.find((x: any) => x.id === 'sgs-chess').seats).toEqual([2, 6]);
    expect(games.find((x: any) => x.id === 'fftcg').seats).toEqual([2]);
  });

  it('bad usage exits 2 with a one-line reason and no stack trace', async () => {
    const io = capture();
    expect(await main(['simulate', 'no-such-game'])).toBe(2);
    expect(io.err()).toMatch(/unknown game "no-such-game"/);
    expect(io.err()).not.toMatch(/at .*\.ts:\d+/);
    expect(await main(['simulate', 'tiny-duel', '--games', 'many'])).toBe(2);
    expect(await main(['no-such-command'])).toBe(2);
  });

  it('bench --compare refuses a directory that is not a checkout, in one line (exit 2)', async () => {
    const io = capture();
    expect(await main(['bench', 'fftcg', '--compare', tmp()])).toBe(2);
    expect(io.err()).toMatch(/--compare .*not an Arbiter checkout/);
    expect(io.err().trim().split('\n')).toHaveLength(1);
  });

  it('bench-side measures one checkout and prints its figures as JSON', async () => {
    const io = capture();
    expect(await main(['bench-side', '--games', 'tiny-duel,no-such-game', '--count', '2'])).toBe(0);
    const [tiny, missing] = JSON.parse(io.out());
    expect(tiny.game).toBe('tiny-duel');
    expect(tiny.gamesPerSecond).toBeGreaterThan(0);
    expect(tiny.cloneAndApplyMicros).toBeGreaterThan(0);
    expect(tiny.stateBytes).toBeGreaterThan(0);
    expect(missing).toBeNull();
  });

  it('simulate gives the same digest twice and reports the required fields', async () => {
    const io = capture();
    expect(await main(['simulate', 'tiny-duel', '--games', '20', '--seed', '7', '--json'])).toBe(0);
    const a = JSON.parse(io.out());
    for (const k of [
      'game',
      'games',
      'seed',
      'finished',
      'wins',
      'draws',
      'endReasons',
      'turns',
      'decisions',
      'errors',
      'capped',
      'wallSeconds',
      'gamesPerSecond',
      'decisionsPerSecond',
      'digest',
    ]) {
      expect(a).toHaveProperty(k);
    }
    expect(a.finished).toBe(20);
    expect(a.errors).toBe(0);
    const b = simulate(duelForCli as any, { games: 20, seed: '7' });
    expect(b.digest).toBe(a.digest);
    const c = simulate(duelForCli as any, { games: 20, seed: '8' });
    expect(c.digest).not.toBe(a.digest);
  });

  it('simulate --records writes records that replay verifies; a tampered record fails with exit 1', async () => {
    const dir = tmp();
    capture();
    expect(
      await main(['simulate', 'tiny-duel', '--games', '3', '--seed', '1', '--records', dir, '--json']),
    ).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    const file = join(dir, files[0]);
    expect(await main(['replay', file])).toBe(0);
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    rec.decisions[1].hash = 'ffffffffffffffff';
    writeFileSync(file, JSON.stringify(rec));
    expect(await main(['replay', file, '--json'])).toBe(1);
  });

  it('fuzz prints counts per check (exit 0), every failure with its seed and step (exit 1), and refuses bad usage (exit 2)', async () => {
    let io = capture();
    expect(
      await main(['fuzz', 'tiny-duel', '--decisions', '300', '--seed', 's', '--sample', '0.3', '--json']),
    ).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep).toMatchObject({ game: 'tiny-duel', players: 2, failureCount: 0 });
    expect(rep.decisions).toBeGreaterThanOrEqual(300);
    expect(rep.checks['lockstep-restored-steps']).toBeGreaterThan(0);
    expect(rep.checks['refuse:unknown-option']).toBeGreaterThan(0);
    io = capture();
    expect(await main(['fuzz', 'broken-duel', '--decisions', '200', '--seed', 's'])).toBe(1);
    expect(io.out()).toMatch(/\[exception\] game seed "s#0", step \d+: .*planted fault/);
    for (const bad of [
      ['fuzz', 'tiny-duel'],
      ['fuzz', 'tiny-duel', '--decisions', 'lots'],
      ['fuzz', 'tiny-duel', '--decisions', '10', '--players', '3'],
      ['fuzz', 'tiny-duel', '--decisions', '10', '--sample', '2'],
      ['fuzz', 'no-such-game', '--decisions', '10'],
    ]) {
      io = capture();
      expect(await main(bad), bad.join(' ')).toBe(2);
    }
  });

  it('replay refuses a malformed record with exit 2', async () => {
    const dir = tmp();
    const f = join(dir, 'bad.json');
    writeFileSync(f, '{"format":"arbiter-record"}');
    const io = capture();
    expect(await main(['replay', f])).toBe(2);
    expect(io.err()).toMatch(/record is malformed/);
    writeFileSync(f, 'not json');
    expect(await main(['replay', f])).toBe(2);
  });

  it('scenario runs pass and fail with what differed', async () => {
    const dir = tmp();
    writeFileSync(
      join(dir, 'ok.yaml'),
      [
        'name: playing a 3 scores 3',
        'game: tiny-duel',
        'rules: ["DUEL 3"]',
        'setup: { hands: [[c3], [c1]], decks: [[c1], [c1]] }',
        'script:',
        '  - { player: 1, choose: end, error: not-your-decision }',
        '  - { player: 0, choose: h0 }',
        'expect:',
        '  - value: { path: g.score, equals: [3, 0] }',
        '  - zone: { id: "p0:pile", cards: [c3] }',
        '  - log: { rule: "DUEL 3" }',
        '  - pending: { player: 0, kind: play, options: [end, h0] }',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'bad.yaml'),
      [
        'name: wrong on purpose',
        'game: tiny-duel',
        'setup: { hands: [[c2], []], decks: [[c1], [c1]] }',
        'script: [{ player: 0, choose: h0 }]',
        'expect: [{ value: { path: g.score.0, equals: 5 } }]',
      ].join('\n'),
    );
    const io = capture();
    expect(await main(['scenario', join(dir, 'ok.yaml')])).toBe(0);
    expect(await main(['scenario', dir, '--json'])).toBe(1);
    const lastJson = io.out().slice(io.out().lastIndexOf('{\n  "passed"'));
    const rep = JSON.parse(lastJson);
    expect(rep.passed).toBe(1);
    expect(rep.failed).toBe(1);
    expect(rep.results.find((r: any) => !r.passed).failures[0]).toMatch(/expected 5, got 2/);
  });

  it('a malformed scenario file is bad input (exit 2)', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'x.yaml'), 'name: x\ngame: tiny-duel\nscript: [{ player: -1 }]\n');
    const io = capture();
    expect(await main(['scenario', dir])).toBe(2);
    expect(io.err()).toMatch(/x\.yaml: script\.0\.player/);
    writeFileSync(join(dir, 'x.yaml'), 'name: x\ngame: tiny-duel\nsetup: { hands: 3 }\n');
    expect(await main(['scenario', dir])).toBe(2);
    expect(io.err()).toMatch(/setup\.hands must be a list/);
  });

  it('deck validate lists violations (exit 1) and refuses malformed files (exit 2)', async () => {
    const dir = tmp();
    const good = join(dir, 'good.yaml');
    const bad = join(dir, 'bad.json');
    writeFileSync(good, 'name: ok\ncards: { c1: 4, c2: 4, c3: 4 }\n');
    writeFileSync(bad, JSON.stringify({ name: 'small', cards: { c1: 2 } }));
    const io = capture();
    expect(await main(['deck', 'validate', 'tiny-duel', good])).toBe(0);
    expect(await main(['deck', 'validate', 'tiny-duel', bad])).toBe(1);
    expect(io.out()).toMatch(/needs 12 cards/);
    writeFileSync(bad, JSON.stringify({ name: 'neg', cards: { c1: -2 } }));
    expect(await main(['deck', 'validate', 'tiny-duel', bad])).toBe(2);
  });

  it('deck validate works for a planned game that already has deck rules (vividz)', async () => {
    const io = capture();
    const decks = join(import.meta.dirname, '../../games/vividz/decks');
    expect(await main(['deck', 'validate', 'vividz', join(decks, 'night-parade.yaml')])).toBe(0);
    expect(await main(['deck', 'validate', 'vividz', join(decks, 'illegal-example.yaml')])).toBe(1);
    expect(io.out()).toMatch(/\[VZ 401\.5c\]/);
  });

  it('rules coverage reports declared status and totals', () => {
    const rep = coverage(duelForCli as any);
    expect(rep.totals.total).toBe(3);
    expect(rep.totals.missing).toBe(1);
    expect(rep.totals.implemented).toBe(2);
  });

  it('play: a person can finish a whole game through the menu, and bad input changes nothing', () => {
    const s = new PlaySession(duelForCli as any, { seat: 0, vs: 'random', seed: 'p', lang: 'en' });
    s.advance();
    expect(s.screen()).toMatch(/Your move/);
    const before = JSON.stringify(s.state);
    expect(s.input('99')).toMatch(/"99" is not an option: enter one of 1/);
    expect(s.input('')).toMatch(/Enter a number/);
    expect(JSON.stringify(s.state)).toBe(before);
    let guard = 0;
    while (!s.state.result && guard++ < 500) {
      // Always play the first card if there is one, else end the turn.
      const d = s.humanDecision()!;
      const opts = (d.domain as any).options;
      expect(s.input(String(s.numberOf(d, opts[opts.length > 1 ? 1 : 0].id)))).toBeNull();
      s.advance();
    }
    expect(s.state.result).not.toBeNull();
    expect(s.screen()).toMatch(/Game over/);
  });

  it('play in Chinese renders the menu in Chinese', () => {
    const s = new PlaySession(duelForCli as any, { seat: 1, vs: 'random', seed: 'z', lang: 'zh' });
    s.advance();
    expect(s.screen()).toMatch(/轮到你/);
  });
});

describe('play input', () => {
  it('"0" chooses nothing when a decision allows choosing none', () => {
    const s = new PlaySession(duelForCli as any, { seat: 0, vs: 'random', seed: 'n', lang: 'en' });
    const d = {
      player: 0,
      kind: 'x',
      prompt: { key: 'x' },
      domain: {
        type: 'pick' as const,
        min: 0,
        max: 2,
        options: [
          { id: 'a', label: { key: 'a' } },
          { id: 'b', label: { key: 'b' } },
        ],
      },
    };
    expect(s.parse(d, '0')).toEqual({ ok: true, answer: [] });
    expect(s.parse(d, '1 2')).toEqual({ ok: true, answer: ['a', 'b'] });
    expect(s.menu(d)).toMatch(/Enter 0 to choose none/);
    const strict = { ...d, domain: { ...d.domain, min: 1 } };
    expect(s.parse(strict, '0').ok).toBe(false);
  });
});
