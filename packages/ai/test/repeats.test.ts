/**
 * Agents do not go round in circles: a situation that comes back gets another answer while one
 * remains (an FF-TCG summon whose payment is cancelled puts the game back where it was). And the
 * threaded agents of the game server answer as the plain ones do with an iteration budget.
 */
import { defaultDecks, observe, openDecisions, viewFor } from '@arbiter/kernel';
import { afterAll, describe, expect, it } from 'vitest';
import {
  actionKey,
  answerCount,
  closeSearchThreads,
  GreedyAgent,
  MctsAgent,
  RepeatGuard,
  situationKey,
  ThreadedAgent,
  threadedAgents,
  withoutRepeats,
} from '../src/index.ts';
import { statesAlong, TABLES } from './helpers.ts';

const fftcg = TABLES.find((t) => t.module.id === 'fftcg')!;

/** A state of a random FF-TCG game where the deciding seat has two to five answers. */
function smallChoice() {
  for (const s of statesAlong(fftcg, 'repeats', 3, 600)) {
    const d = openDecisions(s)[0];
    const n = answerCount(d.domain);
    if (n >= 2 && n <= 5) return { s, d, n };
  }
  throw new Error('no small choice found');
}

afterAll(() => closeSearchThreads());

describe('repeated situations', () => {
  it('the situation key ignores counters and the generator, and sees a changed object', () => {
    const { s, d } = smallChoice();
    const decks = defaultDecks(fftcg.module, 2);
    const obs = observe(s, fftcg.module, d.player, { decks });
    const moved = structuredClone(obs);
    moved.state.decisionCount += 5;
    moved.state.version += 7;
    moved.state.clock += 1;
    expect(situationKey(moved)).toBe(situationKey(obs));
    const first = Object.values(moved.state.objects)[0];
    first.zone = `${first.zone}-elsewhere`;
    expect(situationKey(moved)).not.toBe(situationKey(obs));
  });

  it('withoutRepeats drops answers given before, unless that leaves none', () => {
    const acts = [{ key: 'a' }, { key: 'b' }];
    expect(withoutRepeats(acts, new Set(['a']))).toEqual([{ key: 'b' }]);
    expect(withoutRepeats(acts, new Set(['a', 'b']))).toEqual(acts);
    expect(withoutRepeats(acts)).toEqual(acts);
  });

  it.each(['mcts', 'greedy'])(
    '%s gives each answer once in a situation that keeps coming back, then any',
    (name) => {
      const { s, d, n } = smallChoice();
      const decks = defaultDecks(fftcg.module, 2);
      const agent =
        name === 'mcts'
          ? new MctsAgent(fftcg.module, d.player, 'r', { budget: { iterations: 8 } })
          : new GreedyAgent(fftcg.module, d.player, 'r', { budget: { iterations: 8 } });
      const given = new Set<string>();
      for (let i = 0; i < n; i++) {
        const view = viewFor(s, fftcg.module, d.player, { observation: { decks } });
        given.add(actionKey(d.domain, agent.decide(view, view.decisions[0])));
      }
      expect(given.size).toBe(n);
      const view = viewFor(s, fftcg.module, d.player, { observation: { decks } });
      expect(() => agent.decide(view, view.decisions[0])).not.toThrow();
    },
  );

  it('a RepeatGuard remembers per situation', () => {
    const { s, d } = smallChoice();
    const obs = observe(s, fftcg.module, d.player, { decks: defaultDecks(fftcg.module, 2) });
    const guard = new RepeatGuard();
    expect([...guard.avoid(obs)]).toEqual([]);
    guard.record(obs, 'x');
    expect([...guard.avoid(obs)]).toEqual(['x']);
  });
});

describe('threaded agents (game server)', () => {
  it('answer with a promise, the same answer as the plain agent with an iteration budget', async () => {
    const { s, d } = smallChoice();
    const decks = defaultDecks(fftcg.module, 2);
    const view = viewFor(s, fftcg.module, d.player, { observation: { decks } });
    const budget = { iterations: 12 };
    const plain = new MctsAgent(fftcg.module, d.player, 'same', { budget }).decide(view, view.decisions[0]);
    const threaded = new ThreadedAgent('mcts', fftcg.module, d.player, 'same', { budget });
    const pending = threaded.decide(view, view.decisions[0]);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual(plain);
    const greedyPlain = new GreedyAgent(fftcg.module, d.player, 'g', { budget }).decide(
      view,
      view.decisions[0],
    );
    const greedy = threadedAgents({ budget }).greedy({
      module: fftcg.module,
      seat: d.player,
      seed: 'g',
      table: 't1',
    });
    expect(await greedy.decide(view, view.decisions[0])).toEqual(greedyPlain);
  });

  it('refuses a view without the observation', async () => {
    const { s, d } = smallChoice();
    const view = viewFor(s, fftcg.module, d.player);
    const agent = new ThreadedAgent('mcts', fftcg.module, d.player, 's');
    await expect(agent.decide(view, view.decisions[0])).rejects.toThrow(/needs the seat's observation/);
  });
});
