/**
 * Rule tests chapter by chapter, for the rules whose content is the data model, the zones, the
 * vocabulary or the characteristics: each test names the rules it checks and asserts them.
 */
import { createGame, submit, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS, parseCard, TOKEN_CARD } from '../src/cards/registry.ts';
import { DOMAINS } from '../src/cards/schema.ts';
import { deckList, PRECONS, READY_DECKS } from '../src/decks.ts';
import riftbound from '../src/index.ts';
import { validateDeck } from '../src/rules/103-deck.ts';
import { allPermanents, locations } from '../src/rules/105-zones.ts';
import { abilityController, establishControl, immovable } from '../src/rules/165-battlefields.ts';
import { playLocations, timingAllows, totalCost, validTargets } from '../src/rules/346-playing.ts';
import {
  buff,
  burnOut,
  channel,
  createToken,
  discard,
  draw,
  exhaust,
  heal,
  kill,
  markDamage,
  ready,
  recycleToDeck,
  reveal,
  spendBuff,
  stun,
} from '../src/rules/400-actions.ts';
import { moveUnits, recall, standardMove, standardMoveDestinations } from '../src/rules/423-movement.ts';
import { lethal } from '../src/rules/437-combat.ts';
import { score } from '../src/rules/445-scoring.ts';
import { addMight, characteristics, grantKeywords, LAYERS } from '../src/rules/450-layers.ts';
import { bonusDamage, damageFor } from '../src/rules/701-additional.ts';
import { hide, hideOptions, playableFromHidden } from '../src/rules/726-keywords.ts';
import { amount, holds, matches, scopeOf, select } from '../src/rules/vocabulary.ts';
import { isBoardZone, isLocation, type RbGame, Z } from '../src/state.ts';
import { board, keywords, might, type S, scopeFor } from './kit.ts';

const PORO = 'ogn-013-298'; // Pouty Poro, 2, Deflect
const CORSAIR = 'ogn-130-298'; // 3
const ORB = 'ogn-090-298'; // gear
const SCRAPHEAP = 'ogn-182-298'; // gear
const STALWART = 'ogn-052-298'; // 2, Shield
const VI = 'ogn-036-298'; // 3, Ganking
const JINX_DECK = () => deckList(PRECONS[4], true);

function game(seed = 'ch'): S {
  return createGame(riftbound, { seed, players: 2, decks: [READY_DECKS[4], READY_DECKS[5]] }) as S;
}

describe('RB 000–055', () => {
  it('RB 002: a card that says otherwise wins over the rule (Sneaky Deckhand may go to an open battlefield, Magma Wurm makes units enter ready)', () => {
    const b = board();
    expect(playLocations(b.s, 0, CORSAIR)).toEqual([Z.base(0)]);
    expect(playLocations(b.s, 0, 'ogn-176-298')).toEqual([Z.base(0), Z.at(0), Z.at(1)]);
  });

  it('RB 053, RB 053.1, RB 053.2, RB 053.3: "I"/"this" is the source; a battlefield’s "here" is itself', () => {
    const b = board({
      battlefields: ['ogn-294-298', 'ogn-288-298'],
      p0: { bf0: [{ card: CORSAIR, as: 'u' }], base: [{ card: ORB, as: 'g' }] },
    });
    expect(scopeOf(b.s, b.id.u)).toMatchObject({ source: b.id.u, here: Z.at(0), controller: 0 });
    expect(scopeOf(b.s, b.id.g)).toMatchObject({ source: b.id.g, here: Z.base(0) });
    expect(scopeOf(b.s, b.id.bf0)).toMatchObject({ source: b.id.bf0, here: Z.at(0), controller: null });
  });
});

describe('RB 103 deck construction', () => {
  it('RB 103.1.b, RB 103.1.b.2, RB 103.2.c, RB 103.4, RB 103.4.a, RB 103.4.b: the legend’s domains are the identity; three battlefields, colourless ones fit any identity', () => {
    const d = JINX_DECK();
    expect(CARDS['ogn-251-298'].domains).toEqual(['fury', 'chaos']);
    expect(validateDeck(d)).toEqual([]);
    const two = { ...d, extra: { ...d.extra, battlefields: { 'ogn-289-298': 1, 'ogn-298-298': 1 } } };
    expect(validateDeck(two).map((v) => v.rule)).toEqual(['RB 462.4.a']);
  });

  it('RB 103.2.b.2: cards of one character with different names count apart (three of each Fiora)', () => {
    const d = deckList(PRECONS[7], true);
    const more = { ...d, cards: { ...d.cards, 'sfd-110-221': 3, 'ogn-232-298': 1, 'sfd-156-221': 0 } };
    delete (more.cards as Record<string, number>)['sfd-156-221'];
    expect(validateDeck(more).filter((v) => v.rule === 'RB 103.2.b')).toEqual([]);
  });

  it('RB 103.2.d, RB 103.2.d.3: Signature cards are limited and cannot be the Chosen Champion', () => {
    const d = deckList(PRECONS[0], true);
    const v = validateDeck({ ...d, extra: { ...d.extra, champion: { 'ogs-018-024': 1 } } }).map(
      (x) => x.rule,
    );
    expect(v).toContain('RB 103.2.a.2');
  });

  it('RB 103.1.a, RB 103.2.e, RB 103.2.e.1, RB 103.3, RB 103.3.b: the legend starts in its zone; both decks are secret, separate and shuffled', () => {
    const s = game();
    expect(s.zones[Z.legend(0)].objects).toHaveLength(1);
    expect(s.zones[Z.deck(0)].visibility).toBe('hidden');
    expect(s.zones[Z.runeDeck(0)].visibility).toBe('hidden');
    const v = viewFor(s, riftbound, 0) as any;
    expect(JSON.stringify(v.zones[Z.deck(0)])).not.toMatch(/"card"/);
  });
});

