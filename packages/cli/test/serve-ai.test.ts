/**
 * AI seats on the game server: `arbiter serve` registers the AI package's `mcts` and `greedy`,
 * which search on a thread of their own (the server's other tables go on meanwhile) and are given
 * their seat's observation. A table of two AI seats plays to an end whose record replays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeSearchThreads } from '@arbiter/ai';
import kaling from '@arbiter/kaling';
import { parseRecord, replayRecord } from '@arbiter/kernel';
import { ArbiterServer } from '@arbiter/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverAgents } from '../src/serve.ts';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-serve-ai-'));
let server: ArbiterServer;
let url: string;
const log: string[] = [];

beforeAll(async () => {
  server = new ArbiterServer({
    db: { kind: 'sqlite', file: join(dir, 'ai.sqlite') },
    games: [kaling],
    port: 0,
    agents: serverAgents({ iterations: 3 }),
    log: (line) => log.push(line),
  });
  url = (await server.start()).url;
});
afterAll(async () => {
  await server.stop();
  await closeSearchThreads();
  rmSync(dir, { recursive: true, force: true });
});

describe('AI seats on the server', () => {
  it('mcts and greedy are registered beside random', () => {
    expect(server.agents.names()).toEqual(expect.arrayContaining(['random', 'mcts', 'greedy']));
  });

  it('a table of mcts against greedy plays to an end; the record replays', async () => {
    const res = await fetch(`${url}/api/tables`, {
      method: 'POST',
      body: JSON.stringify({
        game: 'kaling',
        seed: 'ai-seats',
        seats: [
          { kind: 'ai', agent: 'mcts' },
          { kind: 'ai', agent: 'greedy' },
        ],
      }),
    });
    expect(res.status).toBe(201);
    const id = (await res.json()).table.id as string;
    for (let i = 0; i < 1200 && server.table(id)?.status !== 'finished'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(server.table(id)?.status).toBe('finished');
    expect(log.filter((l) => l.includes('failed') || l.includes('no acceptable answer'))).toEqual([]);
    const record = parseRecord(await (await fetch(`${url}/api/tables/${id}/record`)).text());
    expect(record.agents).toEqual(['mcts', 'greedy']);
    expect(replayRecord(kaling, record).ok).toBe(true);
  }, 180_000);
});
