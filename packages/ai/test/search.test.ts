/**
 * The search: it answers from what its seat may know only (the same answer whatever the hidden
 * cards are), it is reproducible with a seed and an iteration budget, it stops when its time is
 * up, and its answers are legal.
 */
import {
  AGENTS,
  type Agent,
  type Domain,
  defaultDecks,
  type GameModule,
  observe,
  openDecisions,
  playGame,
  Rng,
  type State,
  validate,
  viewFor,
} from '@arbiter/kernel';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aiAgents,
  answerCount,
  candidateAnswers,
  GreedyAgent,
  greedyDecision,
  installAgents,
  MctsAgent,
  parseBudget,
  Search,
  SearchPool,
} from '../src/index.ts';
import { permuteHidden, statesAlong, TABLES, type Table } from './helpers.ts';

/** States along a random game where the deciding seat has a real choice. */
function choicePoints(t: Table, seed: string, count: number): State[] {
  const out: State[] = [];
  for (const s of statesAlong(t, seed, 7, 900)) {
    const d = openDecisions(s)[0];
    if (answerCount(d.domain) < 2) continue;
    out.push(s);
    if (out.length >= count) break;
  }
  return out;
}

function searchFrom(t: Table, s: State, seat: number, seed: string, iterations: number) {
  const decks = defaultDecks(t.module, t.players);
  const obs = observe(s, t.module, seat, { decks });
  return new Search(t.module, obs, { seed, iterations, candidates: t.module.decks.ready }).run();
}

describe('budgets', () => {
  it('reads times and iteration counts, and refuses anything else in one line', () => {
    expect(parseBudget('200ms')).toEqual({ ms: 200 });
    expect(parseBudget('2s')).toEqual({ ms: 2000 });
    expect(parseBudget('500')).toEqual({ ms: 500 });
    expect(parseBudget('300it')).toEqual({ iterations: 300 });
    expect(() => parseBudget('fast')).toThrow(/--budget must look like/);
    expect(() => parseBudget('0it')).toThrow(/iterations/);
    expect(() => parseBudget('x'.repeat(10_000))).toThrow(/^.{0,120}$/);
  });
});

describe('answers considered', () => {
  const opt = (id: string) => ({ id, label: { key: id } });
  it('small domains are listed whole in their order; large ones sampled, distinct, with the smallest pick', () => {
    const rng = new Rng('a');
    const pick: Domain = { type: 'pick', min: 0, max: 2, options: ['a', 'b', 'c'].map(opt) };
    expect(answerCount(pick)).toBe(7);
    expect(candidateAnswers(pick, rng, 24).map((a) => a.key)).toEqual([
      '',
      'a',
      'b',
      'c',
      'a\u0001b',
      'a\u0001c',
      'b\u0001c',
    ]);
    const wide: Domain = { type: 'pick', min: 0, max: 10, options: 'abcdefghijkl'.split('').map(opt) };
    const sampled = candidateAnswers(wide, rng, 24);
    expect(sampled).toHaveLength(24);
    expect(new Set(sampled.map((a) => a.key)).size).toBe(24);
    expect(sampled[0].answer).toEqual([]);
    const order: Domain = { type: 'order', items: ['x', 'y', 'z'].map(opt) };
    expect(candidateAnswers(order, rng, 24)).toHaveLength(6);
    const num: Domain = { type: 'number', min: 0, max: 1000 };
    const nums = candidateAnswers(num, rng, 10).map((a) => a.answer);
    expect(nums.slice(0, 2)).toEqual([0, 1000]);
  });
});

