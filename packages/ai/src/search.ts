/**
 * Information-set Monte Carlo tree search (single observer, Cowling, Powley & Whitehouse 2012).
 *
 * The search sees one observation: the state as its seat may know it (kernel `observe`). Each
 * iteration draws one full state consistent with it (kernel `determinize`: hidden cards dealt at
 * random, the generator re-seeded), walks the tree from the root on that sample — choosing among
 * the answers legal in this sample by UCB with availability counts (an answer found in few
 * samples is judged on those) — adds one node, plays on by a cheap random policy for a few
 * decisions and scores the position with the game's evaluation, or with the result if the game
 * ended. Every player's decisions are in the same tree; each node keeps the reward of the player
 * who chose the edge into it. Nothing here knows a game: the rules run through the kernel.
 */
import {
  type Decision,
  type DeckList,
  determinize,
  type GameModule,
  type Observation,
  openDecisions,
  type PlayerId,
  Rng,
  randomAnswer,
  type State,
  submit,
  viewFor,
} from '@arbiter/kernel';
import { type Action, answerCount, candidateAnswers } from './actions.ts';
import { withoutRepeats } from './repeats.ts';

export interface SearchOptions {
  /** Seed of the search; with an iteration budget the same seed gives the same answer. */
  seed: string;
  /** Iterations to run (the search stops at whichever of iterations and time comes first). */
  iterations?: number;
  /** Milliseconds to search. */
  timeMs?: number;
  /** Exploration constant of UCB (rewards are in [0, 1]). */
  exploration?: number;
  /** Decisions played by the random policy after the tree before the position is evaluated. */
  playoutDepth?: number;
  /** Answers considered per decision (larger domains are sampled). */
  maxActions?: number;
  /**
   * Decisions with one legal answer played in a row inside the tree walk before the position is
   * scored: a long forced sequence (a whole turn of automatic steps) costs like a playout.
   */
  maxForced?: number;
  /** Deck lists an unknown deck may be (see `determinize`). */
  candidates?: readonly DeckList[];
  /** The clock (milliseconds); injectable so tests need no real time. */
  now?: () => number;
  /** Keys of root answers not to give (given before in this same situation; see `RepeatGuard`). */
  avoid?: ReadonlySet<string>;
}

export interface RootChoice {
  key: string;
  answer: unknown;
  visits: number;
  /** Mean reward for the deciding seat, in [0, 1]. */
  value: number;
}

export interface SearchResult {
  answer: unknown;
  iterations: number;
  /** Samples in which the game code failed (counted, skipped). */
  failures: number;
  elapsedMs: number;
  choices: RootChoice[];
}

class Node {
  visits = 0;
  reward = 0;
  /** Times this edge was legal when its parent was visited. */
  avail = 0;
  readonly children = new Map<string, Node>();
  constructor(
    readonly mover: PlayerId,
    readonly answer: unknown,
  ) {}
}

const DEFAULTS = { exploration: 0.7, playoutDepth: 6, maxActions: 24, maxForced: 48 };

/** The value of a position for every seat: the result if the game is over, else the evaluation. */
export function positionValue(state: State, module: GameModule): number[] {
  const r = state.result;
  const n = state.players;
  if (r) {
    if (r.draw || r.winners.length === 0) return new Array(n).fill(0.5);
    const out = new Array(n).fill(0);
    for (const w of r.winners) out[w] = 1;
    return out;
  }
  const evaluate = module.ai?.evaluate;
  if (!evaluate) return new Array(n).fill(0.5);
  return evaluate(viewFor(state, module, null));
}

/** The next decision of a sample, or null if none can be answered (game over, or nobody knows how). */
function nextDecision(state: State): Decision | null {
  if (state.result) return null;
  const d = openDecisions(state)[0];
  if (!d) return null;
  if (d.domain.type === 'pick' && d.domain.options.length < d.domain.min) return null;
  return d;
}

function play(state: State, module: GameModule, d: Decision, answer: unknown): boolean {
  const r = submit(state, module, { player: d.player, answer });
  return r.ok;
}

export class Search {
  private readonly rng: Rng;
  private readonly root: Node;
  private readonly rootActions: Action[];
  private readonly rootDecision: Decision;
  private readonly opts: Required<
    Omit<SearchOptions, 'iterations' | 'timeMs' | 'candidates' | 'now' | 'avoid'>
  > &
    SearchOptions;
  iterations = 0;
  failures = 0;
  /** Mean wall time of an iteration so far (ms), to stop before one that would overrun the deadline. */
  private meanIterationMs = 0;

  constructor(
    private readonly module: GameModule,
    private readonly obs: Observation,
    opts: SearchOptions,
  ) {
    this.opts = { ...DEFAULTS, ...opts };
    this.rng = new Rng(`ismcts:${opts.seed}:${obs.viewer}:${obs.state.decisionCount}`);
    const d = obs.state.pending?.asks.find((a) => a.player === obs.viewer);
    if (!d) throw new Error(`seat ${obs.viewer} has no decision to search`);
    this.rootDecision = d;
    this.rootActions = withoutRepeats(candidateAnswers(d.domain, this.rng, this.opts.maxActions), opts.avoid);
    this.root = new Node(-1, undefined);
  }

