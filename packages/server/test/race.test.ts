/**
 * The answer-twice race (the browser bug fixed in 9300fcc: a state drawn before the answer's ack
 * re-offered the answered decision, and the page answered it again). Whatever a client does, two
 * quick answers to the same decision must leave the table as one answer does: exactly one applies,
 * the other gets a clear one-line refusal, and nothing else changes — not the stored decisions,
 * not the true state, not what any seat was sent. Both answers are sent before either reply comes
 * back, from one connection (a double click) and from two connections of the same seat (two tabs).
 */
import fftcg from '@arbiter/fftcg';
import { type Decision, type State, stateHash } from '@arbiter/kernel';
import vividz from '@arbiter/vividz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArbiterServer } from '../src/server.ts';
import { botAnswer, openTable, type SeatClient, TestClient, tempDir, until } from './helpers.ts';

const tmp = tempDir('arbiter-race-');
let server: ArbiterServer;
let url: string;
/** Each table's true state as of its last state message, hashed when it was sent. */
const sentHash = new Map<string, string>();
const live = new Map<string, State>();

beforeAll(async () => {
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: `${tmp.dir}/race.sqlite` },
    games: [fftcg, vividz],
    port: 0,
    log: () => {},
    limits: { messagesPerSecond: 100_000, burst: 100_000 },
    tap: (table, _viewer, _msg, state) => {
      live.set(table, state);
      sentHash.set(table, stateHash(state));
    },
  });
  url = (await server.start()).url;
});
afterAll(async () => {
  await server.stop();
  tmp.remove();
});

async function humans(game: string, seed: string) {
  const t = await openTable(url, { game, seed, seats: [{ kind: 'human' }, { kind: 'human' }] });
  await until(() => t.seats.every((s) => s.client.latest.get(t.table)), 10_000, 'first states');
  return t;
}

/** What every client was last sent for the table, as text (to see that nothing more was sent). */
function lastSent(clients: TestClient[], table: string): string[] {
  return clients.map((c) => JSON.stringify(c.latest.get(table) ?? null));
}

function isOneLine(message: string): boolean {
  return message.length > 0 && !message.includes('\n') && message.length < 400;
}

/**
 * Send two answers to the open decision of `seat` before either reply arrives; check that exactly
 * one was applied and stored, that the other was refused with `code`, and that the refusal changed
 * nothing. Returns the applied answer.
 */
async function race(
  table: string,
  seats: SeatClient[],
  senders: [TestClient, TestClient],
  seat: number,
  answers: [unknown, unknown],
  code: 'stale' | 'refused',
): Promise<unknown> {
  const asked = seats.find((s) => s.seat === seat)!.client.latest.get(table)!;
  const pending = asked.pending;
  expect(pending).not.toBeNull();
  const storedBefore = await server.repo.decisionCount(table);
  const seqBefore = server.table(table)!.seq;
  const replies = await Promise.all(
    senders.map((c, i) => c.request({ type: 'answer', table, seat, pending, answer: answers[i] })),
  );
  const acks = replies.filter((r) => r.type === 'ack');
  const refusals = replies.filter((r) => r.type === 'error');
  expect(acks).toHaveLength(1);
  expect(refusals).toHaveLength(1);
  const refusal = refusals[0];
  if (refusal.type !== 'error') throw new Error('unreachable');
  expect(refusal.code).toBe(code);
  expect(isOneLine(refusal.message)).toBe(true);
  expect(refusal.pending).toBe(pending);
  // Exactly one decision stored and applied: the one that was acknowledged.
  expect(await server.repo.decisionCount(table)).toBe(storedBefore + 1);
  expect(server.table(table)!.seq).toBe(seqBefore + 1);
  const applied = answers[replies.findIndex((r) => r.type === 'ack')];
  const stored = (await server.repo.load(table))!.decisions.at(-1)!;
  expect(JSON.parse(stored.answer)).toEqual(applied);
  expect(stored.player).toBe(seat);
  // Every seat sees the state the accepted answer produced, and the refusal sent nothing more:
  // the true state is the one that was last sent, and the clients' last states stay as they are.
  const ackSeq = acks[0].type === 'ack' ? acks[0].seq : -1;
  const everyone = [...new Set([...seats.map((s) => s.client), ...senders])];
  await until(
    () => everyone.every((c) => (c.latest.get(table)?.seq ?? -1) >= ackSeq),
    10_000,
    'the accepted state',
  );
  const sentAfter = lastSent(everyone, table);
  expect(stateHash(live.get(table)!)).toBe(sentHash.get(table));
  // A round trip on each connection: anything the refusal might have sent has arrived by now.
  for (const c of everyone) expect((await c.request({ type: 'ping', t: 1 })).type).toBe('pong');
  expect(lastSent(everyone, table)).toEqual(sentAfter);
  expect(stateHash(live.get(table)!)).toBe(sentHash.get(table));
  return applied;
}

