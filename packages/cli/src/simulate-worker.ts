/** A worker thread of `simulate --workers`: plays its share of the games and reports each one. */
import { parentPort, workerData } from 'node:worker_threads';
import { installAgents } from '@arbiter/ai';
import { findGame } from './registry.ts';
import { planRun, playOne } from './simulate.ts';
import type { WorkerJob, WorkerMessage } from './simulate-parallel.ts';

const job = workerData as WorkerJob;
try {
  installAgents({ budget: job.opts.budget, threads: job.opts.threads });
  const module = findGame(job.game);
  const plan = planRun(module, job.opts);
  for (const i of job.indices) {
    const summary = playOne(module, job.opts, plan, i);
    parentPort!.postMessage({ type: 'game', summary } satisfies WorkerMessage);
  }
} catch (e) {
  parentPort!.postMessage({
    type: 'fatal',
    error: e instanceof Error ? e.message : String(e),
  } satisfies WorkerMessage);
}
