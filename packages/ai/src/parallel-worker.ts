/** A search thread of the root-parallel pool: searches the observations it is sent, one at a time. */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { GameModule } from '@arbiter/kernel';
import type { PoolJob, PoolReply } from './parallel.ts';
import { Search } from './search.ts';

const { moduleSpecifier, reply, done } = workerData as {
  moduleSpecifier: string;
  reply: MessagePort;
  done: Int32Array;
};
const module = ((await import(moduleSpecifier)) as { default: GameModule }).default;

parentPort!.on('message', (job: PoolJob) => {
  let out: PoolReply;
  try {
    const r = new Search(module, job.obs, job.opts).run();
    out = { ok: true, result: r };
  } catch (e) {
    out = { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  reply.postMessage(out);
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
});
