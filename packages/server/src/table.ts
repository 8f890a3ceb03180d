/**
 * A table: one game on the server. The engine runs here and nowhere else; what leaves a table is
 * the kernel's view for each recipient (`viewFor(seat)` for a seat, `viewFor(null)` for
 * spectators) and the log as that recipient may read it (`redactLog`). A pending decision reaches
 * only its decider, inside that decider's view.
 *
 * Everything that changes a table runs one task at a time (`run`), so answers, AI moves, time-outs
 * and concessions of one table never interleave, while other tables go on. An accepted decision
 * is written to the database before it is acknowledged or broadcast; if the write fails the state
 * is rebuilt from the decisions already stored and the answer is refused as a storage error.
 */
import {
  createGame,
  type Decision,
  type DeckList,
  ENGINE_VERSION,
  type GameModule,
  type LogEntry,
  openDecisions,
  redactLog,
  type State,
  stateHash,
  submit,
  type Viewer,
  viewFor,
} from '@arbiter/kernel';
import type { DecisionSource, GameRepository, GameRow, SeatRow, StoredGame } from '@arbiter/store';
import { type AgentRegistry, PASS_FALLBACK } from './agents.ts';
import { CONCESSION_ANSWER, canConcede, concededBy } from './concession.ts';
import { acceptableAnswer } from './fallback.ts';
import type { ErrorCode, Outgoing, TableInfo } from './protocol.ts';
import { type GameSetup, replayDecisions, replayStored } from './replay.ts';
import { hashToken, newToken, tokenMatches } from './tokens.ts';

/** A connection as a table sees it. */
export interface Peer {
  readonly id: number;
  send(msg: Outgoing): void;
  sendText(text: string): void;
}

export type Role = { seat: number } | { spectator: true };

/** Called with every state message before it is sent (tests check it against the true state). */
export type SendTap = (tableId: string, viewer: Viewer, message: Outgoing, state: State) => void;

export interface TableHost {
  readonly repo: GameRepository;
  readonly agents: AgentRegistry;
  /** A state hash is stored with every N-th decision (and the last). */
  readonly checkpointEvery: number;
  readonly tap?: SendTap;
  log(line: string): void;
  /** The table finished and nobody watches it any more: it may leave memory. */
  idle(table: Table): void;
  now(): number;
}

interface SeatState {
  kind: 'human' | 'ai';
  agent: string | null;
  tokenHash: string | null;
  joined: boolean;
}

interface Answered {
  player: number;
  pending: number;
  answer: unknown;
}

export type ApplyResult =
  | { ok: true }
  | {
      ok: false;
      code: ErrorCode;
      message: string;
      decision?: { code: string; message: string; rule?: string; reason?: unknown };
    };

export interface CreateSpec {
  module: GameModule;
  id: string;
  seats: { kind: 'human' | 'ai'; agent?: string }[];
  decks: DeckList[];
  seed: string;
  options?: Record<string, unknown>;
  timeLimitMs: number | null;
  fallback: string | null;
  listed: boolean;
}

const RECENT_LOG = 100;

export class Table {
  status: GameRow['status'];
  private readonly subs = new Map<Peer, Role>();
  private sink: LogEntry[] = [];
  private recent: LogEntry[] = [];
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private deadline: { pending: number; at: number } | null = null;
  private closed = false;
  /** Whether 'over' went out for this game (restored finished games start with it sent). */
  private overAnnounced: boolean;
  private finalHash: string | null;

  private constructor(
    private readonly host: TableHost,
    readonly module: GameModule,
    private readonly row: GameRow,
    private readonly seats: SeatState[],
    private state: State,
    private readonly decisions: Answered[],
  ) {
    this.status = row.status;
    this.overAnnounced = row.status === 'finished';
    this.finalHash = row.final_hash;
  }

  get id(): string {
    return this.row.id;
  }

  /** Accepted actions so far (decisions; a concession is one). */
  get seq(): number {
    return this.decisions.length;
  }

  get connections(): number {
    return this.subs.size;
  }

  // ---- creating and restoring ----------------------------------------------------------------