describe('RB 105–109 the board and the other zones', () => {
  it('RB 106.1, RB 106.2, RB 106.2.a, RB 106.2.b, RB 106.2.c, RB 106.2.e, RB 106.3, RB 106.3.a, RB 106.3.b, RB 106.4, RB 106.4.e, RB 106.5, RB 106.5.a, RB 106.5.b, RB 106.5.c: the board’s zones and which are locations', () => {
    const b = board();
    expect(locations(b.s)).toEqual([Z.base(0), Z.base(1), Z.at(0), Z.at(1)]);
    for (const z of [Z.base(0), Z.at(1)]) expect(isLocation(z)).toBe(true);
    for (const z of [Z.facedown(0), Z.legend(0), Z.runes(0)]) expect(isLocation(z)).toBe(false);
    for (const z of [Z.facedown(0), Z.legend(0), Z.runes(0), Z.battlefields])
      expect(isBoardZone(z)).toBe(true);
  });

  it('RB 106.2.d: a player’s units never go to another player’s base (moves and recalls go to their own)', () => {
    const b = board({ p1: { bf0: [{ card: CORSAIR, as: 'u' }] } });
    expect(standardMoveDestinations(b.s, b.id.u)).toEqual([Z.base(1)]);
    recall(b.ctx, b.id.u);
    expect(b.s.objects[b.id.u].zone).toBe(Z.base(1));
  });

  it('RB 106.5.d: the legend stays in its zone (nothing kills or moves it)', () => {
    const b = board({ p0: { legend: { card: 'ogn-251-298', as: 'l' } } });
    expect(kill(b.ctx, b.id.l)).toBeNull();
    expect(moveUnits(b.ctx, [b.id.l], Z.at(0))).toEqual([]);
    expect(immovable(b.s, b.id.l)).toBe(true);
  });

  it('RB 107, RB 107.1, RB 107.1.a, RB 107.1.c, RB 107.2, RB 107.2.a, RB 107.3, RB 107.3.a, RB 107.3.b, RB 107.4, RB 107.4.a, RB 107.4.b, RB 107.5, RB 107.5.a, RB 107.5.c, RB 107.6, RB 107.6.a, RB 107.6.b: each player’s non-board zones', () => {
    const s = game();
    for (const p of [0, 1])
      for (const z of [Z.trash(p), Z.champion(p), Z.deck(p), Z.runeDeck(p), Z.banish(p), Z.hand(p)]) {
        expect(s.zones[z].owner).toBe(p);
        expect(isBoardZone(z)).toBe(false);
      }
    // RB 107.6.b: drawn cards go to the hand.
    expect(s.zones[Z.hand(0)].objects).toHaveLength(4);
  });

  it('RB 107.6.f: a card always goes to its owner’s hand', async () => {
    const { ownersZone } = await import('../src/rules/105-zones.ts');
    const b = board({ p1: { base: [{ card: CORSAIR, as: 'u' }] } });
    b.s.objects[b.id.u].controller = 0;
    expect(ownersZone(b.s.objects[b.id.u], 'hand')).toBe(Z.hand(1));
  });

  it('RB 108.1, RB 108.2, RB 127.1, RB 127.2, RB 127.3, RB 127.5: the board and its state are public to both players; decks are secret', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, as: 'u', buff: 1, exhausted: true }], deck: [PORO] } });
    const v = viewFor(b.s, riftbound, 1) as any;
    const seen = v.zones[Z.at(0)].objects.find((o: any) => o.id === b.id.u);
    expect(seen).toMatchObject({ card: CORSAIR, data: { buff: 1, exhausted: true } });
    expect(JSON.stringify(v.zones[Z.deck(0)])).not.toMatch(/ogn-013/);
  });
});

describe('RB 110–118 setup', () => {
  it('RB 113.1, RB 114.1, RB 114.2, RB 115.1, RB 115.1.a, RB 115.1.b, RB 115.1.c, RB 115.2, RB 126, RB 126.1: battlefields by the mode, decks in their zones, owners, turns alternating', () => {
    const s = game('setup2');
    expect(s.g.battlefields).toHaveLength(2);
    for (const id of s.zones[Z.deck(1)].objects) expect(s.objects[id].owner).toBe(1);
    for (const id of s.zones[Z.runeDeck(0)].objects) expect(CARDS[s.objects[id].card].type).toBe('rune');
    const first = s.g.first;
    submit(s, riftbound, { player: first, answer: [] });
    submit(s, riftbound, { player: 1 - first, answer: [] });
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.g.tp);
      submit(s, riftbound, { player: s.g.tp, answer: 'end' });
    }
    expect(order).toEqual([first, 1 - first, first, 1 - first]);
  });
});

describe('RB 124–138 cards', () => {
  it('RB 130.2.a, RB 130.3.a, RB 130.3.b: Energy is a number; Power is a list of symbols, maybe empty', () => {
    expect(CARDS['ogn-037-298'].cost).toEqual({ energy: 3, power: ['fury'] });
    expect(CARDS['ogn-232-298'].cost).toEqual({ energy: 4, power: [] });
    expect(CARDS['ogs-018-024'].cost).toEqual({ energy: 8, power: ['own', 'own'] });
  });

  it('RB 131, RB 131.1, RB 131.3, RB 131.4: a card’s name is its full published name; its Chinese name names the same card', () => {
    expect(CARDS['ogn-030-298'].name).toEqual({ en: 'Jinx, Demolitionist', zh: '金克丝 - 爆破专家' });
    const names = Object.values(CARDS)
      .filter((c) => c.supertype !== 'token')
      .map((c) => c.name.en);
    expect(new Set(names).size).toBe(names.length);
  });

  it('RB 132.3, RB 132.4.a, RB 132.4.a.1, RB 132.4.a.2, RB 132.4.b, RB 132.4.b.1: units and gear are permanents (on the board), spells are not', () => {
    const b = board({
      p0: {
        base: [
          { card: CORSAIR, as: 'u' },
          { card: ORB, as: 'g' },
        ],
        runes: ['ogn-007-298'],
        hand: ['ogn-229-298'],
      },
    });
    expect(allPermanents(b.s).sort()).toEqual([b.id.u, b.id.g].sort());
    const perm = select(b.s, characteristics(b.s), { kind: 'permanent' }, scopeFor(b.s, 0));
    expect(perm.sort()).toEqual([b.id.u, b.id.g].sort());
  });

  it('RB 132.5, RB 132.5.a, RB 132.5.a.1, RB 132.6, RB 132.6.a, RB 132.6.a.1, RB 132.6.b, RB 132.6.b.1: runes start in the rune deck; battlefields and legends on the board', () => {
    const s = game();
    expect(s.zones[Z.runeDeck(0)].objects.length + s.zones[Z.runes(0)].objects.length).toBe(12);
    expect(s.zones[Z.battlefields].objects.map((id) => CARDS[s.objects[id].card].type)).toEqual([
      'battlefield',
      'battlefield',
    ]);
    expect(CARDS[s.objects[s.zones[Z.legend(1)].objects[0]].card].type).toBe('legend');
  });

  it('RB 132.7, RB 132.7.a, RB 132.7.b, RB 132.7.c, RB 132.8, RB 132.8.a, RB 132.8.b: supertypes and tags; champion tags link legend, champion and signature cards', () => {
    const all = Object.values(CARDS);
    for (const c of all.filter((x) => x.supertype === 'champion' && x.type !== 'legend'))
      expect(c.type, c.id).toBe('unit');
    expect(CARDS['ogs-018-024'].supertype).toBe('signature');
    for (const k of Object.keys(TOKEN_CARD))
      expect(CARDS[TOKEN_CARD[k as keyof typeof TOKEN_CARD]].supertype).toBe('token');
    expect(CARDS['ogs-018-024'].tags).toContain('Annie');
    expect(CARDS['ogs-017-024'].tags).toContain('Annie');
  });

  it('RB 133, RB 133.1, RB 133.2, RB 133.2.a, RB 133.2.b, RB 133.2.c, RB 133.2.d, RB 133.2.e, RB 133.2.f: the six domains', () => {
    expect([...DOMAINS]).toEqual(['fury', 'calm', 'mind', 'body', 'chaos', 'order']);
    expect(CARDS['ogn-007-298'].domains).toEqual(['fury']);
    expect(CARDS['ogn-214-298'].domains).toEqual(['order']);
    expect(CARDS['ogn-280-298'].domains).toEqual([]);
  });

  it('RB 134, RB 134.1, RB 134.2, RB 134.2.a, RB 134.2.a.1, RB 134.2.a.2, RB 134.2.b, RB 134.2.b.1, RB 134.2.b.2, RB 134.2.c, RB 134.2.c.1, RB 134.2.c.2, RB 134.3: rules text is abilities, instructions and keywords, or nothing', () => {
    expect(CARDS['ogn-049-298'].abilities).toEqual([]);
    expect(CARDS['ogn-024-298'].abilities[0]).toMatchObject({
      kind: 'spell',
      steps: [{ do: 'deal' }, { do: 'draw' }],
    });
    expect(CARDS['ogn-030-298'].keywords).toEqual({ accelerate: 1, assault: 2 });
    expect(CARDS['ogn-090-298'].abilities[0].kind).toBe('activated');
  });

  it('RB 134.2.e, RB 134.2.e.1, RB 134.2.e.2, RB 134.2.e.4, RB 134.2.e.5, RB 134.2.e.5.b, RB 134.2.e.6.a: [E], domain Power, [A] and [C] in costs', () => {
    expect(CARDS['ogn-090-298'].abilities[0]).toMatchObject({ cost: { exhaust: true } });
    expect(CARDS['sfd-095-221'].abilities[0]).toMatchObject({ cost: { power: ['body'] } });
    expect(CARDS['sfd-186-221'].abilities[0]).toMatchObject({ cost: { power: ['any'] } });
    const b = board({ p0: { hand: [{ card: 'ogn-005-298', as: 's' }] } });
    expect(totalCost(b.s, 0, b.id.s).owed.power).toEqual([]);
    const b2 = board({ p0: { hand: [{ card: 'ogn-008-298', as: 's' }] } });
    expect(totalCost(b2.s, 0, b2.id.s).owed.power).toEqual(['fury']);
  });

  it('RB 135, RB 135.1, RB 135.2, RB 135.2.a, RB 136, RB 136.2: effect text and Might Bonus in the data (empty effect text allowed; +0 allowed)', () => {
    expect(CARDS['sfd-108-221'].effectText).toHaveLength(1);
    expect(CARDS['sfd-161-221'].effectText).toBeUndefined();
    const zero = parseCard({ ...CARDS['sfd-161-221'], mightBonus: 0 });
    expect(zero.ok).toBe(true);
  });
});

