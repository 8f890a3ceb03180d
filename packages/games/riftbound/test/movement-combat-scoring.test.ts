/**
 * RB 143 and RB 423–436 (Standard Move, moves, recalls), RB 182–186 (control, contested),
 * RB 437–444 (the combat damage step), RB 445–449 (scoring).
 */
import { describe, expect, it } from 'vitest';
import { establishControl, loseControlIfEmpty, presentPlayers } from '../src/rules/165-battlefields.ts';
import {
  gearAtBattlefields,
  moveUnits,
  recall,
  standardMove,
  standardMoveDestinations,
  standardMovers,
} from '../src/rules/423-movement.ts';
import {
  checkAssignment,
  combatants,
  combatMight,
  dealCombatDamage,
  lethal,
  nextAssignable,
} from '../src/rules/437-combat.ts';
import { canScore, score } from '../src/rules/445-scoring.ts';
import { Z } from '../src/state.ts';
import { answer, board, cited, only, optionIds, returned, runProc } from './kit.ts';

const PORO = 'ogn-013-298'; // 2
const CORSAIR = 'ogn-130-298'; // 3
const URSINE = 'ogn-137-298'; // 6, Tank
const YORDLE = 'ogn-087-298'; // 2, Tank
const VI = 'ogn-036-298'; // 3, Ganking
const ORB = 'ogn-090-298'; // gear

describe('RB 143 Standard Move, RB 423–431 moves', () => {
  it('RB 143.4.a, RB 143.4.b: base → a battlefield, battlefield → base; RB 143.4.c.1, RB 736.1.b: Ganking adds battlefield → battlefield', () => {
    const b = board({ p0: { base: [PORO], bf0: [CORSAIR, VI] } });
    expect(standardMoveDestinations(b.s, b.id[PORO])).toEqual([Z.at(0), Z.at(1)]);
    expect(standardMoveDestinations(b.s, b.id[CORSAIR])).toEqual([Z.base(0)]);
    expect(standardMoveDestinations(b.s, b.id[VI])).toEqual([Z.base(0), Z.at(1)]);
  });

  it('RB 143.1.a, RB 143.1.b, RB 143.1.c, RB 143.2: only ready units of the turn player, in the Action Phase, in an open neutral state', () => {
    const b = board({ p0: { base: [PORO, { card: CORSAIR, exhausted: true }] }, p1: { base: [VI] } });
    expect(standardMovers(b.s, 0, true)).toEqual([b.id[PORO]]);
    expect(standardMovers(b.s, 1, true)).toEqual([]);
    expect(standardMovers(b.s, 0, false)).toEqual([]);
    b.s.g.phase = 'draw';
    expect(standardMovers(b.s, 0, true)).toEqual([]);
  });

  it('RB 143.3, RB 143.3.a, RB 143.3.c, RB 424.2, RB 428: units move together (exhausted as the cost) and contest a battlefield their controller does not control', () => {
    const b = board({ p0: { base: [PORO], bf1: [{ card: CORSAIR, damage: 1, buff: 1 }] } });
    const moved = standardMove(b.ctx, [b.id[PORO], b.id[CORSAIR]], Z.at(0));
    expect(moved).toHaveLength(2);
    // Not a zone change: same objects, damage and buff kept.
    expect(b.s.objects[b.id[CORSAIR]].data).toMatchObject({ damage: 1, buff: 1, exhausted: true });
    expect(b.s.objects[b.id[PORO]].zone).toBe(Z.at(0));
    expect(b.s.g.battlefields[0].contestedBy).toBe(0);
    expect(cited(b.log)).toEqual(expect.arrayContaining(['RB 143', 'RB 184.3.a.1']));
  });

  it('RB 184.3.a.1: moving into a battlefield you control, or one already contested, does not (re)contest it', () => {
    const b = board({ control: [0, null], p0: { base: [PORO, CORSAIR] }, p1: { base: [VI] } });
    moveUnits(b.ctx, [b.id[PORO]], Z.at(0));
    expect(b.s.g.battlefields[0].contestedBy).toBeNull();
    moveUnits(b.ctx, [b.id[VI]], Z.at(1));
    moveUnits(b.ctx, [b.id[CORSAIR]], Z.at(1));
    expect(b.s.g.battlefields[1].contestedBy).toBe(1);
  });

  it('RB 425.3: only units move; RB 433, RB 434, RB 436.1: a recall goes to base without being a move, keeping its state', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, damage: 2, exhausted: true }, ORB] } });
    expect(moveUnits(b.ctx, [b.id[ORB]], Z.base(0))).toEqual([]);
    expect(recall(b.ctx, b.id[CORSAIR])).toBe(true);
    expect(b.s.objects[b.id[CORSAIR]]).toMatchObject({
      zone: Z.base(0),
      data: { damage: 2, exhausted: true },
    });
    expect(cited(b.log)).not.toContain('RB 424.1');
    // RB 147.3, RB 435.1: gear left at a battlefield is found for its recall.
    expect(gearAtBattlefields(b.s)).toEqual([b.id[ORB]]);
    expect(recall(b.ctx, b.id[ORB])).toBe(true);
    expect(gearAtBattlefields(b.s)).toEqual([]);
  });
});

