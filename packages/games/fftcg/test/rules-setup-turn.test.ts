import { createGame, InputError, openDecisions, submit, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../src/cards/decks.ts';
import { CardSchema } from '../src/cards/schema.ts';
import fftcg from '../src/index.ts';
import { act, board, ch, options, passUntil, payAll, pending, tag, zoneCards } from './helpers.ts';

const decks = fftcg.decks.ready;
const h = (card: string, t?: string) => (t ? { card, tag: t } : card);

describe('game shape, zones, setup (FFTCG 1, 5, 6, 7, 8)', () => {
  it('FFTCG 1.1: two players only', () => {
    expect(() => createGame(fftcg, { seed: 'x', players: 3, decks: [decks[0], decks[1], decks[2]] })).toThrow(
      InputError,
    );
  });

  it('FFTCG 7, FFTCG 7.1, FFTCG 7.2, FFTCG 7.6, FFTCG 7.6.1, FFTCG 7.6.2, FFTCG 7.7.2, FFTCG 7.8.3, FFTCG 7.9.1, FFTCG 7.10.2, FFTCG 7.11.2, FFTCG 7.12, FFTCG 7.12.2, FFTCG 7.13.1, FFTCG 7.13.2: seven kinds of zones, the stack shared, hand and deck not public', () => {
    const s = createGame(fftcg, { seed: 'z', players: 2, decks: [decks[0], decks[1]] });
    for (const p of [0, 1]) {
      expect(s.zones[`p${p}:deck`].visibility).toBe('hidden');
      expect(s.zones[`p${p}:hand`].visibility).toBe('owner');
      for (const zn of ['field', 'damage', 'break', 'removed'])
        expect(s.zones[`p${p}:${zn}`].visibility).toBe('public');
    }
    expect(s.zones.stack.owner).toBeNull();
    expect(s.zones.stack.visibility).toBe('public');
    const v = viewFor(s, fftcg, 0);
    expect(v.zones['p1:hand'].objects.every((o) => o.hidden)).toBe(true);
    expect(v.zones['p0:hand'].objects.every((o) => o.card)).toBe(true);
  });

  it('FFTCG 8.2.1, FFTCG 8.2.1.1, FFTCG 8.2.1.2, FFTCG 8.2.1.3, FFTCG 6.2.1, FFTCG 15.1.1.6.1: shuffled decks, a random first player, 5 cards each, owners', () => {
    const firsts = new Set<number>();
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s = createGame(fftcg, { seed: `g${i}`, players: 2, decks: [decks[0], decks[1]] });
      firsts.add(s.g.first);
      orders.add(s.zones['p0:deck'].objects.map((id) => s.objects[id].card).join());
      for (const p of [0, 1]) {
        expect(s.zones[`p${p}:hand`].objects.length).toBe(5);
        expect(s.zones[`p${p}:deck`].objects.length).toBe(45);
        for (const id of s.zones[`p${p}:deck`].objects) expect(s.objects[id].owner).toBe(p);
      }
    }
    expect(firsts.size).toBe(2);
    expect(orders.size).toBeGreaterThan(1);
  });

  it('FFTCG 8.2.1.4: the first player mulligans first: the 5 cards go to the bottom in the chosen order and 5 are drawn', () => {
    const s = createGame(fftcg, { seed: 'mull', players: 2, decks: [decks[0], decks[1]] });
    const d = openDecisions(s)[0];
    expect(d.player).toBe(s.g.first);
    expect(d.kind).toBe('mulligan');
    const p = d.player;
    const hand = [...s.zones[`p${p}:hand`].objects];
    submit(s, fftcg, { player: p, answer: 'mull' });
    const order = openDecisions(s)[0];
    expect(order.kind).toBe('mulligan-order');
    const ids = hand.map((id) => `h${id}`);
    submit(s, fftcg, { player: p, answer: ids });
    const deck = s.zones[`p${p}:deck`].objects;
    expect(s.objects[deck[0]].prev).toBe(hand[0]);
    expect(s.objects[deck[4]].prev).toBe(hand[4]);
    expect(s.zones[`p${p}:hand`].objects.length).toBe(5);
    expect(openDecisions(s)[0].player).toBe(1 - p);
  });

  it('FFTCG 8.1, FFTCG 8.1.1, FFTCG 8.1.1.1, FFTCG 8.1.1.2, FFTCG 5.2.5.1: deck validation lists every violation', () => {
    for (const dk of decks) expect(validateDeck(dk)).toEqual([]);
    const bad = { name: 'bad', cards: { F01: 4, F02: 3, ZZZ: 2, F03: 0 } };
    const v = fftcg.decks.validate(bad);
    const rules = v.map((x) => x.rule).sort();
    expect(rules).toEqual(['FFTCG 5.2.5.1', 'FFTCG 8.1.1', 'FFTCG 8.1.1.1', 'FFTCG 8.1.1.2']);
    expect(validateDeck({ name: 'l', cards: { F01: 20, F02: 20 } }, 'l')).toEqual([]);
    expect(validateDeck({ name: 'l', cards: { F01: 20, F02: 19 } }, 'l').map((x) => x.rule)).toEqual([
      'FFTCG 8.1.1.1',
    ]);
  });

  it('FFTCG 5.1, FFTCG 5.2, FFTCG 5.2.1.1, FFTCG 5.2.1.2, FFTCG 5.2.2.1, FFTCG 5.2.2.2, FFTCG 5.2.3.1, FFTCG 5.2.3.1.1, FFTCG 5.2.3.1.2, FFTCG 5.2.4.1, FFTCG 5.2.6, FFTCG 5.2.6.1, FFTCG 6.6.1, FFTCG 6.6.2, FFTCG 6.6.3, FFTCG 6.6.4: card definitions are validated', () => {
    const ok = {
      id: 'T1',
      name: { zh: '甲', en: 'A' },
      type: 'forward',
      els: ['fire'],
      cost: 2,
      power: 5000,
      job: 'Knight',
      text: { zh: '甲', en: 'A' },
    };
    expect(CardSchema.safeParse(ok).success).toBe(true);
    expect(CardSchema.safeParse({ ...ok, power: undefined }).success).toBe(false);
    expect(CardSchema.safeParse({ ...ok, type: 'backup' }).success).toBe(false);
    expect(CardSchema.safeParse({ ...ok, els: ['purple'] }).success).toBe(false);
    expect(CardSchema.safeParse({ ...ok, type: 'summon', power: undefined }).success).toBe(false);
    expect(CardSchema.safeParse({ ...ok, els: ['light', 'fire'] }).success).toBe(false);
  });

  it('FFTCG 5.2.3.1.1.1, FFTCG 5.2.3.1.1.2, FFTCG 5.2.3.1.1.3, FFTCG 5.2.3.1.1.4, FFTCG 5.2.3.1.2.1, FFTCG 4.4: characters stay on the field, summons go to the Break Zone; a Backup has no power', () => {
    const b = board({
      players: [{ hand: [h('F05', 's'), 'F01'], field: [h('I06', 'bk'), h('F01', 'f')] }, { field: ['I01'] }],
    });
    expect(ch(b, tag(b, 'bk'), 'power')).toBe(0);
    act(b, `s${tag(b, 's')}`);
    act(
      b,
      options(b).find((o) => o !== `t${tag(b, 'f')}`),
    );
    payAll(b);
    passUntil(b, () => b.s.stack!.length === 0);
    expect(zoneCards(b, 'p0:break')).toContain('F05');
    expect(zoneCards(b, 'p0:field')).toEqual(['I06', 'F01']);
  });
});

