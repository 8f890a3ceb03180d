/**
 * Observations (the state as one seat may know it) and samples drawn from them, on the tiny duel
 * fixture. The real games are covered in packages/ai/test/observe.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  Ctx,
  createGame,
  type DeckList,
  determinize,
  knownDecks,
  observe,
  Rng,
  UNKNOWN_CARD,
  viewFor,
} from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

const LOW: DeckList = { name: 'low', cards: { c1: 4, c2: 4 } };
const HIGH: DeckList = { name: 'high', cards: { c7: 4, c8: 4 } };

function start() {
  const s = createGame(duel, { seed: 'o', players: 2, decks: [LOW, HIGH] });
  return { s, ctx: new Ctx(s, duel, null) };
}

describe('observe', () => {
  it('hidden cards are blanks; deck ids are renamed in position order; the seed and generator are blank', () => {
    const { s } = start();
    const obs = observe(s, duel, 0, { decks: [LOW, HIGH] });
    const o = obs.state;
    expect(o.seed).toBe('');
    expect(o.rng).toEqual([0, 0, 0, 0]);
    // Own hand visible, as it is.
    for (const id of s.zones['p0:hand'].objects) expect(o.objects[id].card).toBe(s.objects[id].card);
    // Every deck card is a blank with a fresh id (at least the state's next id), in position order.
    for (const p of [0, 1]) {
      const ids = o.zones[`p${p}:deck`].objects;
      expect(ids).toHaveLength(s.zones[`p${p}:deck`].objects.length);
      for (const id of ids) {
        expect(id).toBeGreaterThanOrEqual(s.nextId);
        expect(id).toBeLessThan(o.nextId);
        expect(o.objects[id].card).toBe(UNKNOWN_CARD);
        expect(o.objects[id].ts).toBe(0);
      }
    }
    // The seat knows its own deck list only.
    expect(obs.decks).toEqual([LOW, null]);
    expect(knownDecks({ ...duel, ai: { publicDecks: true } }, [LOW, HIGH], 0)).toEqual([LOW, HIGH]);
  });

  it("the opponent's hand keeps its ids (they only say when a card arrived) but not its cards or `prev`", () => {
    const { s, ctx } = start();
    const drawn = ctx.move(s.zones['p1:deck'].objects.at(-1)!, 'p1:hand');
    const obs = observe(s, duel, 0, { decks: [LOW, HIGH] });
    const blank = obs.state.objects[drawn.id];
    expect(blank.card).toBe(UNKNOWN_CARD);
    expect(blank.prev).toBeUndefined();
    // Its deck id is gone with the last known information of the card that left the deck.
    expect(obs.state.lki[drawn.prev!]).toBeUndefined();
  });

  it('a checkpoint kept in the state during a declaration is redacted the same way', () => {
    const { s, ctx } = start();
    ctx.checkpoint();
    const obs = observe(s, duel, 0, { decks: [LOW, HIGH] });
    const inner = JSON.parse(obs.state.checkpoint!);
    for (const id of inner.zones['p1:hand'].objects) expect(inner.objects[id].card).toBe(UNKNOWN_CARD);
    expect(inner.rng).toEqual([0, 0, 0, 0]);
    const sample = determinize(obs, duel, new Rng('c'), { candidates: [LOW, HIGH] });
    const filled = JSON.parse(sample.checkpoint!);
    for (const id of filled.zones['p1:hand'].objects) expect(filled.objects[id].card).not.toBe(UNKNOWN_CARD);
  });
});

describe('determinize', () => {
  it("deals the seat's own unseen cards from its list, and an unknown deck from a ready deck that fits what was seen", () => {
    const { s, ctx } = start();
    // Player 1 plays one card: a c7 or c8 is now public, so only HIGH fits player 1.
    const drawn = ctx.move(s.zones['p1:deck'].objects.at(-1)!, 'p1:hand');
    const played = ctx.move(drawn.id, 'p1:pile');
    const obs = observe(s, duel, 0, { decks: [LOW, HIGH] });
    const rng = new Rng('d');
    for (let i = 0; i < 20; i++) {
      const sample = determinize(obs, duel, rng, { candidates: [LOW, HIGH] });
      const count = (p: number) => {
        const out: Record<string, number> = {};
        for (const o of Object.values(sample.objects))
          if (o.owner === p) out[o.card] = (out[o.card] ?? 0) + 1;
        return out;
      };
      expect(count(0)).toEqual(LOW.cards);
      expect(count(1)).toEqual(HIGH.cards);
      expect(sample.objects[played.id].card).toBe(played.card);
      // The seat cannot tell the sample from the truth.
      expect(viewFor(sample, duel, 0)).toEqual(viewFor(s, duel, 0));
    }
  });

  it('samples differ in the hidden cards and in the generator, and are reproducible from the seed', () => {
    const { s } = start();
    const obs = observe(s, duel, 0, { decks: [LOW, HIGH] });
    const a = determinize(obs, duel, new Rng('same'), { candidates: [LOW, HIGH] });
    const b = determinize(obs, duel, new Rng('same'), { candidates: [LOW, HIGH] });
    expect(b).toEqual(a);
    const decks = new Set<string>();
    const rng = new Rng('many');
    for (let i = 0; i < 10; i++) {
      const x = determinize(obs, duel, rng, { candidates: [LOW, HIGH] });
      decks.add(x.zones['p0:deck'].objects.map((id) => x.objects[id].card).join());
      expect(x.rng).not.toEqual(s.rng);
    }
    expect(decks.size).toBeGreaterThan(1);
  });
});