describe('RB 139–148 units and gear', () => {
  it('RB 140, RB 140.1, RB 140.1.a, RB 140.1.a.1, RB 140.1.a.2, RB 140.1.a.3, RB 140.1.a.4, RB 140.1.b, RB 140.1.b.1, RB 140.1.b.2, RB 140.1.b.3, RB 140.2, RB 140.2.a, RB 140.2.b: units on the board and in the trash', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, as: 'u' }], trash: [{ card: PORO, as: 't' }] } });
    const ch = characteristics(b.s);
    const sc = scopeFor(b.s, 0);
    expect(matches(b.s, ch, { kind: 'unit' }, sc, b.id.u)).toBe(true);
    expect(matches(b.s, ch, { kind: 'unit' }, sc, b.id.t)).toBe(false);
    expect(matches(b.s, ch, { kind: 'unit', zone: 'trash' }, sc, b.id.t)).toBe(true);
    expect(kill(b.ctx, b.id.u)).not.toBeNull();
  });

  it('RB 141, RB 141.1, RB 141.3, RB 141.4, RB 142, RB 142.2, RB 142.3, RB 142.3.b: damage is marked per unit and healed; lethal when it reaches Might', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'u' }] } });
    markDamage(b.ctx, b.id.u, 2);
    expect(lethal(b.s, b.id.u)).toBe(1);
    heal(b.ctx, b.id.u);
    expect(lethal(b.s, b.id.u)).toBe(3);
  });

  it('RB 142.1, RB 142.1.a, RB 142.1.b: tags do nothing by themselves but effects read them (your Mechs)', () => {
    const b = board({
      p0: {
        base: [
          { card: 'sfd-062-221', as: 'm' },
          { card: CORSAIR, as: 'x' },
        ],
      },
    });
    const mechs = select(b.s, characteristics(b.s), { kind: 'unit', tag: 'Mech' }, scopeFor(b.s, 0));
    expect(mechs).toEqual([b.id.m]);
    expect(might(b.s, b.id.m)).toBe(3);
  });

  it('RB 143.1, RB 143.3.b, RB 143.4, RB 143.4.a.1, RB 143.4.c: moving units from different origins to one destination; Ganking adds battlefields', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'a' }], bf1: [{ card: VI, as: 'v' }] } });
    expect(standardMoveDestinations(b.s, b.id.v)).toEqual([Z.base(0), Z.at(0)]);
    standardMove(b.ctx, [b.id.a, b.id.v], Z.at(0));
    expect([b.s.objects[b.id.a].zone, b.s.objects[b.id.v].zone]).toEqual([Z.at(0), Z.at(0)]);
  });

  it('RB 144, RB 144.1, RB 148, RB 148.1, RB 372: units, gear and legends have activated abilities (cost ":" effect)', () => {
    expect(CARDS[VI].abilities[0].kind).toBe('activated');
    expect(CARDS[ORB].abilities[0].kind).toBe('activated');
    expect(CARDS['ogn-257-298'].abilities[0].kind).toBe('activated');
  });

  it('RB 146, RB 146.1, RB 146.1.a, RB 146.1.a.1, RB 146.1.a.2, RB 146.1.a.3, RB 146.1.a.4, RB 146.1.b, RB 146.1.b.1, RB 146.1.b.2, RB 146.1.b.3, RB 146.2, RB 146.2.a, RB 146.2.b, RB 147, RB 147.2: gear is played only to its base, is public, chosen by what names gear, killable', () => {
    const b = board({
      control: [0, null],
      p0: { base: [{ card: ORB, as: 'g' }], trash: [{ card: SCRAPHEAP, as: 't' }] },
    });
    expect(playLocations(b.s, 0, ORB)).toEqual([Z.base(0)]);
    const ch = characteristics(b.s);
    expect(matches(b.s, ch, { kind: 'gear' }, scopeFor(b.s, 0), b.id.g)).toBe(true);
    expect(matches(b.s, ch, { kind: 'gear' }, scopeFor(b.s, 0), b.id.t)).toBe(false);
    expect(matches(b.s, ch, { kind: 'gear', zone: 'trash' }, scopeFor(b.s, 0), b.id.t)).toBe(true);
    expect(kill(b.ctx, b.id.g)).not.toBeNull();
  });
});

describe('RB 149–164 spells and runes', () => {
  it('RB 150, RB 155.1, RB 155.2, RB 155.2.b.1: spells are a card type; Action and Reaction are properties, not instructions', () => {
    expect(CARDS['ogn-169-298']).toMatchObject({ type: 'spell', keywords: { reaction: 1 } });
    expect(CARDS['ogn-169-298'].abilities[0]).toMatchObject({ kind: 'spell', steps: [{ do: 'return' }] });
    expect(timingAllows(CARDS['ogn-169-298'], { showdown: true, closed: false, ownTurn: false })).toBe(true);
  });

  it('RB 157, RB 157.1, RB 157.1.a, RB 157.2, RB 157.2.a, RB 157.2.b, RB 160, RB 160.1: six basic runes; runes are not permanents; recycled to the rune deck', () => {
    const basics = Object.values(CARDS).filter((c) => c.type === 'rune');
    expect(basics.map((c) => c.domains[0]).sort()).toEqual([...DOMAINS].sort());
    const b = board({ p0: { runes: [{ card: 'ogn-007-298', as: 'r' }] } });
    expect(allPermanents(b.s)).toEqual([]);
  });

  it('RB 159.1.a, RB 159.2, RB 159.2.a, RB 159.2.a.1, RB 162, RB 164: Energy has no domain; Power carries its rune’s domain; Add puts them in the pool', async () => {
    const { tapRune, recycleRuneForPower } = await import('../src/rules/156-runes.ts');
    const b = board({
      p0: {
        runes: [
          { card: 'ogn-042-298', as: 'a' },
          { card: 'ogn-042-298', as: 'b' },
        ],
      },
    });
    tapRune(b.ctx, b.id.a);
    recycleRuneForPower(b.ctx, b.id.b);
    expect(b.s.g.pools[0]).toMatchObject({ energy: 1, power: { calm: 1 } });
  });
});

