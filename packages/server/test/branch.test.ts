/**
 * Branching (POST /api/branch, for the replay viewer): a new table starts from the first `at`
 * decisions of a finished game — by table id or from a record given whole — at exactly that
 * position, playable from there, stored so that a restart restores it; a record that does not
 * replay, a point past the end or at the end, a wrong seat count are refused in one line and
 * create nothing.
 */
import kaling from '@arbiter/kaling';
import { createGame, type GameModule, type GameRecord, stateHash, submit, viewFor } from '@arbiter/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArbiterServer } from '../src/server.ts';
import { TestClient, tempDir, until } from './helpers.ts';

const GAMES: GameModule[] = [kaling];
const tmp = tempDir('arbiter-branch-');
const dbFile = `${tmp.dir}/branch.sqlite`;
let server: ArbiterServer;
let url: string;
let finished: string;
let record: GameRecord;

async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

function start(): Promise<string> {
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: dbFile },
    games: GAMES,
    port: 0,
    log: () => {},
    limits: { messagesPerSecond: 100_000, burst: 100_000 },
  });
  return server.start().then((s) => s.url);
}

/** The state after the first `at` decisions of the record, built here without the server. */
function positionAt(rec: GameRecord, at: number) {
  const state = createGame(kaling, { seed: rec.seed, players: rec.players, decks: rec.decks });
  for (const d of rec.decisions.slice(0, at)) {
    const r = submit(state, kaling, { player: d.player, answer: d.answer, pending: d.pending });
    if (!r.ok) throw new Error(r.error.message);
  }
  return state;
}

beforeAll(async () => {
  url = await start();
  const created = await post('/api/tables', {
    game: 'kaling',
    seed: 'branch-1',
    seats: [
      { kind: 'ai', agent: 'random' },
      { kind: 'ai', agent: 'random' },
    ],
  });
  finished = created.body.table.id;
  await until(() => server.table(finished)?.status === 'finished', 60_000, 'the AI game to finish');
  record = (await (await fetch(`${url}/api/tables/${finished}/record`)).json()) as GameRecord;
});

afterAll(async () => {
  await server.stop();
  tmp.remove();
});

describe('branching from a record', () => {
  it('by table id: the new table starts at exactly that position and can be played on', async () => {
    const at = Math.floor(record.decisions.length / 2);
    const r = await post('/api/branch', {
      table: finished,
      at,
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
    });
    expect(r.status).toBe(201);
    const id = r.body.table.id as string;
    expect(id).not.toBe(finished);
    const seat0 = r.body.seats[0];
    const c = await TestClient.connect(url);
    await c.request({ type: 'join', table: id, seat: 0, token: seat0.token });
    // The AI seat may act first; the position is the record's, then the AI's moves from there.
    await until(
      () => c.latest.get(id)?.pending !== null && c.latest.get(id) !== undefined,
      30_000,
      'a decision for seat 0',
    );
    const expected = positionAt(record, at);
    // The first state sent is the branch point (or later, if the AI decided first): the stored
    // decisions start with the record's.
    const stored = await server.repo.load(id);
    expect(
      stored!.decisions.slice(0, at).map((d) => [d.player, d.pending, JSON.parse(d.answer), d.source]),
    ).toEqual(record.decisions.slice(0, at).map((d) => [d.player, d.pending, d.answer, 'record']));
    if (stored!.decisions.length === at) {
      expect(c.latest.get(id)!.view).toEqual(viewFor(expected, kaling, 0));
    }
    // Playable: seat 0 answers its decision and the game goes on.
    const st = c.latest.get(id)!;
    const d = (st.view.decisions as any[])[0];
    const answer =
      d.domain.type === 'pick'
        ? [d.domain.options[0].id]
        : d.domain.type === 'order'
          ? d.domain.items.map((x: any) => x.id)
          : d.domain.min;
    const reply = await c.request({ type: 'answer', table: id, seat: 0, pending: st.pending, answer });
    expect(reply.type).toBe('ack');
    c.close();
  });

  it('from a record given whole, at decision 0 and at a point where a human decides first', async () => {
    const at = record.decisions.findIndex((d, i) => i > 3 && d.player === 1);
    const r = await post('/api/branch', {
      record,
      at,
      seats: [{ kind: 'ai', agent: 'random' }, { kind: 'human' }],
    });
    expect(r.status).toBe(201);
    const id = r.body.table.id as string;
    const c = await TestClient.connect(url);
    await c.request({ type: 'join', table: id, seat: 1, token: r.body.seats[1].token });
    await until(() => c.latest.get(id) !== undefined, 20_000, 'the first state');
    // Seat 1 decides at this point in the record, so no AI moved: the position is the record's.
    const expected = positionAt(record, at);
    expect(c.latest.get(id)!.view).toEqual(viewFor(expected, kaling, 1));
    expect(c.latest.get(id)!.seq).toBe(at);
    const zero = await post('/api/branch', { record, at: 0, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(zero.status).toBe(201);
    c.close();
  });

  it('a branched table is restored by replay after a restart', async () => {
    const at = 7;
    const r = await post('/api/branch', {
      table: finished,
      at,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const id = r.body.table.id as string;
    await server.stop();
    url = await start();
    const c = await TestClient.connect(url);
    await c.request({ type: 'join', table: id, seat: 0, token: r.body.seats[0].token });
    await c.request({ type: 'join', table: id, seat: 1, token: r.body.seats[1].token });
    await until(() => c.latest.get(id) !== undefined, 20_000, 'the restored state');
    expect(c.latest.get(id)!.seq).toBe(at);
    expect(stateHash(positionAt(record, at))).toBe(record.decisions[at - 1].hash);
    c.close();
  });

  it('refuses what cannot be branched, in one line, creating nothing', async () => {
    const before = (await server.repo.list()).length;
    const seats = [{ kind: 'human' }, { kind: 'ai', agent: 'random' }];
    const cases: [unknown, number, RegExp][] = [
      [{ table: finished, at: record.decisions.length + 1, seats }, 400, /cannot branch after decision/],
      [{ table: finished, at: record.decisions.length, seats }, 400, /the game is over/],
      [{ table: finished, at: 3, seats: [{ kind: 'human' }] }, 400, /2 seats, not 1/],
      [{ table: 'nope', at: 3, seats }, 404, /no table/],
      [{ at: 3, seats }, 400, /either "table"/],
      [{ record: { ...record, decisions: 'x' }, at: 3, seats }, 400, /malformed at decisions/],
      [
        {
          record: {
            ...record,
            decisions: record.decisions.map((d, i) => (i === 2 ? { ...d, answer: ['no-such-option'] } : d)),
          },
          at: 5,
          seats,
        },
        400,
        /decision 2 of the record is refused/,
      ],
      [
        {
          record: {
            ...record,
            decisions: record.decisions.map((d, i) => (i === 1 ? { ...d, hash: '0000' } : d)),
          },
          at: 5,
          seats,
        },
        400,
        /does not replay here: the state after decision 1/,
      ],
      ['{not json', 400, /not valid JSON/],
    ];
    for (const [body, status, why] of cases) {
      const r = await post('/api/branch', body);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      expect(r.body.message).toMatch(why);
      expect(r.body.message).not.toContain('\n');
      expect(r.body.message.length).toBeLessThan(300);
    }
    expect((await server.repo.list()).length).toBe(before);
  });
});
