/**
 * Rules whose mechanics no card of the nine decks or the seed uses yet (split damage, group
 * targets, banishing with a memory of what was banished, ...): each is checked here with small
 * test-only cards written in the effect vocabulary and played through the whole engine. The cards
 * are parsed by the same schema as the real ones and added to the registry for this file only.
 */
import { Ctx, domainOptions, optionText, type Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS, parseCard } from '../src/cards/registry.ts';
import riftbound from '../src/index.ts';
import { totalCost } from '../src/rules/346-playing.ts';
import { markDamage, toZone } from '../src/rules/400-actions.ts';
import { standardMoveDestinations } from '../src/rules/423-movement.ts';
import { checkAssignment, nextAssignable } from '../src/rules/437-combat.ts';
import type { RbGame } from '../src/state.ts';
import { board, duel, keywords, runes, testCard, text } from './kit.ts';

const PHANTOM = 'ogn-049-298'; // Playful Phantom, 5 Might, no abilities
const CALM = 'ogn-042-298';
const ANNIE = 'ogs-001-024'; // Annie, Fiery: your spells and abilities deal 1 Bonus Damage
const EN_GARDE = 'ogn-046-298'; // Reaction: a friendly unit gets +1 Might this turn

/** What every test-only card here shares unless it says otherwise: Fury, 1 Energy, no tags. */

/** A 1-Might unit without abilities. */
const MITE = testCard({
  id: 'tst-mite',
  name: text('Test Mite'),
  type: 'unit',
  might: 1,
});

/** "Deal 3 damage split among up to 3 enemy units." */
const SPLIT = testCard({
  id: 'tst-split',
  name: text('Test Split'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'enemy' }, n: 3, upTo: true }],
      steps: [{ do: 'deal', n: 3, to: 0, split: true }],
    },
  ],
});

/** Fox-Fire's shape: "Kill any number of units at a battlefield with total Might 4 or less." */
const GROUP = testCard({
  id: 'tst-group',
  name: text('Test Group'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [
        {
          sel: { kind: 'unit', at: 'battlefield' },
          n: 9,
          upTo: true,
          group: { totalMightAtMost: 4 },
        },
      ],
      steps: [{ do: 'kill', what: 0 }],
    },
  ],
});

const name = (id: string) => CARDS[id].name.en;

function labels(t: Ruling): string[] {
  return domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));
}
function pick(t: Ruling, label: string): Ruling {
  const d = t.decision()!;
  const opts = domainOptions(d);
  const i = opts.findIndex((o) => optionText(riftbound, o, 'en') === label);
  if (i < 0) throw new Error(`no option "${label}" for ${d.kind}: ${labels(t).join(' | ')}`);
  return t.choose(opts[i].id, d.player);
}
/** Pick the unit tagged `tag` among the options (several share a name). */
function pickTagged(t: Ruling, tag: string): Ruling {
  const d = t.decision()!;
  const id = t.tagged(tag).id;
  const o = domainOptions(d).find((x) => x.obj === id);
  if (!o) throw new Error(`${tag} is not offered for ${d.kind}: ${labels(t).join(' | ')}`);
  return t.choose(o.id, d.player);
}
function offered(t: Ruling, tag: string): boolean {
  const id = t.tagged(tag).id;
  return domainOptions(t.decision()!).some((o) => o.obj === id);
}
function play(t: Ruling, id: string): Ruling {
  pick(t, `play ${name(id)}`);
  if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
  return t;
}
/** Pass priority and pay until something else is asked. */
function passOn(t: Ruling): Ruling {
  for (let i = 0; i < 20 && (t.kind === 'priority' || t.kind === 'pay'); i++)
    if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
    else t.pass();
  return t;
}
const damage = (t: Ruling, tag: string) => (t.tagged(tag).data as { damage?: number }).damage ?? 0;
const ctxOf = (t: Ruling) => new Ctx<RbGame>(t.state as never, riftbound, []);

