/**
 * RB 152–155, RB 185, RB 352–356 and RB 055: the steps of playing a card and of resolving a spell,
 * played through the game's own procedures on boards set with the scenario setup — who controls a
 * spell and chooses for it, what a spell with illegal targets still does, which choices are
 * offered, and that abilities of units and gear follow the same process without a card.
 */
import type { ObjId, Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { type RbGame, Z } from '../src/state.ts';
import { checkWindows, duel } from './kit.ts';

const FURY = 'ogn-007-298';
const CALM = 'ogn-042-298';
const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might, Deflect
const CORSAIR = 'ogn-130-298'; // Crackshot Corsair, 3 Might
const STALWART = 'ogn-052-298'; // Stalwart Poro, 2 Might
const VOID_SEEKER = 'ogn-024-298'; // Action: 4 damage to a unit at a battlefield, then draw 1
const HEXTECH_RAY = 'ogn-009-298'; // Action: 3 damage to a unit at a battlefield
const THERMO_BEAM = 'ogn-022-298'; // destroy every gear
const FLASH = 'ogs-011-024'; // Reaction: up to two of your units move to your base
const GUST = 'ogn-169-298'; // Reaction: a unit at a battlefield with Might 3 or less goes back to its owner's hand
const DISCIPLINE = 'ogn-058-298'; // Reaction: a unit gets +2 Might this turn; draw 1
const LUNAR_BOON = 'unl-125-219'; // Reaction: discard 1, then draw 2
const ROCKET_BARRAGE = 'sfd-077-221'; // modal: 4 damage to a unit in a base, or destroy a gear
const ORB = 'ogn-090-298'; // Orb of Regret: exhaust: a unit gets -1 Might this turn (not below 1)
const SCRAPHEAP = 'ogn-182-298'; // gear
const CRUEL_PATRON = 'ogn-208-298'; // unit; as an additional cost, kill a friendly unit
const HIGHLANDER = 'ogs-020-024'; // Reaction: a unit's next death this turn is replaced
const ENFORCER = 'ogn-003-298'; // Chemtech Enforcer: when played, discard 1
const UDYR = 'ogn-157-298'; // Udyr: spend my buff: one of four modes
const DECK = [CORSAIR, CORSAIR, CORSAIR];

checkWindows();

type T = Ruling<RbGame>;

const objData = (t: T, id: ObjId) =>
  (t.state.objects[id]?.data ?? {}) as { damage?: number; exhausted?: boolean };
/** The cards of the chain items that resolved since log entry `from`, in order. */
const resolvedCards = (t: T, from: number) =>
  t.log
    .slice(from)
    .filter((l) => l.msg.key === 'rb.resolves')
    .map((l) => (l.msg.args as unknown as { c: { card: string } }).c.card);
const keys = (t: T, from = 0) => t.log.slice(from).map((l) => l.msg.key);

/** Player 0 holds Void Seeker (and `more`); player 1 has Stalwart Poro at battlefield 1 and holds `reply`. */
function voidSeekerTable(reply: string[] = [], more: string[] = []): T {
  return duel(
    { hand: [VOID_SEEKER, ...more], runes: [FURY, FURY, FURY, FURY, CALM, CALM], deck: DECK },
    {
      bf1: [
        { card: STALWART, tag: 'target' },
        { card: CORSAIR, tag: 'other' },
      ],
      hand: reply,
      runes: [CALM, CALM, CALM],
      deck: DECK,
    },
    { control: [null, 1] },
  );
}

describe('RB 152–154, RB 185.2, RB 356.3: a spell is played, lingers on the chain and resolves', () => {
  it('RB 152, RB 153, RB 154, RB 154.1, RB 185.1, RB 185.2, RB 185.2.a, RB 185.2.c, RB 354, RB 354.1.a, RB 355, RB 355.1, RB 356, RB 356.1, RB 356.3, RB 356.3.a, RB 356.3.c, RB 356.3.d: the player who plays it controls it, chooses its target and pays; it waits finalized while the opponent may react, then executes top to bottom and goes to its owner’s trash', () => {
    const t = voidSeekerTable([GUST]);
    const target = t.tagged('target').id;
    t.act('play Void Seeker');
    // RB 185.2.a: the target is asked of the player who plays it (two units are legal).
    expect(t.decision()).toMatchObject({ player: 0, kind: 'target' });
    t.choose(`t${target}`);
    // RB 185.2.c, RB 354, RB 354.1.a: player 0's runes paid 3 Energy and a fury Power (the runes'
    // Add abilities used while paying); player 1's runes are untouched.
    expect(t.logged('RB 354.1')).toBe(1);
    expect(t.zone(Z.runes(1))).toEqual([CALM, CALM, CALM]);
    expect(t.state.zones[Z.runes(1)].objects.every((id) => !objData(t, id).exhausted)).toBe(true);
    // RB 152, RB 185.1, RB 185.2, RB 356.1, RB 356.3, RB 356.3.a: a finalized item of player 0's.
    expect(t.state.stack).toHaveLength(1);
    expect(t.state.stack![0]).toMatchObject({ controller: 0, status: 'final' });
    expect(t.zone(Z.chain)).toEqual([VOID_SEEKER]);
    expect(t.logged('RB 356.3')).toBe(1);
    // RB 356.3.c: player 1 may react before it resolves (player 0 holds nothing more).
    expect(t.decision()).toMatchObject({ player: 1, kind: 'priority' });
    expect(t.labels(1)).toContain('play Gust');
    const before = t.log.length;
    t.pass(1);
    // RB 154.1, RB 356.3.d: 4 damage, then draw 1, in that order; then the trash of its owner (RB 153).
    const seq = keys(t, before).filter((k) => k === 'rb.deal' || k === 'rb.draw');
    expect(seq).toEqual(['rb.deal', 'rb.draw']);
    expect(t.state.objects[target]).toBeUndefined();
    expect(t.zone(Z.trash(1))).toContain(STALWART);
    expect(t.zone(Z.hand(0))).toEqual([CORSAIR]);
    expect(t.zone(Z.trash(0))).toEqual([VOID_SEEKER]);
    expect(t.zone(Z.chain)).toEqual([]);
    expect(t.state.g.record[0].played).toBe(1);
  });

  it('RB 155.2.b.3, RB 352.15, RB 356.3.e.1, RB 356.3.e.5, RB 356.3.e.6, RB 356.3.e.9: a Reaction resolves first and moves the target away; the spell still resolves, its target is unaffected, it is not retargeted, and it still draws', () => {
    const t = voidSeekerTable([FLASH]);
    const target = t.tagged('target').id;
    const other = t.tagged('other').id;
    t.act('play Void Seeker').choose(`t${target}`);
    t.act('play Flash', 1);
    // Flash: up to two of player 1's units; choose the target only.
    const before = t.log.length;
    t.choose(`t${target}`, 1).choose('done', 1);
    t.passUntil('action');
    // RB 155.2.b.3: the Reaction played last resolves before the spell already on the chain.
    const resolved = resolvedCards(t, before);
    expect(resolved).toEqual([FLASH, VOID_SEEKER]);
    // RB 356.3.e.9: the target is no longer at a battlefield — mistargeted, so no damage
    // (RB 356.3.e.5, RB 356.3.e.6); RB 352.15: the other legal unit is not chosen instead.
    expect(t.state.objects[target].zone).toBe(Z.base(1));
    expect(objData(t, target).damage ?? 0).toBe(0);
    expect(objData(t, other).damage ?? 0).toBe(0);
    expect(t.state.objects[other].zone).toBe(Z.at(1));
    // RB 356.3.e.1: it resolved all the same: the draw happened and the card is in the trash.
    expect(t.zone(Z.hand(0))).toEqual([CORSAIR]);
    expect(t.zone(Z.trash(0))).toEqual([VOID_SEEKER]);
  });

  it('RB 356.3.e.10, RB 356.3.e.7: a spell whose every instruction lost its target has no effect but is still played', () => {
    const t = duel(
      { hand: [HEXTECH_RAY], runes: [FURY, FURY], deck: DECK },
      { bf1: [{ card: STALWART, tag: 'target' }], hand: [FLASH], runes: [CALM, CALM], deck: DECK },
      { control: [null, 1] },
    );
    const target = t.tagged('target').id;
    t.act('play Hextech Ray');
    // Flash: up to two of player 1's units — the only one is chosen, and the choosing stops.
    t.act('play Flash', 1).choose(`t${target}`, 1);
    t.passUntil('action');
    expect(t.state.objects[target].zone).toBe(Z.base(1));
    expect(objData(t, target).damage ?? 0).toBe(0);
    expect(t.logged('RB 404.1.b')).toBe(0);
    expect(t.zone(Z.trash(0))).toEqual([HEXTECH_RAY]);
    expect(t.state.g.record[0].played).toBe(1);
  });

  it('RB 356.3.e.2, RB 356.3.e.8: of two targets, the one that went to a non-board zone is illegal; the instruction acts on the other', () => {
    const t = duel(
      {
        bf0: [
          { card: PORO, tag: 'a' },
          { card: STALWART, tag: 'b' },
        ],
        hand: [FLASH],
        runes: [CALM, CALM],
        deck: DECK,
      },
      { hand: [GUST], runes: [CALM, CALM], deck: DECK },
      { control: [0, null] },
    );
    const a = t.tagged('a').id;
    const b = t.tagged('b').id;
    t.act('play Flash').choose(`t${a}`).choose(`t${b}`);
    t.act('play Gust', 1);
    if (t.decision()?.kind === 'target') t.choose(`t${b}`, 1);
    t.passUntil('action');
    // RB 356.3.e.2: the Stalwart Poro went back to its owner's hand (a new object there).
    expect(t.state.objects[b]).toBeUndefined();
    expect(t.zone(Z.hand(0))).toContain(STALWART);
    // RB 356.3.e.8: the instruction still moved the target that stayed legal.
    expect(t.state.objects[a].zone).toBe(Z.base(0));
    expect(t.zone(Z.trash(0))).toEqual([FLASH]);
  });
});

describe('RB 154.3: nothing else resolves while a spell resolves', () => {
  it('RB 154.3, RB 154.3.a: a Deathknell the spell’s kill triggers waits until the spell has finished (its draw 2 first)', () => {
    const ORDER = 'ogn-214-298';
    const SENTRY = 'ogn-096-298'; // Watchful Sentry: Deathknell: draw a card
    const t = duel(
      { hand: ['ogn-213-298'], runes: [ORDER, ORDER, ORDER], deck: DECK },
      { bf1: [{ card: SENTRY, tag: 'target' }], deck: DECK },
      { control: [null, 1] },
    );
    const before = t.log.length;
    t.act('play Hidden Blade');
    t.passUntil('action');
    const steps = t.log
      .slice(before)
      .filter((l) => ['rb.kill', 'rb.draw', 'rb.triggered', 'rb.resolves'].includes(l.msg.key))
      .map((l) => `${l.msg.key}${l.msg.key === 'rb.draw' ? (l.msg.args as { n: number }).n : ''}`);
    expect(steps).toEqual(['rb.resolves', 'rb.kill', 'rb.draw2', 'rb.triggered', 'rb.resolves', 'rb.draw1']);
    expect(t.zone(Z.hand(1))).toHaveLength(3);
  });
});

describe('RB 055, RB 356.3.e.11: do as much as you can', () => {
  it('RB 055, RB 356.3.e.11: "discard 1, then draw 2" with an empty hand skips the discard and still draws 2', () => {
    const t = duel({ hand: [LUNAR_BOON], runes: [CALM, CALM, CALM], deck: DECK }, { deck: DECK });
    t.act('play Lunar Boon');
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([CORSAIR, CORSAIR]);
    expect(t.zone(Z.trash(0))).toEqual([LUNAR_BOON]);
    expect(t.state.g.record[0].discarded).toBe(0);
  });

  it('RB 356.3.e.11: with one card in hand, it is discarded and 2 are drawn', () => {
    const t = duel({ hand: [LUNAR_BOON, PORO], runes: [CALM, CALM, CALM], deck: DECK }, { deck: DECK });
    t.act('play Lunar Boon');
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([CORSAIR, CORSAIR]);
    expect(t.zone(Z.trash(0)).sort()).toEqual([LUNAR_BOON, PORO].sort());
  });

  it('RB 055.1: a spell whose every instruction is impossible (destroy every gear, with none) is still played and resolved', () => {
    const t = duel(
      { hand: [THERMO_BEAM], runes: [FURY, FURY, FURY, FURY, FURY, FURY, FURY], deck: DECK },
      { deck: DECK },
    );
    t.act('play Thermo Beam');
    t.passUntil('action');
    expect(t.logged('RB 336.1')).toBe(1);
    expect(t.zone(Z.trash(0))).toEqual([THERMO_BEAM]);
    expect(t.state.g.record[0].played).toBe(1);
  });
});

describe('RB 352: the choices, made before anything is paid', () => {
  it('RB 352, RB 352.1, RB 185.2.b: a modal spell’s mode is chosen by its player as it is played, before its cost is paid, among the modes with legal targets', () => {
    const t = duel(
      { hand: [ROCKET_BARRAGE], runes: [CALM, CALM, CALM, CALM, 'ogn-089-298'], deck: DECK },
      {
        base: [
          { card: PORO, tag: 'u' },
          { card: SCRAPHEAP, tag: 'g' },
        ],
        deck: DECK,
      },
    );
    t.act('play Rocket Barrage');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'mode', rule: 'RB 352.1' });
    expect(t.state.zones[Z.runes(0)].objects.every((id) => !objData(t, id).exhausted)).toBe(true);
    expect(t.logged('RB 354.1')).toBe(0);
    t.choose('m1');
    // The gear mode: its one legal target is chosen without a question; then the cost is paid.
    t.passUntil('action');
    expect(t.zone(Z.trash(1))).toEqual([SCRAPHEAP]);
    expect(objData(t, t.tagged('u').id).damage ?? 0).toBe(0);
  });

  it('RB 352.3: a spell that moves a unit has its destination chosen as it is played, before its cost is paid', () => {
    const t = duel(
      { hand: ['ogn-043-298'], runes: [CALM, CALM], deck: DECK },
      { bf1: [{ card: STALWART, tag: 'u' }], deck: DECK },
      { control: [null, 1] },
    );
    t.act('play Charm');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'destination', rule: 'RB 352.3' });
    expect(t.labels().length).toBe(2);
    expect(t.logged('RB 354.1')).toBe(0);
    expect(t.state.zones[Z.runes(0)].objects.every((id) => !objData(t, id).exhausted)).toBe(true);
    t.choose(Z.base(1));
    t.passUntil('action');
    expect(t.state.objects[t.tagged('u').id].zone).toBe(Z.base(1));
    expect(t.zone(Z.trash(0))).toEqual(['ogn-043-298']);
  });

  it('RB 352.3, RB 356.3.e.6: when the unit already stands at the chosen destination as the spell resolves, the move is ignored (nothing is asked again)', () => {
    const t = duel(
      { hand: ['ogn-043-298'], runes: [CALM, CALM], deck: DECK },
      { bf1: [{ card: STALWART, tag: 'u' }], hand: [FLASH], runes: [CALM, CALM], deck: DECK },
      { control: [null, 1] },
    );
    const u = t.tagged('u').id;
    t.act('play Charm').choose(Z.base(1));
    t.act('play Flash', 1).choose(`t${u}`, 1);
    t.passUntil('action');
    expect(t.state.objects[u].zone).toBe(Z.base(1));
    // One move only: Flash's.
    expect(t.logged('RB 427')).toBe(1);
    expect(t.zone(Z.trash(0))).toEqual(['ogn-043-298']);
  });

  it('RB 352.16, RB 354.3: Cruel Patron may not go to the battlefield whose only friendly unit its cost would kill', () => {
    const t = duel(
      {
        hand: [CRUEL_PATRON],
        bf0: [{ card: PORO, tag: 'alone' }],
        runes: [FURY, FURY, FURY, FURY],
        deck: DECK,
      },
      { deck: DECK },
      { control: [0, null] },
    );
    t.act('play Cruel Patron');
    // Only the base is left, so no location is asked: the Poro dies for the cost, Patron enters the base.
    expect(t.kind).toBe('action');
    expect(t.zone(Z.base(0))).toEqual([CRUEL_PATRON]);
    expect(t.zone(Z.trash(0))).toEqual([PORO]);
  });

  it('RB 354.2, RB 354.3: played to that battlefield with another unit in base, the cost may only kill the other unit', () => {
    const t = duel(
      {
        hand: [CRUEL_PATRON],
        base: [{ card: CORSAIR, tag: 'spare' }],
        bf0: [{ card: PORO, tag: 'alone' }],
        runes: [FURY, FURY, FURY, FURY],
        deck: DECK,
      },
      { deck: DECK },
      { control: [0, null] },
    );
    const alone = t.tagged('alone').id;
    t.act('play Cruel Patron');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'location' });
    t.choose(Z.at(0));
    if (t.kind !== 'action') {
      expect(t.labels().join(' ')).not.toContain('Pouty Poro');
      t.act('Crackshot Corsair');
    }
    expect(t.logged('RB 354.2')).toBe(1);
    expect(t.zone(Z.trash(0))).toEqual([CORSAIR]);
    expect(t.state.objects[alone].zone).toBe(Z.at(0));
    expect(t.zone(Z.at(0)).sort()).toEqual([CRUEL_PATRON, PORO].sort());
    expect(t.state.g.battlefields[0].controller).toBe(0);
  });

  it('RB 354.2.a: a cost whose event a replacement changes is still paid', () => {
    const t = duel(
      {
        hand: [HIGHLANDER, CRUEL_PATRON],
        base: [{ card: PORO, tag: 'saved' }],
        runes: [CALM, CALM, CALM, CALM, FURY, FURY, FURY, FURY],
        deck: DECK,
      },
      { deck: DECK },
    );
    const saved = t.tagged('saved').id;
    t.act('play Highlander');
    t.passUntil('action');
    t.act('play Cruel Patron');
    t.passUntil('action');
    // The Poro's death was replaced (it stays in base, exhausted); Patron was played all the same.
    expect(t.state.objects[saved].zone).toBe(Z.base(0));
    expect(objData(t, saved).exhausted).toBe(true);
    expect(t.zone(Z.base(0)).sort()).toEqual([CRUEL_PATRON, PORO].sort());
    expect(t.zone(Z.trash(0))).toEqual([HIGHLANDER]);
  });

  it('RB 334.1.a.5: the player who started the chain is the first Active Player and may add another card to it', () => {
    const t = voidSeekerTable([], [DISCIPLINE]);
    const target = t.tagged('target').id;
    t.act('play Void Seeker').choose(`t${target}`);
    expect(t.decision()).toMatchObject({ player: 0, kind: 'priority' });
    expect(t.labels(0)).toContain('play Discipline');
    const before = t.log.length;
    t.act('play Discipline', 0).choose(`t${target}`);
    t.passUntil('action');
    // Both were player 0's; Discipline, added last, resolved first (Stalwart Poro had 4 Might when
    // Void Seeker dealt 4 — still lethal).
    const resolved = resolvedCards(t, before);
    expect(resolved).toEqual([DISCIPLINE, VOID_SEEKER]);
    expect(t.logged('RB 351')).toBe(2);
    expect(t.state.objects[target]).toBeUndefined();
    expect(t.zone(Z.trash(0)).sort()).toEqual([DISCIPLINE, VOID_SEEKER].sort());
  });
});

