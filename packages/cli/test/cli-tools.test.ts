/**
 * Tools that never mislead: scenario names that do not exist are malformed (not rule failures),
 * folder runs report every bad file, replay checks the result and says why a record differs,
 * deck files name unknown keys, simulate has limits and honest statistics, bench marks targets,
 * help in both languages, closed pipes end quietly, the command works from any folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/coverage.ts';
import { Progress, rateText, wilson } from '../src/io.ts';
import { detectLang, LIMITS, main } from '../src/main.ts';
import { registerGame } from '../src/registry.ts';
import { simulateInterruptible } from '../src/simulate.ts';
import { capture } from './fixtures/capture.ts';
import { duelForCli } from './fixtures/duel-module.ts';

beforeAll(() => registerGame(duelForCli as any));
afterEach(() => vi.restoreAllMocks());

const tmp = () => mkdtempSync(join(tmpdir(), 'arbiter-tools-'));
const BIN = join(REPO_ROOT, 'packages', 'cli', 'bin', 'arbiter.mjs');

const GOOD = `name: two kaling summons
game: kaling
seed: 1
setup:
  players:
    - { deck: [sun-child, sun-child, sun-child, sun-child, sun-child], hand: [sun-child] }
    - { deck: [sun-child, sun-child, sun-child, sun-child, sun-child] }
expect:
  - zone: { id: "p0:hand", count: 1 }
`;

describe('scenario: names that do not exist are malformed scenarios (exit 2), not rule failures', () => {
  it.each([
    [
      'a characteristic',
      '  - characteristic: { of: { zone: "p0:hand" }, name: powr, equals: 1 }',
      /characteristic "powr", which kaling does not have \(it has: ap, dp/,
    ],
    [
      'a tag',
      '  - characteristic: { of: { tag: nobody }, name: ap, equals: 1 }',
      /tag "nobody", which the setup never gave/,
    ],
    [
      'a zone',
      '  - zone: { id: "p0:hands", count: 1 }',
      /zone "p0:hands", which does not exist \(zones: p0:deck/,
    ],
    ['a path', '  - value: { path: g.lps.0, equals: 20 }', /path "g.lps.0": "g.lps" does not exist/],
  ])('%s', async (_what, line, message) => {
    const dir = tmp();
    const file = join(dir, 'typo.yaml');
    writeFileSync(file, `${GOOD}${line}\n`);
    const io = capture();
    expect(await main(['scenario', file])).toBe(2);
    expect(io.err()).toMatch(message);
    expect(io.err().trim().split('\n')).toHaveLength(1);
    expect(io.out()).not.toMatch(/FAIL/);
  });

  it('a value that is only absent now (null on the way, an index past the end) is a failure, not a malformed file', async () => {
    const dir = tmp();
    writeFileSync(
      join(dir, 'late.yaml'),
      `${GOOD}  - value: { path: result.rule, equals: "KALING 2.4-1" }\n`,
    );
    const io = capture();
    expect(await main(['scenario', join(dir, 'late.yaml')])).toBe(1);
    expect(io.out()).toMatch(/FAIL/);
  });

  it('a folder run reports each bad file, runs the rest, and skips deck files with a note', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'a-good.yaml'), GOOD);
    writeFileSync(join(dir, 'b-typo.yaml'), `${GOOD}  - zone: { id: nowhere }\n`);
    writeFileSync(join(dir, 'c-broken.yaml'), 'name: [unclosed\n');
    writeFileSync(join(dir, 'd-deck.yaml'), 'game: kaling\nname: a deck\ncards: { sun-child: 3 }\n');
    const io = capture();
    expect(await main(['scenario', dir])).toBe(2);
    expect(io.out()).toMatch(/PASS {2}two kaling summons/);
    expect(io.out()).toMatch(/skip {2}.*d-deck\.yaml: a deck file, not a scenario/);
    expect(io.out()).toMatch(/1 passed, 0 failed, 2 malformed, 1 skipped/);
    const errLines = io.err().trim().split('\n');
    expect(errLines).toHaveLength(2);
    expect(errLines[0]).toMatch(/b-typo\.yaml: expectation names the zone "nowhere"/);
    expect(errLines[1]).toMatch(/c-broken\.yaml: not valid YAML/);
  });

  it('a deck file given alone is refused as what it is', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'deck.yaml'), 'game: kaling\nname: a deck\ncards: { sun-child: 3 }\n');
    const io = capture();
    expect(await main(['scenario', join(dir, 'deck.yaml')])).toBe(2);
    expect(io.err()).toMatch(/this is a deck file, not a scenario/);
  });
});

describe('replay says what it found', () => {
  async function record(dir: string): Promise<string> {
    capture();
    expect(
      await main(['simulate', 'tiny-duel', '--games', '1', '--seed', 'r', '--records', dir, '--json']),
    ).toBe(0);
    vi.restoreAllMocks();
    return join(dir, readdirSync(dir)[0]);
  }

  it('a good record: every hash and the result match, and it says how the game ended', async () => {
    const file = await record(tmp());
    const io = capture();
    expect(await main(['replay', file])).toBe(0);
    expect(io.out()).toMatch(/replay ok: \d+ decisions/);
    expect(io.out()).toMatch(/the game ended: (won by player \d|a draw) \[/);
  });

  it('an edited result is caught; a changed seed is explained in words', async () => {
    const file = await record(tmp());
    const rec = JSON.parse(readFileSync(file, 'utf8'));
    const edited = join(tmp(), 'edited.json');
    writeFileSync(edited, JSON.stringify({ ...rec, result: { ...rec.result, winners: [9] } }));
    let io = capture();
    expect(await main(['replay', edited])).toBe(1);
    expect(io.out()).toMatch(/the recorded result does not match: the record says won by player 9/);
    vi.restoreAllMocks();
    const reseeded = join(tmp(), 'seed.json');
    writeFileSync(reseeded, JSON.stringify({ ...rec, seed: 'another' }));
    io = capture();
    expect(await main(['replay', reseeded])).toBe(1);
    expect(io.out()).toMatch(
      /the game does not start as recorded — the seed \("another"\), a deck or the game's version/,
    );
  });

  it('a record of a game that did not end says so', async () => {
    const { PlaySession } = await import('../src/play.ts');
    const { findGame } = await import('../src/registry.ts');
    const s = new PlaySession(findGame('kaling'), { seat: 0, vs: 'random', seed: 'left', lang: 'en' });
    s.advance();
    const file = join(tmp(), 'left.json');
    writeFileSync(file, JSON.stringify(s.finishedRecord()));
    const io = capture();
    expect(await main(['replay', file, '--lang', 'en'])).toBe(0);
    expect(io.out()).toMatch(
      /the game did not end \(the record stops after \d+ decisions; the player left\)/,
    );
  });
});

describe('decks and cards', () => {
  it('deck validate names unknown keys', async () => {
    const f = join(tmp(), 'keys.yaml');
    writeFileSync(f, 'name: x\ncards: { sun-child: 3 }\nsideboard: { a: 1 }\n');
    const io = capture();
    expect(await main(['deck', 'validate', 'kaling', f])).toBe(2);
    expect(io.err()).toMatch(/unknown key "sideboard" \(a deck file has game, name, cards, extra\)/);
  });

  it.each(['fftcg', 'kaling', 'sgs-chess'])('%s ships example deck files that are legal', async (id) => {
    const dir = join(REPO_ROOT, 'packages', 'games', id, 'decks');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml') && !f.startsWith('illegal'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      capture();
      expect(await main(['deck', 'validate', id, join(dir, f)]), f).toBe(0);
      vi.restoreAllMocks();
    }
  });

  it('cards lists ids, names and short texts, filters by words, in both languages', async () => {
    let io = capture();
    expect(await main(['cards', 'kaling', 'dragon', '--lang', 'en'])).toBe(0);
    expect(io.out()).toMatch(/saint-helier +Saint Helier +Lv2 Kaling · Light · Dragon · 2\/5\/1/);
    expect(io.out()).not.toMatch(/sun-child/);
    vi.restoreAllMocks();
    io = capture();
    expect(await main(['cards', 'sgs-chess', '杀', '--lang', 'zh'])).toBe(0);
    expect(io.out()).toMatch(/sha +普杀 +基本牌/);
    vi.restoreAllMocks();
    io = capture();
    expect(await main(['cards', 'fftcg', '--json'])).toBe(0);
    const cards = JSON.parse(io.out());
    expect(cards.length).toBeGreaterThan(60);
    for (const c of cards)
      for (const k of ['id', 'name', 'kind', 'text', 'short']) expect(c[k], `${c.id}.${k}`).toBeTruthy();
  });
});

describe('simulate: limits, honest figures, Ctrl-C', () => {
  it('limits on --games and --workers, and a --records path that cannot be a folder, are bad usage', async () => {
    const io = capture();
    expect(await main(['simulate', 'tiny-duel', '--games', String(LIMITS.games + 1)])).toBe(2);
    expect(io.err()).toMatch(/--games must be at most 10000000/);
    expect(await main(['simulate', 'tiny-duel', '--workers', '100000'])).toBe(2);
    expect(io.err()).toMatch(/--workers must be at most/);
    const file = join(tmp(), 'exists.json');
    writeFileSync(file, '{}');
    expect(await main(['simulate', 'tiny-duel', '--games', '1', '--records', file])).toBe(2);
    expect(io.err()).toMatch(/--records .*exists\.json: is a file, not a folder/);
    expect(await main(['simulate', 'tiny-duel', '--games', '1', '--records', join(file, 'sub')])).toBe(2);
    expect(io.err()).toMatch(/is a file/);
  });

  it('wins by seat, by turn order with 95% intervals, and end reasons in words', async () => {
    const io = capture();
    expect(await main(['simulate', 'kaling', '--games', '6', '--seed', 'w', '--lang', 'en'])).toBe(0);
    const out = io.out();
    expect(out).toMatch(/seat 0 \(random, .*\) +\d+ +6 +\d+\.\d% \[\d+\.\d–\d+\.\d\]/);
    expect(out).toMatch(/first player +\d+ +6/);
    expect(out).toMatch(/end reasons:\n {2}\d+ × (A player|a player)[^[]+\[KALING 2\.4-\d\]/);
  });

  it('RB 449: the points win is grouped under a neutral "a player reaches 8 points"', async () => {
    const io = capture();
    expect(await main(['simulate', 'riftbound', '--games', '6', '--seed', '3'])).toBe(0);
    const text = io.out();
    expect(text).toMatch(/a player reaches 8 points and wins/i);
    expect(text).not.toMatch(/player \d reaches 8 points/);
  });

  it('a run stopped early reports the games played, marked interrupted', async () => {
    const { findGame } = await import('../src/registry.ts');
    let asked = 0;
    const rep = await simulateInterruptible(findGame('tiny-duel'), {
      games: 50,
      seed: 'i',
      shouldStop: () => ++asked > 3,
    });
    expect(rep.games).toBe(3);
    expect(rep.interrupted).toBe(true);
    expect(rep.requested).toBe(50);
  });

  it('Wilson intervals and the progress line with its time left', () => {
    const w = wilson(50, 100);
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
    expect(rateText(0, 0)).toBe('-');
    expect(Progress.line('kaling', 25, 100, 10)).toBe(
      `kaling [${'#'.repeat(8)}${'.'.repeat(22)}] 25/100 10s ETA 30s`,
    );
    expect(Progress.line('kaling', 100, 100, 75)).toMatch(/100\/100 1:15$/);
  });
});

describe('bench and help', () => {
  it('bench takes the games as words (--games is a count everywhere else) and marks each target', async () => {
    let io = capture();
    expect(await main(['bench', '--games', 'fftcg'])).toBe(2);
    vi.restoreAllMocks();
    io = capture();
    expect(await main(['bench', 'tiny-duel', '--seconds', '1', '--runs', '1', '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(Object.keys(rep.targets[0]).sort()).toEqual(
      ['cloneAndApply', 'decisionsPerSecond', 'game', 'serializeRestore', 'stateSize'].sort(),
    );
    expect(await main(['bench', 'tiny-duel', '--seconds', String(LIMITS.seconds + 1)])).toBe(2);
  });

  it('arbiter alone prints help on stdout; help comes in Chinese with --lang zh or a Chinese locale', async () => {
    let io = capture();
    expect(await main([])).toBe(0);
    expect(io.out()).toMatch(/Usage: arbiter/);
    expect(io.err()).toBe('');
    vi.restoreAllMocks();
    io = capture();
    expect(await main(['play', '--help', '--lang', 'zh'])).toBe(0);
    expect(io.out()).toMatch(/用法： arbiter play/);
    expect(io.out()).toMatch(/对局种子/);
    expect(detectLang([], { LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(detectLang(['--lang=en'], { LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(detectLang([], { LANG: 'C.UTF-8' })).toBe('en');
    expect(detectLang([], { ARBITER_LANG: 'zh', LANG: 'C' })).toBe('zh');
  });

  it('an unknown command is bad usage with a one-line reason', async () => {
    const io = capture();
    expect(await main(['plya'])).toBe(2);
    expect(io.err()).toMatch(/unknown command "plya"/);
  });
});

describe('the command as a program', () => {
  it('piping into head ends quietly: exit 0, no stack trace', () => {
    const r = spawnSync('sh', ['-c', `node ${BIN} rules fftcg --json | head -c 20`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBe(20);
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
  });

  it('works from any folder (the bin resolves the packages from its own place)', () => {
    const cwd = tmp();
    const r = spawnSync('node', [BIN, 'games'], { cwd, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/sgs-chess/);
  });

  it('play --record checks its path before the game starts', async () => {
    const dir = tmp();
    const file = join(dir, 'taken.json');
    writeFileSync(file, '{}');
    const io = capture();
    expect(await main(['play', 'kaling', '--record', file])).toBe(2);
    expect(io.err()).toMatch(/the file exists already/);
    expect(await main(['play', 'kaling', '--record', join(dir, 'no', 'such', 'x.json')])).toBe(2);
    expect(io.err()).toMatch(/does not exist/);
    mkdirSync(join(dir, 'folder'));
    expect(await main(['play', 'kaling', '--record', join(dir, 'folder')])).toBe(2);
    expect(io.err()).toMatch(/is a folder, not a file/);
  });

  it('play --deck takes a ready deck by name or a file, and refuses anything else in one line', async () => {
    const io = capture();
    expect(await main(['play', 'fftcg', '--deck', 'no-such-deck'])).toBe(2);
    expect(io.err()).toMatch(
      /"no-such-deck" is neither a ready deck of fftcg nor a file \(ready decks: ember-frost, storm-stone, tide-wind\)/,
    );
  });
});