describe('RB 352.14: split damage', () => {
  const enemies = (n: number) => ({
    bf1: Array.from({ length: n }, (_, i) => ({ card: PHANTOM, tag: `e${i}` })),
  });

  it('RB 352.14.a, RB 352.14.b, RB 352.14.c: each unit chosen is a target, chosen as it is played, at most as many as the damage', () => {
    const t = duel({ hand: [SPLIT], runes: runes(2) }, enemies(4));
    play(t, SPLIT);
    pickTagged(t, 'e0');
    pickTagged(t, 'e1');
    expect(t.kind).toBe('target');
    pickTagged(t, 'e2');
    // RB 352.14.c: 3 damage, so a fourth unit cannot be chosen: the spell goes on the chain.
    expect(t.kind).not.toBe('target');
    passOn(t);
    // Three targets, three damage: one each, nothing asked.
    expect(['e0', 'e1', 'e2', 'e3'].map((g) => damage(t, g))).toEqual([1, 1, 1, 0]);
  });

  it('RB 352.14.e, RB 352.14.f, RB 352.14.g: the division is chosen on resolution, at least 1 to each, all of it dealt', () => {
    const t = duel({ hand: [SPLIT], runes: runes(2) }, enemies(2));
    play(t, SPLIT);
    pickTagged(t, 'e0');
    pickTagged(t, 'e1');
    passOn(t);
    expect(t.kind).toBe('split-damage');
    // 3 damage between two: the first gets 1 or 2 (never 0 nor 3), the last what is left.
    expect(labels(t)).toEqual(['1', '2']);
    pick(t, '2');
    expect(damage(t, 'e0')).toBe(2);
    expect(damage(t, 'e1')).toBe(1);
    expect(t.logged('RB 352.14.f')).toBe(1);
  });

  it('RB 715.3, RB 352.14.c: Bonus Damage raises the amount split, and so how many units may be chosen', () => {
    const t = duel({ hand: [SPLIT], runes: runes(2), base: [ANNIE] }, enemies(4));
    play(t, SPLIT);
    for (const g of ['e0', 'e1', 'e2', 'e3']) pickTagged(t, g);
    expect(t.kind).not.toBe('target');
    passOn(t);
    expect(['e0', 'e1', 'e2', 'e3'].map((g) => damage(t, g))).toEqual([1, 1, 1, 1]);
  });

  it('RB 352.14.h, RB 352.14.i: more targets than damage on resolution: the controller chooses which stay targets; what was paid stays paid', () => {
    const t = duel(
      { hand: [SPLIT], runes: runes(2), base: [{ card: ANNIE, tag: 'annie' }] },
      { ...enemies(4), hand: [EN_GARDE], runes: [CALM] },
    );
    play(t, SPLIT);
    for (const g of ['e0', 'e1', 'e2', 'e3']) pickTagged(t, g);
    const exhaustedRunes = () =>
      t.zone('p0:runes').filter((_, i) => {
        const id = t.state.zones['p0:runes'].objects[i];
        return (t.state.objects[id].data as { exhausted?: boolean }).exhausted === true;
      }).length;
    const paid = exhaustedRunes();
    expect(paid).toBeGreaterThan(0);
    // Annie leaves before the spell resolves: 3 damage left for 4 targets.
    expect(t.kind).toBe('priority');
    toZone(ctxOf(t), t.tagged('annie').id, 'p0:trash');
    passOn(t);
    expect(t.kind).toBe('split-targets');
    const d = t.decision()!;
    expect(d.domain).toMatchObject({ min: 3, max: 3 });
    t.choose(['e0', 'e1', 'e3'].map((g) => domainOptions(d).find((o) => o.obj === t.tagged(g).id)!.id));
    expect(['e0', 'e1', 'e2', 'e3'].map((g) => damage(t, g))).toEqual([1, 1, 0, 1]);
    // RB 352.14.i: the cost paid for choosing e2 is not given back.
    expect(exhaustedRunes()).toBe(paid);
  });
});