describe('RB 144.2.a, RB 148.2.a, RB 185.3, RB 185.4: abilities and permanents follow the same process', () => {
  it('RB 144.2.a, RB 144.2.a.1, RB 185.4.c, RB 185.4.d, RB 185.4.e: a unit’s activated ability is played like a card — its controller picks the mode and target and pays — and resolves like a spell with no card', () => {
    const t = duel(
      { base: [{ card: UDYR, tag: 'udyr', buff: 1 }], runes: [FURY], deck: DECK },
      { bf1: [{ card: PORO, tag: 'p' }], deck: DECK },
      { control: [null, 1] },
    );
    const udyr = t.tagged('udyr').id;
    t.act('activate ability 1 of Udyr, Wildman');
    expect(t.decision()).toMatchObject({ player: 0, kind: 'mode' });
    t.choose(t.decision()!.domain.type === 'pick' ? 'm0' : '');
    t.passUntil('action');
    // RB 185.4.e: Udyr's buff was spent for the cost; the first mode dealt 2 to the only legal target.
    expect((t.state.objects[udyr].data as { buff?: number }).buff ?? 0).toBe(0);
    expect(t.zone(Z.trash(1))).toEqual([PORO]);
    // RB 144.2.a.1: no card went to the chain or a trash for it, and no card was played.
    expect(t.zone(Z.trash(0))).toEqual([]);
    expect(t.state.objects[udyr].zone).toBe(Z.base(0));
    expect(t.state.g.record[0].played).toBe(0);
  });

  it('RB 148.2.a, RB 148.2.a.1: a gear’s activated ability goes on the chain and resolves like a spell without a card', () => {
    const t = duel(
      {
        base: [
          { card: ORB, tag: 'orb' },
          { card: CORSAIR, tag: 'c' },
        ],
        deck: DECK,
      },
      { deck: DECK },
    );
    t.act('activate ability 1 of Orb of Regret');
    t.passUntil('action');
    // It went through the chain's steps (RB 370, RB 394.2, RB 336.1) with no card on the chain.
    expect(t.logged('RB 370')).toBe(1);
    expect(t.logged('RB 394.2')).toBe(1);
    expect(t.logged('RB 336.1')).toBe(1);
    expect(t.logged('RB 351')).toBe(0);
    expect(t.zone(Z.chain)).toEqual([]);
    expect(t.characteristic('c', 'might')).toBe(2);
    expect(t.state.objects[t.tagged('orb').id].zone).toBe(Z.base(0));
    expect(t.zone(Z.trash(0))).toEqual([]);
    expect(t.state.g.record[0].played).toBe(0);
  });

  it('RB 185.3, RB 185.3.b, RB 185.3.c, RB 185.3.d: the player who plays a permanent controls it and makes its decisions — where it goes and what its "when played" ability discards', () => {
    const t = duel(
      { hand: [PORO, PORO], runes: [FURY, FURY], deck: DECK },
      {
        hand: [ENFORCER, CORSAIR, STALWART],
        bf1: [{ card: CORSAIR, tag: 'holder' }],
        runes: [FURY, FURY, FURY],
        deck: DECK,
      },
      { control: [null, 1] },
    );
    t.act('end the turn');
    // Player 1's turn starts (its battlefield's hold effects answered with their first option).
    for (let i = 0; i < 10 && t.kind !== 'action'; i++)
      t.choose(
        t.decision()!.domain.type === 'pick'
          ? (t.decision()!.domain as { options: { id: string }[] }).options[0].id
          : [],
      );
    t.act('play Chemtech Enforcer', 1);
    expect(t.decision()).toMatchObject({ player: 1, kind: 'location' });
    t.choose(Z.at(1), 1);
    t.passUntil('discard', 1);
    expect(t.decision()).toMatchObject({ player: 1, kind: 'discard' });
    t.act('Stalwart Poro', 1);
    t.passUntil('action');
    const enforcer = Object.values(t.state.objects).find((o) => o.card === ENFORCER)!;
    expect(enforcer.controller).toBe(1);
    expect(enforcer.zone).toBe(Z.at(1));
    expect(t.zone(Z.trash(1))).toEqual([STALWART]);
    expect(t.zone(Z.hand(0))).toEqual([PORO, PORO]);
  });
});

