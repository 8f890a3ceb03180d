/**
 * Rules about playing cards, triggers, showdowns, combat and Equip whose situations no card of the
 * nine decks or the seed reaches: each is checked here with small test-only cards written in the
 * effect vocabulary (parsed by the same schema as the real cards and added to the registry for this
 * file only), played through the whole engine with the kit's `duel()`.
 */
import { domainOptions, optionText, type Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { type RbGame, Z } from '../src/state.ts';
import { checkWindows, duel, FURY, runes, testCard } from './kit.ts';

checkWindows();

type T = Ruling<RbGame>;

const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might, Deflect
const AXE = 'sfd-186-221'; // Spinning Axe: Equip [A], Might Bonus +2 (stand-in)
const FAE = 'ogn-097-298'; // Blastcone Fae: Hidden; when played, a unit gets -2 Might this turn

/** What every test-only card here shares unless it says otherwise: Fury, 1 Energy, no tags. */

/** A 1-Might unit without abilities (no Deflect: choosing it costs nothing more). */
const MITE = testCard({ id: 'tst-mite', type: 'unit', might: 1 });

/** Put simultaneous triggers on the chain in the order offered (RB 376.3.b), if asked. */
function orderAsOffered(t: T): void {
  if (t.kind !== 'order-triggers') return;
  t.answer((t.decision()!.domain as unknown as { items: { id: string }[] }).items.map((i) => i.id));
}

/** The objects a target decision offers. */
function offeredObjs(t: T): number[] {
  return domainOptions(t.decision()!)
    .map((o) => o.obj)
    .filter((o): o is number => o !== undefined)
    .sort((a, b) => a - b);
}

/** The chain's items that run `ability` (a keyword's or a card's). */
function chainItems(t: T, ability: string): { id: number; status: string; data: unknown }[] {
  return (t.state.stack ?? []).filter((it) =>
    (it as { ability?: string }).ability?.includes(ability),
  ) as never;
}

describe('RB 747.2.a: several Weaponmasters choosing one Equipment', () => {
  /** A unit with two instances of Weaponmaster. */
  const DOUBLE_MASTER = testCard({
    id: 'tst-dmaster',
    type: 'unit',
    might: 1,
    keywords: { weaponmaster: 2 },
  });

  it('RB 747.2, RB 747.2.a: both instances choose the only Equipment, go on the chain, and each resolves on its own', () => {
    const t = duel({ hand: [DOUBLE_MASTER], runes: runes(2), base: [{ card: AXE, tag: 'g' }] });
    t.act(`play ${DOUBLE_MASTER}`);
    orderAsOffered(t);
    // Two Weaponmaster items were finalized, both choosing the Axe (the only Equipment); the first
    // to resolve asks on its own while the other waits on the chain with the same target.
    expect(t.logged('RB 394.2')).toBe(2);
    expect(t.kind).toBe('may');
    const waiting = chainItems(t, 'weaponmaster');
    expect(waiting).toHaveLength(1);
    expect((waiting[0] as unknown as { targets: { obj: number }[][] }).targets).toEqual([
      [{ obj: t.tagged('g').id }],
    ]);
    t.act('yes');
    expect(t.tagged('g').linkedTo).toBeDefined();
    expect(chainItems(t, 'weaponmaster')).toHaveLength(1);
    // The second resolves separately: its own question, its own attach.
    t.passUntil('may');
    t.act('yes');
    expect(chainItems(t, 'weaponmaster')).toHaveLength(0);
    expect(t.logged('RB 421.1')).toBe(2);
  });
});

describe('RB 376.4.a.4: a trigger on another card being played is not a Play Effect', () => {
  /** "When you play a card, deal 1 damage to a unit." */
  const WATCHER = testCard({
    id: 'tst-watcher',
    type: 'gear',
    abilities: [
      {
        kind: 'triggered',
        on: { on: 'play-card', who: 'you', card: { kind: 'card' } },
        targets: [{ sel: { kind: 'unit' } }],
        steps: [{ do: 'deal', n: 1, to: 0 }],
      },
    ],
  });

  it('RB 376.4.a.4, RB 737.1.d.2: played from Hidden, the Fae’s own play effect chooses at its battlefield, the watcher’s trigger anywhere', () => {
    const t = duel(
      { facedown0: FAE, bf0: [{ card: PORO, tag: 'mine' }], base: [{ card: WATCHER, tag: 'w' }] },
      { hand: [PORO], base: [{ card: MITE, tag: 'far' }] },
      { control: [0, null] },
    );
    const mine = t.tagged('mine').id;
    const far = t.tagged('far').id;
    t.act('play Blastcone Fae');
    const seen: number[][] = [];
    orderAsOffered(t);
    for (let i = 0; i < 20 && !t.state.result; i++) {
      if (t.kind === 'target') {
        seen.push(offeredObjs(t));
        t.choose([domainOptions(t.decision()!)[0].id]);
      } else if (t.kind === 'priority') t.pass();
      else break;
    }
    const fae = t.state.zones[Z.at(0)].objects.find((o) => t.state.objects[o].card === FAE)!;
    // Two choices were made: the Fae's (at its battlefield only) and the watcher's (the far unit too).
    expect(seen).toHaveLength(2);
    expect(seen).toContainEqual([mine, fae].sort((a, b) => a - b));
    expect(seen.some((objs) => objs.includes(far))).toBe(true);
  });
});

describe('RB 345.2.b: a showdown ends with two players’ units at the battlefield', () => {
  /** "Action: move a friendly unit to a battlefield." */
  const RALLY = testCard({
    id: 'tst-rally',
    type: 'spell',
    keywords: { action: 1 },
    abilities: [
      {
        kind: 'spell',
        targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
        steps: [{ do: 'move', what: 0, to: 'battlefield' }],
      },
    ],
  });

  it('RB 345.2.b, RB 345.2.b.1: a unit brought in during the showdown keeps it contested; a combat follows with the contester attacking', () => {
    const t = duel(
      { base: [{ card: PORO, tag: 'p' }], hand: [PORO] },
      { hand: [RALLY], runes: runes(1), base: [{ card: MITE, tag: 'q' }] },
    );
    t.choose([`move-${Z.at(0)}`]);
    t.choose([`u${t.tagged('p').id}`]);
    expect(t.state.g.showdown).toMatchObject({ bf: 0, focus: 0 });
    t.pass();
    // Player 1 holds Focus and brings a unit in.
    expect(t.decision()!.player).toBe(1);
    t.act(`play ${RALLY}`);
    let attacker: number | null = null;
    for (let i = 0; i < 20 && t.kind !== 'action'; i++) {
      if (t.state.g.combat) attacker ??= t.state.g.combat.attacker;
      const d = t.decision()!;
      if (t.kind === 'priority') t.pass();
      else if (t.kind === 'target') t.choose([`t${t.tagged('q').id}`]);
      else {
        const o = domainOptions(d).find((x) => x.id.includes(Z.at(0))) ?? domainOptions(d)[0];
        t.choose([o.id], d.player);
      }
    }
    // RB 345.2.b: both players' units remained, so nobody took control as the showdown ended: a
    // combat was staged; RB 345.2.b.1: player 0, who contested the battlefield, attacked.
    expect(t.logged('RB 442.1')).toBe(1);
    expect(attacker).toBe(0);
    // The Poro (2 Might) beat the Mite (1) and conquered after the combat, not before.
    expect(t.zone(Z.trash(1)).sort()).toEqual([MITE, RALLY].sort());
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect(t.state.g.points).toEqual([1, 0]);
  });
});

describe('RB 376.4.c.2.c: a Hold whose point is negated still triggers', () => {
  /** "When I hold, draw 1." */
  const KEEPER = testCard({
    id: 'tst-keeper',
    type: 'unit',
    might: 1,
    abilities: [{ kind: 'triggered', on: { on: 'hold', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
  });
  /** "Your opponents can't gain points." */
  const WARDEN = testCard({
    id: 'tst-warden',
    type: 'gear',
    abilities: [{ kind: 'passive', effect: { noPoints: 'opponents' } }],
  });

  const holdWith = (warden: boolean) => {
    const t = duel(
      { bf0: [{ card: KEEPER, tag: 'k' }], deck: [PORO, PORO, PORO, PORO, PORO] },
      { deck: [PORO], base: warden ? [WARDEN] : [] },
      { tp: 0, at: 'start', control: [0, null] },
    );
    for (let i = 0; i < 12 && t.kind !== 'action' && !t.state.result; i++)
      if (t.kind === 'order-triggers') orderAsOffered(t);
      else t.pass();
    return t;
  };

  it('RB 376.4.c.2.c, RB 054.1: with "opponents can’t gain points" the Hold gives no point, yet the hold effect draws', () => {
    const t = holdWith(true);
    expect(t.logged('RB 446.2')).toBe(1);
    expect(t.logged('RB 054.1', 'rb.no-points')).toBe(1);
    expect(t.state.g.points).toEqual([0, 0]);
    // The Keeper's hold effect resolved and drew (with the battlefield's own hold effect and the
    // turn's draw: three cards).
    expect(
      t.log.filter((l) => l.msg.key === 'rb.resolves' && JSON.stringify(l.msg.args).includes(KEEPER)),
    ).toHaveLength(1);
    expect(t.zone(Z.hand(0))).toHaveLength(3);
    // Without the Warden: the point, and the same draws.
    const free = holdWith(false);
    expect(free.state.g.points).toEqual([1, 0]);
    expect(free.zone(Z.hand(0))).toHaveLength(3);
  });

  it('RB 054.1: the Warden’s own controller still gains points', () => {
    const t = duel(
      { bf0: [KEEPER], base: [WARDEN], deck: [PORO, PORO, PORO, PORO, PORO] },
      { deck: [PORO] },
      { tp: 0, at: 'start', control: [0, null] },
    );
    for (let i = 0; i < 12 && t.kind !== 'action'; i++)
      if (t.kind === 'order-triggers') orderAsOffered(t);
      else t.pass();
    expect(t.state.g.points).toEqual([1, 0]);
  });
});

describe('RB 443.1.d.7, RB 443.1.d.8: a unit that must be assigned combat damage both first and last', () => {
  /** "I must be assigned combat damage last", given Tank as well (1 Might). */
  const TORN = testCard({
    id: 'tst-torn',
    type: 'unit',
    might: 1,
    keywords: { tank: 1 },
    abilities: [{ kind: 'passive', effect: { assignedLast: 'self' } }],
  });
  /** "I must be assigned combat damage last" only. */
  const SHY = testCard({
    id: 'tst-shy',
    type: 'unit',
    might: 1,
    abilities: [{ kind: 'passive', effect: { assignedLast: 'self' } }],
  });
  const BRUTE = testCard({ id: 'tst-brute', type: 'unit', might: 2 });

  /** Player 0 attacks battlefield 1 with a 2-Might unit; returns once player 0 is asked something. */
  function attack(defenders: { card: string; tag: string }[]): T {
    const t = duel({ base: [{ card: BRUTE, tag: 'b' }] }, { bf1: defenders }, { control: [null, 1] });
    t.choose([`move-${Z.at(1)}`]);
    t.choose([`u${t.tagged('b').id}`]);
    for (let i = 0; i < 10 && t.kind === 'priority'; i++) t.pass();
    return t;
  }
  /** Whether the unit tagged `tag` is still at the battlefield (a unit that died is a new object in the trash, untagged). */
  const alive = (t: T, tag: string) =>
    t.state.zones[Z.at(1)].objects.some((o) => (t.state.objects[o].data as { tag?: string }).tag === tag);
  const chooseOrder = (t: T, tag: string, which: 'first' | 'last') => {
    expect(t.kind).toBe('assign-order');
    expect(t.decision()!.player).toBe(0);
    t.choose([`${t.tagged(tag).id}:${which}`]);
  };

  it('RB 443.1.d.5: a unit assigned last gets damage only after the others have lethal', () => {
    const t = attack([
      { card: SHY, tag: 'shy' },
      { card: MITE, tag: 'm1' },
      { card: MITE, tag: 'm2' },
    ]);
    // Only the two Mites are offered first; the 2 damage kill both and the shy unit survives.
    expect(t.kind).toBe('assign-damage');
    expect(offeredObjs(t)).toEqual([t.tagged('m1').id, t.tagged('m2').id].sort((a, b) => a - b));
    t.choose([String(t.tagged('m1').id)]);
    expect(alive(t, 'shy')).toBe(true);
    expect(alive(t, 'm1') || alive(t, 'm2')).toBe(false);
  });

  it('RB 443.1.d.7: the assigning player chooses "last" for a Tank unit that must be assigned last: it is assigned after the others', () => {
    const t = attack([
      { card: TORN, tag: 'torn' },
      { card: MITE, tag: 'm1' },
      { card: MITE, tag: 'm2' },
    ]);
    chooseOrder(t, 'torn', 'last');
    expect(t.logged('RB 443.1.d.7', 'rb.assign-last-chosen')).toBe(1);
    expect(t.kind).toBe('assign-damage');
    expect(offeredObjs(t)).not.toContain(t.tagged('torn').id);
    t.choose([String(t.tagged('m1').id)]);
    expect(alive(t, 'torn')).toBe(true);
    expect(alive(t, 'm1') || alive(t, 'm2')).toBe(false);
  });

  it('RB 443.1.d.7: or "first" (its Tank): it is assigned before the others, never in between', () => {
    const t = attack([
      { card: TORN, tag: 'torn' },
      { card: MITE, tag: 'm1' },
      { card: MITE, tag: 'm2' },
    ]);
    chooseOrder(t, 'torn', 'first');
    // The Tank requirement leaves one choice: the torn unit takes its lethal 1 at once.
    const firstAssigned = t.log.find((l) => l.msg.key === 'rb.assigned');
    expect((firstAssigned!.msg.args as { t: { obj: number } }).t.obj).toBe(t.tagged('torn').id);
    expect(t.kind).toBe('assign-damage');
    t.choose([String(t.tagged('m2').id)]);
    expect(alive(t, 'torn')).toBe(false);
    expect(alive(t, 'm1')).toBe(true);
    expect(alive(t, 'm2')).toBe(false);
  });

  it('RB 443.1.d.8: two such units are each chosen for on their own; both "first" makes them one priority, in any order', () => {
    const t = attack([
      { card: TORN, tag: 't1' },
      { card: TORN, tag: 't2' },
      { card: MITE, tag: 'm' },
    ]);
    chooseOrder(t, 't1', 'first');
    chooseOrder(t, 't2', 'first');
    // Both Tank now: either may go first; the Mite is not offered.
    expect(t.kind).toBe('assign-damage');
    expect(offeredObjs(t)).toEqual([t.tagged('t1').id, t.tagged('t2').id].sort((a, b) => a - b));
    t.choose([String(t.tagged('t2').id)]);
    expect(alive(t, 't1') || alive(t, 't2')).toBe(false);
    expect(alive(t, 'm')).toBe(true);
  });

  it('RB 443.1.d.8: one "first", the other "last": the first, then the Mite, and the last unit survives', () => {
    const t = attack([
      { card: TORN, tag: 't1' },
      { card: TORN, tag: 't2' },
      { card: MITE, tag: 'm' },
    ]);
    chooseOrder(t, 't1', 'last');
    chooseOrder(t, 't2', 'first');
    expect(alive(t, 't1')).toBe(true);
    expect(alive(t, 't2')).toBe(false);
    expect(alive(t, 'm')).toBe(false);
  });
});

describe('RB 744.1.c: Equip abilities whose own text alters them', () => {
  /** "Equip [2] — this costs [2] less if you control two or more units." Might Bonus +1. */
  const BLADE = testCard({
    id: 'tst-blade',
    type: 'gear',
    tags: ['Equipment'],
    mightBonus: 1,
    abilities: [
      {
        kind: 'equip',
        cost: { energy: 2 },
        less: { energy: 2, if: { count: { kind: 'unit', side: 'friendly' }, atLeast: 2 } },
      },
    ],
  });
  /** "Reaction — Equip [1] to a unit you control at a battlefield." */
  const QUICK = testCard({
    id: 'tst-quick',
    type: 'gear',
    tags: ['Equipment'],
    mightBonus: 1,
    abilities: [
      {
        kind: 'equip',
        cost: { energy: 1 },
        timing: 'reaction',
        to: { kind: 'unit', side: 'friendly', at: 'battlefield' },
      },
    ],
  });
  /** The same Equip without the altering text, for comparison. */
  const PLAIN = testCard({
    id: 'tst-plain',
    type: 'gear',
    tags: ['Equipment'],
    mightBonus: 1,
    abilities: [{ kind: 'equip', cost: { energy: 1 } }],
  });
  /** "Equip — kill a friendly unit." */
  const GRIM = testCard({
    id: 'tst-grim',
    type: 'gear',
    tags: ['Equipment'],
    mightBonus: 1,
    abilities: [{ kind: 'equip', cost: { killFriendly: 1 } }],
  });
  /** "Deathknell — draw 1." */
  const DOOMED = testCard({
    id: 'tst-doomed',
    type: 'unit',
    might: 1,
    keywords: { deathknell: 1 },
    abilities: [
      { kind: 'triggered', on: { on: 'die', who: 'me' }, deathknell: true, steps: [{ do: 'draw', n: 1 }] },
    ],
  });
  /** A unit with Weaponmaster. */
  const MASTER = testCard({ id: 'tst-master', type: 'unit', might: 1, keywords: { weaponmaster: 1 } });

  const labels = (t: T) => domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));
  const equipOf = (card: string) => `activate ability 1 of ${card}`;

  it('RB 744.1.c.4: the Equip cost is what its own text makes it — [2] with one unit, free with two', () => {
    const one = duel({
      base: [
        { card: BLADE, tag: 'g' },
        { card: MITE, tag: 'u' },
      ],
      runes: runes(1),
    });
    expect(labels(one)).not.toContain(equipOf(BLADE));
    const two = duel({
      base: [
        { card: BLADE, tag: 'g' },
        { card: MITE, tag: 'u' },
        { card: MITE, tag: 'v' },
      ],
    });
    expect(labels(two)).toContain(equipOf(BLADE));
    two.act(equipOf(BLADE));
    two.choose([`t${two.tagged('v').id}`]);
    two.passUntil('action');
    expect(two.tagged('g').linkedTo).toBe(two.tagged('v').id);
    expect(two.characteristic('v', 'might')).toBe(2);
  });

  it('RB 744.1.c.4, RB 747.1.c.2: the altered cost is the one Weaponmaster pays too', () => {
    const play = (withMite: boolean) => {
      const t = duel({
        hand: [MASTER],
        runes: runes(1),
        base: [{ card: BLADE, tag: 'g' }, ...(withMite ? [{ card: MITE, tag: 'u' }] : [])],
      });
      t.act(`play ${MASTER}`);
      if (t.kind === 'may') t.act('yes');
      t.passUntil('action');
      return t.tagged('g').linkedTo;
    };
    // With the Mite, the Master makes two units: the Equip costs nothing and the Blade attaches.
    expect(play(true)).toBeDefined();
    // Alone, its cost stays [2] (Weaponmaster only takes off [A]); no rune is left to pay it.
    expect(play(false)).toBeUndefined();
  });

  it('RB 744.1.c.5: an Equip with Reaction timing may be activated in a showdown; a plain Equip may not', () => {
    const t = duel({
      base: [
        { card: PORO, tag: 'p' },
        { card: QUICK, tag: 'q' },
        { card: PLAIN, tag: 'plain' },
        { card: MITE, tag: 'home' },
      ],
      runes: runes(1),
    });
    // Before the showdown (own turn, Neutral Open) the plain Equip is offered (the quick one has no
    // unit at a battlefield to choose yet).
    expect(labels(t)).toContain(equipOf(PLAIN));
    t.choose([`move-${Z.at(0)}`]);
    t.choose([`u${t.tagged('p').id}`]);
    expect(t.kind).toBe('priority');
    expect(t.state.g.showdown).not.toBeNull();
    expect(labels(t)).toContain(equipOf(QUICK));
    expect(labels(t)).not.toContain(equipOf(PLAIN));
    // RB 744.1.c.5: its targeting too — only a unit at a battlefield (the Poro, not the Mite at home):
    // a single legal target, chosen without a question.
    t.act(equipOf(QUICK));
    for (let i = 0; i < 10 && t.kind === 'priority' && t.tagged('q').linkedTo === undefined; i++) t.pass();
    expect(t.tagged('q').linkedTo).toBe(t.tagged('p').id);
  });

  it('RB 744.1.c.5: the altered targeting is checked — with no unit at a battlefield the Equip is not offered', () => {
    const t = duel({
      base: [
        { card: QUICK, tag: 'q' },
        { card: MITE, tag: 'home' },
      ],
      runes: runes(1),
    });
    expect(labels(t)).not.toContain(equipOf(QUICK));
    const plain = duel({
      base: [
        { card: PLAIN, tag: 'g' },
        { card: MITE, tag: 'home' },
      ],
      runes: runes(1),
    });
    expect(labels(plain)).toContain(equipOf(PLAIN));
  });

  it('RB 744.1.c.1: a trigger caused by paying the Equip cost goes on the chain above it, pending, and resolves first', () => {
    const t = duel({
      base: [
        { card: GRIM, tag: 'g' },
        { card: MITE, tag: 'u' },
        { card: DOOMED, tag: 'd' },
      ],
      deck: [PORO],
    });
    t.act(equipOf(GRIM));
    // The unit to equip is chosen first (RB 744.1.b.1), then the cost: kill the Doomed unit.
    t.choose([`t${t.tagged('u').id}`]);
    for (let i = 0; i < 5 && t.kind !== 'priority'; i++) {
      const o = domainOptions(t.decision()!).find((x) => x.obj !== undefined && x.obj === t.tagged('d').id);
      if (!o) break;
      t.choose([o.id]);
    }
    // The cost killed the Doomed unit; its Deathknell triggered, was finalized above the Equip and
    // has resolved already (it drew), while the Equip still waits on the chain, unresolved.
    expect(t.zone(Z.trash(0))).toEqual([DOOMED]);
    expect(t.logged('RB 394.2')).toBe(2);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
    expect(t.logged('RB 421.1')).toBe(0);
    const stack = t.state.stack ?? [];
    expect(stack).toHaveLength(1);
    expect((stack[0] as { data: { costAt?: { card: string } } }).data.costAt?.card).toBe(GRIM);
    t.passUntil('action');
    // Then the Equip resolves.
    const at = (rule: string) => t.log.findIndex((l) => l.rule === rule);
    expect(at('RB 400.1')).toBeLessThan(at('RB 421.1'));
    expect(t.tagged('g').linkedTo).toBe(t.tagged('u').id);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
  });
});

describe('RB 352.10.f: an instruction a player "must" complete does not target', () => {
  /** "You must kill one of your units." */
  const MUST = testCard({
    id: 'tst-must',
    type: 'spell',
    abilities: [{ kind: 'spell', steps: [{ do: 'each-player-kills', sel: { kind: 'unit' }, only: 'you' }] }],
  });
  /** "Kill a unit you control." (a target) */
  const PICK = testCard({
    id: 'tst-pick',
    type: 'spell',
    abilities: [
      {
        kind: 'spell',
        targets: [{ sel: { kind: 'unit', side: 'friendly' } }],
        steps: [{ do: 'kill', what: 0 }],
      },
    ],
  });
  const setup = (spell: string) =>
    duel(
      {
        hand: [spell],
        runes: runes(1),
        base: [
          { card: MITE, tag: 'a' },
          { card: MITE, tag: 'b' },
        ],
      },
      { base: [{ card: MITE, tag: 'x' }] },
    );

  it('RB 352.10.f: "you must kill one of your units" chooses nothing as it is played; its controller alone chooses as it resolves', () => {
    const t = setup(MUST);
    t.act(`play ${MUST}`);
    expect(t.log.some((l) => l.rule === 'RB 390.1' || l.msg.key === 'rb.choose-target')).toBe(false);
    const item = (t.state.stack ?? [])[0] as { targets: unknown[] } | undefined;
    if (item) expect(item.targets.flat()).toEqual([]);
    for (let i = 0; i < 5 && t.kind === 'priority'; i++) t.pass();
    expect(t.kind).toBe('kill-own');
    expect(t.decision()!.player).toBe(0);
    expect(t.decision()!.rule).toBe('RB 352.10.f');
    expect(offeredObjs(t)).toEqual([t.tagged('a').id, t.tagged('b').id].sort((x, y) => x - y));
    t.choose([`u${t.tagged('b').id}`]);
    t.passUntil('action');
    expect(t.zone(Z.trash(0)).sort()).toEqual([MITE, MUST].sort());
    // The opponent's unit is untouched: only "you" had to kill.
    expect(t.zone(Z.trash(1))).toEqual([]);
  });

  it('RB 352.10.f: "kill a unit you control" targets — chosen as it is played', () => {
    const t = setup(PICK);
    t.act(`play ${PICK}`);
    expect(t.kind).toBe('target');
  });
});

describe('RB 356.3.b: a spell whose cost left pending items on the chain', () => {
  /** "As an additional cost, kill a friendly unit. Draw 1." */
  const OFFERING = testCard({
    id: 'tst-offering',
    type: 'spell',
    abilities: [
      { kind: 'additional-cost', optional: false, cost: { killFriendly: 1 } },
      { kind: 'spell', steps: [{ do: 'draw', n: 1 }] },
    ],
  });
  /** "Deathknell — channel 1 rune exhausted." */
  const SEER = testCard({
    id: 'tst-seer',
    type: 'unit',
    might: 1,
    keywords: { deathknell: 1 },
    abilities: [
      {
        kind: 'triggered',
        on: { on: 'die', who: 'me' },
        deathknell: true,
        steps: [{ do: 'channel', n: 1, exhausted: true }],
      },
    ],
  });

  it('RB 356.3.b: the Deathknell of the unit killed for the cost is finalized above the spell and resolves before it', () => {
    const t = duel(
      { hand: [OFFERING], runes: runes(1), base: [{ card: SEER, tag: 's' }], deck: [PORO], runeDeck: [FURY] },
      { hand: [PORO] },
    );
    t.act(`play ${OFFERING}`);
    for (let i = 0; i < 5 && t.kind !== 'priority'; i++) t.choose([domainOptions(t.decision()!)[0].id]);
    // Both are finalized items now: the spell below, the Deathknell above.
    const stack = (t.state.stack ?? []) as { status: string; ability?: string }[];
    expect(stack.map((it) => it.status)).toEqual(['final', 'final']);
    expect(stack[0].ability).toContain(OFFERING);
    expect(stack[1].ability).toContain(SEER);
    t.passUntil('action');
    // The rune was channelled (the Deathknell) before the card was drawn (the spell).
    const at = (key: string) => t.log.findIndex((l) => l.msg.key === key);
    expect(at('rb.draw')).toBeGreaterThan(-1);
    expect(at('rb.channel')).toBeGreaterThan(-1);
    expect(at('rb.channel')).toBeLessThan(at('rb.draw'));
  });
});

describe('RB 352.8.a.5: "Chosen Champion" is the unit in the Champion Zone', () => {
  const CHAMP = testCard({ id: 'tst-champ', type: 'unit', supertype: 'champion', might: 3 });
  /** "Return your Chosen Champion to your hand." */
  const SUMMON = testCard({
    id: 'tst-summon',
    type: 'spell',
    abilities: [
      {
        kind: 'spell',
        targets: [{ sel: { kind: 'unit', zone: 'champion' } }],
        steps: [{ do: 'return', what: 0, to: 'hand' }],
      },
    ],
  });
  const labels = (t: T) => domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));

  it('RB 352.8.a.5: it names the unit in your Champion Zone, not a copy on the board nor the opponent’s', () => {
    const t = duel(
      {
        hand: [SUMMON],
        runes: runes(1),
        champion: { card: CHAMP, tag: 'c' },
        base: [{ card: CHAMP, tag: 'copy' }],
      },
      { champion: { card: CHAMP, tag: 'theirs' } },
    );
    t.act(`play ${SUMMON}`);
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([CHAMP]);
    expect(t.zone(Z.champion(0))).toEqual([]);
    // The copy on the board and the opponent's Champion stay where they were.
    expect(t.tagged('copy').zone).toBe(Z.base(0));
    expect(t.zone(Z.champion(1))).toEqual([CHAMP]);
  });

  it('RB 352.8.a.5: with the Champion Zone empty, a copy on the board does not make the spell playable', () => {
    const t = duel({ hand: [SUMMON], runes: runes(1), base: [{ card: CHAMP, tag: 'copy' }] });
    expect(labels(t)).not.toContain(`play ${SUMMON}`);
  });
});