describe('RB 352.11: group targets', () => {
  const mites = { bf1: ['m0', 'm1', 'm2', 'm3'].map((tag) => ({ card: MITE, tag })) };

  it('RB 352.11, RB 352.11.a: the group chosen must meet the restriction together (total Might 4 or less)', () => {
    const t = duel({ hand: [GROUP], runes: runes(2), bf0: [{ card: PHANTOM, tag: 'big' }] }, mites);
    play(t, GROUP);
    // A 5-Might unit alone is over the total: never offered.
    expect(offered(t, 'big')).toBe(false);
    for (const g of ['m0', 'm1', 'm2', 'm3']) pickTagged(t, g);
    // Four 1-Might units make 4: the group is full, the spell goes on the chain.
    expect(t.kind).not.toBe('target');
    passOn(t);
    expect(t.zone('p1:trash').filter((c) => c === MITE)).toHaveLength(4);
    expect(t.zone('bf0')).toContain(PHANTOM);
  });

  it('RB 352.11.b: a group no longer meeting it on resolution: its controller chooses a subset that does', () => {
    const t = duel(
      { hand: [GROUP], runes: runes(2) },
      { ...mites, hand: [EN_GARDE, EN_GARDE], runes: [CALM, CALM] },
    );
    play(t, GROUP);
    for (const g of ['m0', 'm1', 'm2', 'm3']) pickTagged(t, g);
    // In response player 1 gives two of the Mites +1 Might (En Garde twice): 1, 1, 2, 2 — total 6.
    for (const g of ['m2', 'm3']) {
      expect(t.kind).toBe('priority');
      pick(t, `play ${name(EN_GARDE)}`);
      if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
      pickTagged(t, g);
      if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
      // Player 0 passes, En Garde resolves.
      if (t.kind === 'priority' && t.decision()!.player === 0) t.pass();
    }
    expect(['m0', 'm1', 'm2', 'm3'].map((g) => t.characteristic(g, 'might'))).toEqual([1, 1, 2, 2]);
    passOn(t);
    expect(t.kind).toBe('group-subset');
    pickTagged(t, 'm2');
    pickTagged(t, 'm0');
    // 2 + 1 chosen: a 2 would make 5, so only the other 1 is offered.
    expect(offered(t, 'm3')).toBe(false);
    expect(offered(t, 'm1')).toBe(true);
    pick(t, 'done choosing');
    expect(t.zone('bf1').filter((c) => c === MITE)).toHaveLength(2);
    expect(t.zone('p1:trash').filter((c) => c === MITE)).toHaveLength(2);
  });
});

/**
 * "[E]: Banish the top card of your Main Deck." and "[1]: Put the cards I banished into your hand."
 */
const VAULT = testCard({
  id: 'tst-vault',
  name: text('Test Vault'),
  type: 'unit',
  might: 1,
  abilities: [
    { kind: 'activated', cost: { exhaust: true }, steps: [{ do: 'banish-top', n: 1 }] },
    { kind: 'activated', cost: { energy: 1 }, steps: [{ do: 'return', what: 'banished', to: 'hand' }] },
  ],
});

/** "Banish a unit. At the end of this turn, return the card banished to its owner's hand." */
const EXILE = testCard({
  id: 'tst-exile',
  name: text('Test Exile'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit' } }],
      steps: [
        { do: 'banish', what: 0 },
        { do: 'delayed', at: 'turn-end', steps: [{ do: 'return', what: 'banished', to: 'hand' }] },
      ],
    },
  ],
});

