/**
 * Load benchmark for `arbiter serve` (a benchmark, not a test: it prints figures).
 *
 *   npx tsx packages/server/bench/load.ts [--tables 500] [--seconds 30] [--think 1000]
 *       [--games fftcg,kaling,sgs-chess] [--db FILE|postgres://…] [--json]
 *
 * The server runs as its own process (`arbiter serve` on loopback, SQLite in a temporary data
 * directory unless --db is given); this process plays bots: every table has two human seats, each
 * a WebSocket connection that answers its decisions with a random legal answer after a think time
 * drawn uniformly from 0–2× --think milliseconds (0 = answer at once: the server is saturated).
 * Tables that finish are replaced, so the number of concurrent tables stays at --tables. After the
 * tables are open, it measures for --seconds: accepted decisions per second, and the latency from
 * sending an answer to receiving the state that follows it (p50, p90, p99, max), and the server's
 * memory (RSS) at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Decision, Rng, randomAnswer } from '@arbiter/kernel';
import { WebSocket } from 'ws';

interface Args {
  tables: number;
  seconds: number;
  think: number;
  games: string[];
  db?: string;
  /** An already running server (for profiling it); otherwise one is started. */
  url?: string;
  json: boolean;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    tables: 500,
    seconds: 30,
    think: 1000,
    games: ['fftcg', 'kaling', 'sgs-chess'],
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if (k === '--tables') a.tables = Number(v);
    else if (k === '--seconds') a.seconds = Number(v);
    else if (k === '--think') a.think = Number(v);
    else if (k === '--games') a.games = v.split(',');
    else if (k === '--db') a.db = v;
    else if (k === '--url') a.url = v;
    else if (k === '--json') {
      a.json = true;
      continue;
    } else throw new Error(`unknown option ${k}`);
    i++;
  }
  return a;
}

const REPO = resolve(import.meta.dirname, '..', '..', '..');

