/**
 * RB 421 Attach, RB 422 Detach and RB 716–725 attachment on the kernel's linked objects, with the
 * real Equipment of the pool: Long Sword (Might Bonus +2, an Equip ability in its rules text) and
 * Warmog's Armor (Might Bonus +1, Effect Text "when it conquers, buff it").
 */
import type { StateCheck } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CLEANUP_STEPS } from '../src/rules/318-cleanup.ts';
import { activeAbilities } from '../src/rules/358-abilities.ts';
import { exhaust, kill, ready } from '../src/rules/400-actions.ts';
import { recall } from '../src/rules/423-movement.ts';
import { keyword } from '../src/rules/450-layers.ts';
import { attach, attachedTo, detach, equipped as isEquipped } from '../src/rules/716-attachment.ts';
import { type RbGame, Z } from '../src/state.ts';
import { type Board, board, drain, duel, might } from './kit.ts';

const SWORD = 'sfd-022-221'; // Long Sword: Equip, Might Bonus +2
const ARMOR = 'sfd-108-221'; // Warmog's Armor: Might Bonus +1, Effect Text (conquer: buff)
const PORO = 'ogn-013-298'; // 2 Might
const CORSAIR = 'ogn-130-298'; // 3 Might
const FURY = 'ogn-007-298'; // a Fury rune
const BODY = 'ogn-126-298'; // a Body rune

/** The kinds of abilities an object has now (rules text and appended Effect Text). */
function abilityKinds(b: Board, id: number): string[] {
  return activeAbilities(b.s, id).map((h) => `${h.ref.card}:${h.ref.path[0]}:${h.ab.kind}`);
}

/** Pouty Poro (`u`) and a Long Sword (`g`) of player 0, in the base or at battlefield 0. */
function poroAndSword(where: 'base' | 'bf0'): Board {
  return board({
    p0: {
      [where]: [
        { card: PORO, as: 'u' },
        { card: SWORD, as: 'g' },
      ],
    },
  });
}

/** The same, the Sword attached to the Poro (RB 421.1). */
function swordOnPoro(where: 'base' | 'bf0'): Board {
  const b = poroAndSword(where);
  attach(b.ctx, b.id.g, b.id.u);
  return b;
}

function recallCheck(): StateCheck<RbGame> {
  const c = CLEANUP_STEPS.find((x) => x.id === 'recall-gear-and-hidden');
  if (!c) throw new Error('no recall check');
  return c;
}

function cleanupRecall(b: Board): void {
  const check = recallCheck();
  const f = check.find(b.s);
  if (f !== null) check.apply(b.ctx, f);
  drain(b);
}

