/**
 * The chain, priority and focus, showdowns, combat and cleanups, played through the game's own
 * procedures on boards set with the scenario setup (the kernel's ruling kit).
 */
import { kernelChecks, type ObjId, playGame, type Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { turnState } from '../src/rules/311-priority.ts';
import { type RbGame, Z } from '../src/state.ts';
import { checkWindows, duel } from './kit.ts';

const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might
const YORDLE = 'ogn-087-298'; // Lecturing Yordle, 2 Might, Tank
const AGENT = 'ogn-178-298'; // Undercover Agent, 5 Might, Deathknell: discard 2, then draw 2
const STUPEFY = 'ogn-095-298'; // Reaction: a unit gets -1 Might this turn (min 1); draw 1
const DISCIPLINE = 'ogn-058-298'; // Reaction: a unit gets +2 Might this turn; draw 1
const CALM_RUNE = 'ogn-042-298';
const SPRITE = 'ogn-274-298'; // a 3-Might token with Temporary
const CORSAIR = 'ogn-130-298'; // Crackshot Corsair, 3 Might: when it attacks, 1 damage to an enemy unit there

checkWindows();

type T = Ruling<RbGame>;

/** Answer every open decision with its first option until a decision of `kind` is open. */
function firstUntil(t: T, kind: string): void {
  for (let i = 0; i < 200 && t.kind !== kind && !t.state.result; i++) {
    const d = t.decision()!;
    const opts = (d.domain as { options: { id: string }[] }).options;
    t.choose([opts[0].id], d.player);
  }
}

/** Who holds Focus: the showdown window's public data (shown in every view). */
function focusNow(t: T): number | null {
  const w = t.state.flow.find((f) => f.proc === 'k.window');
  return (w?.d as { data: { focus: number | null } } | undefined)?.data.focus ?? null;
}

function moveOption(t: T, to: string, ids: ObjId[]): void {
  t.choose([`move-${to}`]);
  t.choose(ids.map((id) => `u${id}`));
}

describe('RB 340–345: a showdown at an uncontrolled battlefield', () => {
  it('RB 143, RB 184.3.a.1, RB 319.7, RB 322.8, RB 322.13, RB 316.2.a, RB 316.3, RB 316.5, RB 316.5.b, RB 316.5.b.1, RB 316.5.c, RB 338, RB 340, RB 340.2, RB 341, RB 344.3.a, RB 345, RB 345.2, RB 345.2.a, RB 345.2.a.1, RB 446.1: a Standard Move to an empty battlefield stages a showdown; when all pass the mover conquers it', () => {
    const t = duel({ base: [{ card: PORO, tag: 'p' }] });
    expect(t.kind).toBe('action');
    moveOption(t, Z.at(0), [t.tagged('p').id]);
    // Nobody holds anything usable, so the showdown's round asks no one and closes.
    expect(t.logged('RB 184.3.a.1')).toBe(1);
    expect(t.logged('RB 340.2')).toBe(1);
    expect(t.logged('RB 345')).toBe(1);
    expect(t.logged('RB 446.1')).toBe(1);
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect(t.state.g.battlefields[0].contestedBy).toBeNull();
    expect(t.state.g.points).toEqual([1, 0]);
    expect(t.state.g.showdown).toBeNull();
    // RB 143.2: the move exhausted the unit.
    expect((t.tagged('p').data as { exhausted?: boolean }).exhausted).toBe(true);
    expect(t.kind).toBe('action');
  });

  it('RB 308.1, RB 310.3, RB 325.2, RB 313, RB 313.1, RB 313.1.a, RB 313.2, RB 313.3, RB 313.4, RB 313.5, RB 339, RB 339.1, RB 339.1.a, RB 339.1.b, RB 339.2, RB 341, RB 344, RB 344.3, RB 344.3.a.1, RB 344.4, RB 312.1.b, RB 312.2.b: Focus goes to the player who contested; passing hands Focus to the next player', () => {
    const t = duel({ base: [{ card: PORO, tag: 'p' }], hand: [PORO] }, { hand: [PORO] });
    moveOption(t, Z.at(0), [t.tagged('p').id]);
    expect(t.kind).toBe('priority');
    expect(t.decision()!.player).toBe(0);
    expect(t.state.g.showdown).toMatchObject({ bf: 0, focus: 0, combat: false });
    // RB 308.1, RB 310.3: a showdown is in progress and no chain exists.
    expect(turnState(t.state, 0)).toEqual({ showdown: true, closed: false, ownTurn: true });
    t.pass();
    expect(t.decision()!.player).toBe(1);
    expect(focusNow(t)).toBe(1);
    t.pass();
    // RB 345: everyone passed once in a row; the showdown closes and the mover conquers.
    expect(turnState(t.state, 0).showdown).toBe(false);
    expect(t.state.g.showdown).toBeNull();
    expect(t.state.g.points).toEqual([1, 0]);
  });

  it('RB 448.1.b.2: at one point from victory, a Conquer without having scored every battlefield draws a card instead', () => {
    const t = duel({ base: [{ card: PORO, tag: 'p' }], deck: [PORO] }, {}, { points: [7, 0] });
    moveOption(t, Z.at(0), [t.tagged('p').id]);
    expect(t.state.g.points).toEqual([7, 0]);
    expect(t.logged('RB 448.1.b.2')).toBe(1);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
    expect(t.state.result).toBeNull();
  });
});

describe('RB 437–444: combat', () => {
  it('RB 316.4, RB 316.4.a, RB 316.4.b, RB 316.4.c, RB 316.4.d, RB 316.4.e, RB 316.4.f, RB 316.5.a, RB 316.5.a.1, RB 322.10, RB 322.14, RB 340.1, RB 345.1, RB 442, RB 442.1, RB 442.1.a, RB 442.1.a.1, RB 442.1.a.1.a, RB 442.1.c.1, RB 443.1.a, RB 442.1.a.2, RB 442.1.a.3, RB 442.1.a.4, RB 443.1, RB 443.1.b, RB 443.1.c, RB 443.1.d, RB 741.1.b, RB 410.1.b, RB 443.1.e, RB 312.1.b.1, RB 323, RB 323.2, RB 444, RB 444.1, RB 444.1.a, RB 444.2, RB 444.2.b: Tank takes lethal first, a stunned unit adds nothing, the survivor conquers', () => {
    const t = duel(
      {
        base: [
          { card: PORO, tag: 'a1' },
          { card: PORO, tag: 'a2' },
        ],
      },
      {
        bf1: [
          { card: YORDLE, tag: 'tank' },
          { card: PORO, tag: 'stunned', stunned: true },
        ],
      },
      { control: [null, 1] },
    );
    const tank = t.tagged('tank').id;
    moveOption(t, Z.at(1), [t.tagged('a1').id, t.tagged('a2').id]);
    expect(t.logged('RB 442.1')).toBe(1);
    // The attacker's 4 damage: lethal to the Tank unit first (RB 741.1.b), then the other. The
    // defender's 2 (the stunned unit gives 0, RB 410.1.b) goes to one of the two attackers.
    expect(t.kind).toBe('assign-damage');
    expect(t.decision()!.player).toBe(1);
    const firstAssigned = t.log.find((l) => l.msg.key === 'rb.assigned');
    expect((firstAssigned!.msg.args as { t: { obj: number } }).t.obj).toBe(tank);
    t.choose([String(t.tagged('a1').id)]);
    // RB 444.1.a.1: the combat cleanup heals; RB 444.2: the attacker remains and conquers.
    expect(t.zone(Z.trash(1)).sort()).toEqual([PORO, YORDLE].sort());
    expect(t.zone(Z.at(1))).toEqual([PORO]);
    expect(t.state.g.battlefields[1].controller).toBe(0);
    expect(t.state.g.points).toEqual([1, 0]);
    expect(t.state.g.combat).toBeNull();
    // RB 444.1.a.3: no designations remain.
    for (const id of t.state.zones[Z.at(1)].objects)
      expect((t.state.objects[id].data as { designation?: string }).designation).toBeUndefined();
  });

  it('RB 443.1.a.1, RB 444.1.a.2, RB 444.2.a: attackers are recalled while defenders remain; the defender keeps control', () => {
    const t = duel(
      { base: [{ card: PORO, tag: 'a' }] },
      { bf1: [{ card: AGENT, tag: 'big' }] },
      { control: [null, 1] },
    );
    moveOption(t, Z.at(1), [t.tagged('a').id]);
    // 2 damage against the Agent's 5 Might: it survives, the Poro dies.
    expect(t.zone(Z.trash(0))).toEqual([PORO]);
    expect(t.state.g.battlefields[1]).toMatchObject({ controller: 1, contestedBy: null });
    expect(t.state.g.points).toEqual([0, 0]);
    // RB 444.1.a.1: healed after the combat.
    expect((t.tagged('big').data as { damage?: number }).damage).toBeUndefined();
  });
  it('RB 342, RB 342.1, RB 342.1.a, RB 342.1.b, RB 343.1, RB 376.4.d.1, RB 442.1.b, RB 442.1.b.1, RB 442.1.c, RB 442.1.d, RB 442.1.e: an attack trigger makes an Initial Chain; after it the attacker keeps Focus', () => {
    const t = duel(
      { base: [{ card: CORSAIR, tag: 'c' }], hand: [PORO] },
      { bf1: [{ card: YORDLE, tag: 'y' }], hand: [PORO] },
      { control: [null, 1] },
    );
    moveOption(t, Z.at(1), [t.tagged('c').id]);
    // RB 442.1.c: the Initial Chain closes the state; the attacker's trigger is on it.
    expect(t.state.stack).toHaveLength(1);
    expect(t.state.stack![0]).toMatchObject({ controller: 0, status: 'final' });
    expect(t.kind).toBe('priority');
    t.pass(0).pass(1);
    // 1 damage to the Yordle; RB 343.1: Focus stays with the attacker.
    expect((t.tagged('y').data as { damage?: number }).damage).toBe(1);
    expect(t.decision()!.player).toBe(0);
    expect(t.decision()!.prompt.key).toBe('rb.focus');
    t.pass(0).pass(1);
    expect(t.state.g.battlefields[1].controller).toBe(0);
    expect(t.zone(Z.trash(1))).toEqual([YORDLE]);
  });

  it('RB 343, RB 338.1, RB 344.1, RB 344.1.a, RB 344.2: a spell played with Focus starts a chain; once it has resolved, Focus passes to the next player', () => {
    const t = duel(
      {
        base: [{ card: PORO, tag: 'p' }],
        hand: [DISCIPLINE],
        runes: [CALM_RUNE, CALM_RUNE],
        deck: [PORO],
      },
      { hand: [PORO] },
    );
    moveOption(t, Z.at(0), [t.tagged('p').id]);
    expect(t.decision()!.player).toBe(0);
    t.act('play Discipline');
    expect(turnState(t.state, 0)).toEqual({ showdown: true, closed: true, ownTurn: true });
    // RB 310.4: Showdown Closed; everyone passes and it resolves.
    while ((t.state.stack?.length ?? 0) > 0) t.pass();
    expect(t.characteristic('p', 'might')).toBe(4);
    expect(t.decision()!.player).toBe(1);
    expect(focusNow(t)).toBe(1);
    while (t.kind === 'priority') t.pass();
    expect(t.state.g.points).toEqual([1, 0]);
  });
});

describe('RB 318–323, RB 326–336: cleanups and the chain', () => {
  it('RB 327.2, RB 319, RB 319.1, RB 319.2, RB 319.3, RB 319.4, RB 319.5, RB 319.6, RB 320, RB 320.1, RB 321, RB 322.3, RB 322.4, RB 322.12, RB 734.1.d, RB 333.1, RB 333.1.a, RB 333.1.b, RB 333.1.c.2, RB 336.1, RB 336.3, RB 376.3: a lethally damaged unit with Deathknell dies in a cleanup and its trigger resolves on the chain', () => {
    const t = duel({
      base: [{ card: AGENT, tag: 'agent', damage: 5 }],
      hand: [PORO, YORDLE],
      deck: [PORO, PORO, PORO],
    });
    // Before the first question the cleanup killed it and put its Deathknell on the chain.
    expect(t.logged('RB 322.4')).toBe(1);
    expect(t.logged('RB 394.2')).toBe(1);
    firstUntil(t, 'action');
    // Discard 2 (the whole hand), then draw 2.
    expect(t.zone(Z.trash(0)).sort()).toEqual([AGENT, PORO, YORDLE].sort());
    expect(t.zone(Z.hand(0))).toEqual([PORO, PORO]);
    expect(t.logged('RB 336.1')).toBe(1);
  });

  it('RB 308, RB 308.2, RB 309, RB 309.1, RB 309.1.a, RB 309.2, RB 310, RB 310.1, RB 310.2, RB 312, RB 312.1, RB 312.1.a, RB 312.2, RB 312.2.a, RB 312.2.c, RB 312.2.d, RB 312.3, RB 325, RB 325.1, RB 327, RB 327.1, RB 328, RB 328.1, RB 328.2, RB 328.3, RB 329, RB 329.1, RB 329.2, RB 330, RB 330.1, RB 330.1.a, RB 330.1.b, RB 330.2, RB 332, RB 332.1, RB 332.2, RB 332.3, RB 333, RB 333.1.c, RB 333.1.c.1, RB 333.1.c.3, RB 334, RB 334.1, RB 334.1.a, RB 334.1.a.1, RB 334.1.a.2, RB 334.1.a.3, RB 334.1.a.4, RB 334.1.a.6, RB 334.1.a.7, RB 334.1.c, RB 334.1.c.1, RB 335, RB 335.1, RB 335.2, RB 336, RB 336.1, RB 336.2, RB 336.4, RB 347, RB 347.1, RB 348, RB 348.2, RB 349, RB 349.1, RB 349.2, RB 351, RB 351.1, RB 351.2, RB 356.3: a spell waits on the chain; a Reaction answers it and resolves first', () => {
    const t = duel(
      { runes: [CALM_RUNE], hand: [STUPEFY], deck: [PORO, PORO] },
      {
        runes: [CALM_RUNE, CALM_RUNE],
        hand: [DISCIPLINE],
        base: [{ card: YORDLE, tag: 'x' }],
        deck: [PORO],
      },
    );
    // RB 310.1, RB 310.1.a: Neutral Open — only the turn player acts.
    expect(turnState(t.state, 0)).toEqual({ showdown: false, closed: false, ownTurn: true });
    t.act('play Stupefy');
    // The spell is on the chain; player 0 holds nothing more, so priority passes to player 1.
    expect(t.state.stack).toHaveLength(1);
    // RB 309.1, RB 310.2, RB 330.1: a chain exists, the turn is Neutral Closed.
    expect(turnState(t.state, 1)).toEqual({ showdown: false, closed: true, ownTurn: false });
    expect(t.state.stack![0]).toMatchObject({ controller: 0, status: 'final' });
    expect(t.kind).toBe('priority');
    expect(t.decision()!.player).toBe(1);
    t.act('play Discipline');
    firstUntil(t, 'action');
    const resolved = t.log.filter((l) => l.rule === 'RB 336.1').map((l) => (l.msg.args as any).c.card);
    expect(resolved).toEqual([DISCIPLINE, STUPEFY]);
    // 2 + 2 − 1.
    expect(t.characteristic('x', 'might')).toBe(3);
    expect(t.zone(Z.trash(0))).toEqual([STUPEFY]);
    expect(t.zone(Z.trash(1))).toEqual([DISCIPLINE]);
    expect(t.state.stack).toHaveLength(0);
  });
});

describe('RB 315, RB 348: phases and permanents', () => {
  it('RB 315.2.a, RB 315.2.a.1, RB 742.1.b, RB 180.1: at the start of the Beginning Phase a Temporary token is killed and ceases to exist', () => {
    const t = duel({ base: [{ card: SPRITE, tag: 's', token: true }], deck: [PORO] }, {}, { at: 'start' });
    expect(t.zone(Z.base(0))).toEqual([]);
    expect(t.zone(Z.trash(0))).toEqual([]);
    expect(t.logged('RB 742.1.b')).toBe(1);
  });

  it('RB 348.1, RB 356.2, RB 356.2.c, RB 142.4: a unit played becomes a game object at its location, exhausted', () => {
    const t = duel({ hand: [PORO], runes: [CALM_RUNE, CALM_RUNE] });
    t.act('play Pouty Poro');
    expect(t.zone(Z.base(0))).toEqual([PORO]);
    const id = t.state.zones[Z.base(0)].objects[0];
    expect((t.state.objects[id].data as { exhausted?: boolean }).exhausted).toBe(true);
    expect(t.state.stack).toHaveLength(0);
    expect(t.state.g.record[0].played).toBe(1);
  });
});

describe('RB 302: self-play, every ready deck', () => {
  it('every change goes through the kernel (mutations: tracked, verified step by step in one game)', () => {
    kernelChecks.mutations = true;
    try {
      const ready = riftbound.decks.ready;
      const a = playGame(riftbound, { seed: 'tracked', decks: [ready[2], ready[6]] });
      expect(a.error).toBeNull();
      expect(a.state.result?.rule).toMatch(/^RB /);
    } finally {
      kernelChecks.mutations = false;
    }
  });

  it('RB 302, RB 449: random games end by a rule, with window skips verified; the same seed gives the same game', () => {
    const ready = riftbound.decks.ready;
    // Three pairings here (window checks make each game slow); tools/pairings.ts plays all 81.
    for (const i of [0, 4, 7]) {
      const decks = [ready[i], ready[(i + 1) % ready.length]];
      const a = playGame(riftbound, { seed: `rb${i}`, decks });
      expect(a.error, ready[i].name).toBeNull();
      expect(a.capped).toBe(false);
      expect(a.state.result?.rule).toMatch(/^RB /);
      if (i === 0) expect(playGame(riftbound, { seed: `rb${i}`, decks }).finalHash).toBe(a.finalHash);
    }
  });
});
