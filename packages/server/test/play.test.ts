/**
 * Whole games through the protocol on real sockets: two WebSocket clients (and a spectator) play
 * each playable game on a server listening on loopback; the server's final hash equals the same
 * game played without a server, and `arbiter replay` verifies the downloaded record.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import { defaultDecks, type GameModule } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArbiterServer } from '../src/server.ts';
import { cliReplay, drive, openTable, referenceGame, TestClient, tempDir } from './helpers.ts';

const GAMES: GameModule[] = [fftcg, kaling, sgsChess];
const tmp = tempDir();
let server: ArbiterServer;
let url: string;

beforeAll(async () => {
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: join(tmp.dir, 'play.sqlite') },
    games: GAMES,
    port: 0,
    log: () => {},
    limits: { messagesPerSecond: 100_000, burst: 100_000 },
  });
  url = (await server.start()).url;
});
afterAll(async () => {
  await server.stop();
  tmp.remove();
});

async function downloadAndReplay(table: string, finalHash: string): Promise<any> {
  const res = await fetch(`${url}/api/tables/${table}/record`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toContain('attachment');
  const record = await res.json();
  const file = join(tmp.dir, `${table}.json`);
  writeFileSync(file, JSON.stringify(record));
  const replay = await cliReplay(file);
  expect(replay.stderr).toBe('');
  expect(replay.code).toBe(0);
  expect(replay.json.ok).toBe(true);
  expect(record.finalHash).toBe(finalHash);
  return record;
}

describe('server: whole games by two WebSocket clients', () => {
  for (const module of GAMES) {
    it(`${module.id}: two clients and a spectator play to the end; hashes match a game without a server and arbiter replay`, async () => {
      const seed = `play-${module.id}`;
      const { table, seats, spectatorToken, lobby } = await openTable(url, {
        game: module.id,
        seed,
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      const spectator = await TestClient.connect(url);
      expect((await spectator.request({ type: 'spectate', table, token: spectatorToken })).type).toBe(
        'joined',
      );
      const result = await drive(seats, table, seed);
      expect(result.over).toBe(true);
      const over = await seats[0].client.waitFor((m) => m.type === 'over' && m.table === table);
      if (over.type !== 'over') throw new Error('no over');
      const spectatorOver = await spectator.waitFor((m) => m.type === 'over');
      expect(spectatorOver).toEqual(over);

      const reference = referenceGame(module, { seed, players: 2, decks: defaultDecks(module, 2) }, seed);
      expect(over.finalHash).toBe(reference.finalHash);
      expect(over.seq).toBe(reference.decisions);
      const record = await downloadAndReplay(table, over.finalHash);
      expect(record.decisions).toHaveLength(reference.decisions);
      expect(record.agents).toEqual(['human', 'human']);
      // Every state message carried a sequence number that only went up, one per accepted decision.
      for (const c of [...seats.map((s) => s.client), spectator]) {
        const seqs = c.messages.flatMap((m) => (m.type === 'state' && m.table === table ? [m.seq] : []));
        expect(seqs.length).toBeGreaterThan(0);
        for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]);
        expect(c.invalid).toEqual([]);
      }
      // Spectators are never asked anything.
      expect(
        spectator.messages.some((m) => m.type === 'state' && (m.view.decisions as unknown[]).length > 0),
      ).toBe(false);
      for (const c of [...seats.map((s) => s.client), spectator, lobby]) c.close();
    });
  }

  it('sgs-chess with 6 seats: two WebSocket clients and four AI seats play to the end; arbiter replay verifies the record', async () => {
    const seed = 'play-six';
    const { table, seats, lobby } = await openTable(url, {
      game: 'sgs-chess',
      seed,
      seats: [
        { kind: 'human' },
        { kind: 'ai', agent: 'random' },
        { kind: 'ai', agent: 'random' },
        { kind: 'human' },
        { kind: 'ai', agent: 'random' },
        { kind: 'ai', agent: 'random' },
      ],
    });
    const result = await drive(seats, table, seed);
    expect(result.over).toBe(true);
    const over = await seats[0].client.waitFor((m) => m.type === 'over');
    if (over.type !== 'over') throw new Error('no over');
    const record = await downloadAndReplay(table, over.finalHash);
    expect(record.players).toBe(6);
    expect(record.agents).toEqual(['human', 'random', 'random', 'human', 'random', 'random']);
    const humans = new Set(record.decisions.map((d: { player: number }) => d.player));
    expect(humans.has(0) && humans.has(3) && humans.has(1)).toBe(true);
    for (const s of seats) s.client.close();
    lobby.close();
  });
});
