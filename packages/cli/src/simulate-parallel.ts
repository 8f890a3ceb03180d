/**
 * `simulate --workers N`: the same run spread over worker threads. Game i always gets the same
 * seed and the summaries are folded in game order, so the digest equals the single-thread one.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { GameModule } from '@arbiter/kernel';
import {
  aggregate,
  type GameSummary,
  planRun,
  type SimulateOptions,
  type SimulateReport,
} from './simulate.ts';

export interface WorkerJob {
  game: string;
  opts: Omit<SimulateOptions, 'onProgress'>;
  indices: number[];
}

export type WorkerMessage = { type: 'game'; summary: GameSummary } | { type: 'fatal'; error: string };

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

export async function simulateParallel(
  module: GameModule,
  opts: SimulateOptions,
  workers: number,
): Promise<SimulateReport> {
  const plan = planRun(module, opts);
  const n = Math.max(1, Math.min(workers, opts.games));
  const jobs: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < opts.games; i++) jobs[i % n].push(i);
  const { onProgress, shouldStop, ...plain } = opts;
  const start = process.hrtime.bigint();
  const summaries: GameSummary[] = [];
  // A plain-JavaScript entry registers the TypeScript loader inside the worker thread.
  const script = fileURLToPath(new URL('./simulate-worker-boot.mjs', import.meta.url));
  const running: Worker[] = [];
  let stopped = false;
  // Asked every 50 ms: a stop (Ctrl-C) ends the workers; the games they finished are reported.
  const watch = setInterval(() => {
    if (!stopped && shouldStop?.()) {
      stopped = true;
      for (const w of running) void w.terminate();
    }
  }, 50);
  try {
    await Promise.all(
      jobs.map(
        (indices) =>
          new Promise<void>((resolve, reject) => {
            const job: WorkerJob = { game: module.id, opts: plain, indices };
            const w = new Worker(script, { workerData: job });
            running.push(w);
            w.on('message', (m: WorkerMessage) => {
              if (m.type === 'game') {
                summaries.push(m.summary);
                onProgress?.(summaries.length);
              } else reject(new Error(m.error));
            });
            w.on('error', reject);
            w.on('exit', (code) =>
              code === 0 || stopped
                ? resolve()
                : reject(new Error(`simulation worker exited with code ${code}`)),
            );
          }),
      ),
    );
  } finally {
    clearInterval(watch);
  }
  const report = aggregate(module, opts, plan, summaries, Number(process.hrtime.bigint() - start) / 1e9);
  if (summaries.length < opts.games) {
    report.interrupted = true;
    report.requested = opts.games;
  }
  return report;
}
