/**
 * What a start restores: games with AI seats continue exactly as without the restart (AI answers
 * are seeded by table, seat and request), tables still waiting for players keep their joined
 * seats, and a stored game whose checkpoint hash does not match its replay is marked broken and
 * reported while every other game goes on.
 */
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import type { GameModule } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { GameRepository, type GameTables, gameTables, openStore } from '@arbiter/store';
import { afterAll, describe, expect, it } from 'vitest';
import { ArbiterServer } from '../src/server.ts';
import { drive, openTable, type SeatClient, TestClient, tempDir } from './helpers.ts';

const GAMES: GameModule[] = [fftcg, kaling, sgsChess];
const tmp = tempDir();
afterAll(() => tmp.remove());

function makeServer(file: string, logs: string[] = []): ArbiterServer {
  return new ArbiterServer({
    db: { kind: 'sqlite', file },
    games: GAMES,
    port: 0,
    checkpointEvery: 5,
    log: (l) => logs.push(l),
    limits: { messagesPerSecond: 100_000, burst: 100_000 },
  });
}

async function rejoin(url: string, table: string, seats: SeatClient[]): Promise<SeatClient[]> {
  const out: SeatClient[] = [];
  for (const s of seats) {
    const client = await TestClient.connect(url);
    expect((await client.request({ type: 'join', table, seat: s.seat, token: s.token })).type).toBe('joined');
    out.push({ ...s, client });
  }
  return out;
}

const AI_TABLE = {
  game: 'sgs-chess',
  seed: 'restore-ai',
  seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
};

describe('server: restoring on start', () => {
  it('a game with an AI seat, stopped and restarted, ends exactly like one never stopped', async () => {
    const plain = makeServer(join(tmp.dir, 'plain.sqlite'));
    const plainUrl = (await plain.start()).url;
    const a = await openTable(plainUrl, AI_TABLE);
    expect((await drive(a.seats, a.table, AI_TABLE.seed)).over).toBe(true);
    const plainOver = await a.seats[0].client.waitFor((m) => m.type === 'over');
    await plain.stop();

    const file = join(tmp.dir, 'restarted.sqlite');
    const first = makeServer(file);
    const url1 = (await first.start()).url;
    const b = await openTable(url1, AI_TABLE);
    const part = await drive(b.seats, b.table, AI_TABLE.seed, { maxDecisions: 25 });
    expect(part.over).toBe(false);
    await first.stop();
    const second = makeServer(file);
    const started = await second.start();
    expect(started.restored).toBe(1);
    const seats = await rejoin(started.url, b.table, b.seats);
    expect((await drive(seats, b.table, AI_TABLE.seed)).over).toBe(true);
    const over = await seats[0].client.waitFor((m) => m.type === 'over');
    expect(over.type === 'over' && over.finalHash).toBe(plainOver.type === 'over' && plainOver.finalHash);
    await second.stop();
  });

  it('a table waiting for players keeps its joined seats and starts when the last one comes', async () => {
    const file = join(tmp.dir, 'waiting.sqlite');
    const first = makeServer(file);
    const url1 = (await first.start()).url;
    const lobby = await TestClient.connect(url1);
    const created = await lobby.request({
      type: 'create',
      game: 'kaling',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (created.type !== 'created') throw new Error('not created');
    const id = created.table.id;
    const p0 = await TestClient.connect(url1);
    await p0.request({ type: 'join', table: id, seat: 0, token: created.seats[0].token });
    await first.stop();
    const second = makeServer(file);
    const url2 = (await second.start()).url;
    expect(second.table(id)?.status).toBe('waiting');
    expect(second.table(id)?.info().seats[0].joined).toBe(true);
    const p1 = await TestClient.connect(url2);
    await p1.request({ type: 'join', table: id, seat: 1, token: created.seats[1].token });
    await p1.waitFor((m) => m.type === 'state' && m.table === id);
    expect(second.table(id)?.status).toBe('playing');
    await second.stop();
  });

  it('a game whose stored hash does not match its replay is marked broken; the others go on', async () => {
    const file = join(tmp.dir, 'broken.sqlite');
    const first = makeServer(file);
    const url1 = (await first.start()).url;
    const good = await openTable(url1, {
      game: 'fftcg',
      seed: 'good',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const bad = await openTable(url1, {
      game: 'kaling',
      seed: 'bad',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    await drive(good.seats, good.table, 'good', { maxDecisions: 12 });
    await drive(bad.seats, bad.table, 'bad', { maxDecisions: 12 });
    await first.stop();

    const store = await openStore<GameTables>({ kind: 'sqlite', file }, [gameTables]);
    await store.db
      .updateTable('game_decisions')
      .set({ hash: '0000000000000000' })
      .where('game_id', '=', bad.table)
      .where('hash', 'is not', null)
      .execute();
    await store.close();

    const logs: string[] = [];
    const second = makeServer(file, logs);
    const started = await second.start();
    expect(started).toMatchObject({ restored: 1, broken: 1 });
    expect(logs.some((l) => l.includes(bad.table) && l.includes('broken'))).toBe(true);
    const reopened = await openStore<GameTables>({ kind: 'sqlite', file }, [gameTables]);
    const row = await new GameRepository(reopened.db).load(bad.table);
    expect(row?.game.status).toBe('broken');
    expect(row?.game.broken_reason).toMatch(/hash/);
    await reopened.close();
    const c = await TestClient.connect(started.url);
    const r = await c.request({ type: 'join', table: bad.table, seat: 0, token: bad.seats[0].token });
    expect(r.type === 'error' && r.code).toBe('no-table');
    const seats = await rejoin(started.url, good.table, good.seats);
    expect((await drive(seats, good.table, 'good')).over).toBe(true);
    await second.stop();
  });
});