describe('RB 356.2, RB 107.2.c: permanents', () => {
  it('RB 356.2.a: as a permanent leaves the chain its passive abilities become active (Rumble: your Mechs, itself included, +1 Might)', () => {
    const MIND = 'ogn-089-298';
    const t = duel(
      {
        hand: ['sfd-089-221'],
        base: [{ card: 'token-mech', tag: 'mech', token: true }],
        runes: [MIND, MIND, MIND, MIND, MIND, MIND],
        deck: DECK,
      },
      { deck: DECK },
    );
    expect(t.characteristic('mech', 'might')).toBe(3);
    t.act('play Rumble, Scrapper');
    t.passUntil('action');
    expect(t.characteristic('mech', 'might')).toBe(4);
    const rumble = Object.values(t.state.objects).find((o) => o.card === 'sfd-089-221')!;
    expect(t.characteristic(rumble.id, 'might')).toBe(5);
  });

  it('RB 107.2.c: the Chosen Champion is played from its zone as normal, paying its cost', () => {
    const VI = 'ogn-036-298';
    const t = duel(
      { champion: { card: VI, tag: 'vi' }, runes: [FURY, FURY, FURY], deck: DECK },
      { deck: DECK },
    );
    expect(t.labels()).toContain('play Vi, Destructive');
    t.act('play Vi, Destructive');
    t.passUntil('action');
    expect(t.zone(Z.champion(0))).toEqual([]);
    expect(t.zone(Z.base(0))).toEqual([VI]);
    // 2 Energy (two runes exhausted) and a fury Power (an exhausted one recycled): one rune left ready.
    expect(t.logged('RB 354.1')).toBe(1);
    expect(t.zone(Z.runes(0))).toHaveLength(2);
    expect(t.state.zones[Z.runes(0)].objects.filter((id) => !objData(t, id).exhausted)).toHaveLength(1);
  });
});

