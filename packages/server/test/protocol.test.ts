/**
 * The protocol's rules on real sockets: bad input gets a clear error and changes nothing,
 * tokens open exactly one seat of one table, spectators cannot act, stale and refused answers are
 * typed, limits hold, the lobby works, time limits and concessions are announced, records are
 * only for finished games, storage and engine failures leave the table as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import { type Decision, type GameModule, parseRecord, replayRecord } from '@arbiter/kernel';
import sgsChess from '@arbiter/sgs-chess';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canConcede } from '../src/concession.ts';
import { parseClientMessage } from '../src/protocol.ts';
import { ArbiterServer } from '../src/server.ts';
import { boomDuel } from './fixtures/boom-duel.ts';
import {
  botAnswer,
  cliReplay,
  drive,
  openTable,
  type SeatClient,
  TestClient,
  tempDir,
  until,
} from './helpers.ts';

const GAMES: GameModule[] = [fftcg, kaling, sgsChess, boomDuel];
const tmp = tempDir();
const webDir = join(tmp.dir, 'web');
const logLines: string[] = [];
const tokensSeen: string[] = [];
let server: ArbiterServer;
let url: string;

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>arbiter web</title>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(tmp.dir, 'secret.txt'), 'outside');
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: join(tmp.dir, 'protocol.sqlite') },
    games: GAMES,
    port: 0,
    staticDir: webDir,
    log: (line) => logLines.push(line),
    limits: { messagesPerSecond: 100_000, burst: 100_000 },
  });
  url = (await server.start()).url;
});
afterAll(async () => {
  await server.stop();
  tmp.remove();
  // Tokens are secrets: no log line ever contains one.
  for (const t of tokensSeen) for (const line of logLines) expect(line).not.toContain(t);
});

async function table2(game = 'fftcg', extra: Record<string, unknown> = {}) {
  const t = await openTable(url, {
    game,
    seed: `proto-${game}-${Math.random()}`,
    seats: [{ kind: 'human' }, { kind: 'human' }],
    ...extra,
  });
  for (const s of t.seats) tokensSeen.push(s.token);
  tokensSeen.push(t.spectatorToken);
  await until(() => t.seats.every((s) => s.client.latest.get(t.table)), 10_000, 'first states');
  return t;
}

function decider(seats: SeatClient[], table: string): SeatClient {
  const s = seats.find((x) => x.client.latest.get(table)?.pending != null);
  if (!s) throw new Error('nobody is asked');
  return s;
}

describe('server: bad input gets a clear error; the connection and the table keep working', () => {
  it('malformed JSON, wrong version, unknown type, bad fields, oversized, binary', async () => {
    const { table, seats } = await table2();
    const c = seats[0].client;
    const before = await server.repo.decisionCount(table);
    const cases: [string | Buffer, string, boolean?][] = [
      ['{not json', 'bad-json'],
      ['[1,2]', 'bad-message'],
      [JSON.stringify({ type: 'ping' }), 'bad-version'],
      [JSON.stringify({ v: 2, type: 'ping' }), 'bad-version'],
      [JSON.stringify({ v: 1, type: 'teleport' }), 'unknown-type'],
      [JSON.stringify({ v: 1, type: 'constructor' }), 'unknown-type'],
      [JSON.stringify({ v: 1, type: 'answer', table, seat: 'zero', pending: 1, answer: 'x' }), 'bad-message'],
      [JSON.stringify({ v: 1, type: 'join', table: 'x'.repeat(500), seat: 0, token: 't' }), 'bad-message'],
      [JSON.stringify({ v: 1, type: 'ping', pad: 'x'.repeat(70_000) }), 'too-large'],
      [Buffer.from([1, 2, 3]), 'bad-json', true],
    ];
    for (const [data, code, binary] of cases) {
      const reply = c.next((m) => m.type === 'error');
      c.sendRaw(data, binary);
      const e = await reply;
      expect(e.type === 'error' && e.code, String(data).slice(0, 60)).toBe(code);
      // One line, and never the whole input echoed back.
      if (e.type === 'error') {
        expect(e.message).not.toContain('\n');
        expect(e.message.length).toBeLessThan(400);
      }
    }
    expect((await c.request({ type: 'ping', t: 7 })).type).toBe('pong');
    expect(await server.repo.decisionCount(table)).toBe(before);
    // The table still plays.
    const r = await drive(seats, table, 'x', { maxDecisions: 5 });
    expect(r.answered).toBe(5);
    expect(c.invalid).toEqual([]);
  });

  it('parseClientMessage names the field that is wrong', () => {
    const r = parseClientMessage(
      JSON.stringify({ v: 1, type: 'answer', table: 't', seat: 0, pending: -1, answer: 'x' }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^answer: pending:/);
  });

  it('a frame over the hard limit closes that connection only (1009)', async () => {
    const { table, seats } = await table2();
    const abuser = await TestClient.connect(url);
    const closed = new Promise<number>((res) => abuser.ws.once('close', (code) => res(code)));
    abuser.sendRaw('x'.repeat(server.limits.hardMaxBytes + 10));
    expect(await closed).toBe(1009);
    const r = await drive(seats, table, 'y', { maxDecisions: 3 });
    expect(r.answered).toBe(3);
  });
});

describe('server: tokens, seats and spectators', () => {
  it('a token opens its own seat of its own table and nothing else', async () => {
    const a = await table2();
    const b = await table2();
    const intruder = await TestClient.connect(url);
    const tries = [
      { table: a.table, seat: 1, token: a.seats[0].token },
      { table: b.table, seat: 0, token: a.seats[0].token },
      { table: a.table, seat: 0, token: `${a.seats[0].token}x` },
      { table: a.table, seat: 0, token: a.spectatorToken },
      { table: a.table, seat: 9, token: a.seats[0].token },
    ];
    for (const t of tries) {
      const r = await intruder.request({ type: 'join', ...t });
      expect(r.type === 'error' && r.code).toBe('bad-token');
    }
    const noTable = await intruder.request({ type: 'join', table: 'nope', seat: 0, token: 'x' });
    expect(noTable.type === 'error' && noTable.code).toBe('no-table');
    const spectateWithSeatToken = await intruder.request({
      type: 'spectate',
      table: a.table,
      token: a.seats[0].token,
    });
    expect(spectateWithSeatToken.type === 'error' && spectateWithSeatToken.code).toBe('bad-token');
    const unlisted = await intruder.request({ type: 'spectate', table: a.table });
    expect(unlisted.type === 'error' && unlisted.code).toBe('bad-token');
    // Not joined: no answer is accepted, for any seat.
    const d = decider(a.seats, a.table);
    const st = d.client.latest.get(a.table)!;
    const ans = await intruder.request({
      type: 'answer',
      table: a.table,
      seat: d.seat,
      pending: st.pending,
      answer: 'pass',
    });
    expect(ans.type === 'error' && ans.code).toBe('not-joined');
    expect(await server.repo.decisionCount(a.table)).toBe(0);
  });

  it('a seat cannot answer for another seat or another table; spectators cannot act', async () => {
    const a = await table2();
    const b = await table2();
    const d = decider(a.seats, a.table);
    const other = a.seats.find((s) => s !== d)!;
    const st = d.client.latest.get(a.table)!;
    const answer = botAnswer('z', d.seat, st.pending!, (st.view.decisions as Decision[])[0]);
    const wrongSeat = await other.client.request({
      type: 'answer',
      table: a.table,
      seat: d.seat,
      pending: st.pending,
      answer,
    });
    expect(wrongSeat.type === 'error' && wrongSeat.code).toBe('wrong-seat');
    const wrongTable = await d.client.request({
      type: 'answer',
      table: b.table,
      seat: d.seat,
      pending: st.pending,
      answer,
    });
    expect(wrongTable.type === 'error' && wrongTable.code).toBe('not-joined');
    const spectator = await TestClient.connect(url);
    await spectator.request({ type: 'spectate', table: a.table, token: a.spectatorToken });
    const spec = await spectator.request({
      type: 'answer',
      table: a.table,
      seat: d.seat,
      pending: st.pending,
      answer,
    });
    expect(spec.type === 'error' && spec.code).toBe('spectator');
    const specConcede = await spectator.request({ type: 'concede', table: a.table, seat: 0 });
    expect(specConcede.type === 'error' && specConcede.code).toBe('spectator');
    expect(await server.repo.decisionCount(a.table)).toBe(0);
    expect(await server.repo.decisionCount(b.table)).toBe(0);
    // The right seat's answer still works.
    const ok = await d.client.request({
      type: 'answer',
      table: a.table,
      seat: d.seat,
      pending: st.pending,
      answer,
    });
    expect(ok.type).toBe('ack');
    expect(await server.repo.decisionCount(a.table)).toBe(1);
  });

  it('stale and refused answers are typed errors and change nothing', async () => {
    const { table, seats } = await table2();
    const d = decider(seats, table);
    const st = d.client.latest.get(table)!;
    const refused = await d.client.request({
      type: 'answer',
      table,
      seat: d.seat,
      pending: st.pending,
      answer: ['no-such-option'],
    });
    expect(refused.type === 'error' && refused.code).toBe('refused');
    if (refused.type === 'error') expect(refused.decision?.code).toBe('unknown-option');
    const stale = await d.client.request({
      type: 'answer',
      table,
      seat: d.seat,
      pending: st.pending! - 1,
      answer: ['x'],
    });
    expect(stale.type === 'error' && stale.code).toBe('stale');
    if (stale.type === 'error') expect(stale.decision?.code).toBe('stale-decision');
    expect(await server.repo.decisionCount(table)).toBe(0);
    expect(server.table(table)!.seq).toBe(0);
    const answer = botAnswer('s', d.seat, st.pending!, (st.view.decisions as Decision[])[0]);
    expect(
      (await d.client.request({ type: 'answer', table, seat: d.seat, pending: st.pending, answer })).type,
    ).toBe('ack');
    // The same answer again is now stale.
    const again = await d.client.request({
      type: 'answer',
      table,
      seat: d.seat,
      pending: st.pending,
      answer,
    });
    expect(again.type === 'error' && ['stale', 'refused'].includes(again.code)).toBe(true);
    expect(await server.repo.decisionCount(table)).toBe(1);
  });

  it('the seed is not shown while the game runs (it would reveal every hidden card)', async () => {
    const { seats, table } = await table2();
    const joined = seats[0].client.messages.find((m) => m.type === 'joined');
    expect(joined?.type === 'joined' && joined.table.seed).toBeUndefined();
    const info = await (await fetch(`${url}/api/tables/${table}`)).json();
    expect(info.seed).toBeUndefined();
  });
});

describe('server: limits', () => {
  it('a connection over its message rate gets one error and is throttled; others are not', async () => {
    const limited = new ArbiterServer({
      db: { kind: 'sqlite', file: join(tmp.dir, 'rate.sqlite') },
      games: GAMES,
      port: 0,
      log: () => {},
      limits: { messagesPerSecond: 5, burst: 5 },
    });
    const u = (await limited.start()).url;
    try {
      const flood = await TestClient.connect(u);
      const calm = await TestClient.connect(u);
      for (let i = 0; i < 40; i++) flood.send({ type: 'ping', t: i });
      await flood.waitFor((m) => m.type === 'error' && m.code === 'rate-limited');
      await new Promise((r) => setTimeout(r, 200));
      const pongs = flood.messages.filter((m) => m.type === 'pong').length;
      expect(pongs).toBeGreaterThanOrEqual(5);
      expect(pongs).toBeLessThan(12);
      expect(flood.messages.filter((m) => m.type === 'error').length).toBe(1);
      expect((await calm.request({ type: 'ping' })).type).toBe('pong');
      await new Promise((r) => setTimeout(r, 1100));
      expect((await flood.request({ type: 'ping' })).type).toBe('pong');
      flood.close();
      calm.close();
    } finally {
      await limited.stop();
    }
  });

  it('listens on 127.0.0.1 unless told otherwise', async () => {
    const s = new ArbiterServer({
      db: { kind: 'sqlite', file: join(tmp.dir, 'host.sqlite') },
      games: GAMES,
      port: 0,
      log: () => {},
    });
    const started = await s.start();
    expect(started.host).toBe('127.0.0.1');
    await s.stop();
  });
});

describe('server: lobby', () => {
  it('lists games with decks and agents, and refuses bad tables in one line', async () => {
    const c = await TestClient.connect(url);
    const games = await c.request({ type: 'games' });
    if (games.type !== 'games') throw new Error('no games');
    expect(games.games.map((g) => g.id)).toEqual(['fftcg', 'kaling', 'sgs-chess', 'boom-duel']);
    expect(games.games[0].decks.length).toBeGreaterThan(0);
    expect(games.agents).toContain('random');
    const bad = [
      { game: 'chess', seats: [{ kind: 'human' }, { kind: 'human' }] },
      { game: 'fftcg', seats: [{ kind: 'human' }] },
      { game: 'fftcg', seats: [{ kind: 'human' }, { kind: 'ai', agent: 'deep-blue' }] },
      { game: 'fftcg', seats: [{ kind: 'human' }, { kind: 'human' }], decks: ['no-such-deck'] },
      {
        game: 'fftcg',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        decks: [{ name: 'tiny', cards: { A02: 1 } }],
      },
      { game: 'fftcg', seats: [{ kind: 'human' }, { kind: 'human' }], fallback: 'oracle' },
    ];
    for (const b of bad) {
      const r = await c.request({ type: 'create', ...b });
      expect(r.type === 'error' && r.code, JSON.stringify(b)).toBe('bad-request');
      if (r.type === 'error') expect(r.message).not.toContain('\n');
    }
    const http = await (await fetch(`${url}/api/games`)).json();
    expect(http.games.length).toBe(4);
  });

  it('a listed table: claim seats, watch without a token, start when every seat is filled', async () => {
    const lobby = await TestClient.connect(url);
    const created = await lobby.request({
      type: 'create',
      game: 'kaling',
      listed: true,
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    if (created.type !== 'created') throw new Error('not created');
    const id = created.table.id;
    const tables = await lobby.request({ type: 'tables' });
    expect(tables.type === 'tables' && tables.tables.some((t) => t.id === id && t.status === 'waiting')).toBe(
      true,
    );
    const p1 = await TestClient.connect(url);
    const claim = await p1.request({ type: 'claim', table: id });
    if (claim.type !== 'claimed') throw new Error(`claim failed ${JSON.stringify(claim)}`);
    tokensSeen.push(claim.token);
    expect(claim.seat).toBe(0);
    expect(claim.link).toContain(`/play/${id}?seat=0#token=`);
    // The invitation token of a claimed seat no longer opens it.
    const old = await lobby.request({ type: 'join', table: id, seat: 0, token: created.seats[0].token });
    expect(old.type === 'error' && old.code).toBe('bad-token');
    const taken = await lobby.request({ type: 'claim', table: id, seat: 0 });
    expect(taken.type === 'error' && taken.code).toBe('seat-taken');
    const watcher = await TestClient.connect(url);
    expect((await watcher.request({ type: 'spectate', table: id })).type).toBe('joined');
    expect(server.table(id)!.status).toBe('waiting');
    const p2 = await TestClient.connect(url);
    const claim2 = await p2.request({ type: 'claim', table: id });
    expect(claim2.type).toBe('claimed');
    await until(() => server.table(id)!.status === 'playing', 5000, 'start');
    await watcher.waitFor((m) => m.type === 'state' && m.table === id);
    const info = await watcher.waitFor((m) => m.type === 'table' && m.table.status === 'playing');
    expect(info.type).toBe('table');
    const notListed = await table2();
    const c = await lobby.request({ type: 'claim', table: notListed.table });
    expect(c.type === 'error' && c.code).toBe('not-listed');
  });

  it('a table of AIs only starts at once and plays to an end whose record replays', async () => {
    const c = await TestClient.connect(url);
    const created = await c.request({
      type: 'create',
      game: 'kaling',
      seed: 'all-ai',
      seats: [
        { kind: 'ai', agent: 'random' },
        { kind: 'ai', agent: 'random' },
      ],
    });
    if (created.type !== 'created') throw new Error('not created');
    expect(created.seats.every((s) => s.token === undefined)).toBe(true);
    await c.request({ type: 'spectate', table: created.table.id, token: created.spectator.token });
    const over = await c.waitFor((m) => m.type === 'over', 60_000);
    const record = parseRecord(await (await fetch(`${url}/api/tables/${created.table.id}/record`)).text());
    expect(record.agents).toEqual(['random', 'random']);
    expect(replayRecord(kaling, record).ok).toBe(true);
    expect(over.type === 'over' && over.finalHash).toBe(record.finalHash);
  });

  it('tables can be created over HTTP for scripts', async () => {
    const res = await fetch(`${url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'sgs-chess',
        seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
      }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    tokensSeen.push(body.seats[0].token, body.spectator.token);
    expect(body.seats[0].link).toMatch(/\/play\/t[\w-]+\?seat=0#token=/);
    const bad = await fetch(`${url}/api/tables`, { method: 'POST', body: '{"game":' });
    expect(bad.status).toBe(400);
  });
});

describe('server: time limits, concessions, records, failures', () => {
  it('when the time runs out the fallback decides, and everyone is told', async () => {
    const { table, seats, spectatorToken } = await table2('fftcg', { timeLimitSeconds: 1, fallback: 'pass' });
    const spectator = await TestClient.connect(url);
    await spectator.request({ type: 'spectate', table, token: spectatorToken });
    const d = decider(seats, table);
    const st = d.client.latest.get(table)!;
    expect(st.deadlineMs).not.toBeNull();
    expect(st.deadlineMs!).toBeLessThanOrEqual(1000);
    const announced = await Promise.all(
      [...seats.map((s) => s.client), spectator].map((c) => c.waitFor((m) => m.type === 'timeout', 5000)),
    );
    for (const a of announced) {
      expect(a.type === 'timeout' && a.seat).toBe(d.seat);
      expect(a.type === 'timeout' && a.pending).toBe(st.pending);
    }
    const stored = await server.repo.load(table);
    expect(stored!.decisions[0].source).toBe('timeout');
    expect(stored!.decisions[0].player).toBe(d.seat);
  });

  it('a player concedes where the rules allow it (FFTCG 2.1); the record says so and replays', async () => {
    const { table, seats } = await table2('fftcg');
    await drive(seats, table, 'c', { maxDecisions: 4 });
    const early = await (await fetch(`${url}/api/tables/${table}/record`)).json();
    expect(early.error).toBe('not-finished');
    const r = await seats[1].client.request({ type: 'concede', table, seat: 1 });
    expect(r.type).toBe('over');
    const over = await seats[0].client.waitFor((m) => m.type === 'over');
    if (over.type !== 'over') throw new Error('no over');
    expect(over.conceded).toBe(1);
    expect(over.result?.winners).toEqual([0]);
    const record = await (await fetch(`${url}/api/tables/${table}/record`)).json();
    // The concession is the record's last decision (the kernel takes it as an answer).
    expect(record.decisions.at(-1)).toMatchObject({ player: 1, answer: { concede: true } });
    expect(record.conceded).toBeUndefined();
    const file = join(tmp.dir, 'conceded.json');
    writeFileSync(file, JSON.stringify(record));
    const replay = await cliReplay(file);
    expect(replay.json.ok).toBe(true);
    expect(record.finalHash).toBe(over.finalHash);
    const late = await seats[0].client.request({ type: 'concede', table, seat: 0 });
    expect(late.type === 'error' && late.code).toBe('game-over');
    // 卡灵 has a concession rule too (a stand-in of its own docs): the other player wins.
    const k = await table2('kaling');
    const kalingOver = await k.seats[0].client.request({ type: 'concede', table: k.table, seat: 0 });
    expect(kalingOver.type).toBe('over');
    // A game without a concession rule refuses it (the server asks the module).
    const { concede: _none, ...noConcession } = kaling;
    expect(canConcede(noConcession as GameModule)).toBe(false);
  });

  it('a decision that cannot be stored is refused and the state stays as it was', async () => {
    const { table, seats } = await table2('sgs-chess');
    const d = decider(seats, table);
    const st = d.client.latest.get(table)!;
    const answer = botAnswer('w', d.seat, st.pending!, (st.view.decisions as Decision[])[0]);
    const repo = server.repo;
    const original = repo.appendDecision;
    repo.appendDecision = async () => {
      throw new Error('disk full');
    };
    try {
      const r = await d.client.request({ type: 'answer', table, seat: d.seat, pending: st.pending, answer });
      expect(r.type === 'error' && r.code).toBe('storage-error');
    } finally {
      repo.appendDecision = original;
    }
    expect(server.table(table)!.seq).toBe(0);
    const ok = await d.client.request({ type: 'answer', table, seat: d.seat, pending: st.pending, answer });
    expect(ok.type).toBe('ack');
  });

  it('an engine failure on an answer is reported and the state stays as it was', async () => {
    const { table, seats } = await table2('boom-duel');
    const d = decider(seats, table);
    const st = d.client.latest.get(table)!;
    const opts = ((st.view.decisions as Decision[])[0].domain as { options: { id: string }[] }).options.map(
      (o) => o.id,
    );
    expect(opts).toContain('h0');
    const boom = await d.client.request({
      type: 'answer',
      table,
      seat: d.seat,
      pending: st.pending,
      answer: ['h0'],
    });
    expect(boom.type === 'error' && boom.code).toBe('engine-error');
    expect(await server.repo.decisionCount(table)).toBe(0);
    const ok = await d.client.request({
      type: 'answer',
      table,
      seat: d.seat,
      pending: st.pending,
      answer: ['end'],
    });
    expect(ok.type).toBe('ack');
  });
});

describe('server: the web client hook', () => {
  it('serves the built client from the same port, with client routes falling back to index.html', async () => {
    const index = await fetch(`${url}/`);
    expect(await index.text()).toContain('arbiter web');
    expect((await fetch(`${url}/play/t123?seat=0`)).headers.get('content-type')).toContain('text/html');
    const js = await fetch(`${url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
    const outside = await fetch(`${url}/..%2fsecret.txt`);
    expect(await outside.text()).not.toContain('outside');
    expect((await fetch(`${url}/api/nothing`)).status).toBe(404);
  });
});
