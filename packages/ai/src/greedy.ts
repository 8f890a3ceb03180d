/**
 * The greedy baseline: one ply. Each answer is applied to a few samples of the hidden cards (the
 * same samples for every answer), the seat's own follow-up decisions (paying a cost, choosing a
 * target) are finished at random, and the position is scored with the game's evaluation — the
 * same evaluation MCTS uses at the end of its playouts. The best average wins.
 */
import {
  cloneState,
  type Decision,
  type DeckList,
  determinize,
  type GameModule,
  type Observation,
  openDecisions,
  Rng,
  randomAnswer,
  type State,
  submit,
} from '@arbiter/kernel';
import { candidateAnswers } from './actions.ts';
import { positionValue } from './search.ts';

export interface GreedyOptions {
  seed: string;
  /** Samples of the hidden cards each answer is scored on. */
  samples?: number;
  maxActions?: number;
  candidates?: readonly DeckList[];
  /** Own follow-up decisions finished at random before scoring. */
  followUps?: number;
}

export function greedyDecision(module: GameModule, obs: Observation, opts: GreedyOptions): unknown {
  const rng = new Rng(`greedy:${opts.seed}:${obs.viewer}:${obs.state.decisionCount}`);
  const d = obs.state.pending?.asks.find((a) => a.player === obs.viewer);
  if (!d) throw new Error(`seat ${obs.viewer} has no decision`);
  const actions = candidateAnswers(d.domain, rng, opts.maxActions ?? 24);
  if (actions.length === 1) return actions[0].answer;
  const samples: State[] = [];
  for (let i = 0; i < (opts.samples ?? 4); i++)
    samples.push(determinize(obs, module, rng, { candidates: opts.candidates }));
  let best = actions[0].answer;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    let sum = 0;
    for (const sample of samples) {
      const s = cloneState(sample);
      sum += scoreAfter(module, s, d, a.answer, rng, opts.followUps ?? 12, obs.viewer);
    }
    if (sum > bestValue) {
      bestValue = sum;
      best = a.answer;
    }
  }
  return best;
}

function scoreAfter(
  module: GameModule,
  s: State,
  d: Decision,
  answer: unknown,
  rng: Rng,
  followUps: number,
  seat: number,
): number {
  try {
    if (!submit(s, module, { player: d.player, answer }).ok) return 0;
    for (let i = 0; i < followUps && !s.result; i++) {
      const next = openDecisions(s)[0];
      if (!next || next.player !== seat) break;
      if (!submit(s, module, { player: seat, answer: randomAnswer(next.domain, rng) }).ok) break;
    }
    return positionValue(s, module)[seat] ?? 0.5;
  } catch {
    return 0;
  }
}