describe('RB 352.14.d: each target of a split is chosen on its own', () => {
  /** "Deal 3 damage split among up to 3 enemy units." */
  const SPLIT = testCard({
    id: 'tst-split',
    type: 'spell',
    abilities: [
      {
        kind: 'spell',
        targets: [{ sel: { kind: 'unit', side: 'enemy' }, n: 3, upTo: true }],
        steps: [{ do: 'deal', n: 3, to: 0, split: true }],
      },
    ],
  });
  /** "When I'm chosen, draw 1." (3 Might: it survives 1 damage) */
  const WARY = testCard({
    id: 'tst-wary',
    type: 'unit',
    might: 3,
    abilities: [{ kind: 'triggered', on: { on: 'chosen', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
  });

  it('RB 352.14.d, RB 352.14.a: two of the three units chosen for the split trigger "when I’m chosen" each', () => {
    const t = duel(
      { hand: [SPLIT], runes: runes(1) },
      {
        bf1: [
          { card: WARY, tag: 'w1' },
          { card: WARY, tag: 'w2' },
          { card: MITE, tag: 'm' },
        ],
        deck: [PORO, PORO, PORO],
      },
    );
    t.act(`play ${SPLIT}`);
    for (const tag of ['w1', 'w2', 'm']) t.choose([`t${t.tagged(tag).id}`]);
    for (let i = 0; i < 30 && t.kind !== 'action'; i++) {
      if (t.kind === 'order-triggers') orderAsOffered(t);
      else if (t.kind === 'priority') t.pass();
      else t.choose([domainOptions(t.decision()!)[0].id], t.decision()!.player);
    }
    // Two triggers, one per Wary unit chosen: two cards drawn by their controller.
    expect(t.logged('RB 376.3')).toBe(2);
    expect(t.zone(Z.hand(1))).toEqual([PORO, PORO]);
  });
});

describe('RB 356.2.b: a permanent’s rules text is executed from top to bottom', () => {
  /** "When you play me, draw 1. When you play me, channel 1 rune exhausted." (in this order) */
  const TWOFOLD = testCard({
    id: 'tst-twofold',
    type: 'unit',
    might: 1,
    abilities: [
      { kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'draw', n: 1 }] },
      { kind: 'triggered', on: { on: 'play', who: 'me' }, steps: [{ do: 'channel', n: 1, exhausted: true }] },
    ],
  });

  it('RB 356.2.b: its two play effects are taken in printed order — offered top first', () => {
    const t = duel({ hand: [TWOFOLD], runes: runes(1), deck: [PORO], runeDeck: [FURY] });
    t.act(`play ${TWOFOLD}`);
    expect(t.kind).toBe('order-triggers');
    // Both play effects were queued as the text reads, top first, and are offered so.
    const queued = (t.state.triggers as { id: number; ability: string }[]).map((q) => [
      String(q.id),
      q.ability,
    ]);
    expect(queued.map(([, ab]) => ab)).toEqual([`${TWOFOLD}#abilities.0`, `${TWOFOLD}#abilities.1`]);
    const offered = (t.decision()!.domain as unknown as { items: { id: string }[] }).items.map((i) => i.id);
    expect(offered).toEqual(queued.map(([id]) => id));
    // Kept in that order, the first goes on the chain first, below the second, which resolves first.
    orderAsOffered(t);
    t.passUntil('action');
    const at = (key: string) => t.log.findIndex((l) => l.msg.key === key);
    expect(at('rb.channel')).toBeGreaterThan(-1);
    expect(at('rb.channel')).toBeLessThan(at('rb.draw'));
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
    expect(t.zone(Z.runes(0))).toHaveLength(2);
  });
});
