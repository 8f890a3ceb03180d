/** Shared setup for the AI tests: the playable games, states along random games, permutations. */
import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import {
  Ctx,
  canSee,
  cloneState,
  createGame,
  type DeckList,
  defaultDecks,
  emptyState,
  type GameModule,
  openDecisions,
  type PlayerId,
  Rng,
  randomAnswer,
  run,
  type State,
  submit,
} from '@arbiter/kernel';
import riftbound from '@arbiter/riftbound';
import sgs from '@arbiter/sgs-chess';
import vividz from '@arbiter/vividz';

export interface Table {
  module: GameModule;
  players: number;
  label: string;
}

/** Seat counts a game is played with here: its default, and its maximum if its setup accepts it. */
function seatCounts(module: GameModule): number[] {
  const out = [module.players.default];
  const max = module.players.max;
  if (max !== module.players.default) {
    try {
      createGame(module, { seed: 'seats', players: max, decks: defaultDecks(module, max) });
      out.push(max);
    } catch {
      // This seat count is not a legal table for the game.
    }
  }
  return out;
}

/**
 * Every game that plays whole games (playable, or partial like Riftbound whose missing rules are
 * listed) and has its AI hooks, with the seat counts it is played with.
 */
export const TABLES: Table[] = [fftcg, kaling, riftbound, sgs, vividz]
  .filter((m) => m.status !== 'planned' && m.ai?.evaluate !== undefined)
  .flatMap((module) =>
    seatCounts(module).map((players) => ({
      module,
      players,
      label: players === module.players.default ? module.id : `${module.id} (${players} seats)`,
    })),
  );

/**
 * A new game whose object ids start at `firstId`, so an id can be told from any other number in
 * the state (used to prove an observation carries no id that would name a hidden card).
 */
export function createWithIdsFrom(
  t: Table,
  seed: string,
  firstId: number,
): { state: State; decks: DeckList[] } {
  const decks = defaultDecks(t.module, t.players);
  const state = emptyState(t.module, seed, t.players);
  state.nextId = firstId;
  t.module.setup(new Ctx(state, t.module, null), { seed, players: t.players, decks });
  run(state, t.module, null);
  return { state, decks };
}

/** Play a game at random and hand over a copy of the state at every `every`-th decision. */
export function* statesAlong(
  t: Table,
  seed: string,
  every: number,
  maxDecisions = 600,
  start?: State,
): Generator<State> {
  const decks = defaultDecks(t.module, t.players);
  const s = start ?? createGame(t.module, { seed, players: t.players, decks });
  const rng = new Rng(`along:${seed}`);
  for (let n = 0; n < maxDecisions && !s.result; n++) {
    const d = openDecisions(s)[0];
    if (n % every === every - 1) yield cloneState(s);
    const r = submit(s, t.module, { player: d.player, answer: randomAnswer(d.domain, rng) });
    if (!r.ok) throw new Error(r.error.message);
  }
}

/**
 * The same situation with other hidden cards: the cards of every object `viewer` cannot see are
 * shuffled among those objects, so the viewer's view stays the same while the truth changes.
 * (A stand-in for the kernel's permuteHidden of the fidelity work, until it is merged.)
 */
export function permuteHidden(state: State, module: GameModule, viewer: PlayerId, rng: Rng): State {
  const out = cloneState(state);
  const hidden = Object.values(out.objects).filter((o) => !canSee(out, module, o, viewer));
  const cards = rng.shuffle(hidden.map((o) => o.card));
  hidden.forEach((o, i) => {
    o.card = cards[i];
  });
  return out;
}