describe('RB 165–186 battlefields, legends, tokens, control', () => {
  it('RB 166, RB 166.1, RB 166.2, RB 166.2.a, RB 166.2.b, RB 166.3, RB 166.4, RB 166.5, RB 166.5.a, RB 166.5.b, RB 166.6, RB 166.7, RB 166.8, RB 166.9, RB 167, RB 168: battlefields', () => {
    const s = game();
    const [b0] = s.g.battlefields;
    expect(s.objects[b0.obj].owner).toBe(0);
    const b = board({ p0: { bf0: [CORSAIR, PORO, STALWART] } });
    expect(kill(b.ctx, b.id.bf0)).toBeNull();
    expect(allPermanents(b.s)).not.toContain(b.id.bf0);
    expect(select(b.s, characteristics(b.s), { kind: 'battlefield' }, scopeFor(b.s, 0))).toEqual([
      b.id.bf0,
      b.id.bf1,
    ]);
    expect(CARDS['ogn-294-298'].abilities[0].kind).toBe('passive');
    expect(CARDS['ogn-280-298'].abilities[0].kind).toBe('triggered');
  });

  it('RB 170, RB 170.1, RB 170.2, RB 170.2.a, RB 170.2.b, RB 170.3, RB 170.4, RB 170.5, RB 170.6, RB 170.7, RB 170.8, RB 171, RB 172, RB 172.1: legends', () => {
    const b = board({
      p0: {
        legend: { card: 'sfd-181-221', as: 'l' },
        base: [{ card: 'sfd-062-221', as: 'm', designation: 'defender' }],
      },
    });
    expect(select(b.s, characteristics(b.s), { kind: 'legend' }, scopeFor(b.s, 0))).toEqual([b.id.l]);
    expect(might(b.s, b.id.m)).toBe(4);
    expect(allPermanents(b.s)).not.toContain(b.id.l);
    expect(kill(b.ctx, b.id.l)).toBeNull();
    expect(CARDS['ogn-251-298'].abilities[0].kind).toBe('triggered');
    expect(CARDS['ogn-257-298'].abilities[0].kind).toBe('activated');
  });

  it('RB 174, RB 178, RB 178.2, RB 179.1, RB 179.1.b, RB 179.1.c, RB 179.2, RB 179.2.a, RB 179.2.b, RB 180, RB 181: tokens are made on the board where the effect says, with their card’s Might and tags, no cost, no domain', () => {
    const b = board();
    const t = createToken(b.ctx, 'mech', 0, Z.at(1));
    expect(b.s.objects[t].zone).toBe(Z.at(1));
    expect(characteristics(b.s)[t]).toMatchObject({ might: 3, tags: ['Mech'] });
    expect(CARDS[b.s.objects[t].card]).toMatchObject({ domains: [] });
    expect(CARDS[b.s.objects[t].card].cost).toBeUndefined();
  });

  it('RB 184.1, RB 184.2, RB 184.2.a, RB 184.2.b, RB 184.3, RB 184.3.a, RB 184.3.b, RB 184.3.c, RB 184.4.a, RB 184.5: control is established, contested, kept', () => {
    const b = board({
      control: [1, null],
      p0: { base: [{ card: CORSAIR, as: 'a' }] },
      p1: { bf0: [{ card: PORO, as: 'd' }] },
    });
    const bf = b.s.g.battlefields[0];
    moveUnits(b.ctx, [b.id.a], Z.at(0));
    expect(bf).toMatchObject({ controller: 1, contestedBy: 0 });
    // Contested: the controller stays until control is established again.
    kill(b.ctx, b.id.d);
    expect(bf.controller).toBe(1);
    expect(establishControl(b.ctx, bf)).toEqual({ controller: 0, gained: true });
  });

  it('RB 184.3.d, RB 184.3.e, RB 184.6, RB 184.6.a, RB 184.6.b, RB 184.6.c: a battlefield’s abilities belong to its controller; uncontrolled, to the turn player, and "you" is no one', () => {
    const b = board({ tp: 1, control: [0, null], battlefields: ['ogn-294-298', 'ogn-296-298'] });
    expect(abilityController(b.s, b.s.g.battlefields[0])).toBe(0);
    expect(abilityController(b.s, b.s.g.battlefields[1])).toBe(1);
    expect(scopeOf(b.s, b.id.bf1).controller).toBeNull();
    expect(
      holds(b.s, {}, { count: { kind: 'unit', side: 'friendly' }, atLeast: 0 + 1 }, scopeOf(b.s, b.id.bf1)),
    ).toBe(false);
  });

  it('RB 185.4, RB 185.4.a: an ability’s controller is its source’s controller', () => {
    const b = board({ p1: { base: [{ card: CORSAIR, as: 'u' }] } });
    expect(scopeOf(b.s, b.id.u).controller).toBe(1);
  });
});

describe('RB 301–317 the turn', () => {
  it('RB 303, RB 303.1, RB 303.2, RB 304, RB 305, RB 315, RB 315.1, RB 315.2, RB 315.2.b, RB 315.2.b.1, RB 315.3, RB 315.3.a, RB 315.4, RB 315.4.a, RB 316, RB 316.1, RB 316.2, RB 316.6, RB 316.6.a, RB 316.6.b, RB 317, RB 317.3: the phases in order, one after another', () => {
    const log: any[] = [];
    const s = createGame(
      riftbound,
      { seed: 'ph', players: 2, decks: [READY_DECKS[4], READY_DECKS[5]] },
      log,
    ) as S;
    submit(s, riftbound, { player: s.g.first, answer: [] }, log);
    submit(s, riftbound, { player: 1 - s.g.first, answer: [] }, log);
    expect(s.g.phase).toBe('action');
    submit(s, riftbound, { player: s.g.tp, answer: 'end' }, log);
    const rules = log.map((e) => e.rule).filter(Boolean);
    const order = ['RB 304', 'RB 315.1.a', 'RB 417.1', 'RB 400.1', 'RB 315.4.d', 'RB 317.2.b', 'RB 317.3.b'];
    // Each step comes after the one before it.
    let at = -1;
    for (const r of order) {
      const i = rules.indexOf(r, at + 1);
      expect(i, r).toBeGreaterThan(at);
      at = i;
    }
  });

  it('RB 315.4.b.2, RB 316.2.b, RB 398.2, RB 398.2.a, RB 398.2.b: after burning out the player still draws; the Action Phase offers the turn player discretionary actions only (play, activate, move, hide, end), never a limited action', () => {
    const b = board({ p0: { trash: [PORO] } });
    draw(b.ctx, 0, 1);
    expect(b.s.zones[Z.hand(0)].objects).toHaveLength(1);
    const s = game('lim');
    submit(s, riftbound, { player: s.g.first, answer: [] });
    submit(s, riftbound, { player: 1 - s.g.first, answer: [] });
    const ids: string[] = (s.pending!.asks[0].domain as any).options.map((o: any) => o.id);
    expect(ids.at(-1)).toBe('end');
    for (const id of ids) expect(id).toMatch(/^(play|act|move-|hide|end$)/);
  });
});

