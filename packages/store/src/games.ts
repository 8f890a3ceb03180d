/**
 * The game tables: what a played (or playing) game is in the database. A game is its seed, game
 * id and version, seats, decks, options and the ordered decisions, with state hashes at
 * checkpoints; the state itself is never stored, it is rebuilt by replay (the kernel is
 * deterministic). Used by the game server (`arbiter serve`); other features (balance studies) add
 * their own table modules beside this one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { MigrationSet } from './migrations.ts';

export type GameStatus = 'waiting' | 'playing' | 'finished' | 'broken';
export type SeatKind = 'human' | 'ai';
/** Who produced a decision: the seat's player, the seat's AI, or the fallback after a time limit. */
export type DecisionSource = 'seat' | 'ai' | 'timeout';

export interface GamesTable {
  id: string;
  game: string;
  game_version: string;
  engine: string;
  seed: string;
  players: number;
  /** JSON: game options (or null). */
  options: string | null;
  /** JSON: DeckList per seat. */
  decks: string;
  time_limit_ms: number | null;
  /** 'pass' or an agent name: who decides when a seat's time runs out. */
  fallback: string | null;
  /** 1 when the table is listed in the lobby and free seats may be claimed. */
  listed: number;
  status: GameStatus;
  spectator_token_hash: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  initial_hash: string | null;
  final_hash: string | null;
  /** JSON: { winners, draw, rule } (or null). */
  result: string | null;
  /** Why a game could not be restored (status 'broken'). */
  broken_reason: string | null;
}

export interface GameSeatsTable {
  game_id: string;
  seat: number;
  kind: SeatKind;
  agent: string | null;
  /** SHA-256 (hex) of the seat's secret token; the token itself is never stored. */
  token_hash: string | null;
  joined: number;
}

export interface GameDecisionsTable {
  game_id: string;
  /** 0-based position in the game. */
  idx: number;
  player: number;
  /** Serial of the request answered. */
  pending: number;
  /** JSON of the answer as submitted. */
  answer: string;
  source: DecisionSource;
  /** State hash after this decision, at checkpoints (null otherwise). */
  hash: string | null;
}

export interface GameTables {
  games: GamesTable;
  game_seats: GameSeatsTable;
  game_decisions: GameDecisionsTable;
}

