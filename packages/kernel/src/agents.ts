/**
 * Agents answer decisions. The random agent is uniform over the legal options of each decision
 * (over counts, then subsets, for multi-pick domains) and draws from its own seed, never from the
 * game's generator, so adding or removing an agent does not change the game's random sequence.
 */
import { randomAnswer } from './decisions.ts';
import type { GameModule } from './module.ts';
import { Rng } from './rng.ts';
import type { Decision, State } from './types.ts';
import type { StateView } from './view.ts';

export interface Agent {
  readonly name: string;
  /** Set by agents that search: their view then carries the seat's observation (view.observation). */
  readonly observes?: boolean;
  /** Choose an answer for a decision, seeing only the player's view. */
  decide(view: StateView, decision: Decision): unknown;
}

export class RandomAgent implements Agent {
  readonly name = 'random';
  private readonly rng: Rng;
  constructor(seed: number | string) {
    this.rng = new Rng(`agent:${seed}`);
  }
  decide(_view: StateView, decision: Decision): unknown {
    return randomAnswer(decision.domain, this.rng);
  }
  /** Fast path for self-play: no view needed. */
  decideRaw(_state: State, decision: Decision): unknown {
    return randomAnswer(decision.domain, this.rng);
  }
}

/** Makes the agent of a seat; `module` is the game, for agents that run its rules (search). */
export type AgentFactory = (seat: number, seed: string, module?: GameModule) => Agent;

export const AGENTS: Record<string, AgentFactory> = {
  random: (seat, seed) => new RandomAgent(`${seed}:${seat}`),
};
