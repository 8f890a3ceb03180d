/**
 * `arbiter serve`: HTTP and WebSocket on one port. The WebSocket (`/ws`) carries the protocol of
 * docs/protocol.md; HTTP serves the lobby's read-only lists, table creation for scripts, finished
 * games' records, and the web client's files when it is built.
 *
 * On start the database is opened (SQLite by default, PostgreSQL by URL) and every unfinished game
 * is restored by replay, checking its checkpoint hashes; a game whose replay does not match is
 * marked broken and reported, and the others go on. Players reconnect with their seat tokens.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  clip,
  type DeckList,
  defaultDecks,
  ENGINE_VERSION,
  type GameModule,
  InputError,
} from '@arbiter/kernel';
import {
  type DatabaseTarget,
  describeTarget,
  GameRepository,
  type GameTables,
  gameTables,
  openStore,
  type Store,
} from '@arbiter/store';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { type AgentRegistry, defaultAgents, PASS_FALLBACK } from './agents.ts';
import { canConcede } from './concession.ts';
import {
  type ClientMessage,
  type CreateTable,
  CreateTableSchema,
  type Outgoing,
  PROTOCOL_VERSION,
  parseClientMessage,
} from './protocol.ts';
import { ReplayError, recordOf } from './replay.ts';
import { type StaticHandler, staticFiles } from './static.ts';
import { err, type Peer, type SendTap, Table, type TableHost } from './table.ts';
import { newId } from './tokens.ts';

export interface Limits {
  /** Larger messages get a 'too-large' error; the connection stays open. */
  maxMessageBytes: number;
  /** Larger frames close the connection (1009): nobody sends these by mistake. */
  hardMaxBytes: number;
  /** Token bucket per connection: refill rate and size. */
  messagesPerSecond: number;
  burst: number;
  /** Creating a table costs this many messages of the bucket. */
  createCost: number;
  /** A connection that does not read its messages is closed past this many buffered bytes. */
  maxBufferedBytes: number;
  /** Tables one connection may have joined at once. */
  maxTablesPerConnection: number;
  /** Largest HTTP request body (POST /api/tables). */
  maxBodyBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 64 * 1024,
  hardMaxBytes: 1024 * 1024,
  messagesPerSecond: 50,
  burst: 200,
  createCost: 10,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxTablesPerConnection: 64,
  maxBodyBytes: 64 * 1024,
};

export interface ServerOptions {
  db: DatabaseTarget;
  /** The games this server offers (those not 'planned' can be played). */
  games: readonly GameModule[];
  host?: string;
  port?: number;
  agents?: AgentRegistry;
  /** Folder of the built web client; null for none. */
  staticDir?: string | null;
  /** Base of invitation links (default http://HOST:PORT). */
  publicUrl?: string;
  limits?: Partial<Limits>;
  /** A state hash is stored with every N-th decision (default 50) and with the last. */
  checkpointEvery?: number;
  /** Seconds a finished table nobody watches stays in memory (default 60). */
  idleSeconds?: number;
  log?: (line: string) => void;
  tap?: SendTap;
}

export interface Started {
  url: string;
  host: string;
  port: number;
  restored: number;
  broken: number;
}

let nextConnectionId = 1;

class Connection implements Peer {
  readonly id = nextConnectionId++;
  readonly tables = new Set<Table>();
  private tokens: number;
  private refilled: number;
  private warnedAt = 0;
  private corked = false;
  alive = true;

  constructor(
    readonly ws: WebSocket,
    private readonly limits: Limits,
  ) {
    this.tokens = limits.burst;
    this.refilled = Date.now();
  }