describe('RB 182–186 control', () => {
  it('RB 184.4, RB 444.2, RB 444.2.a: the one player with units establishes control and the contest clears', () => {
    const b = board({ p0: { bf0: [PORO] } });
    b.s.g.battlefields[0].contestedBy = 0;
    expect(establishControl(b.ctx, b.s.g.battlefields[0])).toEqual({ controller: 0, gained: true });
    expect(b.s.g.battlefields[0]).toMatchObject({ controller: 0, contestedBy: null });
  });

  it('RB 444.2.d: with no units left it becomes uncontrolled; RB 184.4.b: with both players there control stays', () => {
    const b = board({ control: [1, 1], p0: { bf1: [PORO] }, p1: { bf1: [CORSAIR] } });
    expect(establishControl(b.ctx, b.s.g.battlefields[0])).toEqual({ controller: null, gained: false });
    expect(presentPlayers(b.s, Z.at(1))).toEqual([0, 1]);
    expect(establishControl(b.ctx, b.s.g.battlefields[1]).controller).toBe(1);
  });

  it('RB 184.4.c, RB 322.6: an empty battlefield that is not contested becomes uncontrolled', () => {
    const b = board({ control: [0, 0] });
    b.s.g.battlefields[1].contestedBy = 1;
    expect(loseControlIfEmpty(b.ctx, b.s.g.battlefields[0])).toBe(true);
    expect(loseControlIfEmpty(b.ctx, b.s.g.battlefields[1])).toBe(false);
    expect(b.s.g.battlefields.map((x) => x.controller)).toEqual([null, 0]);
  });
});

describe('RB 443 the combat damage step', () => {
  it('RB 443.1.b, RB 443.1.c, RB 410.1.b: each side sums its Might; a stunned unit adds nothing', () => {
    const b = board({
      p0: {
        bf0: [
          { card: CORSAIR, designation: 'attacker' },
          { card: PORO, designation: 'attacker', stunned: true },
        ],
      },
      p1: { bf0: [{ card: URSINE, designation: 'defender' }] },
    });
    expect(combatants(b.s, Z.at(0), 'attacker')).toHaveLength(2);
    expect(combatMight(b.s, combatants(b.s, Z.at(0), 'attacker'))).toBe(3);
    expect(combatMight(b.s, combatants(b.s, Z.at(0), 'defender'))).toBe(6);
  });

  it('RB 443.1.d.3: 5 damage among four 3-Might units must give one of them lethal first (3 + 2, not 2 + 1 + 1 + 1)', () => {
    const b = board({
      p1: {
        bf0: [CORSAIR, { card: CORSAIR, as: 'b' }, { card: CORSAIR, as: 'c' }, { card: CORSAIR, as: 'd' }],
      },
    });
    const t = [b.id[CORSAIR], b.id.b, b.id.c, b.id.d];
    expect(checkAssignment(b.s, t, 5, { [t[0]]: 2, [t[1]]: 1, [t[2]]: 1, [t[3]]: 1 })).toBe('RB 443.1.d.3');
    expect(checkAssignment(b.s, t, 5, { [t[0]]: 3, [t[1]]: 2 })).toBeNull();
  });

  it('RB 443.1.d.4: no unit gets more than lethal while another could still take damage', () => {
    const b = board({ p1: { bf0: [CORSAIR, PORO] } });
    const t = [b.id[CORSAIR], b.id[PORO]];
    expect(checkAssignment(b.s, t, 5, { [t[0]]: 5 })).toBe('RB 443.1.d.4');
    expect(checkAssignment(b.s, t, 7, { [t[0]]: 5, [t[1]]: 2 })).toBeNull();
  });

  it('RB 741.1.b, RB 741.1.c.2, RB 443.1.d.5: Tank units must get lethal damage before the others', () => {
    const b = board({ p1: { bf0: [CORSAIR, YORDLE] } });
    const t = [b.id[CORSAIR], b.id[YORDLE]];
    expect(nextAssignable(b.s, t, {})).toEqual([b.id[YORDLE]]);
    expect(checkAssignment(b.s, t, 3, { [t[0]]: 3 })).toBe('RB 741.1.c.2');
    expect(checkAssignment(b.s, t, 3, { [t[1]]: 2, [t[0]]: 1 })).toBeNull();
  });

  it('RB 443.1.d.6: among several Tanks the player picks the order', () => {
    const b = board({ p1: { bf0: [YORDLE, URSINE, CORSAIR] } });
    const t = [b.id[YORDLE], b.id[URSINE], b.id[CORSAIR]];
    expect(nextAssignable(b.s, t, {}).sort()).toEqual([b.id[YORDLE], b.id[URSINE]].sort());
    expect(nextAssignable(b.s, t, { [b.id[YORDLE]]: 2, [b.id[URSINE]]: 6 })).toEqual([b.id[CORSAIR]]);
  });

  it('RB 410.1.c: lethal damage for a stunned unit is still its full Might, less damage already marked', () => {
    const b = board({ p1: { bf0: [{ card: URSINE, stunned: true, damage: 2 }] } });
    expect(lethal(b.s, b.id[URSINE])).toBe(4);
  });

  it('RB 443.1.d, RB 443.1.d.1: the assignment procedure asks only when there is a choice, and returns the assignment', () => {
    const b = board({ p1: { bf0: [YORDLE, URSINE, CORSAIR] } });
    const targets = [b.id[YORDLE], b.id[URSINE], b.id[CORSAIR]];
    runProc(b, 'rb.assign-damage', { player: 0, targets, total: 10, assigned: {} });
    // Two Tanks: a choice between them.
    expect(only(b.s)).toMatchObject({ player: 0, kind: 'assign-damage', rule: 'RB 443.1.d.3' });
    expect(optionIds(b.s).sort()).toEqual([String(b.id[YORDLE]), String(b.id[URSINE])].sort());
    answer(b.s, [String(b.id[URSINE])]);
    // Ursine gets 6; the Yordle, the only Tank left, gets 2 without a question; the Corsair the last 2.
    expect(returned(b)).toEqual({ [b.id[URSINE]]: 6, [b.id[YORDLE]]: 2, [b.id[CORSAIR]]: 2 });
    expect(checkAssignment(b.s, targets, 10, returned(b) as Record<number, number>)).toBeNull();
  });

  it('RB 443.1.d.4, RB 443.1.e, RB 443.1.d.1.a: surplus damage once all have lethal; then all is dealt at once', () => {
    const b = board({ p1: { bf0: [PORO, { card: PORO, as: 'p2' }] } });
    const targets = [b.id[PORO], b.id.p2];
    runProc(b, 'rb.assign-damage', { player: 0, targets, total: 6, assigned: {} });
    answer(b.s, [String(b.id[PORO])]);
    // Both Poros have lethal (2 each); 2 left: any unit, one point at a time.
    expect(only(b.s).rule).toBe('RB 443.1.d.4');
    answer(b.s, [String(b.id.p2)]);
    answer(b.s, [String(b.id.p2)]);
    const a = returned(b) as Record<number, number>;
    expect(a).toEqual({ [b.id[PORO]]: 2, [b.id.p2]: 4 });
    dealCombatDamage(b.ctx, a);
    expect((b.s.objects[b.id.p2].data as any).damage).toBe(4);
  });
});

