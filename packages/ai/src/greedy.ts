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
import { withoutRepeats } from './repeats.ts';
import { positionValue } from './search.ts';

export interface GreedyOptions {
  seed: string;
  /** Most samples of the hidden cards each answer is scored on (default 8). */
  samples?: number;
  /** Add a round of samples only while it fits in this time (the first always); without it, all. */
  timeMs?: number;
  maxActions?: number;
  candidates?: readonly DeckList[];
  /** Own follow-up decisions finished at random before scoring. */
  followUps?: number;
  now?: () => number;
  /** Keys of answers not to give (given before in this same situation; see `RepeatGuard`). */
  avoid?: ReadonlySet<string>;
}

export function greedyDecision(module: GameModule, obs: Observation, opts: GreedyOptions): unknown {
  const now = opts.now ?? (() => performance.now());
  const start = now();
  const rng = new Rng(`greedy:${opts.seed}:${obs.viewer}:${obs.state.decisionCount}`);
  const d = obs.state.pending?.asks.find((a) => a.player === obs.viewer);
  if (!d) throw new Error(`seat ${obs.viewer} has no decision`);
  const actions = withoutRepeats(candidateAnswers(d.domain, rng, opts.maxActions ?? 24), opts.avoid);
  if (actions.length === 1) return actions[0].answer;
  const sums = new Array<number>(actions.length).fill(0);
  const most = opts.samples ?? 8;
  let round = 0;
  for (let i = 0; i < most; i++) {
    // Another round of samples only if it fits in the time left (rounds take about as long each).
    if (i > 0 && opts.timeMs !== undefined && now() - start + round > opts.timeMs * 0.9) break;
    const roundStart = now();
    // The same sample for every answer, so answers are compared on the same hidden cards.
    const sample = determinize(obs, module, rng, { candidates: opts.candidates });
    for (let k = 0; k < actions.length; k++) {
      const s = cloneState(sample);
      sums[k] += scoreAfter(module, s, d, actions[k].answer, rng, opts.followUps ?? 12, obs.viewer);
    }
    round = now() - roundStart;
  }
  let best = 0;
  for (let k = 1; k < actions.length; k++) if (sums[k] > sums[best]) best = k;
  return actions[best].answer;
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