  /** Token bucket: false when the connection is over its rate. */
  take(cost = 1): boolean {
    const now = Date.now();
    this.tokens = Math.min(
      this.limits.burst,
      this.tokens + ((now - this.refilled) / 1000) * this.limits.messagesPerSecond,
    );
    this.refilled = now;
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** At most one rate-limit error a second, so a flood does not double itself. */
  mayWarn(): boolean {
    const now = Date.now();
    if (now - this.warnedAt < 1000) return false;
    this.warnedAt = now;
    return true;
  }

  send(msg: Outgoing): void {
    this.sendText(JSON.stringify({ v: PROTOCOL_VERSION, ...msg }));
  }

  sendText(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.limits.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    // Messages sent in one tick (an ack and the state after it) leave in one write.
    const socket = (this.ws as unknown as { _socket?: import('node:net').Socket })._socket;
    if (socket && !this.corked) {
      this.corked = true;
      socket.cork();
      process.nextTick(() => {
        this.corked = false;
        socket.uncork();
      });
    }
    this.ws.send(text);
  }
}

export class ArbiterServer implements TableHost {
  readonly limits: Limits;
  readonly agents: AgentRegistry;
  readonly checkpointEvery: number;
  readonly tap?: SendTap;
  private store: Store<GameTables> | null = null;
  private repository: GameRepository | null = null;
  private readonly tables = new Map<string, Table>();
  private readonly loading = new Map<string, Promise<Table | null>>();
  private readonly idleTimers = new Map<string, NodeJS.Timeout>();
  private readonly connections = new Set<Connection>();
  private http: Server | null = null;
  private wss: WebSocketServer | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private staticHandler: StaticHandler | null = null;
  private baseUrl = '';
  private readonly games: Map<string, GameModule>;
  private readonly logLine: (line: string) => void;

  constructor(private readonly opts: ServerOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...opts.limits };
    this.agents = opts.agents ?? defaultAgents();
    this.checkpointEvery = Math.max(1, opts.checkpointEvery ?? 50);
    this.tap = opts.tap;
    this.games = new Map(opts.games.filter((g) => g.status !== 'planned').map((g) => [g.id, g]));
    this.logLine =
      opts.log ?? ((line) => process.stderr.write(`[arbiter] ${new Date().toISOString()} ${line}\n`));
  }

  get repo(): GameRepository {
    if (!this.repository) throw new Error('server not started');
    return this.repository;
  }

  log(line: string): void {
    this.logLine(line);
  }

  now(): number {
    return Date.now();
  }