describe('RB 356.3.e.13, RB 185.3.a: looking back, and inherent abilities', () => {
  it('RB 356.3.e.13: "discard a card, then deal damage equal to its Energy cost" reads the discarded card as it was', () => {
    const t = duel(
      { hand: ['ogn-008-298', CORSAIR], runes: [FURY, FURY, FURY], deck: DECK },
      { bf1: [{ card: 'ogn-178-298', tag: 'agent' }], deck: DECK },
      { control: [null, 1] },
    );
    t.act('play Get Excited!');
    t.passUntil('action');
    // Crackshot Corsair (3 Energy) was discarded: Undercover Agent (5 Might) took 3.
    expect(t.zone(Z.trash(0)).sort()).toEqual([CORSAIR, 'ogn-008-298'].sort());
    expect(objData(t, t.tagged('agent').id).damage).toBe(3);
  });

  it('RB 185.3.a: a unit’s Standard Move is decided by its controller only', () => {
    const t = duel(
      { base: [{ card: PORO, tag: 'mine' }], deck: DECK },
      { base: [{ card: CORSAIR, tag: 'theirs' }], deck: DECK },
    );
    t.act('Standard Move to Grove of the God-Willow');
    // The units to move are asked of player 0, among player 0's units only.
    const d = t.decision()!;
    expect(d.player).toBe(0);
    const ids = (d.domain as { options: { id: string }[] }).options.map((o) => o.id);
    expect(ids).toEqual([`u${t.tagged('mine').id}`]);
    t.choose(ids);
    expect(t.state.objects[t.tagged('mine').id].zone).toBe(Z.at(0));
    expect(t.state.objects[t.tagged('theirs').id].zone).toBe(Z.base(1));
  });
});