describe('RB 421 Attach', () => {
  it('RB 421.1, RB 421.1.a, RB 421.1.a.1, RB 717, RB 718, RB 719: the gear becomes attached and the unit its top-most card', () => {
    const b = poroAndSword('base');
    expect(attach(b.ctx, b.id.g, b.id.u)).toBe(true);
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    expect(b.s.objects[b.id.g].linkKind).toBe('attach');
    expect(attachedTo(b.s, b.id.u)).toEqual([b.id.g]);
    expect(b.log.some((e) => e.rule === 'RB 421.1')).toBe(true);
  });

  it('RB 421.4, RB 421.4.a, RB 719.3: the attached card goes to the top-most card’s location, and that is not a move', () => {
    const b = board({ p0: { base: [{ card: SWORD, as: 'g' }], bf0: [{ card: PORO, as: 'u' }] } });
    attach(b.ctx, b.id.g, b.id.u);
    expect(b.s.objects[b.id.g].zone).toBe(Z.at(0));
    // The same object, with its id (a move to another zone would make a new one).
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    // No move is logged (a move cites RB 423–RB 436 or the Standard Move RB 143).
    expect(b.log.filter((e) => /^RB (14[34]|42[3-9]|43\d)/.test(e.rule ?? ''))).toEqual([]);
  });

  it('RB 421.1.d, RB 422.1.e, RB 718.4: the top-most card’s Might gains the Might Bonus while attached, and loses it on detach', () => {
    const b = board({
      p0: {
        base: [
          { card: CORSAIR, as: 'u' },
          { card: SWORD, as: 'g' },
          { card: ARMOR, as: 'a' },
        ],
      },
    });
    attach(b.ctx, b.id.g, b.id.u);
    attach(b.ctx, b.id.a, b.id.u);
    // RB 421.1.b.1: two attached cards, both bonuses count (their order has no bearing).
    expect(might(b.s, b.id.u)).toBe(6);
    detach(b.ctx, b.id.g);
    expect(might(b.s, b.id.u)).toBe(4);
  });

  it('RB 421.1.c, RB 718.3, RB 719.1, RB 422.1.d: the Effect Text joins the top-most card’s abilities while attached', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: ARMOR, as: 'a' },
        ],
      },
    });
    const before = abilityKinds(b, b.id.u);
    expect(before.some((k) => k.startsWith(`${ARMOR}:`))).toBe(false);
    attach(b.ctx, b.id.a, b.id.u);
    expect(abilityKinds(b, b.id.u)).toEqual([...before, `${ARMOR}:effectText:triggered`]);
    detach(b.ctx, b.id.a);
    expect(abilityKinds(b, b.id.u)).toEqual(before);
  });

  it('RB 421.1.e, RB 718.2, RB 722.1, RB 422.1.c: the attached card’s rules text is Inactive (its keywords still read); detached, it is active again', () => {
    const b = poroAndSword('base');
    expect(abilityKinds(b, b.id.g)).toEqual([`${SWORD}:abilities:equip`]);
    attach(b.ctx, b.id.g, b.id.u);
    expect(abilityKinds(b, b.id.g)).toEqual([]);
    expect(keyword(b.s, b.id.g, 'quick-draw')).toBe(1);
    detach(b.ctx, b.id.g);
    expect(abilityKinds(b, b.id.g)).toEqual([`${SWORD}:abilities:equip`]);
  });

  it('RB 724: an Equipment’s Effect Text is Inactive while it is not attached', () => {
    const b = board({ p0: { base: [{ card: ARMOR, as: 'a' }] } });
    expect(abilityKinds(b, b.id.a)).toEqual([`${ARMOR}:abilities:equip`]);
  });

  it('RB 719.4: exhausting the top-most unit leaves the attached gear ready, and the other way round', () => {
    const b = swordOnPoro('base');
    exhaust(b.ctx, b.id.u);
    expect(b.s.objects[b.id.g].data.exhausted).toBeUndefined();
    ready(b.ctx, b.id.u);
    exhaust(b.ctx, b.id.g);
    expect(b.s.objects[b.id.u].data.exhausted).toBeUndefined();
  });

  it('RB 421.1.f, RB 718.7: attaching a card attached elsewhere detaches it from the first unit', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: SWORD, as: 'g' },
        ],
        bf0: [{ card: CORSAIR, as: 'v' }],
      },
    });
    attach(b.ctx, b.id.g, b.id.u);
    expect(might(b.s, b.id.u)).toBe(4);
    attach(b.ctx, b.id.g, b.id.v);
    expect(attachedTo(b.s, b.id.u)).toEqual([]);
    expect(attachedTo(b.s, b.id.v)).toEqual([b.id.g]);
    expect(might(b.s, b.id.u)).toBe(2);
    expect(might(b.s, b.id.v)).toBe(5);
    expect(b.s.objects[b.id.g].zone).toBe(Z.at(0));
    expect(b.log.filter((e) => e.rule === 'RB 422.1')).toHaveLength(1);
  });
});

