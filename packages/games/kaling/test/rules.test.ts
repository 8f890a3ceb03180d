import { createGame, openDecisions, stateHash, submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { validateDeck } from '../src/decks.ts';
import kaling from '../src/index.ts';
import { GRID, lineOfSight, rel, ring } from '../src/rules/01-board.ts';
import { chainLinks } from '../src/rules/04-links.ts';
import {
  at,
  board,
  cardsIn,
  DECK,
  finishMove,
  fld,
  has,
  idAt,
  labels,
  P1,
  passBlind,
  passChains,
  passUntil,
  pending,
  pick,
  statAt,
  tryPick,
} from './helpers.ts';

const c = (n: string) => GRID.parse(n)!;

describe('chapter 1: the board', () => {
  it('KALING 1-1 / KALING 1-3: a 卡灵 is summoned only to an empty cell of the own two rows', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['sun-child'], field: [fld('arrow', 'A1', { faceDown: true })] }, P1],
    });
    pick(s, 0, 'Pay to summon Sun Child');
    const cells = labels(s, 0)
      .map((l) => l.split('|')[0])
      .filter((x) => x !== 'cancel');
    expect(cells.length).toBe(9);
    expect(cells.every((x) => Number(x.slice(1)) <= 2)).toBe(true);
    expect(cells).not.toContain('A1');
  });

  it("KALING 1-2 / KALING 1-4: tactics are set on the own field or the public row, never the opponent's rows", () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['arrow'] }, P1] });
    pick(s, 0, 'Set Flying Arrow');
    const cells = labels(s, 0)
      .map((l) => l.split('|')[0])
      .filter((x) => x !== 'cancel');
    expect(cells.length).toBe(15);
    expect(cells.every((x) => Number(x.slice(1)) <= 3)).toBe(true);
  });

  it('KALING 1-9 / KALING 1-11: directions are relative to the controller; [↑] points at the opponent', () => {
    const { s } = board({ players: [P1, P1] });
    expect(GRID.name(rel(s.g, c('C3'), '↑', 0)!)).toBe('C4');
    expect(GRID.name(rel(s.g, c('C3'), '↑', 1)!)).toBe('C2');
    expect(GRID.name(rel(s.g, c('C3'), '←', 1)!)).toBe('D3');
    expect(GRID.name(rel(s.g, c('C3'), '↗', 0)!)).toBe('D4');
    expect(rel(s.g, c('C5'), '↑', 0)).toBeNull();
  });

  it('KALING 1-10 / KALING 5-21 / KALING 5-22: [O1] has 8 cells and [O2] 24 around a centre cell, not the cell itself', () => {
    const { s } = board({ players: [P1, P1] });
    expect(ring(s.g, c('C3'), 1).length).toBe(8);
    expect(ring(s.g, c('C3'), 2).length).toBe(24);
    expect(ring(s.g, c('C3'), 2)).not.toContain(c('C3'));
    expect(ring(s.g, c('A1'), 1).length).toBe(3);
  });

  it('KALING 5-25: a sealed cell does not exist — no summoning or moving there — while rings still work', () => {
    const { s } = board({
      sealed: ['C2'],
      players: [{ deck: DECK, hand: ['sun-child'], field: [fld('cloud-sparky', 'C1')] }, P1],
    });
    expect(ring(s.g, c('C3'), 1).length).toBe(7);
    pick(s, 0, 'Pay to summon Sun Child');
    expect(labels(s, 0).map((l) => l.split('|')[0])).not.toContain('C2');
    pick(s, 0, 'A1');
    passChains(s);
    pick(s, 0, 'Move Cloud Sparky');
    expect(labels(s, 0).map((l) => l.split('|')[0])).not.toContain('C2');
  });

  it('KALING 5-23 / KALING 5-24: 直视 stops at the first card; ignoring set cards sees past them', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C1'), fld('arrow', 'C2', { faceDown: true })] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    const from = c('C1');
    expect(lineOfSight(s, from, false)).toContain(idAt(s, 'C2'));
    expect(lineOfSight(s, from, false)).not.toContain(idAt(s, 'C4'));
    expect(lineOfSight(s, from, true)).toContain(idAt(s, 'C4'));
  });
});

