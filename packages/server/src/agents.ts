/**
 * AI seats and time-limit fallbacks. An AI seat is played by an agent chosen by name; agents see
 * only their seat's view (`viewFor(seat)`) and the decision as redacted in it, never the state.
 *
 * Plugging in agents: any `(ctx) => SeatAgent` factory registers under a name
 * (`registry.register('mcts', ...)`); the kernel's `Agent` interface (`decide(view, decision)`)
 * fits `SeatAgent` as it is, and `decide` may also return a promise, for agents that think in a
 * worker. The command line registers every agent it knows (`packages/cli/src/serve.ts`).
 *
 * Each decision gets a fresh agent seeded from the table's seed, the seat and the request serial,
 * so an AI seat answers the same after a server restart as it would have without one.
 *
 * For search agents (MCTS): an agent that thinks for a long time synchronously holds up every
 * table of the server while it thinks; such agents should answer with a promise from a worker
 * thread. Agents that want the seat's observation in their view (`observes`) need the view made
 * with it, which the kernel on main does not offer yet.
 */
import { AGENTS, type AgentFactory, type Decision, type GameModule, type StateView } from '@arbiter/kernel';

export interface SeatAgent {
  readonly name: string;
  decide(view: StateView, decision: Decision): unknown | Promise<unknown>;
}

export interface AgentContext {
  module: GameModule;
  seat: number;
  /** Derived from the table seed, the seat and the request serial. */
  seed: string;
}

export type SeatAgentFactory = (ctx: AgentContext) => SeatAgent;

/** Fallback name meaning "the game's pass or lowest-impact option" (see fallback.ts). */
export const PASS_FALLBACK = 'pass';

export class AgentRegistry {
  private readonly factories = new Map<string, SeatAgentFactory>();

  register(name: string, factory: SeatAgentFactory): this {
    if (name === PASS_FALLBACK) throw new Error(`"${PASS_FALLBACK}" is reserved for the pass fallback`);
    this.factories.set(name, factory);
    return this;
  }

  /**
   * Register agents made by the kernel's `(seat, seed) => Agent` factories (e.g. `AGENTS`). The
   * game module is passed as a third argument, for factories of agents that run the game's rules
   * (search agents on the AI branch take it).
   */
  registerKernelAgents(record: Record<string, AgentFactory>): this {
    for (const [name, f] of Object.entries(record)) {
      const make = f as (seat: number, seed: string, module: GameModule) => SeatAgent;
      this.register(name, (ctx) => make(ctx.seat, ctx.seed, ctx.module));
    }
    return this;
  }

  has(name: string): boolean {
    return this.factories.has(name);
  }

  names(): string[] {
    return [...this.factories.keys()];
  }

  create(name: string, ctx: AgentContext): SeatAgent {
    const f = this.factories.get(name);
    if (!f) throw new Error(`unknown agent "${name}"`);
    return f(ctx);
  }
}

/** The kernel's agents (the random agent until the AI package lands). */
export function defaultAgents(): AgentRegistry {
  return new AgentRegistry().registerKernelAgents(AGENTS);
}
