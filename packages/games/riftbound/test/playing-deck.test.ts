/**
 * RB 346–356 the parts of playing that need no chain (locations, targets, total cost, timing,
 * entering ready), RB 101–103 deck construction with the nine decks, RB 124–138 card data.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import { deckList, PRECONS, READY_DECKS } from '../src/decks.ts';
import riftbound from '../src/index.ts';
import { validateDeck } from '../src/rules/103-deck.ts';
import {
  abilityTimingAllows,
  entersReady,
  playLocations,
  targetsAvailable,
  timingAllows,
  totalCost,
  validTargets,
} from '../src/rules/346-playing.ts';
import { addContinuous } from '../src/rules/450-layers.ts';
import { Z } from '../src/state.ts';
import { board, scopeFor } from './kit.ts';

const PORO = 'ogn-013-298';
const CORSAIR = 'ogn-130-298';

describe('RB 352.2 where a unit is played', () => {
  it('RB 352.2.a: its controller’s base or a battlefield they control', () => {
    const b = board({ control: [0, 1] });
    expect(playLocations(b.s, 0, CORSAIR)).toEqual([Z.base(0), Z.at(0)]);
    expect(playLocations(b.s, 1, CORSAIR)).toEqual([Z.base(1), Z.at(1)]);
  });

  it('RB 352.2.b: "an open battlefield" (Sneaky Deckhand) and "an occupied enemy battlefield" (Dauntless Vanguard) add places', () => {
    const b = board({ control: [1, null], p1: { bf0: [PORO] } });
    expect(playLocations(b.s, 0, 'ogn-176-298')).toEqual([Z.base(0), Z.at(1)]);
    expect(playLocations(b.s, 0, 'sfd-093-221')).toEqual([Z.base(0), Z.at(0)]);
  });

  it('RB 737.1.d.1: a unit played from a facedown zone goes to that battlefield', () => {
    const b = board();
    expect(playLocations(b.s, 0, 'ogn-135-298', Z.at(1))).toEqual([Z.at(1)]);
  });
});

describe('RB 352.5–352.14 targets', () => {
  it('RB 352.8.a.1, RB 352.8.b: "a unit at a battlefield" is a unit on the board at a battlefield, either side', () => {
    const b = board({
      p0: { base: [PORO], bf0: [CORSAIR], hand: [{ card: CORSAIR, as: 'inHand' }] },
      p1: { bf1: [{ card: PORO, as: 'enemy' }] },
    });
    const slot = { sel: { kind: 'unit' as const, at: 'battlefield' as const } };
    expect(validTargets(b.s, slot, scopeFor(b.s, 0)).sort()).toEqual([b.id[CORSAIR], b.id.enemy].sort());
  });

  it('RB 185.2, RB 352.8.b: friendly and enemy are relative to the controller; "another" excludes the source (RB 352.8.c)', () => {
    const b = board({ p0: { base: [PORO, CORSAIR] }, p1: { base: [{ card: PORO, as: 'enemy' }] } });
    const friendlyOther = { sel: { kind: 'unit' as const, side: 'friendly' as const, other: true } };
    expect(validTargets(b.s, friendlyOther, scopeFor(b.s, 0, b.id[PORO]))).toEqual([b.id[CORSAIR]]);
    expect(
      validTargets(b.s, { sel: { kind: 'unit' as const, side: 'enemy' as const } }, scopeFor(b.s, 0)),
    ).toEqual([b.id.enemy]);
  });

  it('RB 352.10.a, RB 352.10.a.1: cards in your trash can be chosen (a public zone); "a gear" or "a unit at a battlefield" as one slot', () => {
    const b = board({ p0: { trash: [CORSAIR, 'ogn-005-298'], base: ['ogn-090-298'], bf0: [PORO] } });
    expect(validTargets(b.s, { sel: { kind: 'unit', zone: 'trash' } }, scopeFor(b.s, 0))).toEqual([
      b.id[CORSAIR],
    ]);
    const either = {
      sel: [{ kind: 'unit' as const, at: 'battlefield' as const }, { kind: 'gear' as const }],
    };
    expect(validTargets(b.s, either, scopeFor(b.s, 0)).sort()).toEqual(
      [b.id['ogn-090-298'], b.id[PORO]].sort(),
    );
  });

  it('RB 352.7, RB 352.13: a required slot with no valid choice blocks playing; an "up to" slot never does', () => {
    const b = board();
    expect(targetsAvailable(b.s, [{ sel: { kind: 'unit' } }], scopeFor(b.s, 0))).toBe(false);
    expect(targetsAvailable(b.s, [{ sel: { kind: 'unit' }, n: 2, upTo: true }], scopeFor(b.s, 0))).toBe(true);
  });

  it('RB 737.1.d.2: a hidden card’s targets come from its battlefield when any are there', () => {
    const b = board({ p0: { bf0: [PORO] }, p1: { bf1: [CORSAIR] } });
    const slot = { sel: { kind: 'unit' as const } };
    expect(validTargets(b.s, slot, scopeFor(b.s, 0), Z.at(0))).toEqual([b.id[PORO]]);
  });
});

describe('RB 353 total cost', () => {
  it('RB 130.2, RB 130.3: the printed Energy and Power', () => {
    const b = board({ p0: { hand: ['ogn-037-298'] } });
    expect(totalCost(b.s, 0, b.id['ogn-037-298']).owed).toEqual({ energy: 3, power: ['fury'] });
  });

  it('RB 353.1, RB 353.1.a, RB 737.1.b: a cost that is ignored is 0; RB 353.1.c: an optional cost paid still adds (Accelerate)', () => {
    const b = board({ p0: { hand: ['ogn-001-298'] } });
    expect(totalCost(b.s, 0, b.id['ogn-001-298'], { ignoreCost: true }).owed).toEqual({
      energy: 0,
      power: [],
    });
    // RB 731.1.a, RB 731.1.a.1: Accelerate is 1 Energy and 1 Power of the unit's domain.
    expect(totalCost(b.s, 0, b.id['ogn-001-298'], { ignoreCost: true, accelerate: true }).owed).toEqual({
      energy: 1,
      power: ['fury'],
    });
    expect(totalCost(b.s, 0, b.id['ogn-001-298'], { fromHidden: true }).owed.energy).toBe(0);
  });

  it('RB 353.2.a.2, RB 735.1.c, RB 735.1.c.1: choosing an opponent’s Deflect unit adds [A]; your own does not', () => {
    const b = board({
      p0: { hand: ['ogn-024-298'], base: [{ card: PORO, as: 'mine' }] },
      p1: { bf0: [PORO] },
    });
    expect(totalCost(b.s, 0, b.id['ogn-024-298'], { targets: [b.id[PORO]] }).owed).toEqual({
      energy: 3,
      power: ['fury', 'any'],
    });
    expect(totalCost(b.s, 0, b.id['ogn-024-298'], { targets: [b.id.mine] }).owed.power).toEqual(['fury']);
  });

  it('RB 746.1.c.1, RB 746.1.c.2: each Repeat paid adds its cost', () => {
    const b = board({ p0: { hand: ['sfd-077-221'] } });
    expect(totalCost(b.s, 0, b.id['sfd-077-221'], { repeats: 1 }).owed).toEqual({
      energy: 8,
      power: ['mind', 'mind'],
    });
  });

  it('RB 363.2, RB 363.2.a, RB 353.4, RB 353.5: the card’s own discount applies from the hand and never goes below 0 (Rhasa)', () => {
    const trash = Array.from({ length: 12 }, (_, i) => ({ card: PORO, as: `t${i}` }));
    const b = board({ p0: { hand: ['ogn-195-298'], trash: trash.slice(0, 4) } });
    expect(totalCost(b.s, 0, b.id['ogn-195-298']).owed.energy).toBe(6);
    const b2 = board({ p0: { hand: ['ogn-195-298'], trash } });
    expect(totalCost(b2.s, 0, b2.id['ogn-195-298']).owed.energy).toBe(0);
  });

  it('RB 353.2.b.1, RB 353.4.d.1: an optional additional cost with its discount (Brazen Buccaneer: discard 1, 2 less)', () => {
    const b = board({ p0: { hand: ['ogn-002-298'] } });
    expect(totalCost(b.s, 0, b.id['ogn-002-298']).owed.energy).toBe(6);
    const paid = totalCost(b.s, 0, b.id['ogn-002-298'], { optionalPaid: true });
    expect(paid.owed.energy).toBe(4);
    expect(paid.extra).toEqual([{ discard: 1 }]);
  });

  it('RB 353.2.a.1: a mandatory additional cost is always part of the total (Cruel Patron: kill a friendly unit)', () => {
    const b = board({ p0: { hand: ['ogn-208-298'] } });
    expect(totalCost(b.s, 0, b.id['ogn-208-298']).extra).toEqual([{ killFriendly: 1 }]);
  });

  it('RB 353.4.a, RB 353.4.c: another card’s discount with a minimum (Eager Apprentice at a battlefield: spells 1 less, not below 1)', () => {
    const b = board({ p0: { bf0: ['ogn-084-298'], hand: ['ogn-024-298', 'ogn-095-298'] } });
    expect(totalCost(b.s, 0, b.id['ogn-024-298']).owed.energy).toBe(2);
    expect(totalCost(b.s, 0, b.id['ogn-095-298']).owed.energy).toBe(1);
    const atBase = board({ p0: { base: ['ogn-084-298'], hand: ['ogn-024-298'] } });
    expect(totalCost(atBase.s, 0, atBase.id['ogn-024-298']).owed.energy).toBe(3);
  });
});

describe('RB 151, RB 155, RB 307–310, RB 732, RB 739: timing', () => {
  const neutralOpenMine = { showdown: false, closed: false, ownTurn: true };
  const showdownOpen = { showdown: true, closed: false, ownTurn: false };
  const closed = { showdown: false, closed: true, ownTurn: false };

  it('RB 151, RB 310.1.a: a plain spell or unit only on your turn in a Neutral Open state', () => {
    expect(timingAllows(CARDS['ogn-229-298'], neutralOpenMine)).toBe(true);
    expect(timingAllows(CARDS['ogn-229-298'], { ...neutralOpenMine, ownTurn: false })).toBe(false);
    expect(timingAllows(CARDS['ogn-229-298'], showdownOpen)).toBe(false);
    expect(timingAllows(CARDS[CORSAIR], closed)).toBe(false);
  });

  it('RB 155.2.a, RB 155.2.a.1, RB 308.1.a, RB 732.1.c.1: Action adds showdowns on any turn, not Closed states', () => {
    expect(timingAllows(CARDS['ogn-024-298'], showdownOpen)).toBe(true);
    expect(timingAllows(CARDS['ogn-024-298'], closed)).toBe(false);
  });

  it('RB 155.2.b, RB 155.2.b.2, RB 309.1.a, RB 739.1.c.1: Reaction adds Closed states; RB 745.1.b: Quick-Draw has Reaction; RB 737.6: a facedown Hidden card too', () => {
    expect(timingAllows(CARDS['ogn-169-298'], closed)).toBe(true);
    expect(timingAllows(CARDS['sfd-022-221'], closed)).toBe(true);
    expect(timingAllows(CARDS['ogn-213-298'], closed)).toBe(false);
    expect(timingAllows(CARDS['ogn-213-298'], closed, true)).toBe(true);
  });

  it('RB 374, RB 144.2, RB 148.2: activated abilities on your turn in an Open State, not in showdowns, unless Action or Reaction', () => {
    expect(abilityTimingAllows(undefined, neutralOpenMine)).toBe(true);
    expect(abilityTimingAllows(undefined, showdownOpen)).toBe(false);
    expect(abilityTimingAllows(undefined, closed)).toBe(false);
    expect(abilityTimingAllows('reaction', closed)).toBe(true);
  });
});

describe('RB 142.4 entering ready', () => {
  it('RB 142.4, RB 142.4.a: units enter exhausted unless Accelerate, "I enter ready", or another effect says so; RB 147.1: gear enters ready', () => {
    const b = board({ p0: { base: ['ogn-011-298'] } });
    expect(entersReady(b.s, 1, CORSAIR, false)).toBe(false);
    expect(entersReady(b.s, 0, CORSAIR, false)).toBe(true); // Magma Wurm: other friendly units
    expect(entersReady(b.s, 1, 'ogn-001-298', true)).toBe(true); // RB 731.6
    expect(entersReady(b.s, 1, 'ogs-016-024', false)).toBe(true);
    expect(entersReady(b.s, 1, 'ogn-090-298', false)).toBe(true);
    addContinuous(b.ctx, { enterReady: { kind: 'unit', side: 'friendly' } }, 'turn', 1);
    expect(entersReady(b.s, 1, CORSAIR, false)).toBe(true);
  });

  it('a conditional "I enter ready" (Breakneck Mech: if you control another Mech)', () => {
    const b = board({ p0: { base: ['sfd-062-221'] } });
    expect(entersReady(b.s, 0, 'sfd-071-221', false)).toBe(true);
    expect(entersReady(b.s, 1, 'sfd-071-221', false)).toBe(false);
  });
});

describe('RB 101–103 deck construction, RB 462.4.a', () => {
  it('RB 103: the nine ready decks are legal, and the game offers them', () => {
    expect(READY_DECKS).toHaveLength(9);
    for (const d of READY_DECKS) expect(validateDeck(d), d.name).toEqual([]);
    expect(riftbound.decks.ready).toHaveLength(9);
  });

  it('RB 103.2, RB 462.4.a: the Proving Grounds lists as transcribed are one card short and bring one battlefield (the stand-in completes them)', () => {
    for (const p of PRECONS.filter((x) => x.product === 'Proving Grounds')) {
      const v = validateDeck(deckList(p, false)).map((x) => x.rule);
      expect(v).toEqual(['RB 103.2', 'RB 462.4.a']);
    }
    for (const p of PRECONS.filter((x) => x.product !== 'Proving Grounds'))
      expect(validateDeck(deckList(p, false))).toEqual([]);
  });

  it('RB 103.1, RB 103.1.b.1, RB 103.1.b.3, RB 103.1.b.4: one legend; every card within its Domain Identity', () => {
    const d = deckList(PRECONS[4], true);
    const bad = { ...d, cards: { ...d.cards, 'ogn-052-298': 1 }, extra: { ...d.extra, legend: {} } };
    const rules = validateDeck(bad).map((x) => x.rule);
    expect(rules).toContain('RB 103.1');
    const off = { ...d, cards: { ...d.cards, 'ogn-052-298': 1 } };
    expect(validateDeck(off).map((x) => x.message.en)).toEqual([
      expect.stringMatching(/Stalwart Poro.*Domain Identity/),
    ]);
    // The Chosen Champion counts too when it is not also in the Main Deck (Lux, Crownguard is Order).
    const champ = { ...d, extra: { ...d.extra, champion: { 'ogs-014-024': 1 } } };
    expect(validateDeck(champ).map((x) => x.message.en)).toContainEqual(
      expect.stringMatching(/Lux, Crownguard.*Domain Identity/),
    );
  });

  it('RB 103.2.a, RB 103.2.a.2: the Chosen Champion is a champion unit sharing the legend’s tag and one of the Main Deck', () => {
    const d = deckList(PRECONS[4], true);
    expect(
      validateDeck({ ...d, extra: { ...d.extra, champion: { 'ogn-036-298': 1 } } }).map((x) => x.rule),
    ).toContain('RB 103.2.a.2');
    expect(
      validateDeck({ ...d, extra: { ...d.extra, champion: { 'ogs-018-024': 1 } } }).map((x) => x.rule),
    ).toContain('RB 103.2.a.2');
    const without = { ...d, cards: { ...d.cards } };
    delete (without.cards as Record<string, number>)['ogn-030-298'];
    expect(validateDeck(without).map((x) => x.rule)).toContain('RB 103.2.a.1');
  });

  it('RB 103.2.b, RB 103.2.b.1: at most three of a name, the champion counted', () => {
    const d = deckList(PRECONS[4], true);
    expect(validateDeck({ ...d, cards: { ...d.cards, 'ogn-030-298': 4 } }).map((x) => x.rule)).toContain(
      'RB 103.2.b',
    );
  });

  it('RB 103.2.d.1, RB 103.2.d.2: at most three Signature cards, all with the legend’s champion tag', () => {
    const d = deckList(PRECONS[0], true);
    expect(validateDeck({ ...d, cards: { ...d.cards, 'ogs-018-024': 4 } }).map((x) => x.rule)).toEqual(
      expect.arrayContaining(['RB 103.2.d.1', 'RB 103.2.b']),
    );
    const axe = validateDeck({ ...d, cards: { ...d.cards, 'sfd-186-221': 1 } }).map((x) => x.rule);
    expect(axe).toContain('RB 103.2.d.2');
  });

  it('RB 103.3.a, RB 103.3.a.1: exactly 12 runes of the Domain Identity; RB 103.4.c: no battlefield twice', () => {
    const d = deckList(PRECONS[4], true);
    const runes = validateDeck({
      ...d,
      extra: { ...d.extra, runes: { 'ogn-007-298': 6, 'ogn-042-298': 5 } },
    }).map((x) => x.rule);
    expect(runes).toEqual(expect.arrayContaining(['RB 103.3.a', 'RB 103.3.a.1']));
    const twice = validateDeck({ ...d, extra: { ...d.extra, battlefields: { 'ogn-289-298': 3 } } }).map(
      (x) => x.rule,
    );
    expect(twice).toContain('RB 103.4.c');
  });

  it('RB 132.4, RB 179: a rune, legend, battlefield or token is not a Main Deck card; an unknown id is named', () => {
    const d = deckList(PRECONS[4], true);
    const v = validateDeck({ ...d, cards: { ...d.cards, 'ogn-271-298': 1, 'no-such': 1 } });
    expect(v.map((x) => x.message.en)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not a Main Deck card/),
        expect.stringMatching(/no-such/),
      ]),
    );
  });
});
