/**
 * RB 105–118 and RB 462 (zones, setup, mulligan), RB 301–317 (the turn's phases as procedures),
 * on real games built from the ready decks.
 */
import { createGame, InputError, type LogEntry, submit, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import { READY_DECKS } from '../src/decks.ts';
import riftbound from '../src/index.ts';
import { Z } from '../src/state.ts';
import { cited, only, optionIds, type S } from './kit.ts';

function newGame(seed = 's1', log: LogEntry[] | null = null): S {
  return createGame(riftbound, { seed, players: 2, decks: [READY_DECKS[4], READY_DECKS[5]] }, log) as S;
}

function play(s: S, ans: unknown, log?: LogEntry[]): void {
  const r = submit(s, riftbound, { player: only(s).player, answer: ans }, log ?? null);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
}

describe('RB 110–118, RB 462: setup', () => {
  it('RB 106, RB 107: the board and non-board zones exist with their privacy (RB 127)', () => {
    const s = newGame();
    for (const p of [0, 1]) {
      expect(s.zones[Z.deck(p)].visibility).toBe('hidden'); // RB 107.3.c
      expect(s.zones[Z.runeDeck(p)].visibility).toBe('hidden'); // RB 107.4.c
      expect(s.zones[Z.hand(p)].visibility).toBe('owner'); // RB 107.6.c
      expect(s.zones[Z.trash(p)].visibility).toBe('public'); // RB 107.1.f
      expect(s.zones[Z.banish(p)].visibility).toBe('public'); // RB 107.5.f
      expect(s.zones[Z.base(p)].visibility).toBe('public'); // RB 108
    }
    expect(s.zones[Z.at(0)].visibility).toBe('public'); // RB 106.3.c
    expect(s.zones[Z.facedown(1)]).toBeDefined(); // RB 106.4.a
  });

  it('RB 111, RB 112, RB 113, RB 462.5: legend and Chosen Champion placed; one battlefield of three chosen per player', () => {
    const log: LogEntry[] = [];
    const s = newGame('s2', log);
    expect(s.objects[s.zones[Z.legend(0)].objects[0]].card).toBe('ogn-251-298');
    expect(s.objects[s.zones[Z.champion(0)].objects[0]].card).toBe('ogn-030-298');
    expect(s.objects[s.zones[Z.champion(1)].objects[0]].card).toBe('ogn-117-298');
    // RB 462.4: two battlefields, one from each player's three (RB 462.4.a).
    expect(s.g.battlefields).toHaveLength(2);
    const bf = s.g.battlefields.map((b) => s.objects[b.obj]);
    expect(['ogn-289-298', 'ogn-298-298', 'ogn-285-298']).toContain(bf[0].card);
    expect(['ogn-294-298', 'ogn-293-298', 'ogn-275-298']).toContain(bf[1].card);
    expect(bf.map((o) => o.owner)).toEqual([0, 1]);
    expect(s.zones[Z.setAside(0)].objects).toHaveLength(0);
    expect(cited(log)).toContain('RB 462.5');
    // RB 114: both decks shuffled; 40 − 1 champion − 4 drawn = 35 cards left; 12 runes.
    expect(s.zones[Z.deck(0)].objects).toHaveLength(35);
    expect(s.zones[Z.runeDeck(0)].objects).toHaveLength(12);
    // RB 116: four cards each.
    expect(s.zones[Z.hand(0)].objects).toHaveLength(4);
    expect(s.zones[Z.hand(1)].objects).toHaveLength(4);
  });

  it('RB 115, RB 115.1.b.1: the first player is drawn at random (both happen over seeds)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) firsts.add(newGame(`f${i}`).g.first);
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('RB 117, RB 117.1, RB 117.2, RB 117.3: mulligans in turn order, up to two cards set aside, redrawn, then recycled to the bottom', () => {
    const s = newGame('m1');
    const first = s.g.first;
    const d = only(s);
    expect(d.player).toBe(first);
    expect(d.rule).toBe('RB 117.1');
    expect(d.domain).toMatchObject({ type: 'pick', min: 0, max: 2 });
    const hand = [...s.zones[Z.hand(first)].objects];
    const setAside = hand.slice(0, 2);
    const cards = setAside.map((id) => s.objects[id].card);
    play(s, setAside.map(String));
    expect(s.zones[Z.hand(first)].objects).toHaveLength(4);
    // RB 117.3: the two set-aside cards are now the bottom two of the deck.
    const deck = s.zones[Z.deck(first)].objects;
    expect(
      deck
        .slice(0, 2)
        .map((id) => s.objects[id].card)
        .sort(),
    ).toEqual([...cards].sort());
    // The other player mulligans next (turn order), keeping everything.
    expect(only(s).player).toBe(1 - first);
    play(s, []);
    // RB 118: the first player's turn begins; its Action Phase asks them.
    expect(only(s)).toMatchObject({ player: first, kind: 'action' });
    expect(s.g.tp).toBe(first);
  });

  it('RB 103: a game refuses an illegal deck with a one-line reason', () => {
    const bad = { name: 'short', cards: { 'ogn-001-298': 3 } };
    expect(() => createGame(riftbound, { seed: 'x', players: 2, decks: [bad, READY_DECKS[0]] })).toThrow(
      InputError,
    );
    expect(() => createGame(riftbound, { seed: 'x', players: 2, decks: [bad, READY_DECKS[0]] })).toThrow(
      /RB 103/,
    );
  });

  it('RB 107.6.c, RB 107.6.d, RB 127.4: the opponent sees how many cards are in a hand, not which', () => {
    const s = newGame('v1');
    const v = viewFor(s, riftbound, 1) as any;
    const hand = v.zones[Z.hand(0)];
    expect(hand.objects).toHaveLength(4);
    expect(JSON.stringify(hand)).not.toMatch(/"card"/);
  });
});

describe('RB 314–317: the phases of a turn', () => {
  function toFirstTurn(seed: string, log: LogEntry[] | null = null): S {
    const s = newGame(seed, log);
    play(s, [], log ?? undefined);
    play(s, [], log ?? undefined);
    return s;
  }

  it('RB 315.3.b, RB 315.4.b, RB 315.4.d: the first player channels 2 runes and draws 1; pools empty after drawing', () => {
    const log: LogEntry[] = [];
    const s = toFirstTurn('t1', log);
    const p = s.g.tp;
    expect(s.zones[Z.runes(p)].objects).toHaveLength(2);
    expect(s.zones[Z.hand(p)].objects).toHaveLength(5);
    expect(s.g.pools[p]).toEqual({ energy: 0, power: {}, universal: 0, spellEnergy: 0 });
    expect(cited(log)).toEqual(expect.arrayContaining(['RB 315.1.a', 'RB 417.1', 'RB 400.1', 'RB 315.4.d']));
  });

  it('RB 462.7: the second player channels one extra rune in their first Channel Phase only', () => {
    const s = toFirstTurn('t2');
    const second = 1 - s.g.first;
    play(s, 'end');
    expect(s.g.tp).toBe(second);
    expect(s.zones[Z.runes(second)].objects).toHaveLength(3);
    play(s, 'end');
    play(s, 'end');
    expect(s.zones[Z.runes(second)].objects).toHaveLength(5);
    expect(s.zones[Z.runes(s.g.first)].objects).toHaveLength(4);
  });

  it('RB 315.1.a, RB 402.3.a: the Awaken Phase readies what the turn player controls, and only theirs', () => {
    const s = toFirstTurn('t3');
    const first = s.g.first;
    for (const id of s.zones[Z.runes(first)].objects) (s.objects[id].data as any).exhausted = true;
    play(s, 'end');
    // The other player's turn: the first player's runes stay exhausted.
    expect(s.zones[Z.runes(first)].objects.every((id) => (s.objects[id].data as any).exhausted)).toBe(true);
    play(s, 'end');
    expect(s.zones[Z.runes(first)].objects.some((id) => (s.objects[id].data as any).exhausted)).toBe(false);
  });

  it('RB 317.2.b, RB 142.3.b.1: damage heals at the end of each turn; RB 410.1.a.2: stuns end; RB 317.3.a: "this turn" effects end', () => {
    const log: LogEntry[] = [];
    const s = toFirstTurn('t4', log);
    const p = s.g.tp;
    const unit = s.zones[Z.deck(p)].objects.find((id) => CARDS[s.objects[id].card].type === 'unit')!;
    s.zones[Z.deck(p)].objects.splice(s.zones[Z.deck(p)].objects.indexOf(unit), 1);
    s.zones[Z.hand(p)].objects.push(unit);
    s.zones[Z.hand(p)].objects.splice(s.zones[Z.hand(p)].objects.indexOf(unit), 1);
    s.zones[Z.base(p)].objects.push(unit);
    s.objects[unit].zone = Z.base(p);
    s.objects[unit].data = { damage: 1, stunned: true };
    s.effects.push({
      id: 'e',
      ts: 1,
      source: null,
      controller: p,
      layer: 'arith',
      op: 'might',
      params: { n: 1 },
      targets: [unit],
      until: 'turn',
    });
    play(s, 'end', log);
    expect(s.objects[unit].data).toEqual({});
    expect(s.effects).toHaveLength(0);
    expect(cited(log)).toEqual(
      expect.arrayContaining(['RB 410.1.a.2', 'RB 317.2.b', 'RB 317.3.a', 'RB 317.3.b']),
    );
  });

  it('RB 306, RB 317.4: the turn player changes at the end of each turn; RB 302: turns go on', () => {
    const s = toFirstTurn('t5');
    const first = s.g.tp;
    play(s, 'end');
    expect(s.g.tp).toBe(1 - first);
    expect(s.g.turn).toBe(2);
    play(s, 'end');
    expect(s.g.tp).toBe(first);
    expect(optionIds(s)).toEqual(['end']);
  });

  it('RB 315.4.b.1, RB 418: drawing from an empty deck burns out: the trash returns, the opponent scores 1, then the draw happens', () => {
    const log: LogEntry[] = [];
    const s = toFirstTurn('t6', log);
    const second = 1 - s.g.first;
    // Empty the second player's deck into their trash before their draw.
    for (const id of [...s.zones[Z.deck(second)].objects]) {
      s.zones[Z.deck(second)].objects.splice(s.zones[Z.deck(second)].objects.indexOf(id), 1);
      s.zones[Z.trash(second)].objects.push(id);
      s.objects[id].zone = Z.trash(second);
    }
    play(s, 'end', log);
    expect(s.g.points[s.g.first]).toBe(1);
    expect(s.zones[Z.trash(second)].objects).toHaveLength(0);
    expect(s.zones[Z.hand(second)].objects).toHaveLength(5);
    expect(cited(log)).toContain('RB 418.2.c');
  });
});
