/**
 * The search thread behind `ThreadedAgent`: decisions of a game searched off the caller's thread,
 * one at a time, each answered with its job number.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GameModule } from '@arbiter/kernel';
import { greedyDecision } from './greedy.ts';
import { Search } from './search.ts';
import type { ThreadJob, ThreadReply } from './threaded.ts';

const { moduleSpecifier } = workerData as { moduleSpecifier: string };
const module = ((await import(moduleSpecifier)) as { default: GameModule }).default;

parentPort!.on('message', (job: ThreadJob) => {
  let out: ThreadReply;
  try {
    const { obs, opts } = job;
    const answer =
      job.kind === 'mcts'
        ? new Search(module, obs, opts).run().answer
        : greedyDecision(module, obs, {
            seed: opts.seed,
            candidates: opts.candidates,
            timeMs: opts.timeMs,
            samples: opts.samples,
            avoid: opts.avoid,
          });
    out = { id: job.id, ok: true, answer };
  } catch (e) {
    out = { id: job.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort!.postMessage(out);
});
