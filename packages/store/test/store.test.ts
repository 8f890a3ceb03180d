import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type DatabaseTarget,
  describeTarget,
  GameRepository,
  type GameRow,
  type GameTables,
  gameTables,
  type MigrationSet,
  openStore,
  parseDatabaseTarget,
  StoreError,
} from '../src/index.ts';
import { freshDatabase, PG_URL, pgSkipMessage } from './pg-helper.ts';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'arbiter-store-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function gameRow(id: string, status: GameRow['status'] = 'playing'): GameRow {
  return {
    id,
    game: 'fftcg',
    game_version: '1.0.0',
    engine: '0.1.0',
    seed: 's1',
    players: 2,
    options: null,
    decks: '[]',
    time_limit_ms: null,
    fallback: null,
    listed: 0,
    status,
    spectator_token_hash: 'h',
    created_at: new Date(0).toISOString(),
    started_at: null,
    finished_at: null,
    initial_hash: null,
    final_hash: null,
    result: null,
    broken_reason: null,
  };
}

/** A second feature's tables, as balance studies will add them: another set in the same database. */
const studyLike: MigrationSet = {
  name: 'studies-fixture',
  migrations: {
    '001-tables': {
      async up(db) {
        await db.schema
          .createTable('fixture_studies')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .execute();
      },
    },
  },
};

async function exercise(target: DatabaseTarget): Promise<void> {
  const store = await openStore<GameTables>(target, [gameTables]);
  expect(store.applied).toEqual(['games/001-tables']);
  const repo = new GameRepository(store.db);
  await repo.createGame(gameRow('g1'), [
    { game_id: 'g1', seat: 0, kind: 'human', agent: null, token_hash: 'a', joined: 0 },
    { game_id: 'g1', seat: 1, kind: 'ai', agent: 'random', token_hash: null, joined: 1 },
  ]);
  await repo.createGame(gameRow('g2', 'finished'), [
    { game_id: 'g2', seat: 0, kind: 'human', agent: null, token_hash: 'b', joined: 1 },
  ]);
  await repo.markJoined('g1', 0);
  await repo.appendDecision('g1', {
    idx: 0,
    player: 0,
    pending: 3,
    answer: '["pass"]',
    source: 'seat',
    hash: null,
  });
  await repo.appendDecision('g1', { idx: 1, player: 1, pending: 4, answer: '2', source: 'ai', hash: 'abc' });
  // The same position twice is refused by the primary key: a decision cannot be stored twice.
  await expect(
    repo.appendDecision('g1', { idx: 1, player: 1, pending: 4, answer: '2', source: 'ai', hash: null }),
  ).rejects.toThrow();
  expect(await repo.unfinishedIds()).toEqual(['g1']);
  expect(await repo.decisionCount('g1')).toBe(2);
  await store.close();

  // Reopened with a second feature's set: only the new migration runs; the data is still there.
  const again = await openStore<GameTables>(target, [gameTables, studyLike]);
  expect(again.applied).toEqual(['studies-fixture/001-tables']);
  const repo2 = new GameRepository(again.db);
  const g = await repo2.load('g1');
  expect(g?.seats.map((s) => [s.seat, s.kind, s.joined])).toEqual([
    [0, 'human', 1],
    [1, 'ai', 1],
  ]);
  expect(g?.decisions.map((d) => [d.idx, d.player, d.pending, d.answer, d.source, d.hash])).toEqual([
    [0, 0, 3, '["pass"]', 'seat', null],
    [1, 1, 4, '2', 'ai', 'abc'],
  ]);
  // The last decision and the end of the game are written together.
  await repo2.appendDecision(
    'g1',
    { idx: 2, player: 0, pending: 5, answer: '"x"', source: 'timeout', hash: 'fin' },
    { finalHash: 'fin', result: { winners: [0], draw: false, rule: 'R 1' }, finishedAt: 'now' },
  );
  const done = await repo2.load('g1');
  expect(done?.game.status).toBe('finished');
  expect(JSON.parse(done!.game.result!)).toEqual({ winners: [0], draw: false, rule: 'R 1' });
  expect(await repo2.unfinishedIds()).toEqual([]);
  expect((await repo2.list({ status: ['finished'] })).map((r) => r.id).sort()).toEqual(['g1', 'g2']);
  await sql`select count(*) from fixture_studies`.execute(again.db);
  await again.close();
}

describe('store: the --db argument', () => {
  it('defaults to a SQLite file in the data directory', () => {
    expect(parseDatabaseTarget(undefined, '/data')).toEqual({ kind: 'sqlite', file: '/data/arbiter.sqlite' });
    expect(parseDatabaseTarget('sqlite:/x/y.db', '/data')).toEqual({ kind: 'sqlite', file: '/x/y.db' });
    expect(parseDatabaseTarget('postgres://u:secret@h:1/db', '/data').kind).toBe('postgres');
  });
  it('refuses unknown URL schemes in one line, and never prints a password', () => {
    expect(() => parseDatabaseTarget('mysql://h/db', '/d')).toThrow(StoreError);
    expect(describeTarget({ kind: 'postgres', url: 'postgres://u:secret@h:1/db' })).not.toContain('secret');
  });
  it('reports a database that cannot be reached as a StoreError', async () => {
    await expect(
      openStore({ kind: 'postgres', url: 'postgres://nobody:x@127.0.0.1:1/none' }, [gameTables]),
    ).rejects.toThrow(StoreError);
  });
});

describe('store: SQLite', () => {
  it('migrates, stores games, seats and decisions, and reopens with a new feature set', async () => {
    await exercise({ kind: 'sqlite', file: join(tempDir(), 'sub', 'a.sqlite') });
  });
});

describe('store: PostgreSQL', () => {
  pgSkipMessage();
  it.skipIf(!PG_URL)('the same queries on PostgreSQL', async () => {
    const fresh = await freshDatabase();
    try {
      await exercise({ kind: 'postgres', url: fresh.url });
    } finally {
      await fresh.drop();
    }
  });
});
