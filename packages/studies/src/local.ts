/**
 * Running a study on this machine: the games not yet stored are cut into small tasks and played
 * by a pool of worker threads; finished games are stored in batches (one transaction each). A
 * stop (Ctrl-C) drops the games in progress and keeps every game already received, so a later run
 * plays exactly the games still missing.
 */
import type { StudyParams } from './params.ts';
import type { StudyGame } from './play.ts';
import { GamePool } from './pool.ts';
import type { StudyRepository } from './store.ts';

export interface RunHooks {
  /** Games stored so far (including those stored before this run). */
  onProgress?: (stored: number) => void;
  /** Abort to stop the run (what was received is stored first). */
  signal?: AbortSignal;
  /** One-line notes for the user (stderr). */
  log?: (line: string) => void;
}

export interface RunOutcome {
  /** Games stored by this run. */
  stored: number;
  /** True when the run was stopped before every game was stored. */
  stopped: boolean;
}

export interface LocalOptions {
  threads: number;
  /** URL of the module exporting `studyEnvironment` (loaded by each thread). */
  envUrl: string;
  /** Games per task handed to a thread (default: small enough to spread the work evenly). */
  chunk?: number;
  /** Threads already started (benchmarks reuse warm ones); left open, but closed by a stop. */
  pool?: GamePool;
  /** Games written together (default 200); a write also happens every half second. */
  writeBatch?: number;
}

/** Collects games and writes them in batches, one write at a time. */
export class GameWriter {
  private buffer: StudyGame[] = [];
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private failure: Error | null = null;
  added = 0;

  constructor(
    private readonly repo: StudyRepository,
    private readonly study: string,
    private readonly players: number,
    private readonly onAdded: (added: number) => void,
    private readonly batch = 200,
    private readonly everyMs = 500,
  ) {}

  push(g: StudyGame): void {
    this.buffer.push(g);
    if (this.buffer.length >= this.batch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.everyMs);
  }

  /** Start writing what is buffered (writes are queued, never concurrent). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer;
    this.buffer = [];
    if (rows.length > 0) {
      this.chain = this.chain.then(async () => {
        if (this.failure) return;
        try {
          const n = await this.repo.insertGames(this.study, this.players, rows);
          this.added += n;
          this.onAdded(this.added);
        } catch (e) {
          this.failure = e as Error;
        }
      });
    }
    return this.chain;
  }

  /** Write everything buffered and wait for it; throws if any write failed. */
  async close(): Promise<void> {
    await this.flush();
    if (this.failure) throw this.failure;
  }

  get failed(): Error | null {
    return this.failure;
  }
}

export function chunks(indices: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < indices.length; i += size) out.push(indices.slice(i, i + size));
  return out;
}

export async function runLocal(
  repo: StudyRepository,
  name: string,
  params: StudyParams,
  opts: LocalOptions,
  hooks: RunHooks = {},
): Promise<RunOutcome> {
  const missing = await repo.missingIndices(name, params.games);
  const before = params.games - missing.length;
  if (missing.length === 0) return { stored: 0, stopped: false };
  const threads = Math.max(1, Math.min(opts.pool?.size ?? opts.threads, missing.length));
  const size = opts.chunk ?? Math.max(1, Math.min(50, Math.ceil(missing.length / (threads * 8))));
  const tasks = chunks(missing, size);
  const writer = new GameWriter(
    repo,
    name,
    params.players,
    (added) => hooks.onProgress?.(before + added),
    opts.writeBatch,
  );
  const pool = opts.pool ?? new GamePool(threads, opts.envUrl);
  let stopped = false;
  const stop = () => {
    stopped = true;
    void pool.close();
  };
  hooks.signal?.addEventListener('abort', stop, { once: true });
  if (hooks.signal?.aborted) stop();
  try {
    let next = 0;
    const lane = async () => {
      while (!stopped && next < tasks.length) {
        const task = tasks[next++];
        await pool.run(params, task, (g) => writer.push(g));
        if (writer.failed) throw writer.failed;
      }
    };
    await Promise.all(Array.from({ length: threads }, lane));
  } catch (e) {
    if (!stopped) throw e;
  } finally {
    hooks.signal?.removeEventListener('abort', stop);
    if (!opts.pool || stopped) await pool.close();
    await writer.close();
  }
  return { stored: writer.added, stopped };
}