describe('RB 414: banishing, and cards referring to what they banished', () => {
  const DRAKE = 'ogn-142-298';
  /** Activate ability `n` of the Vault tagged `tag` (both copies share a label: pick by object). */
  const activateOf = (t: Ruling, tag: string, n: number): Ruling => {
    const d = t.decision()!;
    const id = t.tagged(tag).id;
    const label = `activate ability ${n} of ${name(VAULT)}`;
    const o = domainOptions(d).find(
      (x) => optionText(riftbound, x, 'en') === label && JSON.stringify(x).includes(`"src":${id}`),
    );
    if (!o) throw new Error(`no "${label}" for ${tag}: ${labels(t).join(' | ')}`);
    t.choose(o.id, d.player);
    if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
    return passOn(t);
  };

  it('RB 414.5, RB 107.5.g, RB 414.3: an object refers to the card it banished itself', () => {
    const t = duel({ base: [{ card: VAULT, tag: 'a' }], runes: runes(2), deck: [PHANTOM, DRAKE] }, {});
    activateOf(t, 'a', 1);
    // The top card (the last of the list) is banished, face up in its owner's banishment.
    expect(t.zone('p0:banish')).toEqual([DRAKE]);
    expect(t.logged('RB 414.2')).toBe(1);
    activateOf(t, 'a', 2);
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
    expect(t.zone('p0:banish')).toEqual([]);
  });

  it('RB 414.3.a, RB 107.5.h: another object of the same name does not refer to it', () => {
    const t = duel(
      {
        base: [
          { card: VAULT, tag: 'a' },
          { card: VAULT, tag: 'b' },
        ],
        runes: runes(3),
        deck: [PHANTOM, DRAKE],
      },
      {},
    );
    activateOf(t, 'a', 1);
    expect(t.zone('p0:banish')).toEqual([DRAKE]);
    // B did not banish the Drake: its ability finds nothing, though the Drake is in banishment.
    activateOf(t, 'b', 2);
    expect(t.zone('p0:hand')).toEqual([]);
    expect(t.zone('p0:banish')).toEqual([DRAKE]);
    activateOf(t, 'a', 2);
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
  });

  it('RB 107.5.i, RB 107.5.j: referring to a banished card is no choice (no target asked) and no attachment', () => {
    const t = duel({ hand: [EXILE], runes: runes(2) }, { bf1: [{ card: DRAKE, tag: 'drake' }] });
    play(t, EXILE);
    passOn(t);
    // Banished, not killed: its owner's banishment, not the trash.
    expect(t.zone('p1:banish')).toEqual([DRAKE]);
    expect(t.zone('p1:trash')).toEqual([]);
    const inBanish = t.state.objects[t.state.zones['p1:banish'].objects[0]];
    expect(inBanish.linkedTo).toBeUndefined();
    // End the turn: the delayed ability returns it to its owner's hand without asking anyone.
    const asked: string[] = [];
    for (let i = 0; i < 30 && t.zone('p1:banish').length; i++) {
      const d = t.decision();
      if (!d) break;
      asked.push(d.kind);
      if (d.kind === 'action') pick(t, labels(t).find((l) => /end (the )?turn/i.test(l)) ?? labels(t)[0]);
      else t.pass();
    }
    expect(t.zone('p1:hand')).toEqual([DRAKE]);
    expect(asked).not.toContain('target');
  });
});

/** Two Equip abilities: "Equip [1]" and "Equip [2], discard a card". */
const TWIN = testCard({
  id: 'tst-twin',
  name: text('Test Twin'),
  type: 'gear',
  tags: ['Equipment'],
  keywords: { equip: 1 },
  mightBonus: 1,
  abilities: [
    { kind: 'equip', cost: { energy: 1 } },
    { kind: 'equip', cost: { energy: 2, discard: 1 } },
  ],
});