  /** Run until the budget is spent and return the most visited answer. */
  run(): SearchResult {
    const now = this.opts.now ?? (() => performance.now());
    const start = now();
    const deadline = this.opts.timeMs !== undefined ? start + this.opts.timeMs : Number.POSITIVE_INFINITY;
    const maxIterations =
      this.opts.iterations ?? (this.opts.timeMs !== undefined ? Number.POSITIVE_INFINITY : 100);
    if (this.rootActions.length > 1) {
      // With a time budget, an iteration starts only if one of the usual length still fits: the
      // clock is read inside the iteration too, but sampling and scoring cannot be cut short.
      for (let t = now(); this.iterations < maxIterations && t < deadline; ) {
        if (this.iterations > 0 && t + this.meanIterationMs > deadline) break;
        this.iterate(now, deadline);
        const after = now();
        this.meanIterationMs += (after - t - this.meanIterationMs) / this.iterations;
        t = after;
      }
    }
    return this.result(now() - start);
  }

  result(elapsedMs: number): SearchResult {
    const choices = this.rootActions.map((a) => {
      const child = this.root.children.get(a.key);
      return {
        key: a.key,
        answer: a.answer,
        visits: child?.visits ?? 0,
        value: child?.visits ? child.reward / child.visits : 0,
      };
    });
    return {
      answer: bestOf(choices).answer,
      iterations: this.iterations,
      failures: this.failures,
      elapsedMs,
      choices,
    };
  }

  private iterate(now: () => number, deadline: number): void {
    this.iterations++;
    const { module } = this;
    const sample = determinize(this.obs, module, this.rng, { candidates: this.opts.candidates });
    const path: Node[] = [];
    let node = this.root;
    try {
      // Selection and expansion.
      let d: Decision | null = this.rootDecision;
      let actions: Action[] | null = this.rootActions;
      let forced = 0;
      for (;;) {
        if (!d || !actions) break;
        if (actions.length === 1) {
          // A forced answer: no node; but a long run of them is cut (scored where it stands).
          if (++forced > this.opts.maxForced || now() >= deadline) break;
          if (!play(sample, module, d, actions[0].answer)) throw new Error('refused');
          d = nextDecision(sample);
          actions = d ? this.treeActions(d) : null;
          continue;
        }
        const fresh: Action[] = [];
        let best: Node | null = null;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const a of actions) {
          const child = node.children.get(a.key);
          if (child) child.avail++;
          // Not tried yet (or only in samples the rules could not continue).
          if (!child || child.visits === 0) {
            fresh.push(a);
            continue;
          }
          if (fresh.length) continue;
          const score =
            child.reward / child.visits +
            this.opts.exploration * Math.sqrt(Math.log(child.avail) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = child;
          }
        }
        if (fresh.length) {
          const a = fresh[this.rng.int(fresh.length)];
          let child = node.children.get(a.key);
          if (!child) {
            child = new Node(d.player, a.answer);
            node.children.set(a.key, child);
            child.avail++;
          }
          if (!play(sample, module, d, a.answer)) throw new Error('refused');
          path.push(child);
          break;
        }
        node = best!;
        if (!play(sample, module, d, node.answer)) throw new Error('refused');
        path.push(node);
        if (now() >= deadline) break;
        d = nextDecision(sample);
        actions = d ? this.treeActions(d) : null;
      }
      // Playout by the random policy, then evaluation.
      for (let i = 0; i < this.opts.playoutDepth; i++) {
        const pd = nextDecision(sample);
        if (!pd || now() >= deadline) break;
        if (!play(sample, module, pd, randomAnswer(pd.domain, this.rng))) throw new Error('refused');
      }
      const value = positionValue(sample, module);
      for (const n of path) {
        n.visits++;
        n.reward += value[n.mover] ?? 0.5;
      }
      this.root.visits++;
    } catch {
      // A sample the rules could not continue (a hole the game's hooks did not fill): skip it.
      this.failures++;
    }
  }

  /** Answers of an inner decision, or null when there are too many to keep in the tree. */
  private treeActions(d: Decision): Action[] | null {
    const n = answerCount(d.domain);
    if (n === 1) return candidateAnswers(d.domain, this.rng, 1);
    if (n > this.opts.maxActions) return null;
    return candidateAnswers(d.domain, this.rng, this.opts.maxActions);
  }
}

/** Most visits; then the higher mean; then the first in the domain's order. */
function bestOf(choices: RootChoice[]): RootChoice {
  let best = choices[0];
  for (const c of choices)
    if (c.visits > best.visits || (c.visits === best.visits && c.value > best.value)) best = c;
  return best;
}

/** Search a seat's decision from its observation. */
export function searchDecision(module: GameModule, obs: Observation, opts: SearchOptions): SearchResult {
  return new Search(module, obs, opts).run();
}
