/**
 * RB 322 cleanup steps and RB 444.1.a special steps, each checked on its own (the kernel's settle
 * loop will run them in order); RB 408 / RB 737 Hidden; RB 649–651 conceding.
 */
import type { StateCheck } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import {
  CLEANUP_STEPS,
  clearDesignations,
  healAll,
  lethallyDamaged,
  recallAttackers,
} from '../src/rules/318-cleanup.ts';
import { hide, hideOptions, playableFromHidden } from '../src/rules/726-keywords.ts';
import { type RbGame, Z } from '../src/state.ts';
import { type Board, board } from './kit.ts';

const PORO = 'ogn-013-298'; // 2
const CORSAIR = 'ogn-130-298'; // 3
const AGENT = 'ogn-178-298'; // 5, Deathknell
const ORB = 'ogn-090-298';

function step(id: string): StateCheck<RbGame> {
  const c = CLEANUP_STEPS.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return c;
}

/** Run one check once: find, and apply what it found. Returns whether it applied. */
function once(b: Board, check: StateCheck<RbGame>): boolean {
  const f = check.find(b.s);
  if (f === null) return false;
  check.apply(b.ctx, f);
  return true;
}

describe('RB 322: the steps of a cleanup, in order', () => {
  it('RB 322: the steps come in the rule’s order (1, 2a, 2b, 3, 4, 5, 6–6a, 7–7a)', () => {
    expect(CLEANUP_STEPS.map((c) => c.rule)).toEqual([
      'RB 322.1',
      'RB 322.3',
      'RB 322.4',
      'RB 322.5',
      'RB 322.6',
      'RB 322.7',
      'RB 322.8',
      'RB 322.10',
    ]);
  });

  it('RB 322.1: a player with the Victory Score wins', () => {
    const b = board({ points: [8, 3] });
    expect(once(b, step('victory'))).toBe(true);
    expect(b.s.result).toMatchObject({ winners: [0], rule: 'RB 322.1' });
    expect(step('victory').find(board({ points: [7, 7] }).s)).toBeNull();
  });

  it('RB 322.4, RB 142.2.a: units with non-zero damage reaching their Might are killed; zero-Might undamaged units are not', () => {
    const b = board({
      p0: {
        bf0: [
          { card: CORSAIR, damage: 3 },
          { card: PORO, damage: 1 },
        ],
      },
    });
    expect(lethallyDamaged(b.s)).toEqual([b.id[CORSAIR]]);
    once(b, step('lethal'));
    expect(b.s.zones[Z.at(0)].objects).toEqual([b.id[PORO]]);
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(1);
  });

  it('RB 322.3, RB 734.1.d.2, RB 734.1.d.3: a dying unit’s Deathknell is queued before it goes, with where it was and its Might', () => {
    const b = board({ p1: { bf1: [{ card: AGENT, damage: 9 }] } });
    once(b, step('deathknell'));
    expect(b.s.triggers).toHaveLength(1);
    expect(b.s.triggers[0]).toMatchObject({
      controller: 1,
      ability: `${AGENT}#0`,
      event: { type: 'die', lki: { zone: Z.at(1), might: 5 } },
    });
    once(b, step('lethal'));
    expect(b.s.zones[Z.trash(1)].objects).toHaveLength(1);
  });

  it('RB 322.5, RB 322.5.a, RB 322.5.b, RB 322.5.c: designations follow the combat’s sides', () => {
    const b = board({
      p0: {
        bf0: [PORO, { card: CORSAIR, designation: 'defender' }],
        bf1: [{ card: PORO, as: 'away', designation: 'attacker' }],
      },
      p1: { bf0: [{ card: CORSAIR, as: 'foe' }] },
    });
    b.s.g.combat = { zone: Z.at(0), attacker: 0, defender: 1 };
    once(b, step('designations'));
    const dz = (id: number) => (b.s.objects[id].data as any).designation;
    expect(dz(b.id[PORO])).toBe('attacker');
    expect(dz(b.id[CORSAIR])).toBe('attacker');
    expect(dz(b.id.foe)).toBe('defender');
    expect(dz(b.id.away)).toBeUndefined();
    expect(step('designations').find(b.s)).toBeNull();
  });

  it('RB 322.6: an empty, uncontested battlefield becomes uncontrolled', () => {
    const b = board({ control: [0, 1], p1: { bf1: [PORO] } });
    once(b, step('uncontrolled'));
    expect(b.s.g.battlefields.map((x) => x.controller)).toEqual([null, 1]);
  });

  it('RB 322.7, RB 147.3, RB 106.4.d: gear at a battlefield is recalled; a hidden card at a battlefield its controller lost goes to the trash', () => {
    const b = board({
      control: [1, 0],
      p0: { bf0: [ORB], facedown0: 'ogn-213-298', facedown1: { card: 'ogn-168-298', as: 'kept' } },
    });
    once(b, step('recall-gear-and-hidden'));
    expect(b.s.objects[b.id[ORB]].zone).toBe(Z.base(0));
    expect(b.s.zones[Z.facedown(0)].objects).toHaveLength(0);
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(1);
    expect(b.s.zones[Z.facedown(1)].objects).toEqual([b.id.kept]);
  });

  it('RB 322.8, RB 322.8.a, RB 322.9, RB 340.2: a showdown is staged at a contested uncontrolled battlefield while only the contester is there', () => {
    const b = board({ p0: { bf0: [PORO] } });
    b.s.g.battlefields[0].contestedBy = 0;
    once(b, step('stage-showdowns'));
    expect(b.s.g.battlefields[0].showdownStaged).toBe(true);
    // RB 322.9: an opposing unit arrives before it opens.
    b.ctx.create(CORSAIR, 1, Z.at(0));
    once(b, step('stage-showdowns'));
    expect(b.s.g.battlefields[0].showdownStaged).toBe(false);
  });

  it('RB 322.10, RB 322.10.a, RB 322.11, RB 438, RB 439, RB 439.2: a combat is staged where a contested battlefield holds both players’ units, and unstaged if one side leaves', () => {
    const b = board({ control: [1, null], p0: { bf0: [PORO] }, p1: { bf0: [CORSAIR] } });
    b.s.g.battlefields[0].contestedBy = 0;
    once(b, step('stage-combats'));
    expect(b.s.g.battlefields[0].combatStaged).toBe(true);
    b.ctx.move(b.id[CORSAIR], Z.base(1), { keepId: true });
    once(b, step('stage-combats'));
    expect(b.s.g.battlefields[0].combatStaged).toBe(false);
  });
});

