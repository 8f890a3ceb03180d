/**
 * AI seats on the game server: `arbiter serve` registers the AI package's `mcts` and `greedy`,
 * which search on a thread of their own (the server's other tables go on meanwhile) and are given
 * their seat's observation. A table of two AI seats plays, every answer accepted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeSearchThreads } from '@arbiter/ai';
import kaling from '@arbiter/kaling';
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

  it('a table of mcts against greedy plays on: every answer accepted as the AI seats', async () => {
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
    // A whole game takes minutes on a busy machine (every decision is stored before the next);
    // thirty decisions show both agents searching, answering and being accepted.
    const stored = async () => (await server.repo.load(id))?.decisions ?? [];
    for (let i = 0; i < 1200 && (await stored()).length < 30; i++)
      await new Promise((r) => setTimeout(r, 100));
    const decisions = await stored();
    expect(decisions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(decisions.map((d) => d.source))).toEqual(new Set(['ai']));
    expect(new Set(decisions.map((d) => d.player))).toEqual(new Set([0, 1]));
    expect(log.filter((l) => /failed|no acceptable answer/.test(l))).toEqual([]);
  });
});