describe('RB 346–394 playing and abilities (the parts without the chain)', () => {
  it('RB 352.4, RB 352.4.a, RB 352.4.b, RB 352.6, RB 352.10, RB 352.10.b, RB 352.10.d, RB 352.10.d.1, RB 352.10.d.2: chosen objects are target slots; "all units at a battlefield" targets the battlefield, not the units', () => {
    const firestorm = CARDS['ogs-002-024'].abilities[0] as any;
    expect(firestorm.targets).toHaveLength(1);
    expect(firestorm.targets[0].sel.kind).toBe('battlefield');
    expect(firestorm.steps[0].to).toHaveProperty('all');
    const corsair = CARDS[CORSAIR].abilities[0] as any;
    expect(corsair.kind).toBe('triggered');
    expect(corsair.targets).toHaveLength(1);
  });

  it('RB 352.8, RB 352.8.a, RB 352.8.a.2, RB 352.8.a.3, RB 352.8.a.4: "spell" means on the chain, "facedown card" in a facedown zone, "legend" in a legend zone', () => {
    const b = board({
      control: [0, null],
      p0: {
        legend: { card: 'ogn-251-298', as: 'l' },
        facedown0: { card: 'ogn-213-298', as: 'f' },
        hand: ['ogn-229-298'],
      },
    });
    const sc = scopeFor(b.s, 0);
    expect(validTargets(b.s, { sel: { kind: 'spell' } }, sc)).toEqual([]);
    expect(validTargets(b.s, { sel: { kind: 'facedown' } }, sc)).toEqual([b.id.f]);
    expect(validTargets(b.s, { sel: { kind: 'legend' } }, sc)).toEqual([b.id.l]);
  });

  it('RB 352.9, RB 352.9.a, RB 352.9.b, RB 352.9.c, RB 358, RB 358.1, RB 359, RB 361, RB 361.1, RB 361.2, RB 370.1: abilities by kind; passives never target', () => {
    const kinds = new Set<string>();
    for (const c of Object.values(CARDS))
      for (const a of c.abilities) {
        kinds.add(a.kind);
        if (a.kind === 'passive') expect(a, c.id).not.toHaveProperty('targets');
      }
    expect([...kinds].sort()).toEqual([
      'activated',
      'additional-cost',
      'equip',
      'modal-spell',
      'passive',
      'spell',
      'triggered',
    ]);
    expect(CARDS['sfd-071-221'].abilities).toHaveLength(2);
  });

  it('RB 352.10.c, RB 352.10.c.1, RB 352.12: costs name no targets (Wildclaw Shaman spends a buff); "two friendly units" are each chosen (Back to Back)', () => {
    const w = CARDS['ogn-147-298'].abilities[0] as any;
    expect(w.targets).toEqual([]);
    expect(w.cost).toEqual({ spendBuff: 'friendly' });
    expect((CARDS['ogn-206-298'].abilities[0] as any).targets[0].n).toBe(2);
  });

  it('RB 353.2, RB 353.2.a, RB 353.2.b, RB 353.3, RB 353.4.b, RB 353.4.d, RB 353.6: additional costs, increases, then discounts written as "costs less"', () => {
    const b = board({
      p0: {
        hand: [
          { card: 'ogn-002-298', as: 'bb' },
          { card: 'ogn-208-298', as: 'cp' },
        ],
      },
      p1: { bf0: [{ card: PORO, as: 'pp' }] },
    });
    expect(totalCost(b.s, 0, b.id.bb, { optionalPaid: true })).toEqual({
      owed: { energy: 4, power: [] },
      extra: [{ discard: 1 }],
    });
    expect(totalCost(b.s, 0, b.id.cp).extra).toEqual([{ killFriendly: 1 }]);
  });

  it('RB 356.2.c, RB 356.2.d: a unit enters exhausted, gear ready', async () => {
    const { entersReady } = await import('../src/rules/346-playing.ts');
    const b = board();
    expect(entersReady(b.s, 0, CORSAIR, false)).toBe(false);
    expect(entersReady(b.s, 0, ORB, false)).toBe(true);
  });

  it('RB 356.3.e.12: an amount read from an object no longer there counts as nothing', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'u' }] } });
    const sc = { ...scopeFor(b.s, 0), targets: [[9999]] };
    expect(amount(b.s, characteristics(b.s), { might: 0 }, sc)).toBe(0);
  });

  it('RB 376.1, RB 376.1.a, RB 376.2, RB 376.2.a, RB 376.2.b, RB 376.4.a.1, RB 376.4.a.3, RB 376.4.b.1, RB 376.4.c.1, RB 376.4.d.1, RB 376.4.e.1: triggers by event, condition and effect', () => {
    expect(CARDS['ogn-087-298'].abilities[0]).toMatchObject({ on: { on: 'play', who: 'me' } });
    expect(CARDS['sfd-069-221'].abilities[0]).toMatchObject({ on: { on: 'conquer', who: 'me' } });
    expect(CARDS['sfd-089-221'].abilities[1]).toMatchObject({ on: { on: 'hold', who: 'me' } });
    expect(CARDS[CORSAIR].abilities[0]).toMatchObject({ on: { on: 'attack', who: 'me' } });
    expect(CARDS['ogn-279-298'].abilities[0]).toMatchObject({ on: { on: 'defend', who: 'here' } });
    expect(CARDS['ogn-131-298'].abilities[0]).toHaveProperty('cond');
  });
});