describe('RB 347.2, RB 179.1.a, RB 052: tokens are played but are not cards', () => {
  it('RB 347.2, RB 179.1.a, RB 052: a token unit is played by the effect’s controller as a unit is (exhausted, unless the effect says ready) and is not counted as a card played', () => {
    const MIND = 'ogn-089-298';
    const t = duel(
      { hand: ['ogn-094-298', 'sfd-076-221'], runes: Array(9).fill(MIND), deck: DECK },
      { deck: DECK },
    );
    t.act('play Sprite Call');
    for (let i = 0; i < 5 && t.kind !== 'action'; i++)
      if (t.decision()!.kind === 'priority') t.pass();
      else t.choose(Z.base(0));
    const sprite = Object.values(t.state.objects).find((o) => o.card === 'ogn-274-298')!;
    expect(sprite.zone).toBe(Z.base(0));
    expect(sprite.controller).toBe(0);
    expect(sprite.owner).toBe(0);
    // "A ready Sprite": the effect's modification.
    expect((sprite.data as { exhausted?: boolean }).exhausted).toBeFalsy();
    expect(t.state.g.record[0].played).toBe(1);
    t.act('play Production Surge');
    t.passUntil('action');
    const mech = Object.values(t.state.objects).find((o) => o.card === 'token-mech')!;
    expect(mech.zone).toBe(Z.base(0));
    // A unit played enters exhausted (RB 142.4); so does this token.
    expect((mech.data as { exhausted?: boolean }).exhausted).toBe(true);
    // Two spells were played; the two tokens are not cards (RB 052: "card" means a Main Deck card).
    expect(t.state.g.record[0].played).toBe(2);
  });
});