  /** A new table; returns it with the secret tokens (given to the creator once, never stored). */
  static async create(
    host: TableHost,
    spec: CreateSpec,
  ): Promise<{ table: Table; tokens: (string | null)[]; spectatorToken: string }> {
    const setup: GameSetup = { seed: spec.seed, players: spec.seats.length, decks: spec.decks };
    if (spec.options) setup.options = spec.options;
    const sink: LogEntry[] = [];
    // Throws the game's InputError for options or decks it refuses: reported as a bad request.
    const state = createGame(spec.module, setup, sink);
    const tokens = spec.seats.map((s) => (s.kind === 'human' ? newToken() : null));
    const spectatorToken = newToken();
    const allAi = spec.seats.every((s) => s.kind === 'ai');
    const row: GameRow = {
      id: spec.id,
      game: spec.module.id,
      game_version: spec.module.version,
      engine: ENGINE_VERSION,
      seed: spec.seed,
      players: spec.seats.length,
      options: spec.options ? JSON.stringify(spec.options) : null,
      decks: JSON.stringify(spec.decks),
      time_limit_ms: spec.timeLimitMs,
      fallback: spec.fallback,
      listed: spec.listed ? 1 : 0,
      status: 'waiting',
      spectator_token_hash: hashToken(spectatorToken),
      created_at: new Date(host.now()).toISOString(),
      started_at: null,
      finished_at: null,
      initial_hash: stateHash(state),
      final_hash: null,
      result: null,
      broken_reason: null,
    };
    const seatRows: SeatRow[] = spec.seats.map((s, i) => ({
      game_id: spec.id,
      seat: i,
      kind: s.kind,
      agent: s.kind === 'ai' ? (s.agent ?? 'random') : null,
      token_hash: tokens[i] ? hashToken(tokens[i]!) : null,
      joined: s.kind === 'ai' ? 1 : 0,
    }));
    await host.repo.createGame(row, seatRows);
    const table = new Table(host, spec.module, row, seatRows.map(seatState), state, []);
    table.sink = sink;
    // A table of AIs only starts at once (and plays on its own; the creator gets its reply now).
    if (allAi) table.fire(() => table.start());
    return { table, tokens, spectatorToken };
  }

  /** A stored game back in memory by replay (checkpoint hashes checked); throws ReplayError. */
  static restore(host: TableHost, module: GameModule, stored: StoredGame): Table {
    const sink: LogEntry[] = [];
    const { state } = replayStored(module, stored, { sink });
    const decisions = stored.decisions.map((d) => ({
      player: d.player,
      pending: d.pending,
      answer: JSON.parse(d.answer) as unknown,
    }));
    const table = new Table(host, module, stored.game, stored.seats.map(seatState), state, decisions);
    table.recent = sink.slice(-RECENT_LOG);
    return table;
  }