describe('RB 395–422 game actions', () => {
  it('RB 400.2, RB 400.2.a, RB 400.4.a, RB 400.4.b, RB 400.4.c: one draw a turn; drawing past the end draws, burns out, draws', () => {
    const b = board({ p0: { deck: [PORO], trash: [CORSAIR] } });
    expect(draw(b.ctx, 0, 2)).toHaveLength(2);
    expect(b.s.g.points[1]).toBe(1);
  });

  it('RB 401.1, RB 401.1.b, RB 401.2, RB 401.3, RB 401.5, RB 402.1, RB 402.1.b, RB 402.2, RB 402.3: exhausting and readying are states, done once', () => {
    const b = board({ p0: { base: [{ card: ORB, as: 'g' }] } });
    expect(exhaust(b.ctx, b.id.g)).toBe(true);
    expect(matches(b.s, characteristics(b.s), { kind: 'gear', ready: false }, scopeFor(b.s, 0), b.id.g)).toBe(
      true,
    );
    expect(exhaust(b.ctx, b.id.g)).toBe(false);
    expect(ready(b.ctx, b.id.g)).toBe(true);
    expect(ready(b.ctx, b.id.g)).toBe(false);
  });

  it('RB 403.1, RB 403.2: recycling puts cards at the bottom of their deck', () => {
    const b = board({ p0: { deck: [CORSAIR], hand: [{ card: PORO, as: 'h' }] } });
    recycleToDeck(b.ctx, 0, [b.id.h]);
    expect(b.s.objects[b.s.zones[Z.deck(0)].objects[0]].card).toBe(PORO);
  });

  it('RB 404, RB 404.1.a, RB 404.1.d, RB 404.3, RB 404.3.a, RB 404.4, RB 404.5, RB 404.6.c, RB 404.6.c.1, RB 404.7: dealing marks damage (several units, Bonus Damage added by the dealer’s sources)', () => {
    const b = board({
      p0: { base: ['ogs-001-024'] },
      p1: {
        bf0: [
          { card: CORSAIR, as: 'a' },
          { card: STALWART, as: 'b' },
        ],
      },
    });
    for (const t of [b.id.a, b.id.b]) markDamage(b.ctx, t, damageFor(b.s, 0, 1, t));
    expect([(b.s.objects[b.id.a].data as any).damage, (b.s.objects[b.id.b].data as any).damage]).toEqual([
      2, 2,
    ]);
    expect(bonusDamage(b.s, 1, b.id.a)).toBe(0);
  });

  it('RB 405.1.a, RB 405.2, RB 405.3: healing clears damage, several units at once', () => {
    const b = board({
      p0: {
        base: [
          { card: CORSAIR, as: 'a', damage: 1 },
          { card: PORO, as: 'b', damage: 1 },
        ],
      },
    });
    for (const id of [b.id.a, b.id.b]) heal(b.ctx, id);
    expect([b.s.objects[b.id.a].data, b.s.objects[b.id.b].data]).toEqual([{}, {}]);
  });

  it('RB 407, RB 407.1, RB 407.2, RB 407.2.b, RB 407.3, RB 407.3.a, RB 407.3.b, RB 424, RB 424.3, RB 424.3.a, RB 424.3.b, RB 424.3.c, RB 425, RB 425.1, RB 425.2, RB 426, RB 427, RB 427.2: moving from origin to destination, instantly', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'a' }] } });
    standardMove(b.ctx, [b.id.a], Z.at(1));
    expect(b.s.objects[b.id.a]).toMatchObject({ zone: Z.at(1), data: { exhausted: true } });
    expect(moveUnits(b.ctx, [b.id.a], Z.base(0))).toEqual([b.id.a]);
  });

  it('RB 408.1, RB 408.2, RB 408.2.a, RB 408.3, RB 737.1, RB 737.1.a, RB 737.1.c, RB 737.1.c.1, RB 737.1.c.2, RB 737.3, RB 737.4, RB 737.5, RB 737.5.a, RB 737.6.a: hiding a Hidden card, playable later', () => {
    const b = board({ control: [0, null], p0: { hand: [{ card: 'ogn-168-298', as: 'h' }] } });
    expect(hideOptions(b.s, 0, true)).toHaveLength(1);
    const id = hide(b.ctx, 0, b.id.h, 0);
    expect(b.s.objects[id].faceDown).toBe(true);
    b.s.g.turn++;
    expect(playableFromHidden(b.s, id)).toBe(true);
    expect(timingAllows(CARDS['ogn-168-298'], { showdown: false, closed: false, ownTurn: true })).toBe(true);
    expect(CARDS['ogn-168-298'].keywords.hidden).toBe(1);
  });

  it('RB 409.1.a, RB 409.2, RB 409.5, RB 410.1, RB 410.1.a, RB 410.2, RB 411.1.a, RB 411.1.b, RB 411.2, RB 411.2.a: discard, stun and reveal', () => {
    const b = board({
      p0: {
        hand: [{ card: PORO, as: 'h' }],
        base: [{ card: CORSAIR, as: 'u' }],
        deck: [{ card: STALWART, as: 'd' }],
      },
    });
    discard(b.ctx, 0, b.id.h);
    stun(b.ctx, b.id.u);
    reveal(b.ctx, b.id.d);
    expect((b.s.objects[b.id.u].data as any).stunned).toBe(true);
    expect(b.s.objects[b.id.d].zone).toBe(Z.deck(0));
    expect(CARDS['ogn-003-298'].abilities[0]).toMatchObject({ steps: [{ do: 'discard', n: 1 }] });
  });

  it('RB 413.1, RB 413.1.a, RB 413.1.b.1, RB 413.2, RB 413.3, RB 702.2, RB 702.2.a, RB 702.3.a, RB 704: buffs are placed once and read by effects', () => {
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'u' }] } });
    expect(buff(b.ctx, b.id.u)).toBe(true);
    expect(buff(b.ctx, b.id.u)).toBe(false);
    expect(matches(b.s, characteristics(b.s), { kind: 'unit', buffed: true }, scopeFor(b.s, 0), b.id.u)).toBe(
      true,
    );
    expect(spendBuff(b.ctx, b.id.u)).toBe(true);
  });

  it('RB 414.1, RB 414.2.a, RB 414.2.b, RB 414.4, RB 414.4.a: banishing is neither killing nor discarding', async () => {
    const { banish } = await import('../src/rules/400-actions.ts');
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'u' }] } });
    banish(b.ctx, b.id.u);
    expect(b.s.g.record[0]).toMatchObject({ friendlyDied: 0, discarded: 0 });
    expect(b.s.zones[Z.banish(0)].objects).toHaveLength(1);
  });

  it('RB 415.1, RB 415.1.a, RB 415.1.a.1, RB 415.1.a.1.a, RB 415.1.a.2, RB 415.2.b, RB 415.3, RB 415.4, RB 415.6, RB 705, RB 705.1: killing (by instruction or by lethal damage) sends the unit to the trash, buffs gone', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, as: 'u', buff: 1 }] } });
    kill(b.ctx, b.id.u);
    const [t] = b.s.zones[Z.trash(0)].objects;
    expect(b.s.objects[t].data).toEqual({});
    expect(CARDS['ogn-229-298'].abilities[0]).toMatchObject({ steps: [{ do: 'kill', what: 0 }] });
  });

  it('RB 416.1, RB 416.4, RB 416.4.a, RB 416.5, RB 417.3, RB 417.3.a, RB 417.4: Add and Channel as effects instruct', async () => {
    const { addToPool } = await import('../src/rules/156-runes.ts');
    const b = board({ p0: { runeDeck: ['ogn-007-298'] } });
    addToPool(b.ctx, 0, { energy: 2, spellsOnly: true });
    expect(b.s.g.pools[0].spellEnergy).toBe(2);
    expect(channel(b.ctx, 0, 1, true)).toBe(1);
    expect(CARDS['ogn-134-298'].abilities[0]).toMatchObject({
      steps: [{ do: 'channel', n: 1, exhausted: true }],
    });
  });

  it('RB 418.1, RB 418.2.a, RB 418.4, RB 418.4.a, RB 418.5: burning out only when drawing past the end, done in place of the impossible draw', () => {
    const b = board({ p0: { deck: [PORO] } });
    draw(b.ctx, 0, 1);
    expect(b.s.g.points[1]).toBe(0);
    burnOut(b.ctx, 0);
    expect(b.s.g.points[1]).toBe(1);
  });

  it('RB 419.2, RB 419.2.a, RB 420.1, RB 420.2, RB 420.2.a: doubling and swapping only when an effect instructs (functions called by effects)', async () => {
    const { doubleMight, swapMight } = await import('../src/rules/400-actions.ts');
    const b = board({
      p0: {
        base: [
          { card: CORSAIR, as: 'a' },
          { card: PORO, as: 'b' },
        ],
      },
    });
    doubleMight(b.ctx, b.id.a, 'turn', 0);
    swapMight(b.ctx, b.id.a, b.id.b, 'turn', 0);
    expect([might(b.s, b.id.a), might(b.s, b.id.b)]).toEqual([2, 6]);
  });

  it('RB 434.1, RB 434.2, RB 434.3, RB 435, RB 436: a recall changes location without a move, keeping state', () => {
    const b = board({
      p0: {
        bf0: [
          { card: CORSAIR, as: 'u', damage: 1 },
          { card: ORB, as: 'g' },
        ],
      },
    });
    recall(b.ctx, b.id.u);
    recall(b.ctx, b.id.g);
    expect(b.s.objects[b.id.u]).toMatchObject({ zone: Z.base(0), data: { damage: 1 } });
    expect(b.s.objects[b.id.g].zone).toBe(Z.base(0));
    expect(b.log.some((e) => e.rule === 'RB 424.1')).toBe(false);
  });
});

