/**
 * Test tools: a WebSocket client that checks every message against the protocol's schemas, bots
 * whose answers depend only on (seed, seat, request serial) so a game played through the server
 * is the same game however often it is interrupted, a lockstep driver that lets the lowest seat
 * with an open decision answer first (so the order of answers never depends on timing), the same
 * game played in-process as a reference, and the server as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createGame,
  type Decision,
  type GameModule,
  openDecisions,
  Rng,
  randomAnswer,
  type SetupOptions,
  type State,
  stateHash,
  submit,
} from '@arbiter/kernel';
import { WebSocket } from 'ws';
import { parseServerMessage, type ServerMessage } from '../src/protocol.ts';

export const REPO = resolve(import.meta.dirname, '..', '..', '..');
export const CLI = join(REPO, 'packages', 'cli', 'bin', 'arbiter.mjs');

type Msg = ServerMessage;
type StateMsg = Extract<Msg, { type: 'state' }>;

export function tempDir(prefix = 'arbiter-server-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function until(cond: () => boolean, timeoutMs = 120_000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!cond()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

let reqCounter = 0;

export class TestClient {
  readonly messages: Msg[] = [];
  /** Messages that did not match the protocol's schemas (must stay empty). */
  readonly invalid: string[] = [];
  readonly latest = new Map<string, StateMsg>();
  closed = false;
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      let m: Msg;
      const text = data.toString();
      try {
        m = parseServerMessage(JSON.parse(text));
      } catch (e) {
        this.invalid.push(`${(e as Error).message.slice(0, 200)}: ${text.slice(0, 200)}`);
        return;
      }
      this.messages.push(m);
      if (m.type === 'state') {
        const prev = this.latest.get(m.table);
        if (!prev || m.seq >= prev.seq) this.latest.set(m.table, m);
      }
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    ws.on('close', () => {
      this.closed = true;
    });
    ws.on('error', () => {});
  }

  static async connect(url: string): Promise<TestClient> {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws');
    const c = new TestClient(ws);
    await new Promise<void>((res, rej) => {
      ws.once('open', () => res());
      ws.once('error', rej);
    });
    await c.waitFor((m) => m.type === 'welcome');
    return c;
  }

  send(obj: Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ v: 1, ...obj }));
  }

  sendRaw(data: string | Buffer, binary = false): void {
    this.ws.send(data, { binary });
  }

  /** Wait for a message (already received or coming) that matches. */
  waitFor(pred: (m: Msg) => boolean, timeoutMs = 120_000): Promise<Msg> {
    const seen = this.messages.find(pred);
    if (seen) return Promise.resolve(seen);
    return this.next(pred, timeoutMs);
  }

  /** Wait for a message still to come that matches. */
  next(pred: (m: Msg) => boolean, timeoutMs = 120_000): Promise<Msg> {
    return new Promise((res, rej) => {
      const w = {
        pred,
        resolve: (m: Msg) => {
          clearTimeout(t);
          res(m);
        },
      };
      const t = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        rej(
          new Error(
            `timed out waiting for a server message (last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)})`,
          ),
        );
      }, timeoutMs);
      this.waiters.push(w);
    });
  }

  /** Send with a fresh `req` and wait for the reply carrying it. */
  async request(obj: Record<string, unknown>, timeoutMs = 120_000): Promise<Msg> {
    const req = `r${++reqCounter}`;
    const p = this.next((m) => 'req' in m && m.req === req, timeoutMs);
    this.send({ ...obj, req });
    return p;
  }

  close(): void {
    this.ws.close();
  }

  terminate(): void {
    this.ws.terminate();
  }
}

/** The bots' answer: a random legal answer seeded by seed, seat and request serial only. */
export function botAnswer(seed: string, seat: number, pending: number, d: Decision): unknown {
  return randomAnswer(d.domain, new Rng(`bot:${seed}:${seat}:${pending}`));
}

export interface SeatClient {
  client: TestClient;
  seat: number;
  token: string;
}

export type StopWhen = (decider: SeatClient, state: StateMsg) => boolean;

/**
 * Play a table to its end (or until `stopWhen` says so, just before that decision is answered):
 * wait until every seat client has the same latest state, let the lowest seat with an open
 * decision answer, wait for its ack and for everyone to see the state it produced, repeat.
 */
