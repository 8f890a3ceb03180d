/**
 * A view is the player's own copy: changing it (an agent scribbling on what it was given, a front
 * end decorating it) never changes the game.
 */
import { describe, expect, it } from 'vitest';
import { AGENTS, createGame, playGame, Rng, randomAnswer, stateHash, viewFor } from '../src/index.ts';
import kl from './fixtures/kaling-chain.ts';
import rb from './fixtures/rb-layers.ts';

describe('views', () => {
  it('mutating a view leaves the state untouched', () => {
    const s = createGame(rb, {
      seed: 'v',
      players: 2,
      decks: [],
      options: { board: { tp: 0, base: [['fiora'], ['grunt']], hand: [['empower'], []] } },
    });
    s.objects[s.zones['p0:base'].objects[0]].data.buff = 1;
    const before = stateHash(s);
    const v = viewFor(s, rb, 0) as any;
    v.zones['p0:base'].objects[0].data.buff = 99;
    v.g.score[0] = 42;
    v.decisions[0].domain.options[0].id = 'hacked';
    v.decisions[0].prompt.key = 'hacked';
    expect(stateHash(s)).toBe(before);
    expect(s.pending!.asks[0].domain.type === 'pick' && s.pending!.asks[0].domain.options[0].id).not.toBe(
      'hacked',
    );
  });

  it('an agent that scribbles on its view and decision cannot change the game', () => {
    AGENTS.scribbler = (seat, seed) => {
      const rng = new Rng(`scribble:${seed}:${seat}`);
      return {
        name: 'scribbler',
        decide(view, d) {
          const answer = randomAnswer(d.domain, rng);
          if (d.domain.type === 'pick') d.domain.options = [];
          d.player = 99;
          (view as any).g = null;
          return answer;
        },
      };
    };
    try {
      for (let i = 0; i < 20; i++) {
        const r = playGame(kl, { seed: `s${i}`, agents: ['scribbler', 'random'] });
        expect(r.error).toBeNull();
        expect(r.state.result).not.toBeNull();
      }
    } finally {
      delete AGENTS.scribbler;
    }
  });
});

describe('cards shown to players', () => {
  it('a card shown to every player is public: a spectator sees it too; one shown to some players is not', async () => {
    const { default: duel } = await import('./fixtures/tiny-duel.ts');
    const { canSee } = await import('../src/index.ts');
    const s = createGame(duel, {
      seed: 'shown',
      players: 2,
      decks: [duel.decks.ready[0], duel.decks.ready[0]],
    });
    const card = s.objects[s.zones['p0:hand'].objects[0]];
    expect([canSee(s, duel, card, 1), canSee(s, duel, card, null)]).toEqual([false, false]);
    card.seenBy = [1];
    expect([canSee(s, duel, card, 1), canSee(s, duel, card, null)]).toEqual([true, false]);
    card.seenBy = [0, 1];
    expect([canSee(s, duel, card, 1), canSee(s, duel, card, null)]).toEqual([true, true]);
    expect(viewFor(s, duel, null).zones['p0:hand'].objects.find((o) => o.id === card.id)?.card).toBe(
      card.card,
    );
  });
});