/** "When I become equipped, draw 1." */
const SQUIRE = testCard({
  id: 'tst-squire',
  name: text('Test Squire'),
  type: 'unit',
  might: 2,
  abilities: [{ kind: 'triggered', on: { on: 'equipped', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
});

/** "Draw 1." with two Repeat costs, [1] each. */
const ECHO = testCard({
  id: 'tst-echo',
  name: text('Test Echo'),
  type: 'spell',
  keywords: { repeat: 1 },
  repeat: [{ energy: 1 }, { energy: 1 }],
  abilities: [{ kind: 'spell', steps: [{ do: 'draw', n: 1 }] }],
});

describe('RB 744: Equip beyond the pool', () => {
  const DRAKE = 'ogn-142-298';
  /** Answer every question with its first option until an action is asked again. */
  function settle(t: Ruling): Ruling {
    for (let i = 0; i < 30; i++) {
      const d = t.decision();
      if (!d || d.kind === 'action') return t;
      if (d.kind === 'priority') t.pass();
      else t.choose(domainOptions(d)[0].id, d.player);
    }
    return t;
  }

  it('RB 744.4, RB 744.1.c.3, RB 744.2.a: two Equip abilities, each activated for its own cost (resources and a discard); being equipped triggers', () => {
    const t = duel(
      {
        base: [
          { card: TWIN, tag: 'twin' },
          { card: SQUIRE, tag: 'squire' },
        ],
        hand: [PHANTOM],
        runes: runes(2),
        deck: [DRAKE],
      },
      {},
    );
    // RB 744.4: both Equip abilities are offered, each an activation of its own.
    expect(labels(t)).toContain(`activate ability 1 of ${name(TWIN)}`);
    expect(labels(t)).toContain(`activate ability 2 of ${name(TWIN)}`);
    pick(t, `activate ability 2 of ${name(TWIN)}`);
    settle(t);
    // RB 744.1.c.3: two Energy and the discard were paid.
    expect(t.zone('p0:trash')).toEqual([PHANTOM]);
    expect(t.tagged('twin').linkedTo).toBe(t.tagged('squire').id);
    // RB 744.2.a: the Squire's "when I become equipped" drew the Drake.
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
    // Nothing left to pay ability 1 with: it is no longer offered.
    expect(labels(t)).not.toContain(`activate ability 1 of ${name(TWIN)}`);
  });

  it('RB 744.1.b.1: the unit Equip attaches to is a target, chosen among the units its controller controls', () => {
    const t = duel(
      {
        base: [
          { card: TWIN, tag: 'twin' },
          { card: SQUIRE, tag: 'squire' },
          { card: PHANTOM, tag: 'phantom' },
        ],
        runes: runes(2),
        deck: [DRAKE, DRAKE],
      },
      { base: [{ card: PHANTOM, tag: 'theirs' }] },
    );
    pick(t, `activate ability 1 of ${name(TWIN)}`);
    expect(t.kind).toBe('target');
    expect(offered(t, 'squire')).toBe(true);
    expect(offered(t, 'phantom')).toBe(true);
    expect(offered(t, 'theirs')).toBe(false);
    pickTagged(t, 'phantom');
    settle(t);
    expect(t.tagged('twin').linkedTo).toBe(t.tagged('phantom').id);
    // Only the unit equipped has its trigger: the Squire drew nothing.
    expect(t.zone('p0:hand')).toEqual([]);
  });
});

describe('RB 746.3: several Repeat instances', () => {
  it('RB 746.3: each Repeat paid runs the instructions once more — two paid, three draws; one paid, two', () => {
    const run = (pay: number) => {
      const t = duel({ hand: [ECHO], runes: runes(3), deck: [PHANTOM, PHANTOM, PHANTOM, PHANTOM] }, {});
      pick(t, `play ${name(ECHO)}`);
      for (let i = 0; i < 2 && t.kind === 'repeat'; i++) t.choose(i < pay ? 'yes' : 'no');
      passOn(t);
      return t.zone('p0:hand').length;
    };
    expect(run(2)).toBe(3);
    expect(run(1)).toBe(2);
    expect(run(0)).toBe(1);
  });
});

/** A Ganking unit that says "I can't move." */
const ROOTED = testCard({
  id: 'tst-rooted',
  name: text('Test Rooted'),
  type: 'unit',
  might: 1,
  keywords: { ganking: 1 },
  abilities: [{ kind: 'passive', effect: { cantMove: 'self' } }],
});
const GANKER = testCard({
  id: 'tst-ganker',
  name: text('Test Ganker'),
  type: 'unit',
  might: 1,
  keywords: { ganking: 1 },
});
/** "Move a friendly unit to its base." */
const SHOVE = testCard({
  id: 'tst-shove',
  name: text('Test Shove'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
      steps: [{ do: 'move', what: 0, to: 'base' }],
    },
  ],
});

describe('RB 054: "can\'t" beats "can"', () => {
  it("RB 054, RB 054.1: a unit that can't move has no Standard Move, Ganking or not, and an effect does not move it", () => {
    const t = duel(
      {
        bf0: [
          { card: ROOTED, tag: 'rooted' },
          { card: GANKER, tag: 'ganker' },
        ],
        hand: [SHOVE, SHOVE],
        runes: runes(2),
      },
      {},
    );
    const dests = (tag: string) => standardMoveDestinations(t.state as never, t.tagged(tag).id);
    // Ganking lets the other one go to its base or the other battlefield; "can't" leaves this one none.
    expect(dests('ganker')).toEqual(['p0:base', 'bf1']);
    expect(dests('rooted')).toEqual([]);
    play(t, SHOVE);
    pickTagged(t, 'rooted');
    passOn(t);
    expect(t.tagged('rooted').zone).toBe('bf0');
    play(t, SHOVE);
    pickTagged(t, 'ganker');
    passOn(t);
    expect(t.tagged('ganker').zone).toBe('p0:base');
  });
});

/** A Tank unit that says "I don't take damage." */
const AEGIS = testCard({
  id: 'tst-aegis',
  name: text('Test Aegis'),
  type: 'unit',
  might: 3,
  keywords: { tank: 1 },
  abilities: [{ kind: 'passive', effect: { noDamage: 'self' } }],
});

describe('RB 443.1.d.9: a unit that cannot be dealt damage in combat', () => {
  const b = board({
    p1: {
      bf0: [
        { card: AEGIS, as: 'aegis' },
        { card: PHANTOM, as: 'phantom' },
        { card: MITE, as: 'mite' },
      ],
    },
  });
  const [aegis, phantom, mite] = [b.id.aegis, b.id.phantom, b.id.mite];
  const targets = [aegis, phantom, mite];

  it('RB 443.1.d.9: it has no lethal amount — left out of the lethal-first order, its Tank too', () => {
    expect(nextAssignable(b.s, targets, {}).sort()).toEqual([phantom, mite].sort());
    // Damage may reach it only once every other unit has lethal.
    expect(checkAssignment(b.s, targets, 7, { [phantom]: 5, [mite]: 1, [aegis]: 1 })).toBeNull();
    expect(checkAssignment(b.s, targets, 6, { [phantom]: 4, [mite]: 1, [aegis]: 1 })).toBe('RB 443.1.d.9');
  });

  it('RB 054.1: "I don\'t take damage" beats any Deal', () => {
    expect(markDamage(b.ctx, aegis, 3)).toBe(0);
    expect(b.s.objects[aegis].data.damage ?? 0).toBe(0);
    expect(markDamage(b.ctx, mite, 1)).toBe(1);
  });
});

/** "Play a Recruit token in your base; it has Assault 2 and +1 Might this turn." */
const MUSTER = testCard({
  id: 'tst-muster',
  name: text('Test Muster'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'token', token: 'recruit', n: 1, at: 'base', thisTurn: { keywords: { assault: 2 }, might: 1 } },
        { do: 'token', token: 'recruit', n: 1, at: 'base' },
      ],
    },
  ],
});

