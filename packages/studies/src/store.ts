/**
 * The study tables, a migration set of their own beside the game server's (packages/store): one
 * row per study with its parameters and versions, one row per played game. A game is identified
 * by its study and seed (the primary key), so storing a game twice is impossible: a second copy —
 * from a retried job, a resumed run, a second process — is dropped by the insert itself.
 */
import { hashList, type Msg } from '@arbiter/kernel';
import {
  type DatabaseTarget,
  describeTarget,
  type MigrationSet,
  openStore,
  type Store,
  StoreError,
} from '@arbiter/store';
import type { Kysely } from 'kysely';
import type { StudyParams } from './params.ts';
import type { StudyGame } from './play.ts';

export interface StudiesTable {
  name: string;
  game: string;
  game_version: string;
  engine: string;
  /** STUDY_FORMAT of the rows. */
  format: number;
  /** JSON: StudyParams. */
  params: string;
  /** paramsKey(params): equal keys play equal games. */
  params_key: string;
  games: number;
  created_at: string;
  /** Set when every game is stored, with the digest of the final hashes. */
  finished_at: string | null;
  digest: string | null;
}

export interface StudyGamesTable {
  study: string;
  seed: string;
  idx: number;
  matchup: number;
  players: number;
  /** JSON: deck name per seat. */
  decks: string;
  /** JSON: agent name per seat. */
  agents: string;
  /** JSON: winning seats. */
  winners: string;
  draw: number;
  end_rule: string | null;
  /** JSON: the reason message (rendered in the report's language). */
  end_reason: string | null;
  first_seat: number | null;
  turns: number | null;
  decisions: number;
  final_hash: string;
  error: string | null;
  capped: number;
}

export interface StudyTables {
  studies: StudiesTable;
  study_games: StudyGamesTable;
}

export const studyTables: MigrationSet = {
  name: 'studies',
  migrations: {
    '001-tables': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('studies')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('game', 'text', (c) => c.notNull())
          .addColumn('game_version', 'text', (c) => c.notNull())
          .addColumn('engine', 'text', (c) => c.notNull())
          .addColumn('format', 'integer', (c) => c.notNull())
          .addColumn('params', 'text', (c) => c.notNull())
          .addColumn('params_key', 'text', (c) => c.notNull())
          .addColumn('games', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('finished_at', 'text')
          .addColumn('digest', 'text')
          .execute();
        await db.schema
          .createTable('study_games')
          .addColumn('study', 'text', (c) => c.notNull().references('studies.name').onDelete('cascade'))
          .addColumn('seed', 'text', (c) => c.notNull())
          .addColumn('idx', 'integer', (c) => c.notNull())
          .addColumn('matchup', 'integer', (c) => c.notNull())
          .addColumn('players', 'integer', (c) => c.notNull())
          .addColumn('decks', 'text', (c) => c.notNull())
          .addColumn('agents', 'text', (c) => c.notNull())
          .addColumn('winners', 'text', (c) => c.notNull())
          .addColumn('draw', 'integer', (c) => c.notNull())
          .addColumn('end_rule', 'text')
          .addColumn('end_reason', 'text')
          .addColumn('first_seat', 'integer')
          .addColumn('turns', 'integer')
          .addColumn('decisions', 'integer', (c) => c.notNull())
          .addColumn('final_hash', 'text', (c) => c.notNull())
          .addColumn('error', 'text')
          .addColumn('capped', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('study_games_pk', ['study', 'seed'])
          .execute();
        await db.schema
          .createIndex('study_games_idx')
          .unique()
          .on('study_games')
          .columns(['study', 'idx'])
          .execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('study_games').execute();
        await db.schema.dropTable('studies').execute();
      },
    },
  },
};

export type StudyRow = StudiesTable;
export type StudyGameRow = StudyGamesTable;

export function toRow(study: string, g: StudyGame, players: number): StudyGameRow {
  return {
    study,
    seed: g.seed,
    idx: g.idx,
    matchup: g.matchup,
    players,
    decks: JSON.stringify(g.decks),
    agents: JSON.stringify(g.agents),
    winners: JSON.stringify(g.winners),
    draw: g.draw ? 1 : 0,
    end_rule: g.rule,
    end_reason: g.reason ? JSON.stringify(g.reason) : null,
    first_seat: g.firstSeat,
    turns: g.turns,
    decisions: g.decisions,
    final_hash: g.finalHash,
    error: g.error === null ? null : g.error.slice(0, 500),
    capped: g.capped ? 1 : 0,
  };
}

/** A stored game row read back as data (JSON columns parsed). */
export interface StoredStudyGame {
  idx: number;
  seed: string;
  matchup: number;
  players: number;
  decks: string[];
  agents: string[];
  winners: number[];
  draw: boolean;
  rule: string | null;
  reason: Msg | null;
  firstSeat: number | null;
  turns: number | null;
  decisions: number;
  finalHash: string;
  error: string | null;
  capped: boolean;
}

