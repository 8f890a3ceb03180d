/**
 * The command line against the real games: records replay, every game's scenario folder passes
 * through `arbiter scenario`, ready decks are legal and broken deck files are refused or listed.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/coverage.ts';
import { main } from '../src/main.ts';
import { GAMES } from '../src/registry.ts';
import { capture as quiet } from './fixtures/capture.ts';

const playable = GAMES.filter((g) => g.status === 'playable').map((g) => g.id);

afterEach(() => vi.restoreAllMocks());

describe.each(playable)('arbiter on %s', (id) => {
  it('simulate --records writes records that replay to the same hashes', async () => {
    const dir = mkdtempSync(join(tmpdir(), `arbiter-${id}-`));
    const io = quiet();
    expect(await main(['simulate', id, '--games', '3', '--seed', 'cli', '--records', dir, '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.errors).toBe(0);
    expect(rep.capped).toBe(0);
    expect(rep.finished).toBe(3);
    for (const f of readdirSync(dir)) expect(await main(['replay', join(dir, f)])).toBe(0);
  });

  it("every scenario in the game's folder passes through the command", async () => {
    quiet();
    expect(await main(['scenario', join(REPO_ROOT, 'packages', 'games', id, 'scenarios')])).toBe(0);
  });

  it('a deck with unknown cards and too few cards lists its violations (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), `arbiter-${id}-`));
    const f = join(dir, 'bad.yaml');
    writeFileSync(f, 'name: broken\ncards: { no-such-card: 2 }\n');
    const io = quiet();
    expect(await main(['deck', 'validate', id, f])).toBe(1);
    expect(io.out()).toMatch(/violation/);
    expect(io.out()).toMatch(/no-such-card/);
  });

  it('a deck file for another game is refused as bad input (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), `arbiter-${id}-`));
    const f = join(dir, 'other.yaml');
    writeFileSync(f, 'game: some-other-game\nname: x\ncards: { a: 1 }\n');
    const io = quiet();
    expect(await main(['deck', 'validate', id, f])).toBe(2);
    expect(io.err()).toMatch(/for game "some-other-game"/);
  });

  it('rules --json lists the rules, and every rule not implemented says why', async () => {
    const io = quiet();
    expect(await main(['rules', id, '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.totals.total).toBeGreaterThan(50);
    for (const r of rep.rules) {
      if (r.status !== 'implemented') expect(r.note, `${id} ${r.id}`).toBeTruthy();
    }
  });
});

describe('arbiter rules: the `unused` status', () => {
  it('a rule no card of the pool uses is listed as unused with its reason, counted and printed apart from not applicable', async () => {
    let io = quiet();
    expect(await main(['rules', 'fftcg', '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    const unused = rep.rules.filter((r: { status: string }) => r.status === 'unused');
    expect(unused.length).toBeGreaterThan(0);
    expect(rep.totals.unused).toBe(unused.length);
    // FFTCG 10.1.2.3 (attack costs): no Forward of the pool has one.
    const attackCost = rep.rules.find((r: { id: string }) => r.id === '10.1.2.3');
    expect(attackCost.status).toBe('unused');
    expect(attackCost.note).toMatch(/pool/);
    io = quiet();
    expect(await main(['rules', 'fftcg', '--status', 'unused'])).toBe(0);
    expect(io.out()).toMatch(/FFTCG 10\.1\.2\.3\s+unused/);
    expect(io.out()).not.toMatch(/FFTCG 3\.3\s/);
    expect(io.out()).toMatch(new RegExp(`unused by the card pool ${unused.length}`));
  });
});

describe('seats', () => {
  it('SGS 1.3: simulate --players 6 plays 三国杀战棋 with one seat per role; a seat count the game refuses is bad input', async () => {
    const io = quiet();
    expect(
      await main(['simulate', 'sgs-chess', '--players', '6', '--games', '2', '--seed', 'six', '--json']),
    ).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.wins).toHaveLength(6);
    expect(rep.finished).toBe(2);
    expect(await main(['simulate', 'sgs-chess', '--players', '9', '--games', '1'])).toBe(2);
    expect(io.err()).toMatch(/2–6 players, not 9/);
  });
});

describe("simulate --cards: a card file of one's own", () => {
  const fixture = (f: string) => join(REPO_ROOT, 'packages/cli/test/fixtures/vanilla', f);

  it("FF-TCG plays decks built from the file's vanilla cards (the hand-written baseline's decks), records replay", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-vanilla-'));
    const io = quiet();
    const decks = `${fixture('fire-ice.json')},${fixture('ice-fire.json')}`;
    const args = ['simulate', 'fftcg', '--cards', fixture('cards.json'), '--decks', decks];
    expect(await main([...args, '--games', '2', '--seed', 'v', '--records', dir, '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.errors).toBe(0);
    expect(rep.finished).toBe(2);
    for (const f of readdirSync(dir)) {
      const rec = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      const cards = rec.decks.flatMap((d: { cards: Record<string, number> }) => Object.keys(d.cards));
      expect(cards.every((c: string) => c.startsWith('VAN-'))).toBe(true);
      expect(await main(['replay', join(dir, f)])).toBe(0);
    }
  });

  it('a bad card, a file that is not a list, a game without card files and several workers are refused in one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify([{ id: 'X-1', name: { zh: '坏', en: 'Bad' }, els: ['fire'], cost: 1 }]),
    );
    const notList = join(dir, 'object.json');
    writeFileSync(notList, JSON.stringify({ cards: [] }));
    const cases: [string[], RegExp][] = [
      [['fftcg', '--cards', bad], /^arbiter: fftcg card file: bad card: type: .+/m],
      [['fftcg', '--cards', notList], /a card file is a JSON list of cards/],
      [['kaling', '--cards', fixture('cards.json')], /game "kaling" does not take a card file/],
      [['fftcg', '--cards', fixture('cards.json'), '--workers', '2'], /one worker only/],
    ];
    for (const [args, message] of cases) {
      const io = quiet();
      expect(await main(['simulate', ...args, '--games', '1'])).toBe(2);
      expect(io.err()).toMatch(message);
      expect(io.err().trim().split('\n')).toHaveLength(1);
      vi.restoreAllMocks();
    }
  });
});

describe('conceding in terminal play', () => {
  it('FFTCG 2.1, KALING 2.4-1, SGS 1.1: a player who concedes loses; a game without a concession rule says so', async () => {
    const { PlaySession } = await import('../src/play.ts');
    const { findGame } = await import('../src/registry.ts');
    const { replayRecord } = await import('@arbiter/kernel');
    const ff = new PlaySession(findGame('fftcg'), { seat: 0, vs: 'random', seed: 'c', lang: 'en' });
    ff.advance();
    expect(ff.concede()).toBeNull();
    expect(ff.state.result?.winners).toEqual([1]);
    expect(ff.state.result?.rule).toBe('FFTCG 2.1');
    for (const [id, rule] of [
      ['kaling', 'KALING 2.4-1'],
      ['sgs-chess', 'SGS 1.1'],
    ]) {
      const s = new PlaySession(findGame(id), { seat: 1, vs: 'random', seed: 'c', lang: 'en' });
      s.advance();
      expect(s.concede()).toBeNull();
      expect(s.state.result?.winners).toEqual([0]);
      expect(s.state.result?.rule).toBe(rule);
      expect(replayRecord(findGame(id), JSON.parse(JSON.stringify(s.finishedRecord()))).ok).toBe(true);
    }
    const none = new PlaySession(
      { ...findGame('fftcg'), concede: undefined },
      { seat: 0, vs: 'random', seed: 'c', lang: 'en' },
    );
    expect(none.concede()).toMatch(/no concession/);
    expect(none.state.result).toBeNull();
  });
});

describe('simulate --workers', () => {
  it('spreading games over worker threads gives the same report and digest as one thread', async () => {
    const io = quiet();
    expect(await main(['simulate', 'sgs-chess', '--games', '6', '--seed', 'w', '--json'])).toBe(0);
    const one = JSON.parse(io.out());
    expect(
      await main(['simulate', 'sgs-chess', '--games', '6', '--seed', 'w', '--json', '--workers', '2']),
    ).toBe(0);
    const text = io.out();
    const two = JSON.parse(text.slice(text.lastIndexOf('{\n  "game"')));
    expect(two.digest).toBe(one.digest);
    expect(two.wins).toEqual(one.wins);
    expect(two.decisions).toBe(one.decisions);
    expect(two.endReasons).toEqual(one.endReasons);
  });
});

describe('play --record', () => {
  it('a game played through the menu (and one conceded) is saved as a record that replays', async () => {
    const { PlaySession } = await import('../src/play.ts');
    const { findGame } = await import('../src/registry.ts');
    const { replayRecord, Rng, randomAnswer, domainOptions } = await import('@arbiter/kernel');
    for (const id of playable) {
      const s = new PlaySession(findGame(id), { seat: 0, vs: 'random', seed: 'rec', lang: 'en' });
      s.advance();
      const rng = new Rng(`typed:${id}`);
      for (let i = 0; i < 12 && !s.state.result; i++) {
        // Type what a person would: a random legal answer written as menu numbers or amounts.
        const d = s.humanDecision()!;
        const answer = randomAnswer(d.domain, rng);
        const opts = domainOptions(d);
        const line =
          typeof answer === 'number'
            ? String(answer)
            : Array.isArray(answer)
              ? answer.length === 0
                ? '0'
                : answer.map((a) => s.numberOf(d, a)).join(' ')
              : opts.map((o) => String((answer as Record<string, number>)[o.id])).join(' ');
        expect(s.input(line), `${id}: ${d.kind} "${line}"`).toBeNull();
        s.advance();
      }
      const rec = s.finishedRecord();
      expect(rec.agents[0]).toBe('human');
      expect(rec.decisions.length).toBeGreaterThan(12);
      expect(replayRecord(findGame(id), JSON.parse(JSON.stringify(rec))).ok, id).toBe(true);
    }
    const ff = new PlaySession(findGame('fftcg'), { seat: 1, vs: 'random', seed: 'rec2', lang: 'zh' });
    ff.advance();
    ff.concede();
    const rec = ff.finishedRecord();
    // The concession is the record's last decision (an answer like any other).
    expect(rec.decisions.at(-1)).toMatchObject({ player: 1, answer: { concede: true } });
    expect(rec.result?.rule).toBe('FFTCG 2.1');
    expect(replayRecord(findGame('fftcg'), rec).ok).toBe(true);
  });
});

describe('malformed scenario files', () => {
  it.each([
    [
      'fftcg',
      'cards:\n  - { id: Z99, name: oops }\nsetup: { players: [{ hand: [Z99] }, {}] }\n',
      /bad inline card: name:/,
    ],
    ['kaling', 'setup: { players: [{ hand: [NOPE] }, {}] }\n', /unknown card id/],
    ['sgs-chess', 'setup: { roles: 7 }\n', /roles: /],
  ])('%s: a malformed setup or inline card is refused in one line (exit 2)', async (id, body, why) => {
    const dir = mkdtempSync(join(tmpdir(), `arbiter-${id}-`));
    const f = join(dir, 'bad.yaml');
    writeFileSync(f, `name: broken on purpose\ngame: ${id}\n${body}`);
    const io = quiet();
    expect(await main(['scenario', f])).toBe(2);
    expect(io.err()).toMatch(why);
    expect(io.err().trim().split('\n')).toHaveLength(1);
  });
});

describe('broken records and scenario files are bad input, reported in one short line', () => {
  const recordOf = async (id: string) => {
    const dir = mkdtempSync(join(tmpdir(), `arbiter-rec-${id}-`));
    quiet();
    expect(await main(['simulate', id, '--games', '1', '--seed', 'bad', '--records', dir])).toBe(0);
    const file = join(dir, readdirSync(dir)[0]);
    return { file, rec: JSON.parse(readFileSync(file, 'utf8')) };
  };

  it.each(playable)('%s: a record without decks or with an impossible concession exits 2', async (id) => {
    const { file, rec } = await recordOf(id);
    writeFileSync(file, JSON.stringify({ ...rec, decks: [] }));
    let io = quiet();
    expect(await main(['replay', file])).toBe(2);
    expect(io.err()).toMatch(/0 deck\(s\) for \d players/);
    writeFileSync(file, JSON.stringify({ ...rec, conceded: 5 }));
    io = quiet();
    expect(await main(['replay', file])).toBe(2);
    expect(io.err()).toMatch(/conceded by player 5/);
  });

  it('a 10 MB answer in a record gives a short message', async () => {
    const { file, rec } = await recordOf('fftcg');
    rec.decisions[0].answer = ['x'.repeat(10_000_000)];
    writeFileSync(file, JSON.stringify(rec));
    const io = quiet();
    expect(await main(['replay', file])).toBe(1);
    expect(io.out().length + io.err().length).toBeLessThan(400);
    expect(io.out()).toMatch(/10000000 characters/);
  });

  it('malformed YAML in a scenario is one line (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-yaml-'));
    const f = join(dir, 'bad.yaml');
    writeFileSync(f, 'name: x\ngame: fftcg\nscript:\n  - { player: 0, choose: pass }\n    expect: []\n');
    const io = quiet();
    expect(await main(['scenario', f])).toBe(2);
    expect(io.err()).toMatch(/not valid YAML/);
    expect(io.err().trim().split('\n')).toHaveLength(1);
  });
});

describe('Riftbound’s cards and decks', () => {
  it('cards riftbound --pool lists the whole pool with totals, cards riftbound the implemented cards with their texts; deck validate checks a deck (RB 103)', async () => {
    let io = quiet();
    // Riftbound lists its cards against the whole published pool with --pool (as FF-TCG's --pool).
    expect(await main(['cards', 'riftbound', '--pool', '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.total).toBe(767);
    expect(rep.encoded + rep.implemented).toBeGreaterThan(150);
    // Without --pool: the cards the game plays, each with its kind and text in the chosen language.
    io = quiet();
    expect(await main(['cards', 'riftbound', 'fury', 'rune', '--json', '--lang', 'zh'])).toBe(0);
    const cards = JSON.parse(io.out()) as { id: string; name: string; kind: string; text: string }[];
    expect(cards.map((c) => c.name)).toContain('怒火符文');
    expect(cards.find((c) => c.name === '怒火符文')?.kind).toMatch(/符文 · 基础 · 怒火/);
    io = quiet();
    const decks = join(REPO_ROOT, 'packages', 'games', 'riftbound', 'decks');
    expect(await main(['deck', 'validate', 'riftbound', join(decks, 'jinx.yaml')])).toBe(0);
    expect(await main(['deck', 'validate', 'riftbound', join(decks, 'annie-as-transcribed.yaml')])).toBe(1);
    expect(io.out()).toMatch(/RB 103\.2\]/);
    expect(await main(['cards', 'fftcg', '--pool'])).toBe(2);
  });
});