  /** After a restore: AI seats and clocks resume (clocks start afresh). */
  resume(): Promise<void> {
    return this.run(async () => {
      if (this.status === 'playing') await this.afterChange();
      else if (this.status === 'waiting' && this.seats.every((s) => s.joined)) await this.start();
    });
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  // ---- what the lobby and the tables list show -----------------------------------------------

  info(): TableInfo {
    const connected = new Array(this.seats.length).fill(0);
    for (const role of this.subs.values()) if ('seat' in role) connected[role.seat]++;
    const finished = this.status === 'finished';
    const info: TableInfo = {
      id: this.row.id,
      game: this.module.id,
      gameVersion: this.row.game_version,
      names: { zh: this.module.names.zh, en: this.module.names.en },
      players: this.row.players,
      status: this.status,
      seats: this.seats.map((s, i) => ({
        seat: i,
        kind: s.kind,
        ...(s.agent ? { agent: s.agent } : {}),
        joined: s.joined,
        connected: connected[i],
      })),
      timeLimitSeconds: this.row.time_limit_ms === null ? null : this.row.time_limit_ms / 1000,
      fallback: this.row.fallback,
      listed: this.row.listed === 1,
      createdAt: this.row.created_at,
      seq: this.seq,
      result: this.state.result
        ? { winners: this.state.result.winners, draw: this.state.result.draw, rule: this.state.result.rule }
        : null,
    };
    if (finished) {
      info.seed = this.row.seed;
      if (this.finalHash) info.finalHash = this.finalHash;
    }
    return info;
  }

  /** A free human seat a listed table lets anyone claim, or null. */
  freeSeat(wanted?: number): number | null {
    if (this.row.listed !== 1 || this.status !== 'waiting') return null;
    const ok = (i: number) => this.seats[i]?.kind === 'human' && !this.seats[i].joined;
    if (wanted !== undefined) return ok(wanted) ? wanted : null;
    for (let i = 0; i < this.seats.length; i++) if (ok(i)) return i;
    return null;
  }

  // ---- joining ---------------------------------------------------------------------------------

  join(peer: Peer, seat: number, token: string, req?: string | number): Promise<void> {
    return this.run(async () => {
      const s = this.seats[seat];
      if (s?.kind !== 'human' || !tokenMatches(s.tokenHash, token)) {
        peer.send(
          err('bad-token', `this token does not open seat ${seat} of table ${this.id}`, req, this.id),
        );
        return;
      }
      await this.enter(peer, { seat }, req);
    });
  }

  spectate(peer: Peer, token: string | undefined, req?: string | number): Promise<void> {
    return this.run(async () => {
      const open = token === undefined && this.row.listed === 1;
      if (!open && (token === undefined || !tokenMatches(this.row.spectator_token_hash, token))) {
        peer.send(err('bad-token', `this token does not open table ${this.id} to spectators`, req, this.id));
        return;
      }
      await this.enter(peer, { spectator: true }, req);
    });
  }

  /** A free seat of a listed table, with a new token (the seat's invitation stops working). */
  claim(
    peer: Peer,
    wanted: number | undefined,
    req: string | number | undefined,
    link: (seat: number, token: string) => string,
  ): Promise<void> {
    return this.run(async () => {
      const seat = this.freeSeat(wanted);
      if (seat === null) {
        const code = this.row.listed !== 1 ? 'not-listed' : 'seat-taken';
        peer.send(
          err(
            code,
            code === 'not-listed' ? `table ${this.id} is not listed` : 'no free seat to claim',
            req,
            this.id,
          ),
        );
        return;
      }
      const token = newToken();
      const hash = hashToken(token);
      try {
        await this.host.repo.claimSeat(this.id, seat, hash);
      } catch (e) {
        this.host.log(`table ${this.id}: claiming seat ${seat} failed to store: ${(e as Error).message}`);
        peer.send(err('storage-error', 'the seat could not be stored; try again', req, this.id));
        return;
      }
      this.seats[seat].tokenHash = hash;
      this.seats[seat].joined = true;
      peer.send({ type: 'claimed', req, table: this.id, seat, token, link: link(seat, token) });
      await this.enter(peer, { seat }, req);
    });
  }

  private async enter(peer: Peer, role: Role, req?: string | number): Promise<void> {
    if ('seat' in role) {
      const s = this.seats[role.seat];
      if (!s.joined) {
        try {
          await this.host.repo.markJoined(this.id, role.seat);
        } catch (e) {
          this.host.log(
            `table ${this.id}: seat ${role.seat} joined but could not be stored: ${(e as Error).message}`,
          );
          peer.send(err('storage-error', 'joining could not be stored; try again', req, this.id));
          return;
        }
        s.joined = true;
      }
    }
    this.subs.set(peer, role);
    peer.send({ type: 'joined', req, table: this.info(), role });
    if (this.status === 'playing' || this.status === 'finished') {
      const viewer = 'seat' in role ? role.seat : null;
      this.sendTo(peer, viewer, this.stateMessage(viewer, this.recent));
      if (this.status === 'finished') peer.send(this.overMessage());
    }
    if (this.status === 'waiting' && this.seats.every((x) => x.joined)) await this.start();
    else this.broadcastInfo(peer);
  }

  leave(peer: Peer): void {
    if (!this.subs.delete(peer)) return;
    if (!this.closed) this.broadcastInfo();
    if (this.subs.size === 0 && this.status !== 'playing' && this.status !== 'waiting') this.host.idle(this);
  }

  role(peer: Peer): Role | undefined {
    return this.subs.get(peer);
  }

  // ---- playing ---------------------------------------------------------------------------------

  private async start(): Promise<void> {
    if (this.status !== 'waiting') return;
    try {
      await this.host.repo.startGame(
        this.id,
        this.row.initial_hash ?? stateHash(this.state),
        new Date(this.host.now()).toISOString(),
      );
    } catch (e) {
      this.host.log(`table ${this.id}: start could not be stored: ${(e as Error).message}`);
      return;
    }
    this.status = 'playing';
    this.host.log(`table ${this.id}: ${this.module.id} started with ${this.seats.length} seats`);
    this.broadcastInfo();
    this.broadcastState();
    await this.afterChange();
  }

  /** A seat's answer from a connection (checked for role by the caller). */
  answer(peer: Peer, seat: number, pending: number, answer: unknown, req?: string | number): Promise<void> {
    return this.run(async () => {
      if (this.status !== 'playing') {
        const code = this.status === 'finished' ? 'game-over' : 'not-started';
        peer.send(
          err(
            code,
            code === 'game-over' ? 'the game is over' : 'the game has not started',
            req,
            this.id,
            pending,
          ),
        );
        return;
      }
      const r = await this.apply(seat, pending, answer, 'seat');
      if (!r.ok) {
        peer.send({
          ...err(r.code, r.message, req, this.id, pending),
          ...(r.decision ? { decision: r.decision } : {}),
        });
        return;
      }
      peer.send({ type: 'ack', req, table: this.id, seat, pending, seq: this.seq });
      this.broadcastState();
      await this.afterChange();
    });
  }

  concede(peer: Peer, seat: number, req?: string | number): Promise<void> {
    return this.run(async () => {
      if (this.status !== 'playing') {
        const code = this.status === 'finished' ? 'game-over' : 'not-started';
        peer.send(
          err(code, code === 'game-over' ? 'the game is over' : 'the game has not started', req, this.id),
        );
        return;
      }
      if (!canConcede(this.module)) {
        peer.send(err('no-concession', `${this.module.id}'s rules have no concession`, req, this.id));
        return;
      }
      const r = await this.apply(seat, this.state.pending?.id ?? 0, CONCESSION_ANSWER, 'seat');
      if (!r.ok) {
        peer.send({
          ...err(r.code, r.message, req, this.id),
          ...(r.decision ? { decision: r.decision } : {}),
        });
        return;
      }
      this.host.log(`table ${this.id}: seat ${seat} conceded`);
      // The conceding connection gets 'over' carrying its request id (its reply).
      this.overAnnounced = true;
      this.broadcastState();
      this.broadcastOver({ peer, req });
    });
  }

  /** Whether the game lets a player concede (shown in the lobby). */
  get concedable(): boolean {
    return canConcede(this.module);
  }

  /**
   * Submit, then store, a decision. Nothing is stored for a refused answer; if storing fails the
   * in-memory state is rebuilt without the decision.
   */
  private async apply(
    seat: number,
    pending: number,
    answer: unknown,
    source: DecisionSource,
  ): Promise<ApplyResult> {
    let r: ReturnType<typeof submit>;
    try {
      r = submit(this.state, this.module, { player: seat, answer, pending }, this.sink);
    } catch (e) {
      this.host.log(`table ${this.id}: engine error on seat ${seat}'s decision: ${(e as Error).message}`);
      this.rebuild();
      return {
        ok: false,
        code: 'engine-error',
        message: 'the game engine failed on this answer; the state is unchanged',
      };
    }
    if (!r.ok) {
      const stale = r.error.code === 'stale-decision';
      return {
        ok: false,
        code: stale ? 'stale' : 'refused',
        message: r.error.message,
        decision: {
          code: r.error.code,
          message: r.error.message,
          rule: r.error.rule,
          reason: r.error.reason,
        },
      };
    }
    const idx = this.decisions.length;
    const over = this.state.result !== null;
    const hash = over || (idx + 1) % this.host.checkpointEvery === 0 ? stateHash(this.state) : null;
    try {
      await this.host.repo.appendDecision(
        this.id,
        { idx, player: seat, pending, answer: JSON.stringify(answer), source, hash },
        over
          ? {
              finalHash: hash!,
              result: this.resultRow(),
              finishedAt: new Date(this.host.now()).toISOString(),
            }
          : undefined,
      );
    } catch (e) {
      this.host.log(`table ${this.id}: decision ${idx} could not be stored: ${(e as Error).message}`);
      this.rebuild();
      return {
        ok: false,
        code: 'storage-error',
        message: 'the decision could not be stored; the state is unchanged, try again',
      };
    }
    this.decisions.push({ player: seat, pending, answer });
    if (over) this.finish(hash!);
    return { ok: true };
  }

  private finish(finalHash: string): void {
    this.status = 'finished';
    this.finalHash = finalHash;
    this.deadline = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const r = this.state.result;
    this.host.log(
      `table ${this.id}: finished after ${this.decisions.length} decisions (${r ? (r.draw ? 'draw' : `winners ${r.winners.join(',')}`) : 'no result'})`,
    );
  }

  private resultRow() {
    const r = this.state.result;
    return r ? { winners: r.winners, draw: r.draw, rule: r.rule } : null;
  }

  /** The state from the decisions already stored (after a failed write or an engine error). */
  private rebuild(): void {
    const setup: GameSetup = {
      seed: this.row.seed,
      players: this.row.players,
      decks: JSON.parse(this.row.decks),
    };
    if (this.row.options) setup.options = JSON.parse(this.row.options);
    this.state = replayDecisions(this.module, setup, this.decisions);
    this.sink = [];
  }

  /** After any change: AI seats decide until a person must, then the clock starts. */
  private async afterChange(): Promise<void> {
    await this.runAgents();
    this.armTimer();
  }

  private async runAgents(): Promise<void> {
    for (;;) {
      if (this.closed || this.status !== 'playing') return;
      const d = openDecisions(this.state).find((x) => this.seats[x.player]?.kind === 'ai');
      if (!d) return;
      // Let other tables and sockets run between two AI decisions.
      await new Promise<void>((res) => setImmediate(res));
      if (this.closed) return;
      const pending = this.state.pending!.id;
      const seat = this.seats[d.player];
      const seed = `${this.row.seed}:${d.player}:${pending}`;
      let proposed: unknown;
      try {
        const view = viewFor(this.state, this.module, d.player);
        proposed = await this.host.agents
          .create(seat.agent ?? 'random', { module: this.module, seat: d.player, seed })
          .decide(view, view.decisions[0]);
      } catch (e) {
        this.host.log(`table ${this.id}: agent ${seat.agent} failed: ${(e as Error).message}`);
      }
      const answer = acceptableAnswer(this.state, this.module, d.player, d, seed, proposed);
      if (answer === null) {
        this.host.log(`table ${this.id}: no acceptable answer for AI seat ${d.player}; the table waits`);
        return;
      }
      const r = await this.apply(d.player, pending, answer, 'ai');
      if (!r.ok) {
        this.host.log(`table ${this.id}: AI seat ${d.player}'s decision failed (${r.code}); retrying in 1 s`);
        this.retryLater();
        return;
      }
      this.broadcastState();
    }
  }

  private retryLater(): void {
    setTimeout(() => {
      if (!this.closed) this.fire(() => this.afterChange());
    }, 1000).unref();
  }

  // ---- time limits -------------------------------------------------------------------------------

  private humanOpen(): Decision[] {
    return openDecisions(this.state).filter((d) => this.seats[d.player]?.kind === 'human');
  }

  /** The deadline of the open request, set when it first waits for a person. */
  private updateDeadline(): void {
    const limit = this.row.time_limit_ms;
    const p = this.state.pending;
    if (limit === null || this.status !== 'playing' || !p || this.humanOpen().length === 0) {
      this.deadline = null;
      return;
    }
    if (this.deadline?.pending !== p.id) this.deadline = { pending: p.id, at: this.host.now() + limit };
  }

  private armTimer(): void {
    this.updateDeadline();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const dl = this.deadline;
    if (!dl || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (!this.closed) this.fire(() => this.timeUp(dl.pending));
      },
      Math.max(0, dl.at - this.host.now()),
    );
    this.timer.unref?.();
  }

