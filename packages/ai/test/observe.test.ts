/**
 * The kernel's observation and determinization on the real games: an observation carries nothing
 * its seat cannot see (by permutation, and by looking for ids that would name a card), and every
 * sample drawn from it is a state the seat cannot tell from the truth and the rules can continue.
 */
import {
  canSee,
  cloneState,
  defaultDecks,
  determinize,
  type GameObject,
  observe,
  openDecisions,
  Rng,
  randomAnswer,
  type State,
  submit,
  UNKNOWN_CARD,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { createWithIdsFrom, permuteHidden, statesAlong, TABLES } from './helpers.ts';

/** Every number in a value, with where it is. */
function numbersIn(v: unknown, path: string, out: [string, number][]): [string, number][] {
  if (typeof v === 'number') out.push([path, v]);
  else if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) numbersIn(v[i], `${path}[${i}]`, out);
  } else if (typeof v === 'object' && v !== null)
    for (const [k, x] of Object.entries(v)) numbersIn(x, `${path}.${k}`, out);
  return out;
}

function seatsAsked(s: State): number[] {
  return [...new Set(openDecisions(s).map((d) => d.player))];
}

describe.each(TABLES)('observation of $label', (t) => {
  const decks = defaultDecks(t.module, t.players);

  it('is the same whatever the hidden cards are (permuting what the seat cannot see changes nothing)', () => {
    const rng = new Rng(`perm:${t.label}`);
    let checked = 0;
    let changed = 0;
    for (const s of statesAlong(t, `obs-${t.label}`, 9, 500)) {
      for (const viewer of [...seatsAsked(s), (openDecisions(s)[0].player + 1) % t.players]) {
        const other = permuteHidden(s, t.module, viewer, rng);
        if (JSON.stringify(other.objects) !== JSON.stringify(s.objects)) changed++;
        expect(viewFor(other, t.module, viewer)).toEqual(viewFor(s, t.module, viewer));
        expect(observe(other, t.module, viewer, { decks })).toEqual(observe(s, t.module, viewer, { decks }));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    // The permutation really moved hidden cards: the test could have failed.
    expect(changed).toBeGreaterThan(checked / 2);
  });

  it('holds no id that would name a hidden card (deck order, creation order) and no hidden card', () => {
    const FIRST = 1_000_001;
    const { state } = createWithIdsFrom(t, `ids-${t.label}`, FIRST);
    let checked = 0;
    for (const s of statesAlong(t, `ids-${t.label}`, 11, 500, state)) {
      const viewer = openDecisions(s)[0].player;
      const naming = new Set<number>();
      for (const o of [...Object.values(s.objects), ...Object.values(s.lki)] as GameObject[]) {
        if (canSee(s, t.module, o, viewer)) continue;
        const z = s.zones[o.zone];
        if (!z || z.visibility === 'hidden' || o.prev === undefined) naming.add(o.id);
      }
      const obs = observe(s, t.module, viewer, { decks });
      const leaks = numbersIn(obs, 'obs', []).filter(([, n]) => naming.has(n));
      expect(leaks.slice(0, 3)).toEqual([]);
      for (const id of obs.blanks) expect(obs.state.objects[id].card).toBe(UNKNOWN_CARD);
      expect(obs.state.seed).toBe('');
      expect(obs.state.rng).toEqual([0, 0, 0, 0]);
      // Only the seat's own deck list, unless the game's deck lists are public.
      obs.decks.forEach((d, i) => {
        expect(d !== null).toBe(i === viewer || Boolean(t.module.ai?.publicDecks));
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('samples look to the seat exactly like the truth, deal its own deck list, and play on', () => {
    const rng = new Rng(`sample:${t.label}`);
    let checked = 0;
    for (const s of statesAlong(t, `smp-${t.label}`, 13, 500)) {
      const viewer = openDecisions(s)[0].player;
      const obs = observe(s, t.module, viewer, { decks });
      const sample = determinize(obs, t.module, rng, { candidates: t.module.decks.ready });
      const truth = viewFor(s, t.module, viewer);
      expect(viewFor(sample, t.module, viewer)).toEqual(truth);
      for (const id of obs.blanks) expect(sample.objects[id].card).not.toBe(UNKNOWN_CARD);
      // The seat knows its own deck list (every part: Vividz's account and missions, Riftbound's
      // runes and battlefields), so its own cards in the sample are exactly its cards in the truth.
      if (obs.decks[viewer] && !t.module.ai?.publicDecks) {
        const own = (st: State) => {
          const out: Record<string, number> = {};
          for (const o of Object.values(st.objects))
            if (o.owner === viewer) out[o.card] = (out[o.card] ?? 0) + 1;
          return out;
        };
        expect(own(sample)).toEqual(own(s));
      }
      // Every blank holds a card the game allows there (Riftbound: runes only in the Rune Deck;
      // Vividz: an opponent's completed mission is one of its missions; 卡灵: what may be set).
      const canDeal = t.module.ai?.canDeal;
      if (canDeal)
        for (const id of obs.blanks)
          expect(canDeal(sample, sample.objects[id], sample.objects[id].card)).toBe(true);
      // The generator was re-seeded: the truth's next shuffles are not the sample's.
      expect(sample.rng).not.toEqual(s.rng);
      // The rules continue from the sample.
      const play = cloneState(sample);
      for (let i = 0; i < 60 && !play.result; i++) {
        const d = openDecisions(play)[0];
        if (d.domain.type === 'pick' && d.domain.options.length < d.domain.min) break;
        const r = submit(play, t.module, { player: d.player, answer: randomAnswer(d.domain, rng) });
        expect(r.ok).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('observation of requests to several players', () => {
  it('三国杀 【无懈可击】: another seat keeps only its pass; its real options stay hidden', () => {
    const t = TABLES.find((x) => x.module.id === 'sgs-chess' && x.players === 6)!;
    const decks = defaultDecks(t.module, t.players);
    let seen = 0;
    for (const s of statesAlong(t, 'race', 1, 3000)) {
      const p = s.pending!;
      if (p.mode !== 'race') continue;
      const viewer = p.asks[0].player;
      const obs = observe(s, t.module, viewer, { decks });
      for (const d of obs.state.pending!.asks) {
        if (d.player === viewer) continue;
        expect(d.domain.type === 'pick' && d.domain.options.map((o) => o.id)).toEqual([d.passId]);
      }
      seen++;
      if (seen > 5) break;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('SGS 1.4: generals chosen in secret by the other camp are not in the observation, a sample chooses some', () => {
    const t = TABLES.find((x) => x.module.id === 'sgs-chess' && x.players === 2)!;
    const decks = defaultDecks(t.module, t.players);
    const rng = new Rng('draft');
    let seen = 0;
    for (const s of statesAlong(t, 'draft', 1, 400)) {
      const p = s.pending!;
      if (p.mode !== 'all' || Object.keys(p.answers).length === 0) continue;
      const answered = Number(Object.keys(p.answers)[0]);
      const viewer = p.asks.find((a) => a.player !== answered)!.player;
      const obs = observe(s, t.module, viewer, { decks });
      expect(obs.state.pending!.answers).toEqual({});
      expect(obs.hiddenAnswers).toEqual([answered]);
      const sample = determinize(obs, t.module, rng);
      expect(Object.keys(sample.pending!.answers)).toEqual([String(answered)]);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
});