describe.each(TABLES)('search on $label', (t) => {
  const points = choicePoints(t, `search-${t.label}`, 3);

  it('answers the same whatever the cards its seat cannot see are (information-set property)', () => {
    expect(points.length).toBeGreaterThan(0);
    const rng = new Rng(`perm:${t.label}`);
    const decks = defaultDecks(t.module, t.players);
    for (const s of points) {
      const seat = openDecisions(s)[0].player;
      const other = permuteHidden(s, t.module, seat, rng);
      expect(JSON.stringify(other.objects)).not.toBe(JSON.stringify(s.objects));
      // Through the agent, as a referee calls it: a view with the seat's observation, nothing else.
      const answers = [s, other].map((world) => {
        const agent = new MctsAgent(t.module, seat, 'same-seed', { budget: { iterations: 16 } });
        const view = viewFor(world, t.module, seat, { observation: { decks } });
        const answer = agent.decide(view, view.decisions[0]);
        return { answer, choices: agent.lastSearch!.choices };
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(validate(s, t.module, { player: seat, answer: answers[0].answer }).ok).toBe(true);
    }
  });

  it('with a seed and an iteration budget gives the same answer every time', () => {
    const s = points[0];
    const seat = openDecisions(s)[0].player;
    const a = searchFrom(t, s, seat, 'fixed', 24);
    const b = searchFrom(t, s, seat, 'fixed', 24);
    expect(b.choices).toEqual(a.choices);
    expect(b.answer).toEqual(a.answer);
    expect(a.iterations).toBe(24);
    expect(a.choices.reduce((n, c) => n + c.visits, 0)).toBe(24 - a.failures);
  });

  it('greedy answers legally and reproducibly', () => {
    const decks = defaultDecks(t.module, t.players);
    for (const s of points) {
      const seat = openDecisions(s)[0].player;
      const obs = observe(s, t.module, seat, { decks });
      const a = greedyDecision(t.module, obs, { seed: 'g', samples: 2 });
      expect(greedyDecision(t.module, obs, { seed: 'g', samples: 2 })).toEqual(a);
      expect(validate(s, t.module, { player: seat, answer: a }).ok).toBe(true);
    }
  });
});

describe('anytime', () => {
  it('stops when its time is up and answers with the best so far (a clock that moves 1 ms a reading)', () => {
    const t = TABLES.find((x) => x.module.id === 'fftcg')!;
    const s = choicePoints(t, 'clock', 1)[0];
    const seat = openDecisions(s)[0].player;
    const obs = observe(s, t.module, seat, { decks: defaultDecks(t.module, 2) });
    let clock = 0;
    const r = new Search(t.module, obs, { seed: 'c', timeMs: 40, now: () => clock++ }).run();
    expect(r.iterations).toBeGreaterThan(0);
    expect(r.elapsedMs).toBeLessThanOrEqual(40 + 30);
    expect(r.choices.some((c) => c.answer === r.answer)).toBe(true);
  });

  it('does not start an iteration that would not fit in the time left (each reading of the clock costs 7 ms)', () => {
    for (const t of TABLES.filter((x) => x.players === x.module.players.default)) {
      const s = choicePoints(t, 'clock', 1)[0];
      const seat = openDecisions(s)[0].player;
      const obs = observe(s, t.module, seat, { decks: defaultDecks(t.module, t.players) });
      let clock = 0;
      const r = new Search(t.module, obs, { seed: 'c', timeMs: 100, now: () => (clock += 7) }).run();
      expect(r.iterations).toBeGreaterThan(0);
      // It stops before an iteration of the usual length would end past the deadline: at most the
      // reading that found the time up is past it.
      expect(r.elapsedMs, t.label).toBeLessThanOrEqual(100 + 7);
    }
  });

  it('a decision with one legal answer is answered at once, without searching', () => {
    const t = TABLES.find((x) => x.module.id === 'sgs-chess' && x.players === 2)!;
    for (const s of statesAlong(t, 'forced', 1, 400)) {
      const d = openDecisions(s)[0];
      if (answerCount(d.domain) !== 1) continue;
      const r = searchFrom(t, s, d.player, 'f', 50);
      expect(r.iterations).toBe(0);
      expect(validate(s, t.module, { player: d.player, answer: r.answer }).ok).toBe(true);
      return;
    }
    throw new Error('no forced decision found');
  });
});

describe('root parallelism', () => {
  it('two threads search their own trees; with an iteration budget the summed answer is reproducible', () => {
    const t = TABLES.find((x) => x.module.id === 'kaling')!;
    const s = choicePoints(t, 'threads', 1)[0];
    const seat = openDecisions(s)[0].player;
    const obs = observe(s, t.module, seat, { decks: defaultDecks(t.module, 2) });
    const pool = new SearchPool(t.module, 2);
    try {
      const a = pool.search(obs, { seed: 'p', iterations: 21 });
      const b = pool.search(obs, { seed: 'p', iterations: 21 });
      expect(b).toMatchObject({ answer: a.answer, choices: a.choices, iterations: 21 });
      expect(a.choices.reduce((n, c) => n + c.visits, 0)).toBe(21 - a.failures);
      expect(validate(s, t.module, { player: seat, answer: a.answer }).ok).toBe(true);
      // The calling thread's share alone is a different search: the other thread really took part.
      const alone = new Search(t.module, obs, { seed: 'p', iterations: 11 }).run();
      expect(alone.choices).not.toEqual(a.choices);
    } finally {
      pool.close();
    }
  });
});

describe('agents', () => {
  afterAll(() => {
    delete AGENTS.mcts;
    delete AGENTS.greedy;
  });

  it('an AI agent is given views only; without the observation in its view it refuses clearly', () => {
    const t = TABLES.find((x) => x.module.id === 'kaling')!;
    const s = choicePoints(t, 'agent', 1)[0];
    const seat = openDecisions(s)[0].player;
    const agents: Agent[] = [new MctsAgent(t.module, seat, 's'), new GreedyAgent(t.module, seat, 's')];
    for (const agent of agents) {
      expect(agent.observes).toBe(true);
      const view = viewFor(s, t.module, seat);
      expect(() => agent.decide(view, view.decisions[0])).toThrow(/needs the seat's observation/);
    }
  });

  it.each(TABLES)(
    'mcts and greedy play a whole game of $label through playGame (tiny budgets)',
    (t) => {
      installAgents({ budget: { iterations: 4 } });
      const agents = Array.from({ length: t.players }, (_, i) => (i % 2 === 0 ? 'mcts' : 'greedy'));
      const out = playGame(t.module as GameModule, { seed: `whole-${t.label}`, agents, players: t.players });
      expect(out.error).toBeNull();
      expect(out.capped).toBe(false);
      expect(out.state.result).not.toBeNull();
      // A 卡灵 game takes about 15 s on a quiet core, several times that on a busy machine.
    },
    240_000,
  );

  it('the search deadline counts from the start of the decision: time spent before the search comes out of it', () => {
    const t = TABLES.find((x) => x.module.id === 'fftcg')!;
    const s = choicePoints(t, 'deadline', 1)[0];
    const seat = openDecisions(s)[0].player;
    const view = viewFor(s, t.module, seat, { observation: { decks: defaultDecks(t.module, 2) } });
    // A clock that moves 1 ms a reading, but 100 ms between its first and second reading (work
    // before the search, as a slow hash of a big situation would be).
    let clock = 0;
    let readings = 0;
    const now = () => (clock += ++readings === 2 ? 100 : 1);
    const agent = new MctsAgent(t.module, seat, 's', { budget: { ms: 200 }, clock: now });
    agent.decide(view, view.decisions[0]);
    expect(agent.last!.iterations).toBeGreaterThan(0);
    // Within the budget + 10%: the search got what was left of its 179 ms, not 179 ms more.
    expect(agent.last!.ms).toBeLessThanOrEqual(220);
    expect(agent.lastSearch!.elapsedMs).toBeLessThan(100);
  });

  it('an agent on another clock (arena --clock cpu) still reports the wall time of its decision', () => {
    const t = TABLES.find((x) => x.module.id === 'fftcg')!;
    const s = choicePoints(t, 'wall', 1)[0];
    const seat = openDecisions(s)[0].player;
    const view = viewFor(s, t.module, seat, { observation: { decks: defaultDecks(t.module, 2) } });
    // A clock that moves 10 s a reading: the decision lasts tens of seconds on it, not in wall time.
    let clock = 0;
    const agent = new MctsAgent(t.module, seat, 's', {
      budget: { ms: 20_000 },
      clock: () => (clock += 10_000),
    });
    agent.decide(view, view.decisions[0]);
    expect(agent.last!.ms).toBeGreaterThanOrEqual(10_000);
    expect(agent.last!.wallMs).toBeGreaterThan(0);
    expect(agent.last!.wallMs).toBeLessThan(agent.last!.ms);
  });

  it('the factories need the game module (makeAgents passes it)', () => {
    expect(() => aiAgents().mcts(0, 'x')).toThrow(/needs the game module/);
  });
});