  /** The clock ran out: the fallback decides for every person still asked, announced to all. */
  private async timeUp(pending: number): Promise<void> {
    const fallback = this.row.fallback ?? PASS_FALLBACK;
    while (this.status === 'playing' && this.state.pending?.id === pending) {
      const d = this.humanOpen()[0];
      if (!d) break;
      const seed = `${this.row.seed}:${d.player}:${pending}:timeout`;
      let proposed: unknown;
      if (fallback !== PASS_FALLBACK && this.host.agents.has(fallback)) {
        try {
          const view = viewFor(this.state, this.module, d.player);
          proposed = await this.host.agents
            .create(fallback, { module: this.module, seat: d.player, seed })
            .decide(view, view.decisions[0]);
        } catch (e) {
          this.host.log(`table ${this.id}: fallback agent ${fallback} failed: ${(e as Error).message}`);
        }
      }
      const answer = acceptableAnswer(this.state, this.module, d.player, d, seed, proposed);
      if (answer === null) break;
      const r = await this.apply(d.player, pending, answer, 'timeout');
      if (!r.ok) {
        this.retryLater();
        return;
      }
      this.broadcast({ type: 'timeout', table: this.id, seat: d.player, pending, fallback });
      this.broadcastState();
      if (this.state.result) break;
    }
    await this.afterChange();
  }

