/**
 * Bad input at volume: 12,000 random and mutated messages from a seat's connection, a
 * spectator's and a stranger's, while three other tables play whole games. The server never
 * crashes, the other tables finish exactly as they would have, nothing is written for a refused
 * message (the victim table's stored decisions are exactly the answers acknowledged), and the
 * victim table still plays to a verified end.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import { type Decision, defaultDecks, type GameModule, Rng } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArbiterServer } from '../src/server.ts';
import { cliReplay, drive, openTable, referenceGame, TestClient, tempDir, until } from './helpers.ts';

const GAMES: GameModule[] = [fftcg, kaling, sgsChess];
const TOTAL = 12_000;
const tmp = tempDir();
let server: ArbiterServer;
let url: string;

beforeAll(async () => {
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: join(tmp.dir, 'fuzz.sqlite') },
    games: GAMES,
    port: 0,
    log: () => {},
    limits: { messagesPerSecond: 1_000_000, burst: 1_000_000, createCost: 1 },
  });
  url = (await server.start()).url;
});
afterAll(async () => {
  await server.stop();
  tmp.remove();
});

const TYPES = [
  'ping',
  'games',
  'tables',
  'create',
  'join',
  'claim',
  'spectate',
  'leave',
  'answer',
  'concede',
  'record',
];

function randomString(rng: Rng, max: number): string {
  const n = rng.int(max + 1);
  let s = '';
  for (let i = 0; i < n; i++) {
    const r = rng.int(10);
    s +=
      r < 6
        ? String.fromCharCode(32 + rng.int(95))
        : r < 8
          ? String.fromCharCode(0x4e00 + rng.int(500))
          : String.fromCharCode(rng.int(32));
  }
  return s;
}

function randomJson(rng: Rng, depth: number): unknown {
  switch (rng.int(depth > 3 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
      return [0, -1, 1e308, -0.5, 2 ** 53, rng.int(1000)][rng.int(6)];
    case 3:
      return randomString(rng, 20);
    case 4:
      return TYPES[rng.int(TYPES.length)];
    case 5:
    case 6: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--) {
        o[
          ['v', 'type', 'table', 'seat', 'pending', 'answer', 'token', '__proto__', randomString(rng, 6)][
            rng.int(9)
          ]
        ] = randomJson(rng, depth + 1);
      }
      return o;
    }
    default:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
  }
}

describe('server: fuzzing', () => {
  it(`${TOTAL} random and mutated messages: no crash, other tables unaffected, nothing written for a refusal`, async () => {
    // Three tables that keep playing while the fuzzer runs.
    const others = await Promise.all(
      GAMES.map(async (m) => {
        const seed = `fuzz-bg-${m.id}`;
        const t = await openTable(url, { game: m.id, seed, seats: [{ kind: 'human' }, { kind: 'human' }] });
        return { module: m, seed, ...t };
      }),
    );
    const playing = others.map((o) => drive(o.seats, o.table, o.seed));

    const victim = await openTable(url, {
      game: 'fftcg',
      seed: 'fuzz-victim',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const seatClient = victim.seats[0].client;
    const spectator = await TestClient.connect(url);
    await spectator.request({ type: 'spectate', table: victim.table, token: victim.spectatorToken });
    const stranger = await TestClient.connect(url);
    const senders = [seatClient, spectator, stranger];
    const before = await server.repo.decisionCount(victim.table);
    const tables = [victim.table, others[0].table, 'nope', ''];
    const rng = new Rng('fuzz');

    const template = (): Record<string, unknown> => {
      const st = seatClient.latest.get(victim.table);
      const d = (st?.view.decisions as Decision[] | undefined)?.[0];
      const ids = d && d.domain.type === 'pick' ? d.domain.options.map((o) => o.id) : ['pass'];
      const pending = st?.pending ?? 1;
      const table = tables[rng.int(tables.length)];
      switch (rng.int(9)) {
        case 0:
          return {
            v: 1,
            type: 'answer',
            table,
            seat: rng.int(3),
            pending: pending + rng.int(3) - 1,
            answer: [ids[rng.int(ids.length)]],
          };
        case 1:
          return { v: 1, type: 'answer', table: victim.table, seat: 0, pending, answer: randomJson(rng, 1) };
        case 2:
          return { v: 1, type: 'join', table, seat: rng.int(3), token: randomString(rng, 40) || 'x' };
        case 3:
          return { v: 1, type: 'spectate', table, token: rng.int(2) ? randomString(rng, 30) : undefined };
        case 4:
          return {
            v: 1,
            type: 'create',
            game: ['fftcg', 'chess', ''][rng.int(3)],
            seats: randomJson(rng, 2),
          };
        case 5:
          return { v: 1, type: 'claim', table, seat: rng.int(4) };
        case 6:
          return { v: 1, type: 'record', table };
        case 7:
          return { v: rng.int(3), type: TYPES[rng.int(TYPES.length)], table, req: randomString(rng, 10) };
        default:
          return { v: 1, type: 'leave', table: tables[1 + rng.int(3)] };
      }
    };
    const mutate = (m: Record<string, unknown>): unknown => {
      const keys = Object.keys(m);
      const k = keys[rng.int(keys.length)];
      switch (rng.int(6)) {
        case 0:
          delete m[k];
          return m;
        case 1:
          m[k] = randomJson(rng, 1);
          return m;
        case 2:
          m[randomString(rng, 8)] = randomJson(rng, 1);
          return m;
        case 3:
          return [m];
        case 4:
          m[k] = 'x'.repeat(rng.int(3) === 0 ? 70_000 : 300);
          return m;
        default:
          return m;
      }
    };

    let sent = 0;
    while (sent < TOTAL) {
      for (let burst = 0; burst < 200; burst++, sent++) {
        const sender = senders[rng.int(senders.length)];
        const kind = rng.int(10);
        if (kind === 0) sender.sendRaw(randomString(rng, 200));
        else if (kind === 1) sender.sendRaw(Buffer.from(randomString(rng, 50)), true);
        else if (kind === 2) sender.sendRaw(JSON.stringify(randomJson(rng, 0)));
        else if (kind === 3) sender.sendRaw('['.repeat(5000 + rng.int(40_000)));
        else {
          const t = template();
          // Conceding would end the victim's game by a valid action; the fuzzer only sends invalid ones.
          if (sender === seatClient && t.type === 'concede') continue;
          sender.sendRaw(JSON.stringify(rng.int(3) === 0 ? t : mutate(t)));
        }
      }
      // Let the server and the other tables breathe between bursts.
      await new Promise((r) => setTimeout(r, 5));
    }
    for (const s of senders) expect((await s.request({ type: 'ping' }, 60_000)).type).toBe('pong');
    await server.table(victim.table)!.settled();

    // Nothing but acknowledged answers was written for the victim table.
    const acks = seatClient.messages.filter((m) => m.type === 'ack' && m.table === victim.table).length;
    expect(await server.repo.decisionCount(victim.table)).toBe(before + acks);
    expect(spectator.messages.some((m) => m.type === 'ack')).toBe(false);
    expect(stranger.messages.some((m) => m.type === 'ack' || m.type === 'joined')).toBe(false);
    const errors = senders.flatMap((s) => s.messages.filter((m) => m.type === 'error'));
    expect(errors.length).toBeGreaterThan(TOTAL / 2);
    for (const s of senders) expect(s.invalid).toEqual([]);
    expect(new Set(errors.map((e) => e.type === 'error' && e.code)).size).toBeGreaterThan(6);

    // The other tables finished exactly as they would have without the fuzzer.
    const results = await Promise.all(playing);
    for (const [i, o] of others.entries()) {
      expect(results[i].over).toBe(true);
      const over = await o.seats[0].client.waitFor((m) => m.type === 'over');
      const ref = referenceGame(
        o.module,
        { seed: o.seed, players: 2, decks: defaultDecks(o.module, 2) },
        o.seed,
      );
      expect(over.type === 'over' && over.finalHash).toBe(ref.finalHash);
    }

    // The victim table still plays to an end that replays. (A mutated message may have been a
    // valid 'leave' of the seat's own connection, so both seats join again first.)
    for (const s of victim.seats) {
      expect(
        (await s.client.request({ type: 'join', table: victim.table, seat: s.seat, token: s.token })).type,
      ).toBe('joined');
    }
    await until(() => victim.seats.every((s) => s.client.latest.get(victim.table)), 5000, 'victim states');
    const end = await drive(victim.seats, victim.table, 'after-fuzz');
    expect(end.over).toBe(true);
    const record = await (await fetch(`${url}/api/tables/${victim.table}/record`)).json();
    const file = join(tmp.dir, 'victim.json');
    writeFileSync(file, JSON.stringify(record));
    expect((await cliReplay(file)).json.ok).toBe(true);
  });
});
