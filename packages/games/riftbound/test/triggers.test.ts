/**
 * RB 376 and RB 386–394: triggered abilities, played through the game's procedures on boards set
 * with the scenario setup — when they trigger, the order they go on the chain, and the steps a
 * pending trigger goes through (choices, costs, finalizing) before it resolves like a spell.
 */
import type { LogEntry, Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { turnState } from '../src/rules/311-priority.ts';
import { type RbGame, Z } from '../src/state.ts';
import { board, checkWindows, drain, duel, runProc } from './kit.ts';

const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might, Deflect (no trigger of its own)
const ROOKIE = 'ogn-136-298'; // Pit Rookie: when played, buff another friendly unit
const WRAITH = 'ogn-118-298'; // Wraith of Echoes: the first time another friendly unit dies each turn, draw 1
const SCOUT = 'ogn-216-298'; // Soaring Scout, Deathknell: channel 1 rune exhausted
const HOARD = 'sfd-220-221'; // Treasure Hoard: when you conquer here, you may pay 1 Energy for a Gold token
const PEAK = 'ogn-288-298'; // Startipped Peak
const BODY_RUNE = 'ogn-126-298';
const CALM_RUNE = 'ogn-042-298';
const GOLD = 'sfd-t03';

checkWindows();

type T = Ruling<RbGame>;

/** The sources (object ids) of the log entries with this message key, in log order. */
function sourcesOf(log: readonly LogEntry[], key: string): number[] {
  return log.filter((l) => l.msg.key === key).map((l) => (l.msg.args as { c: { obj: number } }).c.obj);
}

/** The object of card `card` in zone `zone` (a card that changed zones is a new object: its tag is gone). */
function objIn(t: T, zone: string, card: string) {
  const id = t.state.zones[zone].objects.find((o) => t.state.objects[o].card === card);
  if (id === undefined) throw new Error(`no ${card} in ${zone}`);
  return t.state.objects[id];
}

function playRookie(others: number): T {
  const base = Array.from({ length: others }, (_, i) => ({ card: PORO, tag: `p${i}` }));
  const t = duel(
    { hand: [{ card: ROOKIE, tag: 'rookie' }], runes: [BODY_RUNE, BODY_RUNE], base },
    { hand: [PORO] },
  );
  t.act('play Pit Rookie');
  return t;
}

describe('RB 386–394: a triggered ability goes through the steps of playing', () => {
  it('RB 376.4.a.2, RB 387, RB 388, RB 389, RB 389.1, RB 390, RB 390.1, RB 390.3.b, RB 393, RB 393.1, RB 394, RB 394.1, RB 394.2, RB 394.3, RB 394.4, RB 394.5, RB 388.1: a play effect waits as a pending item, chooses its target, becomes a chain item, the opponent may answer, then it resolves like a spell', () => {
    const t = playRookie(2);
    // RB 376.4.a.2: the unit is on the board before its play effect is on the chain.
    expect(objIn(t, Z.base(0), ROOKIE).zone).toBe(Z.base(0));
    // RB 389.1: a pending item without a card of its own; the state is closed.
    expect(t.state.stack).toHaveLength(1);
    expect(t.state.stack![0]).toMatchObject({
      status: 'pending',
      controller: 0,
      source: objIn(t, Z.base(0), ROOKIE).id,
    });
    expect(turnState(t.state, 0).closed).toBe(true);
    // RB 390.1, RB 390.3.b: two legal targets: the controller must pick one (no way to decline).
    expect(t.kind).toBe('target');
    expect(t.decision()!.player).toBe(0);
    expect(t.labels()).toEqual(['Pouty Poro', 'Pouty Poro']);
    t.choose([`t${t.tagged('p1').id}`]);
    // RB 394.1, RB 394.2: no longer pending, a chain item; RB 394.4: the opponent may react.
    expect(t.state.stack![0].status).toBe('final');
    expect(t.logged('RB 394.2')).toBe(1);
    expect(t.kind).toBe('priority');
    expect(t.decision()!.player).toBe(1);
    t.pass(1);
    // RB 394.5: it executed like a spell (the chosen unit got its buff) and left the chain.
    expect(t.state.stack ?? []).toHaveLength(0);
    expect((t.tagged('p1').data as { buff?: number }).buff).toBe(1);
    expect((t.tagged('p0').data as { buff?: number }).buff).toBeUndefined();
    expect(t.characteristic('p1', 'might')).toBe(3);
    expect(t.kind).toBe('action');
  });

  it('RB 390.3.b: with a single legal target there is nothing to decide; it is chosen', () => {
    const t = playRookie(1);
    expect(t.kind).toBe('priority');
    expect(t.state.stack![0].status).toBe('final');
    t.pass(1);
    expect((t.tagged('p0').data as { buff?: number }).buff).toBe(1);
  });

  it('RB 390.3, RB 390.3.a: with no legal target the trigger leaves the chain; it is not countered, and the unit stays', () => {
    const t = playRookie(0);
    expect(t.logged('RB 390.3', 'rb.no-targets')).toBe(1);
    expect(t.logged('RB 394.2')).toBe(0);
    expect(t.state.stack ?? []).toHaveLength(0);
    // RB 390.3.a: not countered: nothing was countered (RB 412) and the unit is on the board.
    expect(t.logged('RB 412')).toBe(0);
    expect(objIn(t, Z.base(0), ROOKIE).zone).toBe(Z.base(0));
    // The chain is gone: back to the turn player's open state.
    expect(t.kind).toBe('action');
  });
});

describe('RB 391–392: the cost of a triggered ability', () => {
  function conquerHoard(runes: string[]): T {
    const t = duel({ base: [{ card: PORO, tag: 'p' }], runes }, {}, { battlefields: [HOARD, PEAK] });
    t.choose(['move-bf0']);
    t.choose([`u${t.tagged('p').id}`]);
    return t;
  }

  it('RB 391, RB 391.1, RB 391.1.b, RB 391.2, RB 391.3, RB 392, RB 392.1: "you may pay" — paid, the rune is spent and the effect happens', () => {
    const t = conquerHoard([CALM_RUNE]);
    expect(t.kind).toBe('pay-trigger');
    expect(t.state.stack![0].status).toBe('pending');
    t.choose(['pay']);
    expect(t.zone(Z.base(0))).toEqual([GOLD]);
    expect(t.logged('RB 392.2', 'rb.declined')).toBe(0);
  });

  it('RB 392.2, RB 392.2.a: the player declines the cost; the ability leaves the chain without being countered', () => {
    const t = conquerHoard([CALM_RUNE]);
    t.choose(['decline']);
    expect(t.logged('RB 392.2', 'rb.declined')).toBe(1);
    expect(t.logged('RB 394.2')).toBe(0);
    expect(t.logged('RB 412')).toBe(0);
    expect(t.zone(Z.base(0))).toEqual([]);
    expect(t.state.stack ?? []).toHaveLength(0);
  });

  it('RB 392.2: a cost that cannot be paid is not asked about; the ability leaves the chain', () => {
    const t = conquerHoard([]);
    expect(t.logged('RB 392.2', 'rb.declined')).toBe(1);
    expect(t.zone(Z.base(0))).toEqual([]);
    expect(t.kind).toBe('action');
  });
});

describe('RB 376: when abilities trigger and in what order they go on the chain', () => {
  it('RB 376.2.c, RB 376.1.b: two friendly units die at once; "the first time ... each turn" triggers once, for one of them', () => {
    const t = duel({
      base: [
        { card: WRAITH, tag: 'w' },
        { card: PORO, damage: 2 },
        { card: PORO, damage: 2 },
      ],
      deck: [PORO, PORO, PORO],
    });
    // Evaluated after the deaths (RB 376.2.c): the Wraith on the board saw them.
    expect(t.logged('RB 322.4')).toBe(2);
    expect(sourcesOf(t.log, 'rb.triggered')).toEqual([t.tagged('w').id]);
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
  });

  it('RB 376.2.c.2, RB 377, RB 377.1, RB 377.2: a unit dying together with another friendly unit does not see that death', () => {
    const t = duel({
      base: [
        { card: WRAITH, tag: 'w', damage: 9 },
        { card: PORO, damage: 2 },
      ],
      deck: [PORO],
    });
    expect(t.zone(Z.trash(0)).sort()).toEqual([PORO, WRAITH].sort());
    expect(t.logged('RB 376.3')).toBe(0);
    expect(t.zone(Z.hand(0))).toEqual([]);
  });

  it('RB 376.3, RB 376.3.b: one player’s simultaneous triggers: that player chooses the order they go on the chain', () => {
    const t = duel({
      base: [
        { card: WRAITH, tag: 'w' },
        { card: SCOUT, tag: 's', damage: 2 },
      ],
      deck: [PORO],
      runeDeck: [CALM_RUNE],
    });
    expect(t.kind).toBe('order-triggers');
    expect(t.decision()!.player).toBe(0);
    const w = t.tagged('w').id;
    const items = (t.decision()!.domain as { items: { id: string; obj: number }[] }).items;
    expect(items).toHaveLength(2);
    // The Wraith's first: it is at the bottom, so the Scout's Deathknell resolves first.
    const wraithFirst = [...items.filter((i) => i.obj === w), ...items.filter((i) => i.obj !== w)];
    const scout = wraithFirst[1].obj;
    t.answer(wraithFirst.map((i) => i.id));
    expect(sourcesOf(t.log, 'rb.triggered')).toEqual([w, scout]);
    t.passUntil('action');
    expect(sourcesOf(t.log, 'rb.resolves')).toEqual([scout, w]);
    // The Scout's Deathknell channelled the rune, the Wraith drew.
    expect(t.state.zones[Z.runeDeck(0)].objects).toHaveLength(0);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
  });

  it('RB 376.3.a, RB 376.3.b.1, RB 303.2.a: both players’ triggers at once: the turn player’s go on the chain first, the other player’s go on during the closed state, on the turn player’s turn', () => {
    const t = duel(
      {
        base: [
          { card: WRAITH, tag: 'w0' },
          { card: PORO, damage: 2 },
        ],
        deck: [PORO],
      },
      {
        base: [
          { card: WRAITH, tag: 'w1' },
          { card: PORO, damage: 2 },
        ],
        deck: [PORO],
      },
      { tp: 0 },
    );
    const w0 = t.tagged('w0').id;
    const w1 = t.tagged('w1').id;
    expect(sourcesOf(t.log, 'rb.triggered')).toEqual([w0, w1]);
    t.passUntil('action');
    // The newest (player 1's) resolves first.
    expect(sourcesOf(t.log, 'rb.resolves')).toEqual([w1, w0]);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
    expect(t.zone(Z.hand(1))).toEqual([PORO]);
  });
});

describe('RB 351.3: a card played while something resolves', () => {
  it('RB 351.3: is played once the resolving item has finished (its later instructions first)', () => {
    const CHOMPERS = 'ogn-006-298'; // from the trash: when discarded, you may pay Fury Power to play it
    const b = board({ p0: { trash: [{ card: CHOMPERS, as: 'c' }], deck: [PORO, PORO] } });
    const item = {
      id: 99,
      controller: 0,
      source: b.id.c,
      ability: CHOMPERS,
      status: 'final',
      data: {
        kind: 'trigger',
        // Its "play me", then (a second run) Lecturing Yordle's "draw 1".
        runs: [
          { at: { card: CHOMPERS, path: ['abilities', 0] }, targets: [] },
          { at: { card: 'ogn-087-298', path: ['abilities', 0] }, targets: [] },
        ],
        scope: { controller: 0, source: b.id.c, here: Z.trash(0) },
      },
    };
    runProc(b, 'rb.resolve', { item });
    drain(b);
    const rules = b.log.map((l) => l.rule);
    expect(rules.indexOf('RB 400.1')).toBeGreaterThan(-1);
    expect(rules.indexOf('RB 351')).toBeGreaterThan(rules.indexOf('RB 400.1'));
    expect(b.s.zones[Z.hand(0)].objects).toHaveLength(1);
  });
});