describe('RB 444.1.a: the combat cleanup’s special steps', () => {
  it('RB 444.1.a.1, RB 142.3.b.2: heal all units', () => {
    const b = board({
      p0: { bf0: [{ card: CORSAIR, damage: 2 }] },
      p1: { base: [{ card: PORO, damage: 1 }] },
    });
    once(b, healAll);
    expect(b.s.objects[b.id[CORSAIR]].data).toEqual({});
    expect(b.s.objects[b.id[PORO]].data).toEqual({});
  });

  it('RB 444.1.a.2: attackers are recalled when defenders remain; RB 444.1.a.3: designations are removed', () => {
    const b = board({
      p0: { bf0: [{ card: CORSAIR, designation: 'attacker' }] },
      p1: { bf0: [{ card: PORO, designation: 'defender' }] },
    });
    b.s.g.combat = { zone: Z.at(0), attacker: 0, defender: 1 };
    once(b, recallAttackers);
    expect(b.s.objects[b.id[CORSAIR]].zone).toBe(Z.base(0));
    once(b, clearDesignations);
    expect(b.s.objects[b.id[PORO]].data).toEqual({});
    // With no defender left, attackers stay.
    const b2 = board({ p0: { bf0: [{ card: CORSAIR, designation: 'attacker' }] } });
    b2.s.g.combat = { zone: Z.at(0), attacker: 0, defender: 1 };
    expect(recallAttackers.find(b2.s)).toBeNull();
  });
});

describe('RB 408 Hide, RB 737 Hidden', () => {
  it('RB 737.1.b, RB 106.4.b, RB 106.4.c: a Hidden card from hand or champion zone to an empty facedown zone of a battlefield you control', () => {
    const b = board({ control: [0, 1], p0: { hand: ['ogn-213-298', CORSAIR] } });
    expect(hideOptions(b.s, 0, true)).toEqual([{ card: b.id['ogn-213-298'], battlefield: 0 }]);
    expect(hideOptions(b.s, 0, false)).toEqual([]);
    expect(hideOptions(b.s, 1, true)).toEqual([]);
    const id = hide(b.ctx, 0, b.id['ogn-213-298'], 0);
    expect(b.s.objects[id]).toMatchObject({ zone: Z.facedown(0), faceDown: true });
    // RB 106.4.b: one card per facedown zone.
    const b2 = board({ control: [0, 1], p0: { hand: ['ogn-213-298'], facedown0: 'ogn-168-298' } });
    expect(hideOptions(b2.s, 0, true)).toEqual([]);
  });

  it('RB 737.1.b, RB 737.6: playable from the next turn on', () => {
    const b = board({ control: [0, 1], p0: { hand: ['ogn-213-298'] } });
    const id = hide(b.ctx, 0, b.id['ogn-213-298'], 0);
    expect(playableFromHidden(b.s, id)).toBe(false);
    b.s.g.turn++;
    expect(playableFromHidden(b.s, id)).toBe(true);
  });

  it('RB 127.4, RB 128.4: the hider sees a facedown card; the opponent does not', async () => {
    const { viewFor } = await import('@arbiter/kernel');
    const b = board({ control: [0, 1], p0: { hand: ['ogn-213-298'] } });
    hide(b.ctx, 0, b.id['ogn-213-298'], 0);
    const mine = JSON.stringify((viewFor(b.s, riftbound, 0) as any).zones[Z.facedown(0)]);
    const theirs = JSON.stringify((viewFor(b.s, riftbound, 1) as any).zones[Z.facedown(0)]);
    expect(mine).toMatch(/ogn-213-298/);
    expect(theirs).not.toMatch(/ogn-213-298/);
  });
});

describe('RB 649–651 conceding', () => {
  it('RB 650, RB 651, RB 651.1: a player may concede at any time; in a duel the other player wins', () => {
    const b = board();
    riftbound.concede!(b.s, 1);
    expect(b.s.result).toMatchObject({ winners: [0], rule: 'RB 651.1' });
  });
});
