/**
 * A finished game's record re-run in the browser with the same kernel and game module as the
 * server: every decision is submitted to the request it was given for, the state hash after each is
 * compared with the record's, and any position can be reached quickly (a serialized state is kept
 * every few decisions and the rest is replayed from the nearest one). A finished game reveals
 * nothing new: its seed is public once it is over.
 */
import {
  createGame,
  type Decision,
  type GameModule,
  type GameRecord,
  type LogEntry,
  openDecisions,
  restore,
  type State,
  serialize,
  stateHash,
  submit,
} from '@arbiter/kernel';

const EVERY = 25;

export interface Step {
  /** The decision that was asked before this step (as its decider saw it). */
  asked: Decision | null;
  player: number;
  answer: unknown;
  /** Log entries this decision produced. */
  log: LogEntry[];
  hash: string;
  /** The record's hash after this decision matches the replay's. */
  matches: boolean;
}

export class Replayer {
  readonly steps: Step[] = [];
  readonly setupLog: LogEntry[] = [];
  readonly finalHash: string;
  /** First decision whose hash differs from the record (or -1). */
  readonly firstMismatch: number;
  private readonly checkpoints = new Map<number, string>();
  private readonly finalState: string;

  constructor(
    readonly module: GameModule,
    readonly record: GameRecord,
  ) {
    const setup = {
      seed: record.seed,
      players: record.players,
      decks: record.decks,
      ...(record.options ? { options: record.options } : {}),
    };
    const state = createGame(module, setup, this.setupLog);
    this.checkpoints.set(0, serialize(state));
    let mismatch = -1;
    for (const [i, d] of record.decisions.entries()) {
      const asked = openDecisions(state).find((x) => x.player === d.player) ?? null;
      const log: LogEntry[] = [];
      const r = submit(state, module, { player: d.player, answer: d.answer, pending: d.pending }, log);
      if (!r.ok) throw new Error(`decision ${i} is refused on replay: ${r.error.message}`);
      const hash = stateHash(state);
      const matches = hash === d.hash;
      if (!matches && mismatch < 0) mismatch = i;
      this.steps.push({
        asked: asked ? JSON.parse(JSON.stringify(asked)) : null,
        player: d.player,
        answer: d.answer,
        log,
        hash,
        matches,
      });
      if ((i + 1) % EVERY === 0) this.checkpoints.set(i + 1, serialize(state));
    }
    if (record.conceded !== undefined) module.concede?.(state, record.conceded);
    this.finalHash = stateHash(state);
    this.firstMismatch = mismatch;
    this.finalState = serialize(state);
  }

  get length(): number {
    return this.steps.length;
  }

  get finalMatches(): boolean {
    return this.finalHash === this.record.finalHash;
  }

  /** The state after the first `n` decisions (n = length: the final position, concession included). */
  at(n: number): State {
    const end = this.record.decisions.length;
    if (n >= end) return restore(this.finalState);
    const base = Math.floor(n / EVERY) * EVERY;
    const state = restore(this.checkpoints.get(base)!);
    for (const d of this.record.decisions.slice(base, n)) {
      submit(state, this.module, { player: d.player, answer: d.answer, pending: d.pending }, null);
    }
    return state;
  }

  /** Log entries up to (and including) decision n, the newest last. */
  logUpTo(n: number, max = 300): { entry: LogEntry; step: number }[] {
    const out: { entry: LogEntry; step: number }[] = [];
    for (let i = Math.min(n, this.steps.length) - 1; i >= 0 && out.length < max; i--) {
      const log = this.steps[i].log;
      for (let k = log.length - 1; k >= 0 && out.length < max; k--) out.push({ entry: log[k], step: i + 1 });
    }
    for (let k = this.setupLog.length - 1; k >= 0 && out.length < max && n >= 0; k--)
      out.push({ entry: this.setupLog[k], step: 0 });
    return out.reverse();
  }
}
