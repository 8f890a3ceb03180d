/** `simulate` for a game that asks for pairings (`decks.pairings`): every ordered pairing of its ready decks. */
import type { DeckList, GameModule } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { aggregate, decksOfGame, type GameSummary } from '../src/simulate.ts';

const ready: DeckList[] = ['a', 'b', 'c'].map((name) => ({ name, cards: {} }));
const paired = { id: 'x', decks: { ready, validate: () => [], pairings: true } } as unknown as GameModule;
const fixed = { id: 'x', decks: { ready, validate: () => [] } } as unknown as GameModule;

describe('simulate pairings', () => {
  it('n² games play every ordered pairing once; a game without the flag keeps its default decks', () => {
    const seen = Array.from({ length: 9 }, (_, i) =>
      decksOfGame(paired, { games: 9, seed: '1' }, 2, i)!
        .map((d) => d.name)
        .join('-'),
    );
    expect(new Set(seen).size).toBe(9);
    expect(seen.slice(0, 4)).toEqual(['a-a', 'a-b', 'a-c', 'b-a']);
    expect(decksOfGame(paired, { games: 9, seed: '1' }, 2, 9)!.map((d) => d.name)).toEqual(['a', 'a']);
    expect(decksOfGame(fixed, { games: 9, seed: '1' }, 2, 4)).toBeUndefined();
    const given = [ready[2], ready[2]];
    expect(decksOfGame(paired, { games: 9, seed: '1', decks: given }, 2, 4)).toBe(given);
  });

  it('wins by deck count each game once for every deck at its table', () => {
    const game = (index: number, decks: string[], winner: number): GameSummary => ({
      index,
      seed: String(index),
      finalHash: String(index),
      decisions: 1,
      error: null,
      capped: false,
      result: { rule: 'R', winners: [winner], draw: false, reason: { key: 'k' } },
      turns: 1,
      first: 0,
      decks,
    });
    const rep = aggregate(
      paired,
      { games: 3, seed: '1' },
      { players: 2, agents: ['random', 'random'] },
      [game(0, ['a', 'b'], 0), game(1, ['b', 'a'], 0), game(2, ['a', 'a'], 1)],
      1,
    );
    expect(rep.byDeck).toEqual([
      { label: 'a', wins: 2, games: 3 },
      { label: 'b', wins: 1, games: 2 },
    ]);
  });
});
