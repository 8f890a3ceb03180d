/**
 * The AI agents: `mcts` (information-set MCTS) and `greedy` (one ply, same evaluation). An agent
 * is given a view and its decision, never the state (`Agent.decide(view, decision)`); it sets
 * `observes` so the referee adds the seat's observation to the view, which is all it searches.
 *
 * What the AI assumes about a deck it does not know (the same rule in every game): it is one of
 * the game's ready decks (the published decks everyone knows), taken at random among those that
 * hold every card of that player seen so far; if none holds them all, the seen cards plus cards
 * from all ready decks. Its own deck list it knows, and every deck list in a game whose deck lists
 * are public (三国杀战棋's one shared deck).
 */
import {
  AGENTS,
  type Agent,
  type AgentFactory,
  type Decision,
  type GameModule,
  type Observation,
  type StateView,
} from '@arbiter/kernel';
import { actionKey, answerCount } from './actions.ts';
import type { Budget } from './budget.ts';
import { greedyDecision } from './greedy.ts';
import { SearchPool } from './parallel.ts';
import { RepeatGuard } from './repeats.ts';
import { Search, type SearchOptions, type SearchResult } from './search.ts';

export interface AiOptions {
  budget?: Budget;
  /** Search tuning (exploration, playout depth, answers per decision). */
  search?: Omit<SearchOptions, 'seed' | 'iterations' | 'timeMs' | 'candidates'>;
  /** Search threads per decision, this one included (root parallelism); default 1. */
  threads?: number;
  /**
   * The clock budgets and decision times are read from (milliseconds); default the wall clock.
   * `cpuClock` measures what a decision costs on a quiet core even when the machine is busy.
   */
  clock?: () => number;
  /** Told about every decision an agent made (for arena statistics). */
  onDecision?: (agent: string, seat: number, stats: DecisionStats) => void;
}

/** The default budget: 200 ms a decision. */
export const DEFAULT_BUDGET: Budget = { ms: 200 };

/** Statistics of an agent's last decision (for arena reports). */
export interface DecisionStats {
  /** Time of the decision on the agent's clock (wall time unless `AiOptions.clock` says otherwise). */
  ms: number;
  /** CPU time of the process during the decision (wall time minus waiting for a busy machine). */
  cpuMs: number;
  /** Wall time of the decision, whatever the agent's clock (what a player waits). */
  wallMs: number;
  iterations: number;
  failures: number;
  /** Answered without searching (only one legal answer). */
  forced: boolean;
}

/**
 * The search time of a time budget. It stops a little early: the observation was made before the
 * agent was called, the answer still has to travel back, and a busy machine may pause the thread
 * between two readings of the clock.
 */
export function searchTimeMs(budget: Budget): number | undefined {
  return budget.ms !== undefined ? Math.max(1, budget.ms * 0.9 - 1) : undefined;
}

/** Greedy's samples for a budget: as many as fit in the time, or one per 25 iterations (at most 8). */
export function greedySamples(budget: Budget): number {
  return budget.iterations !== undefined ? Math.min(8, Math.max(1, Math.ceil(budget.iterations / 25))) : 8;
}

function observationOf(name: string, view: StateView): Observation {
  const obs = view.observation;
  if (!obs)
    throw new Error(`agent ${name} needs the seat's observation in its view (viewFor(..., { observation }))`);
  return obs;
}

export class MctsAgent implements Agent {
  readonly name = 'mcts';
  readonly observes = true;
  last: DecisionStats | null = null;
  lastSearch: SearchResult | null = null;
  private readonly repeats = new RepeatGuard();

  constructor(
    private readonly module: GameModule,
    readonly seat: number,
    private readonly seed: string,
    private readonly opts: AiOptions = {},
  ) {}

