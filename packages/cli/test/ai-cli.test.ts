/**
 * The AI on the command line: whole games against MCTS in the terminal (zh and en), `arena`,
 * `simulate` with AI agents, and the JSON-lines bot protocol (in process and on real stdio).
 * Budgets are a few iterations: these tests check behaviour; strength is measured by benchmarks.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installAgents } from '@arbiter/ai';
import { type Decision, domainOptions, Rng, randomAnswer } from '@arbiter/kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wilson } from '../src/arena.ts';
import { exampleAnswer, runBot } from '../src/bot.ts';
import { REPO_ROOT } from '../src/coverage.ts';
import { main } from '../src/main.ts';
import { PlaySession } from '../src/play.ts';
import { findGame, GAMES } from '../src/registry.ts';
import { capture as quiet } from './fixtures/capture.ts';

// Every game the AI plays: the playable ones and Riftbound (partial: its missing rules are listed).
const playable = GAMES.filter((g) => g.status !== 'planned' && g.ai?.evaluate).map((g) => g.id);
const BIN = join(REPO_ROOT, 'packages', 'cli', 'bin', 'arbiter.mjs');

afterEach(() => vi.restoreAllMocks());

/** What a person would type for a random legal answer: menu numbers, a number, or amounts. */
function typed(s: PlaySession, d: Decision, rng: Rng): string {
  const answer = randomAnswer(d.domain, rng);
  const opts = domainOptions(d);
  if (typeof answer === 'number') return String(answer);
  if (Array.isArray(answer)) return answer.length === 0 ? '0' : answer.map((a) => s.numberOf(d, a)).join(' ');
  return opts.map((o) => String((answer as Record<string, number>)[o.id])).join(' ');
}

describe.each(playable)('%s against MCTS', (id) => {
  it.each(['zh', 'en'] as const)('a whole game in the terminal, start to end (%s)', (lang) => {
    installAgents({ budget: { iterations: 2 } });
    const s = new PlaySession(findGame(id), { seat: 1, vs: 'mcts', seed: `term-${lang}`, lang });
    const rng = new Rng(`person:${id}:${lang}`);
    s.advance();
    let screen = s.screen();
    for (let i = 0; i < 5000 && !s.state.result; i++) {
      const d = s.humanDecision()!;
      expect(screen).toContain(lang === 'zh' ? '轮到你' : 'Your move');
      expect(s.input(typed(s, d, rng))).toBeNull();
      s.advance();
      screen = s.screen();
    }
    expect(s.state.result).not.toBeNull();
    expect(screen).toContain(lang === 'zh' ? '游戏结束' : 'Game over');
    expect(s.finishedRecord().agents).toEqual(['mcts', 'human']);
  });
});