describe('RB 134.4, RB 135.2: rules text and Effect Text of an attached card', () => {
  it('RB 134.4, RB 134.4.a, RB 135.2.b, RB 135.2.c: attached, a gear’s rules text is inactive (its keywords still read) and its Effect Text joins the unit’s abilities; unattached, the Effect Text is inactive', async () => {
    const { board } = await import('./kit.ts');
    const { activeAbilities } = await import('../src/rules/358-abilities.ts');
    const { keyword } = await import('../src/rules/450-layers.ts');
    const { attach, detach } = await import('../src/rules/716-attachment.ts');
    const SWORD = 'sfd-022-221'; // Long Sword: Quick-Draw, Equip in its rules text
    const ARMOR = 'sfd-108-221'; // Warmog's Armor: Effect Text "when it conquers, buff it"
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: SWORD, as: 'sword' },
          { card: ARMOR, as: 'armor' },
        ],
      },
    });
    const kinds = (id: ObjId) => activeAbilities(b.s, id).map((h) => `${h.ref.card}:${h.ref.path[0]}`);
    // RB 135.2.b: unattached, the Armor has its rules text (Equip) only, and the unit nothing of it.
    expect(kinds(b.id.armor)).toEqual([`${ARMOR}:abilities`]);
    expect(kinds(b.id.u).some((k) => k.startsWith(ARMOR))).toBe(false);
    attach(b.ctx, b.id.armor, b.id.u);
    attach(b.ctx, b.id.sword, b.id.u);
    // RB 135.2.c: the Armor's Effect Text is now the unit's; RB 134.4: the attached gear have none.
    expect(kinds(b.id.u)).toContain(`${ARMOR}:effectText`);
    expect(kinds(b.id.armor)).toEqual([]);
    expect(kinds(b.id.sword)).toEqual([]);
    // RB 134.4.a: the Sword's keyword is still there to be read.
    expect(keyword(b.s, b.id.sword, 'quick-draw')).toBe(1);
    detach(b.ctx, b.id.armor);
    expect(kinds(b.id.u).some((k) => k.startsWith(ARMOR))).toBe(false);
  });
});