describe('RB 445–449 scoring', () => {
  it('RB 446.1, RB 446.2, RB 447: conquer or hold scores 1, at most once per battlefield per turn', () => {
    const b = board();
    const bf = b.s.g.battlefields[0];
    expect(score(b.ctx, 0, bf, 'conquer')).toBe(true);
    expect(canScore(bf, 0)).toBe(false);
    expect(score(b.ctx, 0, bf, 'hold')).toBe(false);
    expect(b.s.g.points[0]).toBe(1);
    expect(score(b.ctx, 1, bf, 'conquer')).toBe(true);
    expect(b.s.g.points[1]).toBe(1);
  });

  it('RB 448.1.b.1: at one point from victory a Hold still scores the final point and wins (RB 449)', () => {
    const b = board({ points: [7, 0] });
    score(b.ctx, 0, b.s.g.battlefields[0], 'hold');
    expect(b.s.result).toMatchObject({ winners: [0], rule: 'RB 449' });
  });

  it('RB 448.1.b.2: at one point from victory a Conquer without having scored every battlefield draws a card instead', () => {
    const b = board({ points: [7, 0], p0: { deck: [PORO] } });
    score(b.ctx, 0, b.s.g.battlefields[0], 'conquer');
    expect(b.s.g.points[0]).toBe(7);
    expect(b.s.zones[Z.hand(0)].objects).toHaveLength(1);
    expect(b.s.result).toBeNull();
    // Having scored the other battlefield this turn, the next conquer earns the final point.
    score(b.ctx, 0, b.s.g.battlefields[1], 'conquer');
    expect(b.s.result).toMatchObject({ winners: [0] });
  });

  it('RB 448.1.a.1: points from other sources (Burn Out) ignore the final-point rule', async () => {
    const { burnOut } = await import('../src/rules/400-actions.ts');
    const b = board({ points: [0, 7] });
    burnOut(b.ctx, 0);
    expect(b.s.result).toMatchObject({ winners: [1] });
  });
});