describe('RB 437–449 combat and scoring', () => {
  it('RB 443.1.d.2: lethal damage is non-zero damage reaching Might', () => {
    const b = board({ p0: { base: [{ card: PORO, as: 'u' }] } });
    expect(lethal(b.s, b.id.u)).toBe(2);
  });

  it('RB 444.2.b, RB 444.2.c, RB 446, RB 446.1.b, RB 448, RB 448.1, RB 448.1.a, RB 448.1.b: the player left there establishes control and conquers — even one who did not contest it', () => {
    const b = board({ control: [null, null], p1: { bf0: [{ card: PORO, as: 'u' }] } });
    b.s.g.battlefields[0].contestedBy = 0;
    const r = establishControl(b.ctx, b.s.g.battlefields[0]);
    expect(r).toEqual({ controller: 1, gained: true });
    expect(score(b.ctx, 1, b.s.g.battlefields[0], 'conquer')).toBe(true);
    expect(b.s.g.points[1]).toBe(1);
  });
});

describe('RB 450–457 layers', () => {
  it('RB 451, RB 452, RB 452.1, RB 454.1, RB 454.1.a, RB 454.1.c, RB 454.2.a, RB 454.2.b, RB 454.3.a: three layers in order, each changing its own characteristics', () => {
    expect([...LAYERS.layers]).toEqual(['traits', 'abilities', 'arith']);
    const b = board({ p0: { base: [{ card: CORSAIR, as: 'u' }] } });
    grantKeywords(b.ctx, b.id.u, { tank: 1 }, 'turn', 0);
    addMight(b.ctx, b.id.u, 2, 'turn', { controller: 0 });
    expect(characteristics(b.s)[b.id.u]).toMatchObject({ might: 5, kw: { tank: 1 } });
  });

  it('RB 454.3.d, RB 454.3.d.1.a, RB 454.3.d.1.b, RB 454.3.d.2.a, RB 454.3.d.2.b: increases, then decreases, each limit snapshotted', () => {
    const b = board({ p0: { base: [{ card: PORO, as: 'u' }] } });
    expect(addMight(b.ctx, b.id.u, -4, 'turn', { min: 1, controller: 1 })).toBe(-1);
    addMight(b.ctx, b.id.u, 4, 'turn', { controller: 0 });
    expect(might(b.s, b.id.u)).toBe(5);
  });

  it('RB 455.1, RB 455.1.a, RB 455.1.c, RB 456, RB 457, RB 457.1.a, RB 457.1.b, RB 457.1.c: dependency decides first; otherwise the relative timestamps', () => {
    const b = board({ p0: { base: [{ card: PORO, as: 'u' }] } });
    addMight(b.ctx, b.id.u, 1, 'turn', { controller: 0 });
    addMight(b.ctx, b.id.u, 1, 'turn', { controller: 0 });
    const [e1, e2] = b.s.effects;
    expect(e1.ts).toBeLessThan(e2.ts);
    expect(might(b.s, b.id.u)).toBe(4);
  });
});

describe('RB 462 the duel, RB 649–651 conceding', () => {
  it('RB 462.1, RB 462.2, RB 462.3, RB 462.6: two players, a Victory Score of 8, one game', () => {
    const s = game();
    expect(s.players).toBe(2);
    expect(s.g.victoryScore).toBe(8);
    expect(() =>
      createGame(riftbound, {
        seed: 'x',
        players: 3,
        decks: [READY_DECKS[0], READY_DECKS[1], READY_DECKS[2]],
      }),
    ).toThrow(/2 players/);
  });
});

describe('RB 700–715', () => {
  it('RB 707, RB 714.1, RB 714.2, RB 715: Mighty is read by effects; Bonus Damage is never negative and adds to one Deal action', () => {
    const b = board({ p0: { base: [{ card: 'ogn-011-298', as: 'm' }] } });
    expect(select(b.s, characteristics(b.s), { kind: 'unit', mighty: true }, scopeFor(b.s, 0))).toEqual([
      b.id.m,
    ]);
    expect(bonusDamage(b.s, 0, b.id.m)).toBe(0);
    expect(damageFor(b.s, 0, 3, b.id.m)).toBe(3);
  });
});

