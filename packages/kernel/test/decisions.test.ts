/**
 * Decisions the kernel refuses to open: a request with no legal answer is a bug in the module and
 * is reported where it is made, not when an agent's answer is refused later.
 */
import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  createGame,
  type Decision,
  type Domain,
  EngineError,
  type GameModule,
  Rng,
  randomAnswer,
} from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

function asking(domains: Domain[], players: number[] = domains.map(() => 0)): GameModule {
  return {
    ...duel,
    setup(ctx) {
      ctx.state.g = {};
      ctx.call('ask');
    },
    procedures: {
      ask(ctx) {
        const asks: Decision[] = domains.map((domain, i) => ({
          player: players[i],
          kind: 'test',
          prompt: { key: 'x' },
          domain,
        }));
        ctx.askMany(asks, asks.length > 1 ? 'all' : 'one');
      },
    },
  };
}

function open(m: GameModule): () => unknown {
  return () => createGame(m, { seed: 's', players: 2, decks: [] });
}

const items = [
  { id: 'a', label: { key: 'a' } },
  { id: 'b', label: { key: 'b' } },
];

describe('impossible decisions', () => {
  it('refuses a number range with no number in it', () => {
    expect(open(asking([{ type: 'number', min: 3, max: 2 }]))).toThrow(EngineError);
  });

  it('refuses distributions that cannot add up', () => {
    expect(open(asking([{ type: 'distribute', items, total: 5, min: 3 }]))).toThrow(/exceed/);
    expect(open(asking([{ type: 'distribute', items, total: 5, min: 0, step: 2 }]))).toThrow(/steps of 2/);
    expect(open(asking([{ type: 'distribute', items, total: 6, min: 0, max: 3, step: 2 }]))).toThrow(
      /cannot reach/,
    );
    expect(open(asking([{ type: 'distribute', items: [], total: 1, min: 0 }]))).toThrow(
      /nothing to distribute/,
    );
  });

  it('refuses to ask the same player twice in one request', () => {
    const n: Domain = { type: 'number', min: 0, max: 1 };
    expect(open(asking([n, n], [1, 1]))).toThrow(/asked twice/);
  });

  it('opens feasible distributions, and the random answer to them is legal', () => {
    const doms: Domain[] = [
      { type: 'distribute', items, total: 6, min: 0, max: 4, step: 2 },
      { type: 'distribute', items, total: 3, min: 1 },
      { type: 'distribute', items: [], total: 0, min: 0 },
    ];
    for (const d of doms) {
      expect(open(asking([d]))).not.toThrow();
      const rng = new Rng('d');
      for (let i = 0; i < 20; i++) expect(checkAnswer(d, randomAnswer(d, rng)).ok).toBe(true);
    }
  });
});