describe('RB 422 Detach', () => {
  it('RB 422.1.a, RB 422.1.a.1: detaching a card that is not attached does nothing', () => {
    const b = board({ p0: { base: [{ card: SWORD, as: 'g' }] } });
    const version = b.s.version;
    expect(detach(b.ctx, b.id.g)).toBe(false);
    expect(b.s.version).toBe(version);
    expect(b.log).toEqual([]);
  });

  it('RB 422.1, RB 422.1.b, RB 422.1.b.1, RB 422.1.b.2, RB 719.2: detached, the card is no longer attached and the unit no longer top-most', () => {
    const b = swordOnPoro('base');
    expect(detach(b.ctx, b.id.g)).toBe(true);
    expect(b.s.objects[b.id.g].linkedTo).toBeUndefined();
    expect(attachedTo(b.s, b.id.u)).toEqual([]);
    expect(b.log.some((e) => e.rule === 'RB 422.1')).toBe(true);
  });

  it('RB 422.4, RB 422.4.a: a detached gear stays at the battlefield; the next cleanup recalls it', () => {
    const b = swordOnPoro('bf0');
    detach(b.ctx, b.id.g);
    expect(b.s.objects[b.id.g].zone).toBe(Z.at(0));
    cleanupRecall(b);
    expect(b.s.objects[b.id.g].zone).toBe(Z.base(0));
    expect(b.s.objects[b.id.u].zone).toBe(Z.at(0));
  });

  it('RB 422.4.b, RB 719.5: when the top-most unit dies at a battlefield, the gear detaches where the unit last was', () => {
    const b = swordOnPoro('bf0');
    kill(b.ctx, b.id.u);
    drain(b);
    expect(b.s.objects[b.id.u]?.zone ?? 'gone').not.toBe(Z.at(0));
    expect(b.s.objects[b.id.g].linkedTo).toBeUndefined();
    expect(b.s.objects[b.id.g].zone).toBe(Z.at(0));
    cleanupRecall(b);
    expect(b.s.objects[b.id.g].zone).toBe(Z.base(0));
  });

  it('RB 719.3, RB 719.3.a: the attached card moves with its top-most unit (a recall carries it)', () => {
    const b = swordOnPoro('bf0');
    recall(b.ctx, b.id.u);
    drain(b);
    expect(b.s.objects[b.id.u].zone).toBe(Z.base(0));
    expect(b.s.objects[b.id.g].zone).toBe(Z.base(0));
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    expect(might(b.s, b.id.u)).toBe(4);
  });
});

describe('RB 744 Equip, played through the game', () => {
  function equipped() {
    const t = duel({
      base: [
        { card: SWORD, tag: 'g' },
        { card: PORO, tag: 'u' },
      ],
      runes: [FURY, BODY],
    });
    t.act('activate ability 1 of Long Sword');
    return t;
  }

  it('RB 744, RB 744.1, RB 744.1.b, RB 744.1.b.2, RB 744.2, RB 744.3, RB 744.3.b: paying the Equip cost attaches the gear to the chosen unit, which is then equipped', () => {
    const t = equipped();
    expect(t.tagged('g').linkedTo).toBe(t.tagged('u').id);
    expect(t.logged('RB 421.1')).toBe(1);
    // The Fury rune was recycled for the Power of the cost (RB 744.1.c.2: "[cost]: attach").
    expect(t.zone(Z.runes(0))).toEqual([BODY]);
    expect(t.characteristic('u', 'might')).toBe(4);
    expect(isEquipped(t.state as Board['s'], t.tagged('u').id)).toBe(true);
  });

  it('RB 744.3.a, RB 744.3.c: a unit is equipped exactly while an Equipment is attached to it', () => {
    const b = poroAndSword('base');
    expect(isEquipped(b.s, b.id.u)).toBe(false);
    attach(b.ctx, b.id.g, b.id.u);
    expect(isEquipped(b.s, b.id.u)).toBe(true);
    detach(b.ctx, b.id.g);
    expect(isEquipped(b.s, b.id.u)).toBe(false);
  });

  it('RB 435.1, RB 719.3.a: an equipped unit that moves to a battlefield keeps its Equipment — only un-attached gear is recalled', () => {
    const t = equipped();
    t.act('Standard Move to Grove of the God-Willow');
    t.act('Pouty Poro');
    expect(t.tagged('u').zone).toBe(Z.at(0));
    expect(t.tagged('g').zone).toBe(Z.at(0));
    expect(t.tagged('g').linkedTo).toBe(t.tagged('u').id);
    expect(t.logged('RB 322.7')).toBe(0);
  });
});

describe('RB 745 Quick-Draw', () => {
  function playSword(opponentsTurn: boolean) {
    const t = duel({
      hand: [{ card: SWORD, tag: 'g' }],
      base: [{ card: PORO, tag: 'u' }],
      runes: [FURY, FURY, BODY],
    });
    if (opponentsTurn) t.act('end the turn');
    return t;
  }

  it('RB 745, RB 745.1, RB 745.1.d: played, the gear attaches to a unit its controller controls', () => {
    const t = playSword(false);
    t.act('play Long Sword');
    for (let i = 0; i < 4 && t.kind !== 'action'; i++)
      t.act(t.decision()!.domain.type === 'pick' ? 'Pouty Poro' : '');
    // A played card is a new object (RB 119: the tag stayed with the card in hand).
    const sword = Object.values(t.state.objects).find((o) => o.card === SWORD)!;
    expect(sword.zone).toBe(Z.base(0));
    expect(sword.linkedTo).toBe(t.tagged('u').id);
    expect(t.characteristic('u', 'might')).toBe(4);
  });
});