describe('server: two quick answers to the same decision', () => {
  it('one connection sends the same answer twice (a double click): one applies, the other is stale', async () => {
    const { table, seats } = await humans('fftcg', 'race-double-click');
    const asked = seats.find((s) => s.client.latest.get(table)!.pending !== null)!;
    const st = asked.client.latest.get(table)!;
    const answer = botAnswer('a', asked.seat, st.pending!, (st.view.decisions as Decision[])[0]);
    await race(table, seats, [asked.client, asked.client], asked.seat, [answer, answer], 'stale');
    for (const s of seats) s.client.close();
  });

  it('two tabs of one seat send different answers at once: the first applies, the second is stale', async () => {
    const { table, seats } = await humans('fftcg', 'race-two-tabs');
    const asked = seats.find((s) => s.client.latest.get(table)!.pending !== null)!;
    const tab2 = await TestClient.connect(url);
    const joined = await tab2.request({ type: 'join', table, seat: asked.seat, token: asked.token });
    expect(joined.type).toBe('joined');
    await until(() => !!tab2.latest.get(table), 10_000, 'the second tab state');
    const st = asked.client.latest.get(table)!;
    const d = (st.view.decisions as Decision[])[0];
    const answers: [unknown, unknown] = [
      botAnswer('a', asked.seat, st.pending!, d),
      botAnswer('b', asked.seat, st.pending!, d),
    ];
    await race(table, seats, [asked.client, tab2], asked.seat, answers, 'stale');
    // The table plays on from the accepted answer.
    const next = seats.find((s) => s.client.latest.get(table)!.pending !== null)!;
    const ns = next.client.latest.get(table)!;
    const reply = await next.client.request({
      type: 'answer',
      table,
      seat: next.seat,
      pending: ns.pending,
      answer: botAnswer('c', next.seat, ns.pending!, (ns.view.decisions as Decision[])[0]),
    });
    expect(reply.type).toBe('ack');
    tab2.close();
    for (const s of seats) s.client.close();
  });

  it('a decision both players make at once (Vividz setup, VZ 601): a seat answering twice is refused as already answered; the other seat is still asked', async () => {
    const { table, seats } = await humans('vividz', 'race-simultaneous');
    // Both seats are asked by the same request.
    const pendings = seats.map((s) => s.client.latest.get(table)!.pending);
    expect(pendings[0]).not.toBeNull();
    expect(pendings[1]).toBe(pendings[0]);
    const first = seats[0];
    const st = first.client.latest.get(table)!;
    const answer = botAnswer('a', first.seat, st.pending!, (st.view.decisions as Decision[])[0]);
    await race(table, seats, [first.client, first.client], first.seat, [answer, answer], 'refused');
    const refusedAgain = await first.client.request({
      type: 'answer',
      table,
      seat: first.seat,
      pending: st.pending,
      answer,
    });
    expect(refusedAgain.type === 'error' && refusedAgain.decision?.code).toBe('already-answered');
    // The other seat is still asked the same request, and its answer completes it.
    const other = seats[1];
    await until(
      () => other.client.latest.get(table)!.seq === server.table(table)!.seq,
      10_000,
      'seat 1 state',
    );
    const os = other.client.latest.get(table)!;
    expect(os.pending).toBe(st.pending);
    const reply = await other.client.request({
      type: 'answer',
      table,
      seat: other.seat,
      pending: os.pending,
      answer: botAnswer('a', other.seat, os.pending!, (os.view.decisions as Decision[])[0]),
    });
    expect(reply.type).toBe('ack');
    expect(await server.repo.decisionCount(table)).toBe(2);
    for (const s of seats) s.client.close();
  });
});
