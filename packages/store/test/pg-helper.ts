/**
 * PostgreSQL for tests: `.ci/run` starts Debian's PostgreSQL and sets ARBITER_TEST_PG_URL; each
 * test gets a fresh database of its own (dropped afterwards), so tests never see each other's
 * games. Without the variable the PostgreSQL tests are skipped with a visible message.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.ARBITER_TEST_PG_URL ?? '';

export function pgSkipMessage(): void {
  if (!PG_URL) {
    process.stderr.write(
      'SKIPPED: PostgreSQL tests need ARBITER_TEST_PG_URL (set by .ci/run; locally: export ARBITER_TEST_PG_URL=$(.ci/postgres.sh))\n',
    );
  }
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A new empty database; returns its URL and a function that drops it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `arbiter_t_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}