function fromRow(r: StudyGameRow): StoredStudyGame {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    idx: Number(r.idx),
    seed: r.seed,
    matchup: Number(r.matchup),
    players: Number(r.players),
    decks: JSON.parse(r.decks),
    agents: JSON.parse(r.agents),
    winners: JSON.parse(r.winners),
    draw: Number(r.draw) === 1,
    rule: r.end_rule,
    reason: r.end_reason ? JSON.parse(r.end_reason) : null,
    firstSeat: n(r.first_seat),
    turns: n(r.turns),
    decisions: Number(r.decisions),
    finalHash: r.final_hash,
    error: r.error,
    capped: Number(r.capped) === 1,
  };
}

export interface StudyInfo {
  name: string;
  params: StudyParams;
  paramsKey: string;
  games: number;
  createdAt: string;
  finishedAt: string | null;
  digest: string | null;
}

function info(r: StudyRow): StudyInfo {
  return {
    name: r.name,
    params: JSON.parse(r.params),
    paramsKey: r.params_key,
    games: Number(r.games),
    createdAt: r.created_at,
    finishedAt: r.finished_at,
    digest: r.digest,
  };
}

/** Rows written per INSERT (SQLite allows 32766 bound values; 17 columns a row). */
const INSERT_CHUNK = 500;

export class StudyRepository {
  constructor(readonly db: Kysely<StudyTables>) {}

  async get(name: string): Promise<StudyInfo | null> {
    const r = await this.db.selectFrom('studies').selectAll().where('name', '=', name).executeTakeFirst();
    return r ? info(r) : null;
  }

  async list(): Promise<StudyInfo[]> {
    const rows = await this.db
      .selectFrom('studies')
      .selectAll()
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    return rows.map(info);
  }

  /** Create a study; false if one of that name exists already (nothing is changed then). */
  async create(name: string, params: StudyParams, key: string, createdAt: string): Promise<boolean> {
    const r = await this.db
      .insertInto('studies')
      .values({
        name,
        game: params.game,
        game_version: params.gameVersion,
        engine: params.engine,
        format: params.format,
        params: JSON.stringify(params),
        params_key: key,
        games: params.games,
        created_at: createdAt,
        finished_at: null,
        digest: null,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Raise the number of games of a study (its games so far keep their meaning). */
  async extend(name: string, params: StudyParams): Promise<void> {
    await this.db
      .updateTable('studies')
      .set({ games: params.games, params: JSON.stringify(params), finished_at: null, digest: null })
      .where('name', '=', name)
      .execute();
  }

  /**
   * Store played games; copies of games already stored are dropped. Returns how many rows were
   * new. One transaction: either the whole batch is stored or none of it.
   */
  async insertGames(study: string, players: number, games: readonly StudyGame[]): Promise<number> {
    if (games.length === 0) return 0;
    const rows = games.map((g) => toRow(study, g, players));
    return this.db.transaction().execute(async (trx) => {
      let added = 0;
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        const r = await trx
          .insertInto('study_games')
          .values(rows.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) => oc.columns(['study', 'seed']).doNothing())
          .executeTakeFirst();
        added += Number(r.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    });
  }

  async storedCount(study: string): Promise<number> {
    const r = await this.db
      .selectFrom('study_games')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('study', '=', study)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Indices of the games already stored (for resuming). */
  async storedIndices(study: string): Promise<Set<number>> {
    const rows = await this.db.selectFrom('study_games').select('idx').where('study', '=', study).execute();
    return new Set(rows.map((r) => Number(r.idx)));
  }

  /** The games not yet stored, in order. */
  async missingIndices(study: string, games: number): Promise<number[]> {
    const stored = await this.storedIndices(study);
    const out: number[] = [];
    for (let i = 0; i < games; i++) if (!stored.has(i)) out.push(i);
    return out;
  }

  async games(study: string): Promise<StoredStudyGame[]> {
    const rows = await this.db
      .selectFrom('study_games')
      .selectAll()
      .where('study', '=', study)
      .orderBy('idx')
      .execute();
    return rows.map(fromRow);
  }

  /** Digest of the final hashes of the stored games, in game order (equal wherever they ran). */
  async digest(study: string, games: number): Promise<string> {
    const rows = await this.db
      .selectFrom('study_games')
      .select(['idx', 'final_hash'])
      .where('study', '=', study)
      .where('idx', '<', games)
      .orderBy('idx')
      .execute();
    return hashList(rows.map((r) => r.final_hash));
  }

  async finish(study: string, digest: string, at: string): Promise<void> {
    await this.db.updateTable('studies').set({ finished_at: at, digest }).where('name', '=', study).execute();
  }

  async remove(study: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('study_games').where('study', '=', study).execute();
      const r = await trx.deleteFrom('studies').where('name', '=', study).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }
}

export interface StudyStore {
  store: Store<StudyTables>;
  repo: StudyRepository;
  where: string;
  close(): Promise<void>;
}

/** Open the database (SQLite file or PostgreSQL) with the study tables in place. */
export async function openStudyStore(target: DatabaseTarget): Promise<StudyStore> {
  const store = await openStore<StudyTables>(target, [studyTables]);
  return {
    store,
    repo: new StudyRepository(store.db),
    where: describeTarget(target),
    close: () => store.close(),
  };
}

export { StoreError };