describe('chapter 2: LP, energy, decks, winning', () => {
  const decks = kaling.decks.ready;
  it('KALING 2.1-1 / KALING 2.2-1 / KALING 3.1-2: 20 LP, 6 energy and 5 cards each at the start', () => {
    const s = createGame(kaling, { seed: 'x', players: 2, decks: [decks[0], decks[1]] });
    expect(s.g.lp).toEqual([20, 20]);
    expect(s.g.energy).toEqual([6, 6]);
    expect(s.zones['p0:hand'].objects.length).toBe(5);
    expect(s.zones['p1:hand'].objects.length).toBe(5);
  });

  it('KALING 2.1-3: LP has no maximum', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['wood-energy'] }, P1] });
    pick(s, 0, 'Activate Wood Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'p0');
    passChains(s);
    expect(s.g.lp[0]).toBe(22);
  });

  it('KALING 2.2-3: energy never rises above 6', () => {
    const { s } = board({ players: [{ energy: 5, deck: DECK, hand: ['light-energy'] }, P1] });
    pick(s, 0, 'Activate Light Energy');
    tryPick(s, 0, 'E2');
    passChains(s);
    expect(s.g.energy[0]).toBe(6);
  });

  it('KALING 2.2-2 / KALING 3.6-2: the turn player refills to 6 energy in the end phase; the other does not', () => {
    const { s } = board({
      players: [
        { energy: 1, deck: DECK },
        { energy: 2, deck: DECK },
      ],
    });
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(s.g.energy).toEqual([6, 2]);
  });

  it('KALING 2.3-1 / KALING 2.3-2: deck validation lists every violation', () => {
    expect(validateDeck(decks[0])).toEqual([]);
    expect(validateDeck(decks[1])).toEqual([]);
    expect(validateDeck(decks[2])).toEqual([]);
    const bad = validateDeck({ name: 'bad', cards: { arrow: 4, 'no-such-card': 1, 'sun-child': 2 } });
    const rules = bad.map((v) => v.rule).sort();
    expect(rules).toEqual(['KALING 2.3-1', 'KALING 2.3-2', 'KALING 2.3-2']);
    expect(
      validateDeck({
        name: 'big',
        cards: Object.fromEntries(
          Object.keys(kaling.catalog)
            .filter((k) => k.startsWith('kl.card.'))
            .slice(0, 21)
            .map((k) => [k.slice(8), 3]),
        ),
      }).map((v) => v.rule),
    ).toEqual(['KALING 2.3-2']);
  });

  it('KALING 2.4-1: a player brought to 0 LP loses', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('king-kuga', 'C5')] },
        { lp: 5, deck: DECK },
      ],
    });
    pick(s, 0, 'Attack with King Kuga');
    passChains(s);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.rule).toBe('KALING 2.4-1');
  });

  it('KALING 2.4-2: a player who must draw from an empty deck loses', () => {
    const { s } = board({ players: [{ deck: DECK }, { deck: [] }] });
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.rule).toBe('KALING 2.4-2');
  });

  it('KALING 2.4-3: Sandman the Sleep God wins for its controller when the deck is empty', () => {
    const { s } = board({ players: [{ deck: ['arrow'], field: [fld('sleep-god-sandman', 'A1')] }, P1] });
    pick(s, 0, 'power draw');
    expect(s.result?.rule).toBe('KALING 2.4-3');
    expect(s.result?.winners).toEqual([0]);
  });
});