export async function drive(
  seats: SeatClient[],
  table: string,
  seed: string,
  opts: { stopWhen?: StopWhen; timeoutMs?: number; maxDecisions?: number } = {},
): Promise<{ over: boolean; answered: number; stoppedAt?: { seat: SeatClient; state: StateMsg } }> {
  let answered = 0;
  const timeoutMs = opts.timeoutMs ?? 240_000;
  for (;;) {
    let target = -1;
    await until(
      () => {
        const states = seats.map((s) => s.client.latest.get(table));
        if (states.some((s) => !s)) return false;
        const seq = states[0]!.seq;
        if (states.some((s) => s!.seq !== seq)) return false;
        if (states[0]!.view.result) {
          target = -2;
          return true;
        }
        target = states.findIndex((s) => s!.pending !== null);
        return target >= 0;
      },
      timeoutMs,
      'a quiet table',
    );
    if (target === -2) return { over: true, answered };
    const sc = seats[target];
    const st = sc.client.latest.get(table)!;
    if (opts.stopWhen?.(sc, st)) return { over: false, answered, stoppedAt: { seat: sc, state: st } };
    if (opts.maxDecisions !== undefined && answered >= opts.maxDecisions) return { over: false, answered };
    const decisions = st.view.decisions as Decision[];
    const answer = botAnswer(seed, sc.seat, st.pending!, decisions[0]);
    const reply = await sc.client.request(
      { type: 'answer', table, seat: sc.seat, pending: st.pending, answer },
      timeoutMs,
    );
    if (reply.type === 'ack') {
      answered++;
      await until(
        () => seats.every((s) => (s.client.latest.get(table)?.seq ?? -1) >= reply.seq),
        timeoutMs,
        'the new state',
      );
    } else if (reply.type === 'error' && reply.code === 'stale') {
      await until(() => (sc.client.latest.get(table)?.seq ?? -1) > st.seq, timeoutMs, 'a newer state');
    } else {
      throw new Error(`answer refused: ${JSON.stringify(reply).slice(0, 400)}`);
    }
  }
}

/** The same game without a server: the lowest seat with an open decision answers first. */
export function referenceGame(
  module: GameModule,
  setup: SetupOptions,
  seed: string,
): { state: State; decisions: number; finalHash: string } {
  const state = createGame(module, setup);
  let n = 0;
  while (!state.result) {
    const open = openDecisions(state).sort((a, b) => a.player - b.player);
    const d = open[0];
    const pending = state.pending!.id;
    const r = submit(state, module, {
      player: d.player,
      answer: botAnswer(seed, d.player, pending, d),
      pending,
    });
    if (!r.ok) throw new Error(`reference game refused a bot answer: ${r.error.message}`);
    n++;
    if (n > module.maxDecisions) throw new Error('reference game capped');
  }
  return { state, decisions: n, finalHash: stateHash(state) };
}

/** Create a table over a client and join every human seat with its own client. */
export async function openTable(
  url: string,
  create: Record<string, unknown>,
): Promise<{ table: string; seats: SeatClient[]; spectatorToken: string; lobby: TestClient }> {
  const lobby = await TestClient.connect(url);
  const created = await lobby.request({ type: 'create', ...create });
  if (created.type !== 'created') throw new Error(`create failed: ${JSON.stringify(created)}`);
  const table = created.table.id;
  const seats: SeatClient[] = [];
  for (const s of created.seats) {
    if (s.kind !== 'human') continue;
    const client = await TestClient.connect(url);
    const joined = await client.request({ type: 'join', table, seat: s.seat, token: s.token });
    if (joined.type !== 'joined') throw new Error(`join failed: ${JSON.stringify(joined)}`);
    seats.push({ client, seat: s.seat, token: s.token! });
  }
  return { table, seats, spectatorToken: created.spectator.token, lobby };
}

const children = new Set<ChildProcess>();

/** Kill every server this test file started that is still running (for afterAll). */
export async function killServers(): Promise<void> {
  await Promise.all([...children].map((c) => killHard(c)));
}

/** `arbiter serve` as a child process; resolves once it prints its address. */
export async function spawnServer(
  args: string[],
  env: Record<string, string> = {},
): Promise<{
  child: ChildProcess;
  url: string;
  output: () => string;
}> {
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--rate', '100000', ...args], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (out += d.toString()));
  await until(
    () => /listening on (http:\/\/\S+)/.test(out) || child.exitCode !== null,
    60_000,
    'the server to start',
  );
  const m = /listening on (http:\/\/\S+)/.exec(out);
  if (!m) throw new Error(`server did not start: ${out}`);
  return { child, url: m[1], output: () => out };
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((res) => {
    if (child.exitCode !== null || child.signalCode !== null) return res();
    child.once('exit', () => res());
    child.kill('SIGKILL');
  });
}

/** Run the real `arbiter replay --json` on a record file. */
export function cliReplay(file: string): Promise<{ code: number; json: any; stderr: string }> {
  return new Promise((res) => {
    const child = spawn(process.execPath, [CLI, 'replay', file, '--json'], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errText = '';
    child.stdout.on('data', (d) => (out += d.toString()));
    child.stderr.on('data', (d) => (errText += d.toString()));
    child.on('exit', (code) => {
      let json: any = null;
      try {
        json = JSON.parse(out);
      } catch {}
      res({ code: code ?? -1, json, stderr: errText });
    });
  });
}

/** Where a paused resolution can be seen in a seat's view: the stack (FF-TCG), 卡灵时代's chain,
 * 三国杀战棋's response windows. */
export function midResolution(game: string, st: StateMsg): boolean {
  const g = st.view.g as any;
  const d = (st.view.decisions as Decision[])[0];
  // The kernel's stack (view.stack); FF-TCG kept it in its own data before.
  const stack = (st.view.stack as unknown[] | undefined) ?? g?.stack;
  if (game === 'fftcg') return Array.isArray(stack) && stack.length > 0;
  if (game === 'kaling') return Array.isArray(g?.chain) && g.chain.length > 0;
  if (game === 'sgs-chess') return ['respond', 'wuxie', 'dying-peach'].includes(d?.kind);
  return false;
}
