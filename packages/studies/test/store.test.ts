import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fftcg from '@arbiter/fftcg';
import { hashList } from '@arbiter/kernel';
import type { DatabaseTarget } from '@arbiter/store';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_URL, pgSkipMessage } from '../../store/test/pg-helper.ts';
import { planStudy } from '../src/params.ts';
import { StudyPlayer } from '../src/play.ts';
import { openStudyStore } from '../src/store.ts';
import { closeStudy, openStudy } from '../src/study.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function sqliteTarget(): DatabaseTarget {
  const d = mkdtempSync(join(tmpdir(), 'arbiter-studies-'));
  dirs.push(d);
  return { kind: 'sqlite', file: join(d, 'studies.sqlite') };
}

const params = planStudy(fftcg, { seed: 'store', games: 6, decks: fftcg.decks.ready.slice(0, 2) });
const player = new StudyPlayer(fftcg, params);
const played = Array.from({ length: 6 }, (_, i) => player.play(i));

async function exercise(target: DatabaseTarget): Promise<void> {
  const s = await openStudyStore(target);
  try {
    const repo = s.repo;
    const opened = await openStudy(repo, 'st', params, '2026-01-01T00:00:00Z');
    expect(opened.created).toBe(true);
    // The same name with the same parameters resumes; other parameters are refused in one line.
    expect((await openStudy(repo, 'st', params, 'later')).created).toBe(false);
    const other = planStudy(fftcg, { seed: 'other', games: 6 });
    await expect(openStudy(repo, 'st', other, 'later')).rejects.toThrow(
      /^study "st" exists with other parameters: seed is "store", not "other"$/,
    );
    await expect(openStudy(repo, 'st', { ...params, games: 3 }, 'later')).rejects.toThrow(/may raise it/);
    await expect(openStudy(repo, 'bad name!', params, 'later')).rejects.toThrow(/study name/);

    expect(await repo.insertGames('st', 2, played.slice(0, 4))).toBe(4);
    // A game stored twice (a retried job, two processes) is dropped by the key (study, seed).
    expect(await repo.insertGames('st', 2, [played[1], played[3], played[4]])).toBe(1);
    expect(await repo.storedCount('st')).toBe(5);
    expect(await repo.missingIndices('st', 6)).toEqual([5]);
    expect((await closeStudy(repo, 'st', 6, 'x')).complete).toBe(false);
    expect(await repo.insertGames('st', 2, [played[5]])).toBe(1);
    const closed = await closeStudy(repo, 'st', 6, '2026-01-02T00:00:00Z');
    expect(closed).toEqual({ stored: 6, complete: true, digest: hashList(played.map((g) => g.finalHash)) });
    expect((await repo.get('st'))!.digest).toBe(closed.digest);

    const back = await repo.games('st');
    expect(back.map((g) => g.idx)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const [i, g] of back.entries()) {
      const p = played[i];
      expect(g).toEqual({
        idx: p.idx,
        seed: p.seed,
        matchup: p.matchup,
        players: 2,
        decks: p.decks,
        agents: p.agents,
        winners: p.winners,
        draw: p.draw,
        rule: p.rule,
        reason: p.reason,
        firstSeat: p.firstSeat,
        turns: p.turns,
        decisions: p.decisions,
        finalHash: p.finalHash,
        error: p.error,
        capped: p.capped,
      });
    }
    // Raising the number of games reopens the study; its digest waits for the new games.
    const more = await openStudy(repo, 'st', { ...params, games: 8 }, 'later');
    expect(more.extended).toBe(true);
    expect((await repo.get('st'))!.digest).toBeNull();
    expect(await repo.missingIndices('st', 8)).toEqual([6, 7]);
    expect((await repo.list()).map((x) => x.name)).toEqual(['st']);
    expect(await repo.remove('st')).toBe(true);
    expect(await repo.storedCount('st')).toBe(0);
  } finally {
    await s.close();
  }
}

describe('study tables', () => {
  it('SQLite: one row per game, duplicates dropped, resume and digest', async () => {
    await exercise(sqliteTarget());
  });

  pgSkipMessage();
  it.skipIf(!PG_URL)('PostgreSQL: the same', async () => {
    const db = await freshDatabase();
    try {
      await exercise({ kind: 'postgres', url: db.url });
    } finally {
      await db.drop();
    }
  });
});
