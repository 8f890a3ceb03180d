/**
 * Migrations grouped by feature. Each feature that keeps data (the game server's tables, balance
 * studies, ...) owns a `MigrationSet`: a name and its migrations in order. All sets share one
 * Kysely migration table; a migration's full name is `<set>/<step>`, so sets never collide and a
 * database can receive a new feature's tables at any later start.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

export interface MigrationSet {
  /** Feature name, e.g. 'games' or 'studies' (letters, digits, '-'). */
  name: string;
  /** Steps by name; names sort in the order they must run ('001-tables', '002-index', ...). */
  migrations: Record<string, Migration>;
}

export const MIGRATION_TABLE = 'arbiter_migrations';
const LOCK_TABLE = 'arbiter_migrations_lock';

class SetsProvider implements MigrationProvider {
  constructor(private readonly sets: readonly MigrationSet[]) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = {};
    for (const set of this.sets) {
      if (!/^[a-z0-9-]+$/.test(set.name)) throw new Error(`bad migration set name "${set.name}"`);
      for (const [step, m] of Object.entries(set.migrations)) all[`${set.name}/${step}`] = m;
    }
    return all;
  }
}

/** Apply every migration not yet applied; returns the names applied now. */
export async function migrate(db: Kysely<any>, sets: readonly MigrationSet[]): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new SetsProvider(sets),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: LOCK_TABLE,
    // Sets are added by features over time; each set's own steps still run in name order.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed.migrationName} failed: ${why}` : why);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