  // ---- sending -----------------------------------------------------------------------------------

  private stateMessage(viewer: Viewer, entries: readonly LogEntry[]): Outgoing {
    const deadlineMs = this.deadline ? Math.max(0, this.deadline.at - this.host.now()) : null;
    return stateMessageFor(this.id, this.seq, this.state, this.module, viewer, entries, deadlineMs);
  }

  private sendTo(peer: Peer, viewer: Viewer, msg: Outgoing): void {
    this.host.tap?.(this.id, viewer, msg, this.state);
    peer.send(msg);
  }

  /** Each recipient's view of the new state; one view per viewer, shared by its connections. */
  private broadcastState(): void {
    this.updateDeadline();
    const entries = this.sink;
    this.sink = [];
    if (entries.length) {
      this.recent.push(...entries);
      if (this.recent.length > RECENT_LOG) this.recent.splice(0, this.recent.length - RECENT_LOG);
    }
    const texts = new Map<Viewer, string>();
    for (const [peer, role] of this.subs) {
      const viewer = 'seat' in role ? role.seat : null;
      let text = texts.get(viewer);
      if (text === undefined) {
        const msg = this.stateMessage(viewer, entries);
        this.host.tap?.(this.id, viewer, msg, this.state);
        text = JSON.stringify({ v: 1, ...msg });
        texts.set(viewer, text);
      }
      peer.sendText(text);
    }
    if (this.status === 'finished' && !this.overAnnounced) {
      this.overAnnounced = true;
      this.broadcastOver();
    }
  }