async function startServer(
  db: string | undefined,
  dataDir: string,
): Promise<{ child: ChildProcess | null; url: string }> {
  const args = [join(REPO, 'packages/cli/bin/arbiter.mjs'), 'serve', '--port', '0', '--rate', '100000'];
  if (db) args.push('--db', db);
  else args.push('--data-dir', dataDir);
  const child = spawn(process.execPath, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  for (let i = 0; i < 600; i++) {
    const m = /listening on (http:\/\/\S+)/.exec(out);
    if (m) return { child, url: m[1] };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${out}`);
}

class Stats {
  latencies: number[] = [];
  decisions = 0;
  errors = 0;
  finished = 0;
  measuring = false;
}

class Bot {
  private sentAt = 0;
  private sentSeq = -1;
  private pendingTimer: NodeJS.Timeout | null = null;
  private lastPending = -1;
  readonly ws: WebSocket;

  constructor(
    url: string,
    readonly table: string,
    readonly seat: number,
    token: string,
    private readonly think: number,
    private readonly rng: Rng,
    private readonly stats: Stats,
    private readonly onOver: () => void,
  ) {
    this.ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    this.ws.on('open', () => this.ws.send(JSON.stringify({ v: 1, type: 'join', table, seat, token })));
    this.ws.on('message', (data) => this.onMessage(data.toString()));
    this.ws.on('error', () => {});
  }

  private onMessage(text: string): void {
    const m = JSON.parse(text);
    if (m.type === 'state') {
      if (this.sentSeq >= 0 && m.seq > this.sentSeq) {
        if (this.stats.measuring) this.stats.latencies.push(performance.now() - this.sentAt);
        this.sentSeq = -1;
      }
      if (m.pending !== null && m.pending !== this.lastPending && !m.view.result) {
        this.lastPending = m.pending;
        const d = (m.view.decisions as Decision[])[0];
        const seq = m.seq;
        const pending = m.pending;
        const answer = randomAnswer(d.domain, this.rng);
        const send = () => {
          this.pendingTimer = null;
          this.sentAt = performance.now();
          this.sentSeq = seq;
          this.ws.send(
            JSON.stringify({ v: 1, type: 'answer', table: this.table, seat: this.seat, pending, answer }),
          );
        };
        const wait = this.think > 0 ? this.rng.int(2 * this.think + 1) : 0;
        if (this.pendingTimer) clearTimeout(this.pendingTimer);
        if (wait === 0) send();
        else this.pendingTimer = setTimeout(send, wait);
      }
    } else if (m.type === 'ack') {
      if (this.stats.measuring) this.stats.decisions++;
    } else if (m.type === 'error') {
      if (m.code !== 'stale') this.stats.errors++;
      this.sentSeq = -1;
    } else if (m.type === 'over') {
      if (this.seat === 0) {
        if (this.stats.measuring) this.stats.finished++;
        this.onOver();
      }
      this.close();
    }
  }

  close(): void {
    if (this.pendingTimer) clearTimeout(this.pendingTimer);
    this.ws.close();
  }
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-load-'));
  const { child, url } = args.url ? { child: null, url: args.url } : await startServer(args.db, dataDir);
  const stats = new Stats();
  const bots = new Set<Bot>();
  const rng = new Rng('load');
  let created = 0;
  let stopping = false;

  const openOne = async (): Promise<void> => {
    const game = args.games[created++ % args.games.length];
    let res: Response | null = null;
    for (let attempt = 0; !res; attempt++) {
      try {
        res = await fetch(`${url}/api/tables`, {
          method: 'POST',
          body: JSON.stringify({ game, seats: [{ kind: 'human' }, { kind: 'human' }] }),
        });
      } catch (e) {
        // A kept-alive HTTP connection closed by the server as the request went out: try again.
        if (attempt >= 5) throw e;
      }
    }
    const body = (await res.json()) as { table: { id: string }; seats: { seat: number; token: string }[] };
    if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(body)}`);
    const pair: Bot[] = [];
    const replace = () => {
      for (const b of pair) bots.delete(b);
      if (!stopping) {
        openOne().catch((e) => {
          stats.errors++;
          process.stderr.write(`could not open a replacement table: ${(e as Error).message}\n`);
        });
      }
    };
    for (const s of body.seats) {
      const bot = new Bot(
        url,
        body.table.id,
        s.seat,
        s.token,
        args.think,
        new Rng(`${created}:${s.seat}:${rng.int(1e9)}`),
        stats,
        replace,
      );
      pair.push(bot);
      bots.add(bot);
    }
  };

  const t0 = performance.now();
  for (let i = 0; i < args.tables; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, args.tables - i) }, () => openOne()));
  }
  const openSeconds = (performance.now() - t0) / 1000;
  // Let every table get going before measuring.
  await new Promise((r) => setTimeout(r, Math.max(2000, args.think * 2)));
  const health0 = (await (await fetch(`${url}/healthz`)).json()) as { tables: number; connections: number };
  const cpu0 = cpuSeconds(child?.pid);
  stats.measuring = true;
  const m0 = performance.now();
  await new Promise((r) => setTimeout(r, args.seconds * 1000));
  stats.measuring = false;
  const elapsed = (performance.now() - m0) / 1000;
  const cpu1 = cpuSeconds(child?.pid);
  const serverCpu = cpu0 !== null && cpu1 !== null ? cpu1 - cpu0 : null;
  const health = (await (await fetch(`${url}/healthz`)).json()) as {
    tables: number;
    connections: number;
    rssMB: number;
    heapMB: number;
  };
  stopping = true;
  for (const b of bots) b.close();
  if (child) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = stats.latencies.sort((a, b) => a - b);
  const report = {
    node: process.version,
    games: args.games,
    db: args.db ? 'postgres' : 'sqlite',
    concurrentTables: args.tables,
    connections: health0.connections,
    thinkMs: args.think,
    seconds: Math.round(elapsed * 10) / 10,
    decisions: stats.decisions,
    decisionsPerSecond: Math.round(stats.decisions / elapsed),
    gamesFinished: stats.finished,
    latencyMs: {
      samples: sorted.length,
      p50: round(quantile(sorted, 0.5)),
      p90: round(quantile(sorted, 0.9)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
    },
    errors: stats.errors,
    /** Share of one core the server used, and its CPU time per accepted decision. */
    serverCpuShare: serverCpu === null ? null : round(serverCpu / elapsed),
    serverCpuMsPerDecision:
      serverCpu === null || stats.decisions === 0 ? null : round((serverCpu * 1000) / stats.decisions),
    loadAverage: (await import('node:os')).loadavg().map(round),
    serverRssMB: health.rssMB,
    serverHeapMB: health.heapMB,
    tablesInMemory: health.tables,
    openSeconds: round(openSeconds),
    botsRssMB: Math.round(process.memoryUsage().rss / 1048576),
  };
  if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else {
    process.stdout.write(
      [
        `arbiter serve load: ${report.concurrentTables} concurrent tables (${report.games.join(', ')}; ${report.connections} WebSocket connections; ${report.db}), think ${report.thinkMs} ms (0–2×), ${report.seconds} s`,
        `  decisions: ${report.decisions} (${report.decisionsPerSecond}/s), games finished: ${report.gamesFinished}, errors: ${report.errors}`,
        `  latency answer → next state: p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms (${report.latencyMs.samples} samples)`,
        `  server CPU: ${report.serverCpuShare ?? '?'} of a core, ${report.serverCpuMsPerDecision ?? '?'} ms per decision; machine load average ${report.loadAverage.join(' ')}`,
        `  server memory: RSS ${report.serverRssMB} MB, heap ${report.serverHeapMB} MB; bots RSS ${report.botsRssMB} MB; tables opened in ${report.openSeconds} s`,
      ].join('\n') + '\n',
    );
  }
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

main().catch((e) => {
  process.stderr.write(`load benchmark failed: ${(e as Error).stack ?? e}\n`);
  process.exit(1);
});
