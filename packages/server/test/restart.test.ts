/**
 * Restart: `arbiter serve` runs as a child process and is killed with SIGKILL in the middle of a
 * resolution (FF-TCG's stack, 卡灵时代's chain, 三国杀战棋's response window), right after an
 * answer was sent and before its acknowledgement arrived. Started again on the same database, it
 * restores the game by replay; the clients reconnect with their seat tokens and finish. No
 * acknowledged decision is lost and the final hash is that of the same game never interrupted.
 * The same on SQLite and on PostgreSQL.
 */
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import { type Decision, defaultDecks, type GameModule, parseRecord, replayRecord } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_URL, pgSkipMessage } from '../../store/test/pg-helper.ts';
import {
  botAnswer,
  drive,
  killHard,
  killServers,
  midResolution,
  openTable,
  referenceGame,
  type SeatClient,
  spawnServer,
  TestClient,
  tempDir,
} from './helpers.ts';

const tmp = tempDir();
afterAll(async () => {
  await killServers();
  tmp.remove();
});

async function interruptedGame(module: GameModule, db: string): Promise<void> {
  const seed = `restart-${module.id}`;
  const first = await spawnServer(['--db', db]);
  const { table, seats, lobby } = await openTable(first.url, {
    game: module.id,
    seed,
    seats: [{ kind: 'human' }, { kind: 'human' }],
  });
  const part1 = await drive(seats, table, seed, {
    stopWhen: (_sc, st) => st.seq >= 20 && midResolution(module.id, st),
  });
  expect(part1.stoppedAt, 'the game reached a paused resolution').toBeDefined();
  const { seat: decider, state } = part1.stoppedAt!;
  const ackedBeforeKill = state.seq;
  // Answer, and kill the server before the acknowledgement can come back.
  decider.client.send({
    type: 'answer',
    table,
    seat: decider.seat,
    pending: state.pending,
    answer: botAnswer(seed, decider.seat, state.pending!, (state.view.decisions as Decision[])[0]),
  });
  await killHard(first.child);
  for (const s of seats) s.client.terminate();
  lobby.terminate();

  const second = await spawnServer(['--db', db]);
  expect(second.output()).toMatch(/1 game\(s\) restored/);
  const rejoined: SeatClient[] = [];
  for (const s of seats) {
    const client = await TestClient.connect(second.url);
    const joined = await client.request({ type: 'join', table, seat: s.seat, token: s.token });
    expect(joined.type).toBe('joined');
    const st = await client.waitFor((m) => m.type === 'state' && m.table === table);
    // Everything acknowledged before the kill is still there (the unacknowledged answer may be).
    if (st.type === 'state') expect(st.seq).toBeGreaterThanOrEqual(ackedBeforeKill);
    rejoined.push({ client, seat: s.seat, token: s.token });
  }
  const part2 = await drive(rejoined, table, seed);
  expect(part2.over).toBe(true);
  const over = await rejoined[0].client.waitFor((m) => m.type === 'over');
  if (over.type !== 'over') throw new Error('no over');

  const reference = referenceGame(module, { seed, players: 2, decks: defaultDecks(module, 2) }, seed);
  expect(over.finalHash).toBe(reference.finalHash);
  expect(over.seq).toBe(reference.decisions);

  const res = await fetch(`${second.url}/api/tables/${table}/record`);
  const text = await res.text();
  const record = parseRecord(text);
  expect(record.decisions).toHaveLength(reference.decisions);
  // What `arbiter replay` runs (play.test.ts runs the command itself).
  expect(replayRecord(module, record)).toMatchObject({ ok: true, decisions: reference.decisions });
  expect(record.finalHash).toBe(reference.finalHash);

  for (const s of rejoined) s.client.close();
  second.child.kill('SIGTERM');
  await new Promise((r) => second.child.once('exit', r));
}

const GAMES: GameModule[] = [fftcg, kaling, sgsChess];

describe('server restart on SQLite: SIGKILL mid-resolution, restore by replay, clients reconnect', () => {
  for (const module of GAMES) {
    it(`${module.id}: the interrupted game ends exactly like the uninterrupted one`, async () => {
      await interruptedGame(module, join(tmp.dir, `${module.id}.sqlite`));
    });
  }
});

describe('server restart on PostgreSQL', () => {
  pgSkipMessage();
  for (const module of GAMES) {
    it.skipIf(!PG_URL)(
      `${module.id}: the interrupted game ends exactly like the uninterrupted one`,
      async () => {
        const fresh = await freshDatabase();
        try {
          await interruptedGame(module, fresh.url);
        } finally {
          await fresh.drop();
        }
      },
      180_000,
    );
  }
});
