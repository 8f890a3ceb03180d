/**
 * Opening a database: embedded SQLite (better-sqlite3) by default, PostgreSQL (pg) when given a
 * postgres:// URL. Both are reached through Kysely, so every query is written once. Nothing here
 * knows about games or studies: a feature brings its own tables as a migration set
 * (`migrations.ts`) and its own queries (e.g. `games.ts`).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { type MigrationSet, migrate } from './migrations.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** Where the data lives: a SQLite file, or a PostgreSQL connection URL. */
export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** A bad `--db` value or an unreachable database, reported in one line. */
export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreError';
  }
}

export const DEFAULT_SQLITE_FILE = 'arbiter.sqlite';

/**
 * What `--db` means: nothing → `<dataDir>/arbiter.sqlite`; `postgres://` or `postgresql://` →
 * PostgreSQL; `sqlite:PATH` or any other text → a SQLite file (relative to the working directory).
 */
export function parseDatabaseTarget(db: string | undefined, dataDir: string): DatabaseTarget {
  if (db === undefined || db === '') return { kind: 'sqlite', file: resolve(dataDir, DEFAULT_SQLITE_FILE) };
  if (/^postgres(ql)?:\/\//i.test(db)) {
    try {
      new URL(db);
    } catch {
      throw new StoreError('--db: not a valid postgres URL');
    }
    return { kind: 'postgres', url: db };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(db)) {
    throw new StoreError(
      `--db: unsupported database URL scheme "${db.split(':')[0]}" (use a file or postgres://)`,
    );
  }
  const file = db.startsWith('sqlite:') ? db.slice('sqlite:'.length) : db;
  if (file === '') throw new StoreError('--db: empty SQLite file name');
  return { kind: 'sqlite', file: resolve(file) };
}

/** The target in words, without a password (safe to print and log). */
export function describeTarget(t: DatabaseTarget): string {
  if (t.kind === 'sqlite') return `SQLite ${t.file}`;
  const u = new URL(t.url);
  if (u.password) u.password = '***';
  return `PostgreSQL ${u.toString()}`;
}

/**
 * Kysely prepares every query anew; on SQLite preparing is a large part of a small insert, and
 * the same few statements run for every decision. Prepared statements are kept by their SQL text
 * (a bounded number: queries with varying shapes just fall out).
 */
function withStatementCache(sqlite: Database.Database) {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= 256) cache.clear();
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

export interface Store<DB> {
  readonly db: Kysely<DB>;
  readonly kind: DatabaseKind;
  readonly target: DatabaseTarget;
  /** Migrations applied by this open (names), for reports and tests. */
  readonly applied: readonly string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

/**
 * Open the database and bring it up to date with the given migration sets (each feature's
 * tables). Safe to call on an existing database: applied migrations are skipped.
 */
export async function openStore<DB>(
  target: DatabaseTarget,
  sets: readonly MigrationSet[],
  opts: OpenOptions = {},
): Promise<Store<DB>> {
  let db: Kysely<DB>;
  if (target.kind === 'sqlite') {
    let sqlite: Database.Database;
    try {
      mkdirSync(dirname(target.file), { recursive: true });
      sqlite = new Database(target.file);
      // WAL with synchronous=NORMAL: a committed transaction survives a killed process (only a
      // power loss may drop the last commits); readers never block the writer.
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('synchronous = NORMAL');
      sqlite.pragma('busy_timeout = 5000');
      sqlite.pragma('foreign_keys = ON');
    } catch (e) {
      throw new StoreError(`cannot open ${describeTarget(target)}: ${(e as Error).message}`);
    }
    db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  } else {
    const pool = new pg.Pool({ connectionString: target.url, max: opts.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  let applied: string[];
  try {
    applied = await migrate(db, sets);
  } catch (e) {
    await db.destroy().catch(() => {});
    throw new StoreError(`cannot prepare ${describeTarget(target)}: ${(e as Error).message}`);
  }
  return {
    db,
    kind: target.kind,
    target,
    applied,
    close: () => db.destroy(),
  };
}