describe('RB 178.3: a token created with modifications', () => {
  it('RB 178.3: the effect that makes a token may give it keywords and Might for the turn', () => {
    const t = duel({ hand: [MUSTER], runes: runes(2) }, {});
    play(t, MUSTER);
    passOn(t);
    const recruits = t.state.zones['p0:base'].objects;
    expect(recruits).toHaveLength(2);
    const [first, second] = recruits;
    const base = CARDS['ogn-271-298'].might!;
    expect(t.characteristic(first, 'might')).toBe(base + 1);
    expect(keywords(t.state as never, first).assault).toBe(2);
    expect(t.characteristic(second, 'might')).toBe(base);
    expect(keywords(t.state as never, second).assault).toBeUndefined();
  });
});

/** A unit costing 3 Energy and one Fury Power. */
const PRICEY = testCard({
  id: 'tst-pricey',
  name: text('Test Pricey'),
  type: 'unit',
  cost: { energy: 3, power: ['fury'] },
  might: 3,
});

describe('RB 353.1.b: ignoring only one part of a cost', () => {
  it('RB 353.1.b: "ignoring its Energy cost" leaves the Power to pay, and the other way round', () => {
    const b = board({ p0: { trash: [{ card: PRICEY, as: 'pricey' }] } });
    const cost = (ignoreCost?: boolean | 'energy' | 'power') =>
      totalCost(b.s, 0, b.id.pricey, { ignoreCost }).owed;
    expect(cost()).toEqual({ energy: 3, power: ['fury'] });
    expect(cost('energy')).toEqual({ energy: 0, power: ['fury'] });
    expect(cost('power')).toEqual({ energy: 3, power: [] });
    expect(cost(true)).toEqual({ energy: 0, power: [] });
    // The instruction that plays a card so is data of the vocabulary.
    expect(
      parseCard({
        ...CARDS[PRICEY],
        id: 'tst-pricey2',
        abilities: [
          {
            kind: 'triggered',
            on: { on: 'turn-end', who: 'you' },
            from: 'trash',
            steps: [{ do: 'play-self', from: 'trash', ignore: 'energy' }],
          },
        ],
      }).ok,
    ).toBe(true);
  });
});