describe('chapter 3: the flow of a game', () => {
  const decks = kaling.decks.ready;
  it('KALING 3.1-1 / KALING 3.2-1 / KALING 3.2-2 / KALING 3.2-3: the first player adjusts once, then the second; the hand stays at 5', () => {
    const s = createGame(kaling, { seed: 'mull', players: 2, decks: [decks[0], decks[1]] });
    const first = s.g.firstPlayer;
    let d = openDecisions(s)[0];
    expect(d.kind).toBe('mulligan');
    expect(d.player).toBe(first);
    const opts = (d.domain as any).options.slice(0, 3).map((o: any) => o.id);
    submit(s, kaling, { player: first, answer: opts });
    expect(s.zones[`p${first}:hand`].objects.length).toBe(5);
    d = openDecisions(s)[0];
    expect(d.kind).toBe('mulligan');
    expect(d.player).toBe(1 - first);
    submit(s, kaling, { player: 1 - first, answer: [] });
    d = pending(s);
    expect(d.kind).toBe('action');
    expect(s.g.turn).toBe(1);
  });

  it('KALING 3.4-3 / KALING 3.4-2 / KALING 3.3-1: the first player skips the first draw; the second player draws; turns alternate', () => {
    const s = createGame(kaling, { seed: 'draw', players: 2, decks: [decks[0], decks[1]] });
    submit(s, kaling, { player: s.g.firstPlayer, answer: [] });
    submit(s, kaling, { player: 1 - s.g.firstPlayer, answer: [] });
    expect(s.zones[`p${s.g.firstPlayer}:hand`].objects.length).toBe(5);
    passBlind(s);
    submit(s, kaling, { player: s.g.firstPlayer, answer: ['end'] });
    while (openDecisions(s)[0].kind === 'chain')
      submit(s, kaling, { player: openDecisions(s)[0].player, answer: ['pass'] });
    expect(s.g.turnPlayer).toBe(1 - s.g.firstPlayer);
    expect(s.zones[`p${1 - s.g.firstPlayer}:hand`].objects.length).toBe(6);
  });

  it("KALING 3.3-2: no 卡灵 may attack in the game's first turn", () => {
    const { s } = board({
      turn: 1,
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    expect(has(s, 0, 'Attack with')).toBe(false);
    const b = board({
      turn: 2,
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    }).s;
    expect(has(b, 0, 'Attack with')).toBe(true);
  });

  it('KALING 3.5.1-1 / KALING 3.5.1-2: Lv1 costs 1 energy, Lv2 costs 2; at most two paid summons a turn', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['cloud-sparky', 'sun-child', 'lava-sprite'] }, P1],
    });
    pick(s, 0, 'Pay to summon Cloud Sparky');
    pick(s, 0, 'A1');
    passChains(s);
    expect(s.g.energy[0]).toBe(5);
    pick(s, 0, 'Pay to summon Sun Child');
    pick(s, 0, 'B1');
    passChains(s);
    expect(s.g.energy[0]).toBe(3);
    expect(has(s, 0, 'Pay to summon')).toBe(false);
  });

  it('KALING 3.5.1-3 / KALING 3.5.1-4: a Lv5 needs own 卡灵 of total level ≥ 5 as materials, which go to the discard pile', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['king-kuga'],
          field: [fld('sun-child', 'A1'), fld('sun-child', 'B1'), fld('lava-sprite', 'C1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Pay to summon King Kuga');
    pick(s, 0, 'A1');
    expect(pending(s).kind).toBe('material');
    pick(s, 0, 'B1');
    expect(pending(s).kind).toBe('material');
    pick(s, 0, 'C1');
    tryPick(s, 0, 'A1');
    passChains(s);
    expect(cardsIn(s, 'p0:discard').sort()).toEqual(['lava-sprite', 'sun-child', 'sun-child']);
    expect(cardsIn(s, 'field')).toContain('king-kuga');
    expect(s.g.energy[0]).toBe(6);
  });

  it("KALING 3.5.1-5: own 卡灵 standing in the opponent's field cannot be materials", () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['breeze-swordsman'], field: [fld('sun-child', 'A4'), fld('lava-sprite', 'B1')] },
        P1,
      ],
    });
    expect(has(s, 0, 'Pay to summon Breeze')).toBe(false);
    const b = board({
      players: [
        { deck: DECK, hand: ['breeze-swordsman'], field: [fld('sun-child', 'A3'), fld('lava-sprite', 'B1')] },
        P1,
      ],
    }).s;
    expect(has(b, 0, 'Pay to summon Breeze')).toBe(true);
  });

  it('KALING 3.5.1-7 / KALING 3.5.1-8: a same-level swap only once a turn; a higher-level material is no swap', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['breeze-swordsman', 'flame-horn'],
          field: [fld('sandman', 'A1'), fld('lilia', 'B1'), fld('king-kuga', 'C1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Pay to summon Blade'.replace('Blade', 'Breeze'));
    pick(s, 0, 'A1');
    tryPick(s, 0, 'A1');
    passChains(s);
    expect(s.g.swapUsed).toBe(1);
    // the other Lv3 may not use the remaining Lv3 alone now, but the Lv5 works and is not a swap
    pick(s, 0, 'Pay to summon Flame Horn');
    const mats = labels(s, 0).map((l) => l.split('|')[0]);
    expect(mats).toEqual(['C1', 'cancel']);
    pick(s, 0, 'C1');
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('flame-horn');
  });

  it('KALING 3.5.1-6 / KALING 5-1: a summon is a timing point triggers answer (Peony Consort)', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['peony-consort'] }, P1] });
    pick(s, 0, 'Pay to summon Peony');
    pick(s, 0, 'A1');
    expect(pending(s).kind).toBe('chain');
    expect(has(s, 0, 'Fragrant Healing')).toBe(true);
  });

  it('KALING 3.5.3-1 / KALING 3.5.3-2: one move a turn, orthogonal steps up to SP, turning allowed; set cards block', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('jungle-dart-frog', 'A1'), fld('arrow', 'A2', { faceDown: true })] },
        P1,
      ],
    });
    pick(s, 0, 'Move Jungle');
    expect(labels(s, 0).map((l) => l.split('|')[0])).toEqual(['B1']);
    pick(s, 0, 'B1');
    pick(s, 0, 'B2');
    pick(s, 0, 'C2');
    passChains(s);
    expect(at(s, 'C2')).toBe('jungle-dart-frog');
    expect(has(s, 0, 'Move Jungle')).toBe(false);
  });

  it('KALING 3.5.3-3 / KALING 3.5.3-4: every cell is a timing point; the move goes on after the chain', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('jungle-dart-frog', 'C1')] },
        { deck: DECK, field: [fld('guard-cactus', 'A4'), fld('fire-energy', 'E4', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Move Jungle');
    pick(s, 0, 'C2');
    pick(s, 0, 'D2');
    expect(pending(s).kind).toBe('move');
    expect(s.g.phase).toBe('action');
    finishMove(s);
    expect(at(s, 'C1')).toBeNull();
  });

  it('KALING 3.5.5-1 / KALING 3.5.5-2 / KALING 3.5.5-3 / KALING 3.5.5-4: a tactic is placed face up, pays its level, and goes to the discard pile', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['flash-draw'] }, P1] });
    pick(s, 0, 'Activate Flash Draw');
    pick(s, 0, 'C3');
    passChains(s);
    expect(s.g.energy[0]).toBe(3);
    expect(at(s, 'C3')).toBeNull();
    expect(cardsIn(s, 'p0:discard')).toEqual(['flash-draw']);
  });

  it('KALING 3.5.6-1 / KALING 3.5.6-2: a set card occupies its cell and blocks movement', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['arrow'], field: [fld('sun-child', 'A1')] }, P1] });
    pick(s, 0, 'Set Flying Arrow');
    pick(s, 0, 'A2');
    passChains(s);
    pick(s, 0, 'Move Sun Child');
    expect(labels(s, 0).map((l) => l.split('|')[0])).toEqual(['B1']);
  });

  it("KALING 3.5.6-3: in the opponent's turn tactics come only from set cards; hand-quick 卡灵 still work", () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'A1')] },
        {
          deck: DECK,
          hand: ['ice-energy', 'wind-sprite'],
          field: [fld('volt-energy', 'E5', { faceDown: true })],
        },
      ],
    });
    pick(s, 0, 'Move Sun Child');
    expect(pending(s).player).toBe(1);
    const opts = labels(s, 1).join(';');
    expect(opts).toContain('Volt Energy');
    expect(opts).toContain('Wind Blessing');
    expect(opts).not.toContain('Ice Energy');
  });

  it('KALING 3.6-1 / KALING 3.5.7-1: over 6 cards, the turn player discards down to 6 in the end phase', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: [
            'arrow',
            'arrow',
            'arrow',
            'sun-child',
            'sun-child',
            'sun-child',
            'lava-sprite',
            'lava-sprite',
          ],
        },
        P1,
      ],
    });
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(pending(s).kind).toBe('discard');
    const opts = labels(s, 0)
      .slice(0, 2)
      .map((l) => l.split('|')[0]);
    pick(s, 0, opts);
    expect(cardsIn(s, 'p0:hand').length).toBe(6);
  });

  it("KALING 3.6-3 / KALING 3.6-4: effects until the end of the turn end at ▶③, then the next player's turn starts", () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    passChains(s);
    expect(s.effects.length).toBe(1);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(s.effects.length).toBe(0);
    expect(s.g.turnPlayer).toBe(1);
  });
});

