/**
 * A pool of worker threads that play study games. A task is a list of game indices of one study;
 * each thread plays one task at a time and sends every game back as it ends. Games are played off
 * the main thread, so the main thread stays free for the database, the queue's lock renewals and
 * Ctrl-C.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { StudyParams } from './params.ts';
import type { StudyGame } from './play.ts';

export type ToThread = { type: 'task'; task: number; params: StudyParams; indices: number[] };
export type FromThread =
  | { type: 'ready' }
  | { type: 'game'; task: number; game: StudyGame }
  | { type: 'done'; task: number }
  | { type: 'fatal'; task: number; error: string };

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

interface Running {
  task: number;
  onGame: (g: StudyGame) => void;
  resolve: () => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  running: Running | null;
}

interface Waiting {
  start: (slot: Slot) => void;
}

const BOOT = fileURLToPath(new URL('./pool-thread-boot.mjs', import.meta.url));

export class GamePool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Waiting[] = [];
  private nextTask = 1;
  private closed = false;
  private broken: Error | null = null;

  constructor(
    readonly size: number,
    private readonly envUrl: string,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { envUrl: this.envUrl } });
    let readyResolve!: () => void;
    let readyReject!: (e: Error) => void;
    const slot: Slot = {
      worker,
      ready: new Promise<void>((res, rej) => {
        readyResolve = res;
        readyReject = rej;
      }),
      running: null,
    };
    // Nobody may be waiting on `ready` when a thread dies early; the failure is reported by `run`.
    slot.ready.catch(() => {});
    worker.on('message', (m: FromThread) => {
      if (m.type === 'ready') return readyResolve();
      const r = slot.running;
      if (!r || r.task !== m.task) return;
      if (m.type === 'game') r.onGame(m.game);
      else {
        slot.running = null;
        if (m.type === 'done') r.resolve();
        else r.reject(new Error(m.error));
        this.dispatch(slot);
      }
    });
    const fail = (e: Error) => {
      if (this.closed) return;
      this.broken ??= e;
      readyReject(e);
      const r = slot.running;
      slot.running = null;
      r?.reject(e);
      for (const w of this.waiting.splice(0)) w.start(slot);
    };
    worker.on('error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
    worker.on('exit', (code) => fail(new Error(`a game thread stopped (exit code ${code})`)));
    return slot;
  }

  /** Resolves when every thread has loaded the games (rejects if one could not). */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** Give a free thread to the next waiting task. */
  private dispatch(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next.start(slot);
  }

  /** Play the games `indices` of a study; `onGame` receives each game as it ends. */
  run(params: StudyParams, indices: number[], onGame: (g: StudyGame) => void): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const start = (slot: Slot) => {
        if (this.broken) return reject(this.broken);
        if (this.closed) return reject(new Error('the game pool is closed'));
        const task = this.nextTask++;
        slot.running = { task, onGame, resolve, reject };
        slot.ready.then(
          () => {
            if (slot.running?.task === task)
              slot.worker.postMessage({ type: 'task', task, params, indices } satisfies ToThread);
          },
          (e: Error) => {
            if (slot.running?.task === task) slot.running = null;
            reject(e);
          },
        );
      };
      if (this.broken) return reject(this.broken);
      const free = this.slots.find((s) => s.running === null);
      if (free) start(free);
      else this.waiting.push({ start });
    });
  }

  /** Stop every thread at once (games in progress are dropped; nothing was stored for them). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const stopped = new Error('the game pool is closed');
    for (const w of this.waiting.splice(0)) w.start(this.slots[0]);
    for (const s of this.slots) {
      s.running?.reject(stopped);
      s.running = null;
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