describe('RB 726–747 keywords', () => {
  it('RB 727, RB 727.1, RB 727.3, RB 727.3.a, RB 727.3.a.1, RB 727.3.a.2, RB 727.3.a.3, RB 728: keywords are granted for a while; valued ones add up, others are redundant', () => {
    const b = board({ p0: { base: [{ card: STALWART, as: 'u' }] } });
    grantKeywords(b.ctx, b.id.u, { shield: 2, tank: 1 }, 'turn', 0);
    grantKeywords(b.ctx, b.id.u, { tank: 1 }, 'permanent', 0);
    expect(keywords(b.s, b.id.u)).toEqual({ shield: 3, tank: 1 });
    b.ctx.removeEffects((e) => e.until === 'turn');
    expect(keywords(b.s, b.id.u)).toEqual({ shield: 1, tank: 1 });
  });

  it('RB 731, RB 731.1, RB 731.1.a.2, RB 731.2, RB 731.2.a, RB 731.3, RB 731.4, RB 731.5, RB 731.6.a: Accelerate is an optional cost while playing; [A] for a unit of several domains; a characteristic', () => {
    const b = board({
      p0: { hand: [{ card: 'ogn-151-298', as: 'lee' }], base: [{ card: 'ogn-001-298', as: 'u' }] },
    });
    expect(totalCost(b.s, 0, b.id.lee, { accelerate: true }).owed).toEqual({ energy: 7, power: ['body'] });
    expect(
      select(b.s, characteristics(b.s), { kind: 'unit', keyword: 'accelerate' }, scopeFor(b.s, 0)),
    ).toEqual([b.id.u]);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('RB 732.1, RB 732.1.a, RB 732.1.b, RB 732.1.c, RB 732.1.c.2, RB 732.2, RB 732.3, RB 732.4, RB 732.4.a, RB 732.4.b, RB 732.4.c: Action adds showdowns to the default timing; it is only a permission', () => {
    const c = CARDS['ogn-024-298'];
    expect(timingAllows(c, { showdown: false, closed: false, ownTurn: true })).toBe(true);
    expect(timingAllows(c, { showdown: true, closed: false, ownTurn: false })).toBe(true);
    expect(c.abilities[0]).toMatchObject({ steps: [{ do: 'deal' }, { do: 'draw' }] });
  });

  it('RB 733.1, RB 733.1.a, RB 733.1.b, RB 733.1.b.1, RB 733.1.b.2, RB 733.1.b.3, RB 733.1.d, RB 733.3: Assault X (X omitted is 1) while attacking', () => {
    expect(CARDS['ogn-210-298'].keywords).toEqual({ assault: 1 });
    const b = board({ p0: { bf0: [{ card: 'ogn-003-298', as: 'u', designation: 'attacker' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
  });

  it('RB 734, RB 734.1, RB 734.1.a, RB 734.1.b, RB 734.1.b.1, RB 734.1.c.1, RB 734.2, RB 734.3: Deathknell is a dying trigger with its effect; each instance triggers', () => {
    const dk = Object.values(CARDS).filter((c) =>
      c.abilities.some((a) => a.kind === 'triggered' && a.deathknell),
    );
    expect(dk.map((c) => c.id).sort()).toEqual([
      'ogn-075-298',
      'ogn-096-298',
      'ogn-178-298',
      'ogn-216-298',
      'ogn-239-298',
      'sfd-021-221',
      'sfd-155-221',
      'sfd-167-221',
      'unl-067-219',
      'unl-152-219',
    ]);
    for (const c of dk) expect(c.keywords.deathknell, c.id).toBe(1);
  });

  it('RB 735, RB 735.1, RB 735.1.a, RB 735.1.b, RB 735.1.b.1, RB 735.1.b.2, RB 735.1.b.3, RB 735.1.d, RB 735.2, RB 735.3: Deflect X taxes opponents’ choices; granted Deflect adds up', () => {
    const b = board({
      p0: { hand: [{ card: 'ogn-024-298', as: 's' }] },
      p1: { bf0: [{ card: PORO, as: 'p' }] },
    });
    grantKeywords(b.ctx, b.id.p, { deflect: 1 }, 'turn', 1);
    expect(totalCost(b.s, 0, b.id.s, { targets: [b.id.p] }).owed.power).toEqual(['fury', 'any', 'any']);
  });

  it('RB 736, RB 736.1, RB 736.1.a, RB 736.1.c, RB 736.1.c.1, RB 736.1.c.2, RB 736.1.c.3, RB 736.2, RB 736.3: Ganking only adds battlefield-to-battlefield moves', () => {
    const b = board({
      p0: {
        bf0: [
          { card: VI, as: 'v' },
          { card: CORSAIR, as: 'c' },
        ],
      },
    });
    expect(standardMoveDestinations(b.s, b.id.v)).toEqual([Z.base(0), Z.at(1)]);
    expect(standardMoveDestinations(b.s, b.id.c)).toEqual([Z.base(0)]);
  });

  it('RB 738, RB 738.1, RB 738.1.a, RB 738.1.b, RB 738.1.c, RB 738.1.c.2, RB 738.1.c.3, RB 738.1.c.4, RB 738.2, RB 738.3: Legion holds once a card has been played this turn', () => {
    const b = board();
    const sc = scopeFor(b.s, 0);
    expect(holds(b.s, {}, { legion: true }, sc)).toBe(false);
    b.s.g.record[0].played = 1;
    expect(holds(b.s, {}, { legion: true }, sc)).toBe(true);
    expect(CARDS['ogn-016-298'].keywords.legion).toBe(1);
  });

  it('RB 739.1, RB 739.1.a, RB 739.1.b, RB 739.1.c, RB 739.1.c.2, RB 739.1.c.3, RB 739.2, RB 739.3, RB 739.3.a, RB 739.4, RB 739.4.a, RB 739.4.b, RB 739.4.c: Reaction adds Closed States to Action’s permissions', () => {
    const c = CARDS['ogn-093-298'];
    for (const t of [
      { showdown: false, closed: false, ownTurn: true },
      { showdown: true, closed: false, ownTurn: false },
      { showdown: false, closed: true, ownTurn: false },
    ])
      expect(timingAllows(c, t)).toBe(true);
  });

  it('RB 740.1, RB 740.1.a, RB 740.1.b, RB 740.1.b.1, RB 740.1.b.2, RB 740.1.b.3, RB 740.1.d, RB 740.3: Shield X (X omitted is 1) while defending', () => {
    expect(CARDS[STALWART].keywords).toEqual({ shield: 1 });
    expect(CARDS['ogs-007-024'].keywords).toEqual({ assault: 2, shield: 2 });
  });

  it('RB 741, RB 741.1, RB 741.1.a, RB 741.1.c, RB 741.1.c.1, RB 741.2, RB 741.3: Tank units take lethal damage first; more Tank is no more Tank', async () => {
    const { nextAssignable } = await import('../src/rules/437-combat.ts');
    const b = board({
      p1: {
        bf0: [
          { card: CORSAIR, as: 'a' },
          { card: 'ogn-087-298', as: 't' },
        ],
      },
    });
    grantKeywords(b.ctx, b.id.t, { tank: 1 }, 'turn', 1);
    expect(keywords(b.s, b.id.t).tank).toBe(1);
    expect(nextAssignable(b.s, [b.id.a, b.id.t], {})).toEqual([b.id.t]);
  });

  it('RB 742, RB 742.1, RB 742.1.a, RB 742.2, RB 742.3, RB 743.1, RB 743.1.a, RB 743.3: Temporary and Vision are keywords of permanents effects can read', () => {
    const b = board({ p0: { base: [{ card: 'ogn-171-298', as: 'v' }] } });
    grantKeywords(b.ctx, b.id.v, { temporary: 1 }, 'permanent', 0);
    expect(keywords(b.s, b.id.v)).toEqual({ vision: 1, temporary: 1 });
  });

  it('RB 744.1.c.2, RB 744.5, RB 744.5-2, RB 745.4, RB 746, RB 746.1, RB 746.1.a, RB 746.1.b, RB 746.1.c, RB 746.1.c.3, RB 746.4, RB 747.4: Equip, Quick-Draw, Repeat and Weaponmaster as characteristics and costs', () => {
    expect(CARDS['sfd-022-221'].keywords).toMatchObject({ equip: 1, 'quick-draw': 1 });
    expect(CARDS['sfd-022-221'].abilities[0]).toEqual({ kind: 'equip', cost: { power: ['fury'] } });
    expect(CARDS['sfd-099-221'].keywords.weaponmaster).toBe(1);
    const b = board({ p0: { hand: [{ card: 'sfd-066-221', as: 's' }] } });
    expect(totalCost(b.s, 0, b.id.s, { repeats: 1 }).owed.energy).toBe(4);
    expect(totalCost(b.s, 0, b.id.s, { repeats: 2 }).owed.energy).toBe(4);
  });
});

export type { RbGame };