describe('arena', () => {
  it('fftcg: round robin of three agents with intervals, seats swapped, decision times', async () => {
    const io = quiet();
    const code = await main([
      'arena',
      'fftcg',
      '--agents',
      'mcts,greedy,random',
      '--games',
      '2',
      '--budget',
      '2it',
      '--json',
    ]);
    expect(code).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.pairs.map((p: any) => `${p.a}-${p.b}`)).toEqual([
      'mcts-greedy',
      'mcts-random',
      'greedy-random',
    ]);
    for (const p of rep.pairs) {
      expect(p.games).toBe(2);
      expect(p.winsA + p.winsB + p.draws).toBe(2);
      expect(p.low).toBeLessThanOrEqual(p.rate);
      expect(p.high).toBeGreaterThanOrEqual(p.rate);
    }
    expect(rep.times.map((x: any) => x.agent).sort()).toEqual(['greedy', 'mcts']);
    expect(rep.errors).toEqual([]);
  });

  it.each(playable)(
    '%s: mcts against random, two games with the seats swapped',
    async (id) => {
      const io = quiet();
      expect(
        await main(['arena', id, '--agents', 'mcts,random', '--games', '2', '--budget', '2it', '--json']),
      ).toBe(0);
      const rep = JSON.parse(io.out());
      expect(rep.pairs).toHaveLength(1);
      expect(rep.pairs[0].winsA + rep.pairs[0].winsB + rep.pairs[0].draws).toBe(2);
      expect(rep.errors).toEqual([]);
    },
    300_000,
  );

  it('prints the table; a budget or agent it does not know is bad input', async () => {
    const io = quiet();
    const log = join(mkdtempSync(join(tmpdir(), 'arena-')), 'games.jsonl');
    expect(
      await main([
        'arena',
        'fftcg',
        '--agents',
        'mcts,random',
        '--games',
        '2',
        '--budget',
        '2it',
        '--log',
        log,
      ]),
    ).toBe(0);
    expect(io.out()).toMatch(/row's win rate against column/);
    expect(io.out()).toMatch(/p99 ms.*wall p99/);
    // --log: the run's header, then one line per game, seats swapped on one deal, MCTS's searched
    // decisions with their times.
    const [header, ...games] = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header).toMatchObject({ arena: 1, game: 'fftcg', agents: ['mcts', 'random'], budget: '2it' });
    expect(games.map((g) => g.agents)).toEqual([
      ['mcts', 'random'],
      ['random', 'mcts'],
    ]);
    expect(games[0].seed).toBe(games[1].seed);
    for (const g of games) {
      expect(g.winners === null || Array.isArray(g.winners)).toBe(true);
      expect(g.searched.mcts.cpuMs.length).toBe(g.searched.mcts.wallMs.length);
      expect(g.searched.mcts.iterations).toBe(2 * g.searched.mcts.cpuMs.length);
    }
    expect(await main(['arena', 'fftcg', '--budget', 'soon'])).toBe(2);
    expect(io.err()).toMatch(/--budget must look like/);
    expect(await main(['arena', 'fftcg', '--agents', 'mcts,nobody', '--games', '2', '--budget', '2it'])).toBe(
      2,
    );
    expect(io.err()).toMatch(/unknown agent "nobody"/);
    expect(await main(['arena', 'fftcg', '--agents', 'mcts'])).toBe(2);
  });

  it('the budget check: p99 of decision time against the budget + 10%, on the wall or the CPU clock', async () => {
    const io = quiet();
    const args = ['arena', 'kaling', '--agents', 'mcts,random', '--games', '2', '--budget', '20ms'];
    expect(await main([...args, '--clock', 'cpu', '--json'])).toBe(0);
    const rep = JSON.parse(io.out());
    expect(rep.clock).toBe('cpu');
    const mcts = rep.times.find((x: any) => x.agent === 'mcts');
    expect(mcts.limitMs).toBe(22);
    expect(mcts.withinBudget).toBe(mcts.p99 <= 22);
    expect(mcts.searchedP99).toBeGreaterThanOrEqual(mcts.searchedP50);
    // The wall times are reported beside the CPU clock's.
    expect(mcts.wallP99).toBeGreaterThanOrEqual(mcts.wallP50);
    expect(mcts.wallP50).toBeGreaterThan(0);
    const io2 = quiet();
    expect(await main(args)).toBe(0);
    expect(io2.out()).toMatch(
      /budget check mcts: p99 of wall decision time [\d.]+ ms .* = 22 ms: (met|NOT met)/,
    );
    // An iteration budget has no time to keep: no check.
    const io3 = quiet();
    expect(
      await main(['arena', 'kaling', '--agents', 'mcts,random', '--games', '2', '--budget', '2it', '--json']),
    ).toBe(0);
    expect(JSON.parse(io3.out()).times[0].withinBudget).toBeNull();
    expect(await main([...args, '--clock', 'sundial'])).toBe(2);
  });

  it('Wilson intervals: 95% of 20 is [76.4%, 99.1%]; nothing of nothing is [0, 1]', () => {
    const w = wilson(19, 20);
    expect(w.low).toBeCloseTo(0.7639, 3);
    expect(w.high).toBeCloseTo(0.9911, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('simulate with AI agents', () => {
  it('mcts against greedy, with a budget, in one thread and in two workers (same digest)', async () => {
    const io = quiet();
    const args = [
      'simulate',
      'fftcg',
      '--agents',
      'mcts,greedy',
      '--games',
      '2',
      '--budget',
      '2it',
      '--json',
    ];
    expect(await main(args)).toBe(0);
    const one = JSON.parse(io.out());
    expect(one.errors).toBe(0);
    expect(one.finished).toBe(2);
    expect(await main([...args, '--workers', '2'])).toBe(0);
    const text = io.out();
    const two = JSON.parse(text.slice(text.lastIndexOf('{\n  "game"')));
    expect(two.digest).toBe(one.digest);
  });
});

describe('bot protocol', () => {
  it.each(playable)('%s: a program plays a whole game over JSON lines', async (id) => {
    const rng = new Rng(`bot:${id}`);
    const out: any[] = [];
    let pending: any = null;
    // A client that first sends garbage and a refused answer, then answers at random.
    const script = (function* () {
      yield 'this is not json';
      yield JSON.stringify({ answer: ['no-such-option'] });
      for (;;)
        yield JSON.stringify({
          answer: randomAnswer(pending.decision.domain, rng),
          pending: pending.pending,
        });
    })();
    await runBot(
      findGame(id),
      { seat: 0, vs: 'random', seed: `bot-${id}`, lang: 'en' },
      {
        lines: {
          next: async () => script.next() as IteratorResult<string>,
        },
        write: (line) => {
          const msg = JSON.parse(line);
          out.push(msg);
          if (msg.type === 'decision') pending = msg;
        },
      },
    );
    expect(out[0]).toMatchObject({ type: 'hello', protocol: 1, game: id, seat: 0 });
    expect(out[2]).toMatchObject({ type: 'error', code: 'malformed' });
    // Refused by the first check that fails: an unknown id, or first the count where the question
    // asks for several (Vividz's first question does).
    expect(out[3].type).toBe('error');
    expect(['unknown-option', 'wrong-count']).toContain(out[3].code);
    const last = out[out.length - 1];
    expect(last.type).toBe('result');
    expect(Array.isArray(last.result.winners)).toBe(true);
    for (const m of out.filter((x) => x.type === 'decision')) {
      expect(m.view.viewer).toBe(0);
      expect(m.decision.player).toBe(0);
      expect(m.view.observation).toBeUndefined();
      // Words for programs without the message tables: the prompt and every option's label, by id.
      const dom = m.decision.domain;
      const listed = dom.type === 'pick' ? dom.options : dom.type === 'number' ? [] : dom.items;
      expect(Object.keys(m.texts.options)).toEqual(listed.map((o: any) => o.id));
      expect(m.texts.prompt).toMatch(/\S/);
      expect(m.texts.prompt).not.toBe(m.decision.prompt.key);
      for (const t of Object.values(m.texts.options) as any[]) expect(t.label).toMatch(/\S/);
    }
  });

  it('every example answer is legal', () => {
    const opt = (x: string) => ({ id: x, label: { key: x } });
    expect(exampleAnswer({ type: 'pick', min: 2, max: 3, options: ['a', 'b', 'c'].map(opt) })).toEqual([
      'a',
      'b',
    ]);
    expect(
      exampleAnswer({
        type: 'distribute',
        items: ['a', 'b'].map(opt),
        total: 5000,
        min: 1000,
        max: 3000,
        step: 1000,
      }),
    ).toEqual({ a: 3000, b: 2000 });
    expect(exampleAnswer({ type: 'number', min: 2, max: 9 })).toBe(2);
  });

  it('arbiter bot --stdio speaks on real stdin/stdout, and refuses to start without --stdio', async () => {
    const child = spawn(process.execPath, [BIN, 'bot', 'fftcg', '--stdio', '--vs', 'random', '--seed', 's'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let buffer = '';
    const messages: any[] = [];
    const done = new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk) => {
        buffer += chunk;
        let nl = buffer.indexOf('\n');
        while (nl >= 0) {
          const msg = JSON.parse(buffer.slice(0, nl));
          buffer = buffer.slice(nl + 1);
          messages.push(msg);
          if (msg.type === 'decision') child.stdin.write(`${JSON.stringify({ answer: msg.example })}\n`);
          if (msg.type === 'decision' && messages.length > 30)
            child.stdin.write(`${JSON.stringify({ concede: true })}\n`);
          nl = buffer.indexOf('\n');
        }
      });
      child.on('close', () => resolve());
    });
    await done;
    expect(messages[0].type).toBe('hello');
    expect(messages[messages.length - 1].type).toBe('result');
    const r = spawnSync(process.execPath, [BIN, 'bot', 'fftcg'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/needs --stdio/);
  });

  it('the Python client of docs/bots.md plays a game (when python3 is installed)', () => {
    const py = spawnSync('python3', ['--version']);
    if (py.status !== 0) return;
    const doc = (spawnSync('cat', [join(REPO_ROOT, 'docs', 'bots.md')], { encoding: 'utf8' }).stdout ??
      '') as string;
    const code = /```python\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(code).toBeTruthy();
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-bot-'));
    const file = join(dir, 'client.py');
    writeFileSync(
      file,
      code!
        .replace("['npx', 'arbiter',", `[${JSON.stringify(process.execPath)}, ${JSON.stringify(BIN)},`)
        .replace("'--vs', 'mcts'", "'--vs', 'random'"),
    );
    const r = spawnSync('python3', [file], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/winners/);
  });
});