describe('turn structure (FFTCG 9)', () => {
  it('FFTCG 9, FFTCG 9.1.1, FFTCG 9.1.1.1, FFTCG 9.1.1.2, FFTCG 9.2, FFTCG 9.2.1, FFTCG 9.2.1.1, FFTCG 9.2.1.2, FFTCG 9.3, FFTCG 9.3.1.4, FFTCG 6.3, FFTCG 6.3.1: the turn player activates, draws 2 and gets priority in Main 1', () => {
    const b = board({
      start: 'turn',
      turn: 4,
      players: [
        {
          field: [
            { card: 'F01', tag: 'a', dull: true },
            { card: 'I06', tag: 'b', dull: true },
          ],
        },
        { field: [{ card: 'F01', tag: 'o', dull: true }] },
      ],
    });
    expect(ch(b, tag(b, 'a'), 'dull')).toBe(false);
    expect(ch(b, tag(b, 'b'), 'dull')).toBe(false);
    expect(ch(b, tag(b, 'o'), 'dull')).toBe(true);
    expect(zoneCards(b, 'p0:hand').length).toBe(2);
    expect(b.s.g.phase).toBe('main1');
    expect(pending(b).player).toBe(0);
    expect(pending(b).kind).toBe('priority');
  });

  it('FFTCG 9.3.1, FFTCG 9.3.1.1, FFTCG 9.3.1.2, FFTCG 9.4.1, FFTCG 10.1.2.7, FFTCG 9.5.1, FFTCG 9.5.1.5, FFTCG 11.1.6, FFTCG 11.1.7: both passing with an empty stack moves on: Main 1, Attack, Main 2, End, next turn', () => {
    const b = board({ players: [{ hand: [] }, {}] });
    expect(b.s.g.phase).toBe('main1');
    act(b, 'pass');
    expect(pending(b).player).toBe(1);
    act(b, 'pass');
    expect(b.s.g.phase).toBe('attack');
    passUntil(b, () => b.s.g.phase === 'main2');
    expect(b.s.g.phase).toBe('main2');
    passUntil(b, () => b.s.g.tp === 1);
    expect(b.s.g.tp).toBe(1);
    expect(b.s.g.turn).toBe(4);
  });

  it('FFTCG 9.5.1.2, FFTCG 9.5.1.3, FFTCG 9.5.1.3.1, FFTCG 9.5.1.3.2, FFTCG 9.5.1.4: end of turn: discard to 5, damage and "until end of turn" effects end', () => {
    const b = board({
      start: 'main2',
      players: [
        {
          hand: ['F01', 'F01', 'F01', 'F01', 'F01', 'F02', 'F02'],
          field: [{ card: 'E02', tag: 't', dmg: 3000 }],
        },
        {},
      ],
    });
    b.s.effects.push({
      id: 'e-test',
      ts: 999,
      source: null,
      controller: 0,
      layer: 'power',
      op: 'mod',
      params: { n: 1000 },
      targets: [tag(b, 't')],
      until: 'turn',
    });
    b.s.version++;
    expect(ch(b, tag(b, 't'), 'power')).toBe(10000);
    passUntil(b, () => pending(b).kind === 'discard');
    expect(pending(b).kind).toBe('discard');
    expect((pending(b).domain as any).min).toBe(2);
    act(b, options(b).slice(0, 2));
    expect(zoneCards(b, 'p0:hand').length).toBe(5);
    expect(ch(b, tag(b, 't'), 'damage')).toBe(0);
    expect(ch(b, tag(b, 't'), 'power')).toBe(9000);
  });

  it('FFTCG 9.3.1.5, FFTCG 9.3.1.6, FFTCG 9.3.1.7, FFTCG 11.4.1: characters only in a Main Phase with an empty stack; summons not in the End Phase', () => {
    const b = board({
      players: [{ hand: ['F01', 'F01', 'F01', 'F01', h('F05', 's'), h('F02', 'c')] }, { field: ['I01'] }],
    });
    expect(options(b)).toContain(`c${tag(b, 'c')}`);
    act(b, `s${tag(b, 's')}`);
    payAll(b);
    expect(b.s.stack!.length).toBe(1);
    expect(options(b)).not.toContain(`c${tag(b, 'c')}`);
    const e = board({
      start: 'main2',
      players: [{ field: ['M05'], hand: [h('F05', 's'), 'F01'] }, { field: ['I01'] }],
    });
    expect(options(e)).toContain(`s${tag(e, 's')}`);
    passUntil(e, () => e.s.g.phase === 'end');
    expect(e.s.g.phase).toBe('end');
    expect(options(e)).toEqual(['pass']);
  });
});
