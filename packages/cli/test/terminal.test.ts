/**
 * `arbiter play` in a real terminal: each test starts the command in a detached tmux session,
 * types as a person would (send-keys) and reads the screen (capture-pane). Waits poll the screen
 * for the expected text with a generous timeout, so a slow machine only makes them slower.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/coverage.ts';

const BIN = join(REPO_ROOT, 'packages', 'cli', 'bin', 'arbiter.mjs');
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
// A tmux server of our own (its own socket), so other tmux users on the machine are not touched;
// its sessions stay until the end of the file (a server with no session left exits, and a new
// session started while it exits fails).
const SOCKET = `arbiter-test-${process.pid}`;
let counter = 0;

function tmux(...args: string[]): string {
  return execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
}

/** Start `arbiter <args>` in a new detached session; returns its name. */
async function start(args: string[]): Promise<string> {
  const name = `play-${++counter}`;
  const cmd = ['node', BIN, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(' ');
  for (let attempt = 1; ; attempt++) {
    try {
      tmux('new-session', '-d', '-s', name, '-x', '200', '-y', '50', `LANG=C.UTF-8 ${cmd}; sleep 120`);
      return name;
    } catch (e) {
      if (attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/** Everything the session has shown (scrollback included), wrapped lines joined. */
function screen(name: string): string {
  return tmux('capture-pane', '-p', '-J', '-S', '-', '-t', name);
}

async function waitFor(name: string, pattern: RegExp, timeoutMs = 240_000, after = 0): Promise<string> {
  const start = Date.now();
  for (;;) {
    const text = screen(name).slice(after);
    if (pattern.test(text)) return text;
    if (Date.now() - start > timeoutMs)
      throw new Error(`screen never showed ${pattern}; it shows:\n${text.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Type a line and wait for what it should bring, looking only at what came after it. The wait is
 * long: an answer can hand the turn to the AI, whose whole turn on a loaded machine takes a while.
 */
async function type(name: string, line: string, expect: RegExp): Promise<string> {
  const before = screen(name).length;
  tmux('send-keys', '-t', name, '-l', line);
  tmux('send-keys', '-t', name, 'Enter');
  return waitFor(name, expect, 240_000, before);
}

function pidOf(name: string): number {
  // The pane runs `sh -c "… node …; sleep 30"`: the node process is the shell's child.
  const shell = Number(tmux('display-message', '-p', '-t', name, '#{pane_pid}').trim());
  const out = execFileSync('pgrep', ['-P', String(shell), '-f', 'arbiter.mjs'], { encoding: 'utf8' }).trim();
  return Number(out.split('\n')[0]);
}

async function fileAppears(path: string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (!existsSync(path)) {
    if (Date.now() - start > timeoutMs) throw new Error(`${path} was never written`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(() => {
  spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
});

describe.skipIf(!hasTmux)('arbiter play in a terminal (tmux)', () => {
  it('kaling in English: a new seed is printed, help, look, zones and a move; SIGTERM saves the game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-tty-'));
    const record = join(dir, 'kaling.json');
    // A small AI budget: after our move the AI may play a whole turn (many decisions) before we
    // are asked again; the deal is new each run, so that turn's length varies.
    const s = await start(['play', 'kaling', '--lang', 'en', '--budget', '30it', '--record', record]);
    const first = await waitFor(s, />> Your move: /);
    expect(first).toMatch(/seed [0-9a-f]{8} \(replay this deal with --seed [0-9a-f]{8}\)/);
    expect(first).toMatch(
      /Kaling Era {2}turn \d+, (your|opponent's) turn \((setup|draw phase|action phase)\)/,
    );
    expect(first).toMatch(/You \(P0\): LP 20/);
    await type(s, 'help', /look <number\|#card\|place\|name>[\s\S]*concede[\s\S]*quit/);
    await type(s, 'zones', /Zones \(type "zone <name>" to list one\)[\s\S]*your Hand \(p0:hand\): \d+/);
    await type(s, 'look 1', /Lv\d Kaling · |Tactic · |Device · /);
    await type(s, 'xyzzy', /"xyzzy" is not an option: enter one of \d/);
    // Answer the adjustment (keep every card) or the action menu with its first item.
    const now = screen(s);
    await type(s, /choose 0–5|Enter 0 to choose none/.test(now.slice(-600)) ? '0' : '1', />> Your move: /);
    process.kill(pidOf(s), 'SIGTERM');
    await fileAppears(record);
    await waitFor(s, /Game saved to /);
    const rec = JSON.parse(readFileSync(record, 'utf8'));
    // The opponent is the default one: the MCTS AI.
    expect(rec.agents).toEqual(['human', 'mcts']);
    const replay = spawnSync('node', [BIN, 'replay', record, '--lang', 'en'], { encoding: 'utf8' });
    expect(replay.status).toBe(0);
    expect(replay.stdout).toMatch(/replay ok[\s\S]*the game did not end/);
  });

  it('三国杀战棋 in Chinese: the draft shows HP and skills, single choices are made and logged, Ctrl-C saves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-tty-'));
    const record = join(dir, 'sgs.json');
    const s = await start(['play', 'sgs-chess', '--lang', 'zh', '--seed', 'tty', '--record', record]);
    const first = await waitFor(s, />> 轮到你: /);
    expect(first).toMatch(/选将池（武将 体力 技能）：/);
    expect(first).toMatch(/体力 [34] {2}〖/);
    expect(first).toMatch(/图例：\. 平原 .* # 树林/);
    await type(s, 'help', /命令：[\s\S]*hold[\s\S]*认输/);
    // Keep taking the first item (the draft, placing pieces, playing) until a choice is made for us.
    let text = first;
    for (let i = 0; i < 60 && !/（自动）/.test(screen(s)); i++) {
      // The menu's own numbers (they stay with their options, so they need not start at 1).
      const menu = text.slice(text.lastIndexOf('>> 轮到你'));
      const numbers = [...menu.matchAll(/^ +(\d+)\. /gm)].map((m) => m[1]);
      const want = Number(/选择 (\d) 项：/.exec(menu)?.[1] ?? 1);
      const line = numbers.slice(0, want).join(' ');
      text = await type(s, line, />> 轮到你: |游戏结束/);
    }
    expect(screen(s)).toMatch(/（自动）.*这是唯一的选择/);
    tmux('send-keys', '-t', s, 'C-c');
    await fileAppears(record);
    await waitFor(s, /对局已保存到 /);
    expect(spawnSync('node', [BIN, 'replay', record], { encoding: 'utf8' }).status).toBe(0);
  });

  it('FF-TCG in English: the player is "you", cards can be read, conceding ends the game and the record replays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-tty-'));
    const record = join(dir, 'ff.json');
    const s = await start([
      'play',
      'fftcg',
      '--lang',
      'en',
      '--seed',
      '5',
      '--deck',
      'storm-stone',
      '--record',
      record,
    ]);
    const first = await waitFor(s, />> Your move: Mulligan your opening hand\?/);
    expect(first).toMatch(/== You — Deck 45/);
    expect(first).not.toMatch(/Player 0/);
    await type(s, '1', />> Your move: /);
    const hand = screen(s)
      .match(/#(\d+) \S/g)?.[0]
      ?.slice(1)
      .split(' ')[0];
    await type(s, `look #${hand}`, /controlled by you/);
    await type(s, 'zone break', /your Break Zone \(\d+\)/);
    await type(s, 'concede', /== Game over: You lose\. You conceded/);
    await fileAppears(record);
    const replay = spawnSync('node', [BIN, 'replay', record], { encoding: 'utf8' });
    expect(replay.stdout).toMatch(/the game ended: won by player 1 \[FFTCG 2\.1\]/);
  });
});
