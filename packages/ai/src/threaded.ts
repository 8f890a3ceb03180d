/**
 * AI agents that think on a thread of their own and answer with a promise, for hosts that must
 * stay responsive while an AI decides (the game server: every table of the process shares one
 * event loop). The search is the same as `MctsAgent`'s and `GreedyAgent`'s, with the same budget
 * and the same seeds, so a threaded agent gives the same answer as the plain one with an iteration
 * budget. One search thread per game, made when first needed; jobs wait their turn in it.
 */
import { Worker } from 'node:worker_threads';
import type { Decision, GameModule, Observation, StateView } from '@arbiter/kernel';
import { actionKey } from './actions.ts';
import { type AiOptions, DEFAULT_BUDGET, greedySamples, searchTimeMs } from './agents.ts';
import { RepeatGuard } from './repeats.ts';
import type { SearchOptions } from './search.ts';

export interface ThreadJob {
  id: number;
  kind: 'mcts' | 'greedy';
  obs: Observation;
  /** The search's options (greedy reads seed, timeMs, candidates, avoid and samples). */
  opts: Omit<SearchOptions, 'now'> & { samples?: number };
}

export type ThreadReply =
  | { id: number; ok: true; answer: unknown }
  | { id: number; ok: false; error: string };

class SearchThread {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, { ok: (a: unknown) => void; fail: (e: Error) => void }>();

  constructor(moduleSpecifier: string) {
    this.worker = new Worker(new URL('./search-worker-boot.mjs', import.meta.url), {
      workerData: { moduleSpecifier },
    });
    this.worker.unref();
    this.worker.on('message', (m: ThreadReply) => {
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      if (m.ok) w.ok(m.answer);
      else w.fail(new Error(m.error));
    });
    this.worker.on('error', (e) => this.failAll(e));
    this.worker.on('exit', () => this.failAll(new Error('the search thread stopped')));
  }

  run(job: Omit<ThreadJob, 'id'>): Promise<unknown> {
    const id = this.next++;
    return new Promise((ok, fail) => {
      this.waiting.set(id, { ok, fail });
      this.worker.postMessage({ ...job, id } satisfies ThreadJob);
    });
  }

  private failAll(e: Error): void {
    for (const w of this.waiting.values()) w.fail(e);
    this.waiting.clear();
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

const threads = new Map<string, SearchThread>();

function threadFor(module: GameModule): SearchThread {
  let t = threads.get(module.id);
  if (!t) threads.set(module.id, (t = new SearchThread(`@arbiter/${module.id}`)));
  return t;
}

/** Stop the search threads of threaded agents (tests and hosts that shut down tidy up with this). */
export async function closeSearchThreads(): Promise<void> {
  const all = [...threads.values()];
  threads.clear();
  await Promise.all(all.map((t) => t.close()));
}

/**
 * An AI seat that answers with a promise, searching on its game's search thread. `memory` keeps
 * the answers given per situation (see `RepeatGuard`); a host that makes a fresh agent for every
 * decision passes the same memory for the same seat of the same game.
 */
export class ThreadedAgent {
  readonly observes = true;

  constructor(
    readonly name: 'mcts' | 'greedy',
    private readonly module: GameModule,
    readonly seat: number,
    private readonly seed: string,
    private readonly opts: AiOptions = {},
    private readonly memory: RepeatGuard = new RepeatGuard(),
  ) {}

  async decide(view: StateView, decision: Decision): Promise<unknown> {
    const obs = view.observation;
    if (!obs)
      throw new Error(
        `agent ${this.name} needs the seat's observation in its view (viewFor(..., { observation }))`,
      );
    const budget = this.opts.budget ?? DEFAULT_BUDGET;
    const answer = await threadFor(this.module).run({
      kind: this.name,
      obs,
      opts: {
        ...this.opts.search,
        seed: this.seed,
        iterations: budget.iterations,
        timeMs: this.name === 'mcts' ? searchTimeMs(budget) : budget.ms,
        samples: greedySamples(budget),
        candidates: this.module.decks.ready,
        avoid: this.memory.avoid(obs),
      },
    });
    this.memory.record(obs, actionKey(decision.domain, answer));
    return answer;
  }
}

/** What a host tells a seat-agent factory (the game server's `AgentContext` fits it). */
export interface SeatContext {
  module: GameModule;
  seat: number;
  seed: string;
  /** The table (game) the seat is at; agents keep their memory per table and seat. */
  table?: string;
}

/**
 * Factories of threaded `mcts` and `greedy` seat agents for a host that makes a fresh agent for
 * every decision (the game server). The memory of answers given per situation is kept per table
 * and seat, for the last 1,000 seats that asked.
 */
export function threadedAgents(
  opts: AiOptions = {},
): Record<'mcts' | 'greedy', (ctx: SeatContext) => ThreadedAgent> {
  const memories = new Map<string, RepeatGuard>();
  const memoryFor = (ctx: SeatContext): RepeatGuard => {
    if (ctx.table === undefined) return new RepeatGuard();
    const key = `${ctx.module.id}:${ctx.table}:${ctx.seat}`;
    let m = memories.get(key);
    if (m) memories.delete(key);
    else m = new RepeatGuard();
    memories.set(key, m); // most recent last
    if (memories.size > 1000) memories.delete(memories.keys().next().value as string);
    return m;
  };
  return {
    mcts: (ctx) => new ThreadedAgent('mcts', ctx.module, ctx.seat, ctx.seed, opts, memoryFor(ctx)),
    greedy: (ctx) => new ThreadedAgent('greedy', ctx.module, ctx.seat, ctx.seed, opts, memoryFor(ctx)),
  };
}