  decide(view: StateView, decision: Decision): unknown {
    const clock = this.opts.clock ?? performance.now.bind(performance);
    const start = clock();
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const obs = observationOf(this.name, view);
    const budget = this.opts.budget ?? DEFAULT_BUDGET;
    const avoid = this.repeats.avoid(obs);
    // The search's deadline counts from the start of the decision: what was spent before it
    // (hashing the situation for the repeat guard) comes out of the search's share.
    const searchMs = searchTimeMs(budget);
    const opts = {
      ...this.opts.search,
      seed: this.seed,
      iterations: budget.iterations,
      timeMs: searchMs === undefined ? undefined : Math.max(1, searchMs - (clock() - start)),
      now: clock,
      candidates: this.module.decks.ready,
      avoid,
    };
    const threads = this.opts.threads ?? 1;
    const r =
      threads > 1
        ? poolFor(this.module, threads).search(obs, opts)
        : new Search(this.module, obs, opts).run();
    this.lastSearch = r;
    this.repeats.record(obs, actionKey(decision.domain, r.answer));
    this.last = {
      ms: clock() - start,
      cpuMs: cpuMsSince(cpu),
      wallMs: performance.now() - wall,
      iterations: r.iterations,
      failures: r.failures,
      forced: r.choices.length === 1,
    };
    this.opts.onDecision?.(this.name, this.seat, this.last);
    return r.answer;
  }
}

export class GreedyAgent implements Agent {
  readonly name = 'greedy';
  readonly observes = true;
  last: DecisionStats | null = null;
  private readonly repeats = new RepeatGuard();

  constructor(
    private readonly module: GameModule,
    readonly seat: number,
    private readonly seed: string,
    private readonly opts: AiOptions = {},
  ) {}

  decide(view: StateView, decision: Decision): unknown {
    const clock = this.opts.clock ?? performance.now.bind(performance);
    const start = clock();
    const wall = performance.now();
    const cpu = process.cpuUsage();
    const budget = this.opts.budget ?? DEFAULT_BUDGET;
    const obs = observationOf(this.name, view);
    const answer = greedyDecision(this.module, obs, {
      seed: this.seed,
      candidates: this.module.decks.ready,
      samples: greedySamples(budget),
      timeMs: budget.ms,
      now: clock,
      avoid: this.repeats.avoid(obs),
    });
    this.repeats.record(obs, actionKey(decision.domain, answer));
    const forced = answerCount(decision.domain) === 1;
    this.last = {
      ms: clock() - start,
      cpuMs: cpuMsSince(cpu),
      wallMs: performance.now() - wall,
      iterations: 0,
      failures: 0,
      forced,
    };
    this.opts.onDecision?.(this.name, this.seat, this.last);
    return answer;
  }
}

const pools = new Map<string, SearchPool>();

/** One pool of search threads per game and size, made when first needed and kept. */
function poolFor(module: GameModule, threads: number): SearchPool {
  const key = `${module.id}:${threads}`;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = new SearchPool(module, threads)));
  return pool;
}

/** Stop every search thread (they never keep the process alive; tests tidy up with this). */
export function closeSearchPools(): void {
  for (const p of pools.values()) p.close();
  pools.clear();
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

function needModule(name: string, module: GameModule | undefined): GameModule {
  if (!module) throw new Error(`agent ${name} needs the game module (makeAgents passes it)`);
  return module;
}

/** Factories of the AI agents with the given options. */
export function aiAgents(opts: AiOptions = {}): Record<string, AgentFactory> {
  return {
    mcts: (seat, seed, module) => new MctsAgent(needModule('mcts', module), seat, `${seed}:${seat}`, opts),
    greedy: (seat, seed, module) =>
      new GreedyAgent(needModule('greedy', module), seat, `${seed}:${seat}`, opts),
  };
}

/** Make `mcts` and `greedy` known to the kernel's agent table (used by playGame and the CLI). */
export function installAgents(opts: AiOptions = {}): void {
  Object.assign(AGENTS, aiAgents(opts));
}