describe('chapter 4: combat, chains, targets', () => {
  it('KALING 4.1-3 / KALING 4.2-1: the default range is [←][↑][→]; only opposing 卡灵 and devices are attacked', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3'), fld('sun-child', 'D3')] },
        {
          deck: DECK,
          field: [
            fld('lava-sprite', 'B3'),
            fld('saint-helier', 'C4'),
            fld('penguin-dudu', 'C2'),
            fld('arrow', 'D4', { faceDown: true }),
          ],
        },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    const opts = labels(s, 0)
      .map((l) => l.split('|')[0])
      .filter((x) => x !== 'cancel')
      .sort();
    expect(opts).toEqual(['B3', 'C4']);
  });

  it('KALING 4.2-4 / KALING 5-20: vertical — the defender picks AP or DP; the loser takes the difference', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    expect(pending(s).player).toBe(1);
    expect(pending(s).kind).toBe('resistance');
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBe('saint-helier');
    expect(at(s, 'C3')).toBeNull();
    expect(s.g.lp).toEqual([19, 20]);
  });

  it('KALING 4.2-4: vertical with equal values clears both and deals no damage', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3')] },
        { deck: DECK, field: [fld('penguin-dudu', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    passChains(s);
    expect(at(s, 'C3')).toBeNull();
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp).toEqual([20, 20]);
  });

  it('KALING 4.2-5: horizontal — the attacker picks; no LP damage either way', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, field: [fld('saint-helier', 'D3')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    expect(pending(s).player).toBe(0);
    pick(s, 0, 'ap');
    passChains(s);
    expect(at(s, 'D3')).toBeNull();
    expect(s.g.lp).toEqual([20, 20]);
  });

  it('KALING 4.2-6 / KALING 4.2-7: an attack with AP ≥ 1 takes 1 GP from a placed device; at 0 it is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3')] },
        { deck: DECK, field: [fld('life-branch', 'C4', { gp: 2 })] },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    passChains(s);
    expect(s.objects[idAt(s, 'C4')].data.gp).toBe(1);
  });

  it('KALING 4.2-2 / KALING 5-5: an attack on a cell that emptied fizzles but is used up', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, hand: ['wind-sprite'], field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce');
    pick(s, 1, 'Wind Blessing');
    tryPick(s, 1, 'Saint Helier');
    pick(s, 1, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('saint-helier');
    expect(s.g.lp).toEqual([20, 20]);
    expect(has(s, 0, 'Attack with')).toBe(false);
  });

  it('KALING 4.2-3: a value changed at the calculation timing point counts in the calculation', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C3'), fld('burning-soul', 'A1', { faceDown: true })] },
        { deck: DECK, field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Sun Child');
    // the declaration timing point: let it pass
    pick(s, 0, 'pass');
    // the calculation timing point: Burning Soul doubles Sun Child's AP to 6
    pick(s, 0, 'Burning Soul');
    passChains(s);
    pick(s, 1, 'dp');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(s.g.lp[1]).toBe(19);
  });

  it("KALING 4.3-1 / KALING 4.3-2 / KALING 4.3-3 / KALING 4.3-4: from the opponent's back row a 卡灵 attacks the player for its AP", () => {
    const { s } = board({
      players: [{ deck: DECK, field: [fld('fierce-howl', 'C5'), fld('sun-child', 'C4')] }, P1],
    });
    expect(has(s, 0, 'Attack with Sun Child')).toBe(false);
    pick(s, 0, 'Attack with Fierce');
    passChains(s);
    expect(s.g.lp[1]).toBe(16);
  });

  it('KALING 4.4-1 / KALING 4.4-2 / KALING 4.5-1: only quick effects are offered in a chain window; ignition effects are not', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['flash-draw', 'ice-energy'],
          field: [fld('dream-maker', 'A1'), fld('sun-child', 'B1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Move Sun Child');
    const opts = labels(s, 0).join(';');
    expect(opts).toContain('Ice Energy');
    expect(opts).not.toContain('Flash Draw');
    expect(opts).not.toContain('Dream Energy');
  });

  it('KALING 4.4-3: links resolve last in, first out', () => {
    const { s, log } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('ice-energy', 'E5', { faceDown: true })] },
      ],
    });
    void log;
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'E2');
    pick(s, 1, 'Ice Energy');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(4);
    expect(statAt(s, 'A1').sp).toBe(0);
    expect(s.effects.map((e) => e.op)).toEqual(['setsp', 'ap']);
  });

  it('KALING 4.4-4: in the middle of a move neither attacks nor ignition effects are offered', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('jungle-dart-frog', 'C3'), fld('dream-maker', 'A1')] },
        { deck: DECK, field: [fld('sun-child', 'C5')] },
      ],
    });
    pick(s, 0, 'Move Jungle');
    pick(s, 0, 'C4');
    expect(pending(s).kind).toBe('move');
    expect(labels(s, 0).every((l) => /^[A-E][1-5]\||^stop\|/.test(l))).toBe(true);
  });

  it("KALING 4.4-5: a lasting (永恒) effect changes values without a timing point (King Kuga's armour)", () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['king-kuga'], field: [fld('breeze-swordsman', 'A1'), fld('fierce-howl', 'B1')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('ice-energy', 'E5', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Pay to summon King');
    pick(s, 0, 'A1');
    pick(s, 0, 'B1');
    tryPick(s, 0, 'A1');
    expect(statAt(s, 'C4').ap).toBe(2);
  });

  it('KALING 4.5-2 / KALING 4.5-3: forced triggers activate by themselves, before anyone is asked', () => {
    const { s, log } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C2')] },
        { deck: DECK, field: [fld('guard-cactus', 'C4'), fld('ice-energy', 'E5', { faceDown: true })] },
      ],
    });
    void log;
    pick(s, 0, 'Move Sun Child');
    passChains(s);
    pick(s, 0, 'C3');
    expect(chainLinks(s).length).toBe(1);
    expect(chainLinks(s)[0].card).toBe('guard-cactus');
  });

  it('KALING 4.6-1: a trigger met while a chain resolves activates after it (Flame-head Imp)', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('flame-imp', 'B3')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    passUntil(s, 1, 'Cursed Fire');
    passChains(s);
    expect(s.g.lp[0]).toBe(18);
  });

  it('KALING 4.7-1: the same effect of the same card only once in a chain (a device facing two LP rises)', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['wood-energy'],
          field: [fld('peony-consort', 'A1'), fld('life-branch', 'B2', { gp: 1 })],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Wood Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'p0');
    passUntil(s, 0, 'Branch of the Life Tree');
    expect(has(s, 0, 'Branch of the Life Tree')).toBe(false);
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(2);
  });

  it('KALING 4.8-1: an area target hits whatever is on the cell at resolution', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('caesar-mammoth', 'C3')] },
        { deck: DECK, hand: ['wind-sprite'], field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Blazing Stomp');
    pick(s, 1, 'Wind Blessing');
    tryPick(s, 1, 'Saint Helier');
    pick(s, 1, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('saint-helier');
  });

  it('KALING 4.8-2: a card target follows the card to another cell', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, hand: ['wind-sprite'], field: [fld('saint-helier', 'C4')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    tryPick(s, 0, 'C3');
    pick(s, 1, 'Wind Blessing');
    tryPick(s, 1, 'Saint Helier');
    pick(s, 1, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBeNull();
    expect(cardsIn(s, 'p1:discard')).toContain('saint-helier');
  });

  it('KALING 4.8-3: a card that cannot be targeted is still hit through its cell, and vice versa', () => {
    // Fierce Howl protected from card targets still dies to the area target of Blazing Stomp.
    const b = board({
      players: [
        { deck: DECK, field: [fld('caesar-mammoth', 'C3')] },
        { deck: DECK, field: [fld('fierce-howl', 'C4'), fld('phantom', 'E5', { faceDown: true })] },
      ],
    }).s;
    pick(b, 0, 'Blazing Stomp');
    pick(b, 1, 'Phantom');
    tryPick(b, 1, 'Fierce Howl');
    passChains(b);
    expect(at(b, 'C4')).toBeNull();
    // Arctic Emperor's cell cannot be targeted, but the card itself can.
    const c2 = board({
      players: [
        { deck: DECK, hand: ['dark-energy'] },
        { deck: DECK, field: [fld('arctic-emperor', 'C4')] },
      ],
    }).s;
    pick(c2, 0, 'Activate Dark Energy');
    tryPick(c2, 0, 'C3');
    passChains(c2);
    expect(at(c2, 'C4')).toBeNull();
  });
});