  private overMessage(): Outgoing {
    return {
      type: 'over',
      table: this.id,
      seq: this.seq,
      result: this.resultRow(),
      conceded: concededBy(this.decisions.at(-1)),
      finalHash: this.finalHash ?? '',
      record: `/api/tables/${this.id}/record`,
    };
  }

  private broadcastOver(reply?: { peer: Peer; req?: string | number }): void {
    const msg = this.overMessage();
    const text = JSON.stringify({ v: 1, ...msg });
    for (const peer of this.subs.keys()) {
      if (peer === reply?.peer && reply.req !== undefined) peer.send({ ...msg, req: reply.req });
      else peer.sendText(text);
    }
    if (reply && !this.subs.has(reply.peer)) reply.peer.send({ ...msg, req: reply.req });
    this.broadcastInfo();
  }

  private broadcastInfo(except?: Peer): void {
    if (this.subs.size === 0) return;
    const text = JSON.stringify({ v: 1, type: 'table', table: this.info() });
    for (const peer of this.subs.keys()) if (peer !== except) peer.sendText(text);
  }

  private broadcast(msg: Outgoing): void {
    const text = JSON.stringify({ v: 1, ...msg });
    for (const peer of this.subs.keys()) peer.sendText(text);
  }

  // ---- one task at a time ------------------------------------------------------------------------

  /** Run a task after every earlier task of this table; a failing task never blocks later ones. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const p = this.chain.then(task);
    this.chain = p.catch((e) => this.host.log(`table ${this.id}: task failed: ${(e as Error).stack ?? e}`));
    return p;
  }

  /** Run a task nobody waits for (a timer, an AI table): its failure is logged, never thrown. */
  fire(task: () => Promise<unknown>): void {
    this.run(task).catch(() => {});
  }

  /** Wait until every task queued so far has run (tests and shutdown). */
  async settled(): Promise<void> {
    let last: Promise<unknown>;
    do {
      last = this.chain;
      await last;
    } while (last !== this.chain);
  }
}

/**
 * What one recipient is sent about the state: the kernel's view for it, the log entries as it may
 * read them, and the request serial only if it is the one asked. Nothing else about the state is
 * read here, so two states a viewer cannot tell apart give the same message.
 */
export function stateMessageFor(
  table: string,
  seq: number,
  state: State,
  module: GameModule,
  viewer: Viewer,
  entries: readonly LogEntry[],
  deadlineMs: number | null,
): Outgoing {
  const view = viewFor(state, module, viewer);
  return {
    type: 'state',
    table,
    seq,
    pending: view.decisions.length > 0 ? state.pending!.id : null,
    view: view as unknown as Record<string, unknown>,
    log: redactLog(state, module, entries, viewer) as unknown as Record<string, unknown>[],
    deadlineMs,
  };
}

function seatState(s: SeatRow): SeatState {
  return { kind: s.kind, agent: s.agent, tokenHash: s.token_hash, joined: s.joined === 1 };
}

export function err(
  code: ErrorCode,
  message: string,
  req?: string | number,
  table?: string,
  pending?: number,
): Extract<Outgoing, { type: 'error' }> {
  const e: Extract<Outgoing, { type: 'error' }> = { type: 'error', code, message };
  if (req !== undefined) e.req = req;
  if (table !== undefined) e.table = table;
  if (pending !== undefined) e.pending = pending;
  return e;
}