  /** Open the database, restore unfinished games, listen. */
  async start(): Promise<Started> {
    this.store = await openStore<GameTables>(this.opts.db, [gameTables]);
    this.repository = new GameRepository(this.store.db);
    this.log(`database: ${describeTarget(this.opts.db)}`);
    const { restored, broken } = await this.restoreAll();
    if (this.opts.staticDir) this.staticHandler = staticFiles(this.opts.staticDir);

    const http = createServer((req, res) => {
      this.handleHttp(req, res).catch((e) => {
        this.log(`http ${req.method} ${clip(req.url ?? '', 80)} failed: ${(e as Error).message}`);
        if (!res.headersSent) json(res, 500, { error: 'server-error', message: 'internal error' });
        else res.end();
      });
    });
    const wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.hardMaxBytes });
    http.on('upgrade', (req, socket, head) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/ws') {
        socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        socket.destroy();
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws));
    });
    this.http = http;
    this.wss = wss;
    const host = this.opts.host ?? '127.0.0.1';
    await new Promise<void>((resolveListen, reject) => {
      http.once('error', reject);
      http.listen(this.opts.port ?? 8080, host, () => {
        http.off('error', reject);
        resolveListen();
      });
    });
    const port = (http.address() as AddressInfo).port;
    const shownHost = host.includes(':') ? `[${host}]` : host;
    this.baseUrl = (this.opts.publicUrl ?? `http://${shownHost}:${port}`).replace(/\/+$/, '');
    this.heartbeat = setInterval(() => this.beat(), 30_000);
    this.heartbeat.unref();
    for (const t of this.tables.values())
      void t.resume().catch((e) => this.log(`table ${t.id}: resume failed: ${e}`));
    return { url: this.baseUrl, host, port, restored, broken };
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of this.connections) c.ws.terminate();
    this.connections.clear();
    for (const t of this.tables.values()) t.close();
    for (const t of this.tables.values()) await t.settled().catch(() => {});
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.wss?.close();
    await new Promise<void>((res) => (this.http ? this.http.close(() => res()) : res()));
    this.http?.closeAllConnections?.();
    await this.store?.close();
    this.store = null;
  }

  /** Tables in memory (tests, benchmarks). */
  table(id: string): Table | undefined {
    return this.tables.get(id);
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  // ---- restore -------------------------------------------------------------------------------

  private async restoreAll(): Promise<{ restored: number; broken: number }> {
    let restored = 0;
    let broken = 0;
    for (const id of await this.repo.unfinishedIds()) {
      const stored = await this.repo.load(id);
      if (!stored) continue;
      const module = this.games.get(stored.game.game);
      if (!module) {
        this.log(`table ${id}: game "${stored.game.game}" is not available here; left as it is`);
        continue;
      }
      if (stored.game.engine !== ENGINE_VERSION) {
        this.log(
          `table ${id}: stored with engine ${stored.game.engine}, running ${ENGINE_VERSION}; hashes decide`,
        );
      }
      if (module.version !== stored.game.game_version) {
        this.log(
          `table ${id}: stored with ${module.id} ${stored.game.game_version}, running ${module.version}; hashes decide`,
        );
      }
      try {
        this.tables.set(id, Table.restore(this, module, stored));
        restored++;
      } catch (e) {
        broken++;
        const why = e instanceof ReplayError ? e.message : `replay failed: ${(e as Error).message}`;
        this.log(`table ${id}: cannot be restored (${why}); marked broken`);
        await this.repo.markBroken(id, why);
      }
    }
    if (restored || broken)
      this.log(`restored ${restored} unfinished game(s)${broken ? `, ${broken} broken` : ''}`);
    return { restored, broken };
  }

  /** A table in memory, or a finished one loaded from the database. */
  private async getTable(id: string): Promise<Table | null> {
    const t = this.tables.get(id);
    if (t) return t;
    let p = this.loading.get(id);
    if (!p) {
      p = this.loadFinished(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async loadFinished(id: string): Promise<Table | null> {
    const stored = await this.repo.load(id);
    if (stored?.game.status !== 'finished') return null;
    const module = this.games.get(stored.game.game);
    if (!module) return null;
    const table = Table.restore(this, module, stored);
    this.tables.set(id, table);
    this.idle(table);
    return table;
  }

  idle(table: Table): void {
    const old = this.idleTimers.get(table.id);
    if (old) clearTimeout(old);
    const timer = setTimeout(
      () => {
        this.idleTimers.delete(table.id);
        if (table.connections === 0 && table.status !== 'playing' && table.status !== 'waiting') {
          table.close();
          this.tables.delete(table.id);
        }
      },
      (this.opts.idleSeconds ?? 60) * 1000,
    );
    timer.unref();
    this.idleTimers.set(table.id, timer);
  }

  // ---- lobby -----------------------------------------------------------------------------------

  private gamesMessage(req?: string | number): Outgoing {
    return {
      type: 'games',
      req,
      games: [...this.games.values()].map((g) => ({
        id: g.id,
        names: { zh: g.names.zh, en: g.names.en },
        status: g.status,
        version: g.version,
        players: { ...g.players },
        decks: g.decks.ready.map((d) => ({
          name: d.name,
          cards: Object.values(d.cards).reduce((a, b) => a + b, 0),
        })),
        concede: canConcede(g),
      })),
      agents: this.agents.names(),
      fallbacks: [PASS_FALLBACK, ...this.agents.names()],
    };
  }

  private tablesMessage(req?: string | number): Outgoing {
    const tables = [...this.tables.values()]
      .map((t) => t.info())
      .filter((i) => i.listed && (i.status === 'waiting' || i.status === 'playing'));
    return { type: 'tables', req, tables };
  }

  seatLink(table: string, seat: number, token: string): string {
    return `${this.baseUrl}/play/${encodeURIComponent(table)}?seat=${seat}#token=${token}`;
  }

  spectatorLink(table: string, token: string): string {
    return `${this.baseUrl}/watch/${encodeURIComponent(table)}#token=${token}`;
  }

  /** Create a table from a validated request; a one-line error for anything the game refuses. */
  async createTable(m: CreateTable): Promise<Outgoing> {
    const fail = (message: string) => err('bad-request', message, m.req);
    const module = this.games.get(m.game);
    if (!module)
      return fail(
        `unknown or unplayable game "${clip(m.game, 40)}" (playable: ${[...this.games.keys()].join(', ')})`,
      );
    const players = m.seats.length;
    if (players < module.players.min || players > module.players.max) {
      return fail(
        `${module.id} is played by ${module.players.min}–${module.players.max} players, not ${players}`,
      );
    }
    for (const [i, s] of m.seats.entries()) {
      if (s.kind === 'ai' && !this.agents.has(s.agent)) {
        return fail(
          `seat ${i}: unknown agent "${clip(s.agent, 40)}" (known: ${this.agents.names().join(', ')})`,
        );
      }
    }
    const fallback = m.fallback ?? null;
    if (fallback !== null && fallback !== PASS_FALLBACK && !this.agents.has(fallback)) {
      return fail(`unknown fallback "${clip(fallback, 40)}" (use ${PASS_FALLBACK} or an agent)`);
    }
    let decks: DeckList[];
    if (!m.decks || m.decks.length === 0) decks = defaultDecks(module, players);
    else {
      if (m.decks.length !== 1 && m.decks.length !== players) {
        return fail(`give one deck, or one per seat (${players}), not ${m.decks.length}`);
      }
      decks = [];
      for (let i = 0; i < players; i++) {
        const d = m.decks.length === 1 ? m.decks[0] : m.decks[i];
        if (typeof d === 'string') {
          const ready = module.decks.ready.find((r) => r.name === d);
          if (!ready) {
            return fail(
              `no ready deck "${clip(d, 40)}" for ${module.id} (ready: ${module.decks.ready.map((r) => r.name).join(', ')})`,
            );
          }
          decks.push(ready);
        } else {
          const v = module.decks.validate(d as DeckList);
          if (v.length)
            return fail(`deck "${clip(d.name, 40)}" is not legal: ${v[0].message.en} [${v[0].rule}]`);
          decks.push(d as DeckList);
        }
      }
    }
    const id = newId('t');
    let made: Awaited<ReturnType<typeof Table.create>>;
    try {
      made = await Table.create(this, {
        module,
        id,
        seats: m.seats.map((s) => (s.kind === 'ai' ? { kind: 'ai', agent: s.agent } : { kind: 'human' })),
        decks,
        seed: m.seed ?? newId(''),
        options: m.options,
        timeLimitMs: m.timeLimitSeconds ? m.timeLimitSeconds * 1000 : null,
        fallback,
        listed: m.listed ?? false,
      });
    } catch (e) {
      if (e instanceof InputError) return fail(clip(e.message, 200));
      this.log(`creating a ${module.id} table failed: ${(e as Error).message}`);
      return err('storage-error', 'the table could not be created', m.req);
    }
    const { table, tokens, spectatorToken } = made;
    this.tables.set(id, table);
    this.log(
      `table ${id}: ${module.id} created with seats ${m.seats.map((s) => (s.kind === 'ai' ? s.agent : 'human')).join(',')}`,
    );
    return {
      type: 'created',
      req: m.req,
      table: table.info(),
      seats: m.seats.map((s, i) =>
        s.kind === 'human'
          ? { seat: i, kind: 'human' as const, token: tokens[i]!, link: this.seatLink(id, i, tokens[i]!) }
          : { seat: i, kind: 'ai' as const, agent: s.agent },
      ),
      spectator: { token: spectatorToken, link: this.spectatorLink(id, spectatorToken) },
    };
  }

  // ---- WebSocket -------------------------------------------------------------------------------

  private onConnection(ws: WebSocket): void {
    const conn = new Connection(ws, this.limits);
    this.connections.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      this.onMessage(conn, data, isBinary).catch((e) => {
        this.log(`connection ${conn.id}: handler failed: ${(e as Error).stack ?? e}`);
        conn.send(err('server-error', 'the server failed on this message; nothing was changed'));
      });
    });
    ws.on('error', (e) => this.log(`connection ${conn.id}: ${clip(e.message, 120)}`));
    ws.on('close', () => {
      this.connections.delete(conn);
      for (const t of conn.tables) t.leave(conn);
      conn.tables.clear();
    });
    conn.send({
      type: 'welcome',
      server: 'arbiter',
      limits: {
        maxMessageBytes: this.limits.maxMessageBytes,
        messagesPerSecond: this.limits.messagesPerSecond,
        burst: this.limits.burst,
      },
    });
  }

  private beat(): void {
    for (const c of this.connections) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }

  private async onMessage(conn: Connection, data: RawData, isBinary: boolean): Promise<void> {
    if (!conn.take()) {
      if (conn.mayWarn()) {
        conn.send(
          err(
            'rate-limited',
            `over ${this.limits.messagesPerSecond} messages a second; messages are being dropped`,
          ),
        );
      }
      return;
    }
    const size = Array.isArray(data)
      ? data.reduce((n, b) => n + b.length, 0)
      : (data as Buffer | ArrayBuffer).byteLength;
    if (size > this.limits.maxMessageBytes) {
      conn.send(
        err('too-large', `message of ${size} bytes is over the limit of ${this.limits.maxMessageBytes}`),
      );
      return;
    }
    if (isBinary) {
      conn.send(err('bad-json', 'binary frames are not accepted; send JSON text'));
      return;
    }
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as Buffer).toString('utf8');
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      conn.send(err(parsed.code, parsed.message, parsed.req));
      return;
    }
    await this.dispatch(conn, parsed.message);
  }

  private async dispatch(conn: Connection, m: ClientMessage): Promise<void> {
    switch (m.type) {
      case 'ping':
        conn.send({ type: 'pong', req: m.req, t: m.t });
        return;
      case 'games':
        conn.send(this.gamesMessage(m.req));
        return;
      case 'tables':
        conn.send(this.tablesMessage(m.req));
        return;
      case 'create': {
        if (!conn.take(this.limits.createCost - 1)) {
          conn.send(err('rate-limited', 'creating tables too fast', m.req));
          return;
        }
        conn.send(await this.createTable(m));
        return;
      }
      case 'join':
      case 'spectate':
      case 'claim': {
        const table = await this.getTable(m.table);
        if (!table) {
          conn.send(err('no-table', `no table "${clip(m.table, 40)}"`, m.req, clip(m.table, 64)));
          return;
        }
        if (!conn.tables.has(table) && conn.tables.size >= this.limits.maxTablesPerConnection) {
          conn.send(
            err(
              'bad-request',
              `a connection may join at most ${this.limits.maxTablesPerConnection} tables`,
              m.req,
            ),
          );
          return;
        }
        if (m.type === 'join') await table.join(conn, m.seat, m.token, m.req);
        else if (m.type === 'spectate') await table.spectate(conn, m.token, m.req);
        else await table.claim(conn, m.seat, m.req, (seat, token) => this.seatLink(table.id, seat, token));
        if (table.role(conn)) conn.tables.add(table);
        return;
      }
      case 'leave': {
        const table = this.tables.get(m.table);
        if (table && conn.tables.has(table)) {
          table.leave(conn);
          conn.tables.delete(table);
        }
        conn.send({ type: 'left', req: m.req, table: m.table });
        return;
      }
      case 'answer':
      case 'concede': {
        const table = this.tables.get(m.table);
        if (!table) {
          conn.send(err('no-table', `no table "${clip(m.table, 40)}"`, m.req, clip(m.table, 64)));
          return;
        }
        const role = table.role(conn);
        const pending = m.type === 'answer' ? m.pending : undefined;
        if (!role) {
          conn.send(
            err(
              'not-joined',
              `join table ${table.id} with your seat's token first`,
              m.req,
              table.id,
              pending,
            ),
          );
          return;
        }
        if (!('seat' in role)) {
          conn.send(err('spectator', 'spectators cannot act', m.req, table.id, pending));
          return;
        }
        if (role.seat !== m.seat) {
          conn.send(
            err(
              'wrong-seat',
              `this connection plays seat ${role.seat}, not ${m.seat}`,
              m.req,
              table.id,
              pending,
            ),
          );
          return;
        }
        if (m.type === 'answer') await table.answer(conn, m.seat, m.pending, m.answer, m.req);
        else await table.concede(conn, m.seat, m.req);
        return;
      }
      case 'record': {
        const r = await this.recordFor(m.table);
        conn.send(
          r.ok
            ? { type: 'record', req: m.req, table: m.table, record: r.record }
            : err(r.code, r.message, m.req, clip(m.table, 64)),
        );
        return;
      }
    }
  }

  async recordFor(
    id: string,
  ): Promise<
    | { ok: true; record: unknown }
    | { ok: false; code: 'no-table' | 'not-finished' | 'server-error'; message: string }
  > {
    const stored = await this.repo.load(id);
    if (!stored) return { ok: false, code: 'no-table', message: `no table "${clip(id, 40)}"` };
    if (stored.game.status !== 'finished') {
      return { ok: false, code: 'not-finished', message: 'a record is available when the game is over' };
    }
    const module = this.games.get(stored.game.game);
    if (!module)
      return { ok: false, code: 'server-error', message: `game ${stored.game.game} is not available here` };
    try {
      return { ok: true, record: recordOf(module, stored) };
    } catch (e) {
      this.log(`table ${id}: record failed: ${(e as Error).message}`);
      return {
        ok: false,
        code: 'server-error',
        message: `the stored game does not replay: ${clip((e as Error).message, 120)}`,
      };
    }
  }

  // ---- HTTP ------------------------------------------------------------------------------------

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/healthz') {
      const mem = process.memoryUsage();
      json(res, 200, {
        ok: true,
        tables: this.tables.size,
        connections: this.connections.size,
        rssMB: Math.round(mem.rss / 1048576),
        heapMB: Math.round(mem.heapUsed / 1048576),
      });
      return;
    }
    if (path === '/api/games' && req.method === 'GET') {
      json(res, 200, strip(this.gamesMessage()));
      return;
    }
    if (path === '/api/tables' && req.method === 'GET') {
      json(res, 200, strip(this.tablesMessage()));
      return;
    }
    if (path === '/api/tables' && req.method === 'POST') {
      const body = await readBody(req, this.limits.maxBodyBytes);
      if (body === null) {
        json(res, 413, { error: 'too-large', message: `body over ${this.limits.maxBodyBytes} bytes` });
        return;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(body);
      } catch {
        json(res, 400, { error: 'bad-json', message: 'body is not valid JSON' });
        return;
      }
      const parsed = CreateTableSchema.safeParse({ v: PROTOCOL_VERSION, ...(raw as object), type: 'create' });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        json(res, 400, {
          error: 'bad-message',
          message: `${issue.path.join('.') || '(body)'}: ${issue.message}`,
        });
        return;
      }
      const out = await this.createTable(parsed.data);
      json(res, out.type === 'created' ? 201 : 400, strip(out));
      return;
    }
    const rec = /^\/api\/tables\/([^/]+)\/record$/.exec(path);
    if (rec && req.method === 'GET') {
      const id = decodeURIComponent(rec[1]);
      const r = await this.recordFor(id);
      if (!r.ok) {
        json(res, r.code === 'no-table' ? 404 : r.code === 'not-finished' ? 409 : 500, {
          error: r.code,
          message: r.message,
        });
        return;
      }
      const body = JSON.stringify(r.record, null, 1);
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${id.replace(/[^A-Za-z0-9_-]/g, '_')}.record.json"`,
      });
      res.end(body);
      return;
    }
    const info = /^\/api\/tables\/([^/]+)$/.exec(path);
    if (info && req.method === 'GET') {
      const t = await this.getTable(decodeURIComponent(info[1]));
      if (!t) json(res, 404, { error: 'no-table', message: 'no such table' });
      else json(res, 200, t.info());
      return;
    }
    if (path.startsWith('/api/')) {
      json(res, 404, { error: 'not-found', message: `no API ${req.method} ${clip(path, 60)}` });
      return;
    }
    if (this.staticHandler?.(req, res, path)) return;
    if (path === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(
        'Arbiter game server. The web client is not built (packages/web/dist).\n' +
          'WebSocket: /ws (protocol in docs/protocol.md). HTTP: GET /api/games, GET /api/tables, POST /api/tables, GET /api/tables/<id>/record.\n',
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('not found\n');
  }
}

function strip(msg: Outgoing): Record<string, unknown> {
  const { type: _type, req: _req, ...rest } = msg as Record<string, unknown>;
  return rest;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > max) {
        over = true;
        chunks.length = 0;
        return;
      }
      if (!over) chunks.push(c);
    });
    req.on('end', () => resolveBody(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