describe('RB 129.4: played face up', () => {
  it('RB 129.4: a hidden card played from its facedown zone is on the chain face up, and the opponent sees what it is', async () => {
    const { viewFor } = await import('@arbiter/kernel');
    const ORDER = 'ogn-214-298';
    const t = duel(
      {
        facedown0: { card: 'ogn-213-298', tag: 'blade' },
        bf0: [CORSAIR],
        runes: [ORDER, ORDER],
        deck: DECK,
      },
      { bf1: [{ card: STALWART, tag: 'target' }], hand: [GUST], runes: [CALM, CALM], deck: DECK },
      { control: [0, 1] },
    );
    const blade = t.tagged('blade').id;
    // Hidden on an earlier turn (RB 737.1.b).
    (t.state.objects[blade].data as { hiddenTurn?: number }).hiddenTurn = 0;
    // Player 0's next turn (player 1 only ends theirs).
    t.act('end the turn');
    for (let i = 0; i < 30 && !(t.kind === 'action' && t.decision()!.player === 0); i++) {
      const d = t.decision()!;
      if (d.kind === 'action') t.act('end the turn', d.player);
      else if (d.kind === 'priority') t.pass(d.player);
      else t.choose((d.domain as { options: { id: string }[] }).options[0].id, d.player);
    }
    expect(t.state.objects[blade].zone).toBe(Z.facedown(0));
    expect(JSON.stringify(viewFor(t.state, riftbound, 1))).not.toContain('ogn-213-298');
    t.act('play Hidden Blade');
    expect(t.zone(Z.chain)).toEqual(['ogn-213-298']);
    const onChain = t.state.zones[Z.chain].objects[0];
    expect(t.state.objects[onChain].faceDown).toBeFalsy();
    expect(JSON.stringify(viewFor(t.state, riftbound, 1))).toContain('ogn-213-298');
  });
});

