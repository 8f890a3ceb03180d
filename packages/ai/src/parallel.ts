/**
 * Root parallelism: several threads search the same observation, each its own tree with its own
 * seed, and their root statistics are added up (Chaslot, Winands & van den Herik 2008). The
 * calling thread searches one share itself and waits for the others without giving up its turn
 * (agents answer synchronously). With an iteration budget each thread has a fixed share, so the
 * answer depends only on the seed and the number of threads.
 */
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { GameModule, Observation } from '@arbiter/kernel';
import { type RootChoice, Search, type SearchOptions, type SearchResult } from './search.ts';

export interface PoolJob {
  obs: Observation;
  opts: Omit<SearchOptions, 'now'>;
}

export type PoolReply = { ok: true; result: SearchResult } | { ok: false; error: string };

export class SearchPool {
  private readonly workers: { worker: Worker; reply: MessagePort }[] = [];
  private readonly done = new Int32Array(new SharedArrayBuffer(4));

  /** `threads` searches in all, this thread included; `moduleSpecifier` imports the game in a worker. */
  constructor(
    private readonly module: GameModule,
    readonly threads: number,
    moduleSpecifier = `@arbiter/${module.id}`,
  ) {
    const script = new URL('./parallel-worker-boot.mjs', import.meta.url);
    for (let i = 1; i < threads; i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(script, {
        workerData: { moduleSpecifier, reply: port2, done: this.done },
        transferList: [port2],
      });
      // Idle search threads never keep the process alive.
      worker.unref();
      this.workers.push({ worker, reply: port1 });
    }
  }

  /** Search with every thread and add up the roots. */
  search(obs: Observation, opts: SearchOptions): SearchResult {
    const n = this.threads;
    const share = (i: number) =>
      opts.iterations === undefined
        ? undefined
        : Math.floor(opts.iterations / n) + (i < opts.iterations % n ? 1 : 0);
    Atomics.store(this.done, 0, 0);
    const { now: _now, ...plain } = opts;
    this.workers.forEach((w, k) => {
      const i = k + 1;
      w.worker.postMessage({
        obs,
        opts: { ...plain, seed: `${opts.seed}/${i}`, iterations: share(i) },
      } satisfies PoolJob);
    });
    const own = new Search(this.module, obs, { ...opts, iterations: share(0) }).run();
    // Wait for the other threads (they stop at the same deadline; allow them a generous margin).
    const limit = Date.now() + (opts.timeMs ?? 0) + 60_000;
    for (let got = Atomics.load(this.done, 0); got < this.workers.length; got = Atomics.load(this.done, 0)) {
      if (Date.now() > limit) throw new Error('search threads did not answer');
      Atomics.wait(this.done, 0, got, 1000);
    }
    const results = [own];
    for (const w of this.workers) {
      const m = receiveMessageOnPort(w.reply)?.message as PoolReply | undefined;
      if (!m) throw new Error('a search thread sent no result');
      if (!m.ok) throw new Error(`a search thread failed: ${m.error}`);
      results.push(m.result);
    }
    return merge(results);
  }

  close(): void {
    for (const w of this.workers) void w.worker.terminate();
    this.workers.length = 0;
  }
}

/** Add up the root statistics of several searches (answers are matched by key). */
export function merge(results: SearchResult[]): SearchResult {
  const byKey = new Map<string, RootChoice & { reward: number }>();
  for (const r of results) {
    for (const c of r.choices) {
      const m = byKey.get(c.key);
      if (m) {
        m.visits += c.visits;
        m.reward += c.value * c.visits;
      } else byKey.set(c.key, { ...c, reward: c.value * c.visits });
    }
  }
  const choices: RootChoice[] = [...byKey.values()].map((c) => ({
    key: c.key,
    answer: c.answer,
    visits: c.visits,
    value: c.visits ? c.reward / c.visits : 0,
  }));
  let best = choices[0];
  for (const c of choices)
    if (c.visits > best.visits || (c.visits === best.visits && c.value > best.value)) best = c;
  return {
    answer: best.answer,
    iterations: results.reduce((n, r) => n + r.iterations, 0),
    failures: results.reduce((n, r) => n + r.failures, 0),
    elapsedMs: Math.max(...results.map((r) => r.elapsedMs)),
    choices,
  };
}
