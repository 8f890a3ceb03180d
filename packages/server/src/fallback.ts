/**
 * What decides for a seat whose time ran out (or an AI whose answer was refused): the game's pass
 * or lowest-impact option. The kernel marks passes only for race requests (`passId`), so the rest
 * is a stand-in that works on any domain: choose nothing when choosing nothing is allowed, else an
 * option named like a pass ('pass', 'no', 'none', 'skip', 'decline', 'done', 'end', 'stop'), else
 * the fewest options in the order the game lists them; the smallest number; the order as given;
 * the least spread distribution. If the game's validator refuses that, random legal answers are
 * tried (seeded, so restarts reproduce them).
 */
import { type Decision, type GameModule, Rng, randomAnswer, type State, validate } from '@arbiter/kernel';

const PASS_LIKE = ['pass', 'no', 'none', 'skip', 'decline', 'done', 'end', 'stop', 'cancel'];

export function passiveAnswer(d: Decision): unknown {
  const dom = d.domain;
  switch (dom.type) {
    case 'pick': {
      if (d.passId !== undefined && dom.options.some((o) => o.id === d.passId)) return [d.passId];
      if (dom.min === 0) return [];
      if (dom.min <= 1) {
        for (const id of PASS_LIKE) if (dom.options.some((o) => o.id === id)) return [id];
      }
      return dom.options.slice(0, dom.min).map((o) => o.id);
    }
    case 'number':
      return dom.min;
    case 'order':
      return dom.items.map((o) => o.id);
    case 'distribute': {
      const step = dom.step ?? 1;
      const out: Record<string, number> = {};
      for (const it of dom.items) out[it.id] = dom.min;
      let left = dom.total - dom.min * dom.items.length;
      const cap = dom.max ?? Number.POSITIVE_INFINITY;
      for (const it of dom.items) {
        while (left >= step && out[it.id] + step <= cap) {
          out[it.id] += step;
          left -= step;
        }
      }
      return out;
    }
  }
}

/**
 * An answer the kernel accepts for `seat`'s open decision: `first` if given and valid, else the
 * passive answer, else seeded random ones. Returns null only if nothing valid was found.
 */
export function acceptableAnswer(
  state: State,
  module: GameModule,
  seat: number,
  decision: Decision,
  seed: string,
  first?: unknown,
): unknown | null {
  const pending = state.pending?.id;
  const ok = (answer: unknown) => validate(state, module, { player: seat, answer, pending }).ok;
  if (first !== undefined && ok(first)) return first;
  const passive = passiveAnswer(decision);
  if (ok(passive)) return passive;
  const rng = new Rng(`fallback:${seed}`);
  for (let i = 0; i < 100; i++) {
    const a = randomAnswer(decision.domain, rng);
    if (ok(a)) return a;
  }
  return null;
}