describe('RB 107.2.b: the champion zone', () => {
  it('RB 107.2.b: a Chosen Champion played and then returned to its owner’s hand goes to the hand, not back to its zone', () => {
    const VI = 'ogn-036-298';
    const t = duel(
      { champion: VI, hand: ['ogn-104-298'], runes: [FURY, FURY, FURY, 'ogn-089-298'], deck: DECK },
      { deck: DECK },
    );
    t.act('play Vi, Destructive');
    t.passUntil('action');
    expect(t.zone(Z.base(0))).toEqual([VI]);
    t.act('play Retreat');
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([VI]);
    expect(t.zone(Z.champion(0))).toEqual([]);
  });
});

describe('RB 356.3.e.3, RB 356.3.e.4: a target’s identity', () => {
  it('RB 356.3.e.3: a target moved from its battlefield and back is legal again; RB 356.3.e.4: one that went to a hand and came back is a new object', async () => {
    const { board } = await import('./kit.ts');
    const { legalNow } = await import('../src/rules/326-chain.ts');
    const { moveUnits } = await import('../src/rules/423-movement.ts');
    const b = board({ control: [0, null], p0: { bf0: [{ card: PORO, as: 'u' }] } });
    const slot = { sel: { kind: 'unit' as const, at: 'battlefield' as const } };
    const scope = { controller: 1, source: null, here: null };
    const u = b.id.u;
    expect(legalNow(b.s, slot, scope, u)).toBe(true);
    moveUnits(b.ctx, [u], Z.base(0));
    expect(legalNow(b.s, slot, scope, u)).toBe(false);
    moveUnits(b.ctx, [u], Z.at(0));
    expect(legalNow(b.s, slot, scope, u)).toBe(true);
    const inHand = b.ctx.move(u, Z.hand(0));
    const back = b.ctx.move(inHand.id, Z.at(0));
    expect(b.s.objects[back.id].zone).toBe(Z.at(0));
    expect(legalNow(b.s, slot, scope, u)).toBe(false);
  });
});
