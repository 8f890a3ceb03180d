/**
 * Not going round in circles. Some answers lead back to the very same situation: in FF-TCG a
 * seat may start a summon, choose its target and then cancel the payment (FFTCG 14: an
 * unfinished declaration is undone), which puts the game back where it was. A search that finds
 * the summon and the cancel about as good as anything else can then repeat them for ever (a game
 * of MCTS against random ran into the 6,000-decision cap this way). So an agent remembers, per
 * situation it has decided in, the answers it gave there; when the same situation comes back it
 * does not give those answers again while it has others. Only the agent's own past observations
 * are used: nothing a seat may not know.
 */
import { hashValue, type Observation } from '@arbiter/kernel';

/** Fields that change with every step without changing the situation (counters, generator). */
const CLOCKWORK = new Set(['seed', 'rng', 'version', 'clock', 'decisionCount', 'checkpoint']);

/** A digest of the situation an observation shows, leaving out counters that always move. */
export function situationKey(obs: Observation): string {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obs.state)) if (!CLOCKWORK.has(k)) rest[k] = v;
  return hashValue({ viewer: obs.viewer, state: rest });
}

export class RepeatGuard {
  private readonly given = new Map<string, Set<string>>();
  /** The digest of the observation last asked about: `record` follows `avoid` on the same one. */
  private last: { obs: Observation; key: string } | null = null;

  /** The digest once per observation (it hashes the whole observation: part of a decision's time). */
  private keyOf(obs: Observation): string {
    if (this.last?.obs !== obs) this.last = { obs, key: situationKey(obs) };
    return this.last.key;
  }

  /** Answer keys already given in this situation (empty the first time). */
  avoid(obs: Observation): ReadonlySet<string> {
    return this.given.get(this.keyOf(obs)) ?? new Set();
  }

  /** Remember the answer given in this situation. */
  record(obs: Observation, answerKey: string): void {
    const key = this.keyOf(obs);
    this.last = null;
    let set = this.given.get(key);
    if (!set) {
      // Situations do not come back once the game has moved on; keep the memory small.
      if (this.given.size >= 512) this.given.clear();
      this.given.set(key, (set = new Set()));
    }
    set.add(answerKey);
  }
}

/** The actions not to be avoided, or all of them when every one was given before. */
export function withoutRepeats<T extends { key: string }>(actions: T[], avoid?: ReadonlySet<string>): T[] {
  if (!avoid || avoid.size === 0) return actions;
  const rest = actions.filter((a) => !avoid.has(a.key));
  return rest.length > 0 ? rest : actions;
}