export const gameTables: MigrationSet = {
  name: 'games',
  migrations: {
    '001-tables': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('games')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('game_version', 'text', (c) => c.notNull())
          .addColumn('engine', 'text', (c) => c.notNull())
          .addColumn('seed', 'text', (c) => c.notNull())
          .addColumn('players', 'integer', (c) => c.notNull())
          .addColumn('options', 'text')
          .addColumn('decks', 'text', (c) => c.notNull())
          .addColumn('time_limit_ms', 'integer')
          .addColumn('fallback', 'text')
          .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('spectator_token_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('started_at', 'text')
          .addColumn('finished_at', 'text')
          .addColumn('initial_hash', 'text')
          .addColumn('final_hash', 'text')
          .addColumn('result', 'text')
          .addColumn('broken_reason', 'text')
          .execute();
        await db.schema.createIndex('games_status').on('games').column('status').execute();
        await db.schema
          .createTable('game_seats')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('seat', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('agent', 'text')
          .addColumn('token_hash', 'text')
          .addColumn('joined', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('game_seats_pk', ['game_id', 'seat'])
          .execute();
        await db.schema
          .createTable('game_decisions')
          .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
          .addColumn('idx', 'integer', (c) => c.notNull())
          .addColumn('player', 'integer', (c) => c.notNull())
          .addColumn('pending', 'integer', (c) => c.notNull())
          .addColumn('answer', 'text', (c) => c.notNull())
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('hash', 'text')
          .addPrimaryKeyConstraint('game_decisions_pk', ['game_id', 'idx'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('game_decisions').execute();
        await db.schema.dropTable('game_seats').execute();
        await db.schema.dropTable('games').execute();
      },
    },
  },
};

export type GameRow = GamesTable;
export type SeatRow = GameSeatsTable;
export type DecisionRow = GameDecisionsTable;

export interface StoredGame {
  game: GameRow;
  seats: SeatRow[];
  decisions: DecisionRow[];
}

/** How a game ended, written together with its last decision (or its concession). */
export interface GameEnd {
  finalHash: string;
  result: { winners: number[]; draw: boolean; rule: string } | null;
  finishedAt: string;
}

/** Queries on the game tables; works on any Kysely whose database includes `GameTables`. */
export class GameRepository {
  constructor(private readonly db: Kysely<GameTables>) {}

  async createGame(game: GameRow, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('games').values(game).execute();
      if (seats.length) await trx.insertInto('game_seats').values(seats).execute();
    });
  }

  async markJoined(gameId: string, seat: number): Promise<void> {
    await this.db
      .updateTable('game_seats')
      .set({ joined: 1 })
      .where('game_id', '=', gameId)
      .where('seat', '=', seat)
      .execute();
  }

  /** A claimed seat of a listed table gets a new token (the old invitation stops working). */
  async claimSeat(gameId: string, seat: number, tokenHash: string): Promise<void> {
    await this.db
      .updateTable('game_seats')
      .set({ token_hash: tokenHash, joined: 1 })
      .where('game_id', '=', gameId)
      .where('seat', '=', seat)
      .execute();
  }

  async startGame(gameId: string, initialHash: string, startedAt: string): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ status: 'playing', initial_hash: initialHash, started_at: startedAt })
      .where('id', '=', gameId)
      .execute();
  }

  /**
   * Store one accepted decision, and the end of the game if it ended the game, in one
   * transaction. `idx` must be the next position: a duplicate position fails (primary key).
   */
  async appendDecision(gameId: string, d: Omit<DecisionRow, 'game_id'>, end?: GameEnd): Promise<void> {
    const row: DecisionRow = { game_id: gameId, ...d };
    if (!end) {
      await this.db.insertInto('game_decisions').values(row).execute();
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('game_decisions').values(row).execute();
      await this.finish(trx, gameId, end);
    });
  }

  /** An end without a decision (kept for features that end games otherwise). */
  async endGame(gameId: string, end: GameEnd): Promise<void> {
    await this.db.transaction().execute((trx) => this.finish(trx, gameId, end));
  }

  private async finish(trx: Transaction<GameTables>, gameId: string, end: GameEnd): Promise<void> {
    await trx
      .updateTable('games')
      .set({
        status: 'finished',
        final_hash: end.finalHash,
        result: end.result ? JSON.stringify(end.result) : null,
        finished_at: end.finishedAt,
      })
      .where('id', '=', gameId)
      .execute();
  }

  async markBroken(gameId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('games')
      .set({ status: 'broken', broken_reason: reason.slice(0, 500) })
      .where('id', '=', gameId)
      .execute();
  }

  /** Ids of games that are waiting for players or being played (restored on start). */
  async unfinishedIds(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('games')
      .select('id')
      .where('status', 'in', ['waiting', 'playing'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => r.id);
  }

  async load(gameId: string): Promise<StoredGame | null> {
    const game = await this.db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst();
    if (!game) return null;
    const seats = await this.db
      .selectFrom('game_seats')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('seat')
      .execute();
    const decisions = await this.db
      .selectFrom('game_decisions')
      .selectAll()
      .where('game_id', '=', gameId)
      .orderBy('idx')
      .execute();
    return { game: numeric(game), seats: seats.map(numeric), decisions: decisions.map(numeric) };
  }

  async decisionCount(gameId: string): Promise<number> {
    const r = await this.db
      .selectFrom('game_decisions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Games by status, newest first (for the lobby and for tests). */
  async list(opts: { status?: GameStatus[]; listedOnly?: boolean; limit?: number } = {}): Promise<GameRow[]> {
    let q = this.db.selectFrom('games').selectAll();
    if (opts.status?.length) q = q.where('status', 'in', opts.status);
    if (opts.listedOnly) q = q.where('listed', '=', 1);
    const rows = await q
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(opts.limit ?? 100)
      .execute();
    return rows.map(numeric);
  }
}

/** PostgreSQL returns 64-bit counts as strings; our integer columns are plain numbers everywhere. */
function numeric<T extends object>(row: T): T {
  const out = { ...row } as Record<string, unknown>;
  for (const k of ['players', 'time_limit_ms', 'listed', 'seat', 'joined', 'idx', 'player', 'pending']) {
    const v = out[k];
    if (typeof v === 'string') out[k] = Number(v);
  }
  return out as T;
}