describe('chapter 5 and 6: terms and player skills', () => {
  it('KALING 5-13: 限1 — after one card of the name uses the effect, no other card of that name may this turn', () => {
    const { s } = board({
      players: [
        { deck: ['arrow', 'arrow', 'arrow', 'arrow', 'arrow', 'arrow'], hand: ['heat-surge', 'heat-surge'] },
        P1,
      ],
    });
    pick(s, 0, 'Activate Heat Surge');
    tryPick(s, 0, 'E2');
    pick(s, 0, 3);
    passChains(s);
    expect(has(s, 0, 'Activate Heat Surge')).toBe(false);
    expect(cardsIn(s, 'p0:hand')).toEqual(['heat-surge']);
  });

  it('KALING 5-12: 场1 — once per stay on the field (Horn Cannon)', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['sun-child', 'arrow'], field: [fld('horn-cannon', 'C1')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Unix Ruin Cannon');
    pick(s, 0, 'C4');
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(has(s, 0, 'Unix Ruin Cannon')).toBe(false);
  });

  it('KALING 5-11: 回1 per card per turn', () => {
    const { s } = board({
      players: [{ deck: DECK, field: [fld('dream-maker', 'A1'), fld('dream-maker', 'B1')] }, P1],
    });
    expect(labels(s, 0).filter((l) => l.includes('Dream Energy')).length).toBe(2);
    pick(s, 0, 'Dream Energy');
    passChains(s);
    expect(labels(s, 0).filter((l) => l.includes('Dream Energy')).length).toBe(1);
  });

  it('KALING 5-14 / KALING 6-2: 调兵奇袭 costs by level, at most once a turn and twice a game, not on a 卡灵 summoned this turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'A1'), fld('king-kuga', 'C1', { summonedTurn: 3 })] },
        P1,
      ],
    });
    pick(s, 0, 'surprise redeploy');
    expect(labels(s, 0).map((l) => l.split('|')[0])).toEqual(['A1']);
    pick(s, 0, 'A1');
    pick(s, 0, 'A2');
    passChains(s);
    expect(at(s, 'A2')).toBe('sun-child');
    expect(s.g.energy[0]).toBe(4);
    expect(has(s, 0, 'surprise redeploy')).toBe(false);
    expect(s.g.raidCounts[0]).toBe(1);
    s.g.raidCounts[0] = 2;
    s.g.skillRaidUsed = 0;
    s.version++;
    expect(has(s, 0, 'surprise redeploy')).toBe(false);
  });

  it('KALING 6-1: 爆能抽卡 — 4 energy, draw 1, once a turn', () => {
    const { s } = board({ players: [{ deck: DECK }, P1] });
    pick(s, 0, 'power draw');
    passChains(s);
    expect(cardsIn(s, 'p0:hand').length).toBe(1);
    expect(s.g.energy[0]).toBe(2);
    expect(has(s, 0, 'power draw')).toBe(false);
  });

  it('KALING 6-3: the move a player skill causes is a timing point others answer (Guard Cactus)', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'C2')] },
        { deck: DECK, field: [fld('guard-cactus', 'C4')] },
      ],
    });
    pick(s, 0, 'surprise redeploy');
    pick(s, 0, 'C2');
    pick(s, 0, 'C3');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toContain('sun-child');
  });

  it('KALING 5-7 / KALING 5-8 / KALING 5-10: return to hand, back into the deck, onto the top of the deck', async () => {
    const { toDeck, toTop, bounce } = await import('../src/rules/05-terms.ts');
    const { Ctx } = await import('@arbiter/kernel');
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sun-child', 'A1'), fld('fierce-howl', 'B1'), fld('lava-sprite', 'C1')] },
        P1,
      ],
    });
    const ctx = new Ctx(s, kaling, null);
    bounce(ctx, idAt(s, 'A1'));
    toDeck(ctx, idAt(s, 'B1'));
    const top = toTop(ctx, idAt(s, 'C1'));
    expect(cardsIn(s, 'p0:hand')).toEqual(['sun-child']);
    expect(cardsIn(s, 'p0:deck')).toContain('fierce-howl');
    expect(s.zones['p0:deck'].objects.at(-1)).toBe(top);
    expect(s.g.cells.filter(Boolean).length).toBe(0);
  });

  it('KALING 5-18 / KALING 5-19: 坚守 stops battle clearing, 防爆 stops effect clearing', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('breeze-swordsman', 'C3')] },
        { deck: DECK, field: [fld('valkyrie', 'B3'), fld('metal-energy', 'E5', { faceDown: true })] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B2');
    passChains(s);
    expect(at(s, 'B3')).toBe('valkyrie');
    expect(stateHash(s)).toBeTypeOf('string');
  });
});
