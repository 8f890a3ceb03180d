/**
 * RB 743 Vision and RB 747 Weaponmaster, played through the game's procedures: the keyword
 * triggers as the permanent is played, goes on the chain, and resolves.
 */
import { type Ruling, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { attach, detach } from '../src/rules/716-attachment.ts';
import { type RbGame, Z } from '../src/state.ts';
import { board, checkWindows, duel, might } from './kit.ts';

const MYSTIC = 'ogn-171-298'; // Mystic Poro, chaos, Vision
const VETERAN = 'sfd-099-221'; // Veteran Poro, body, Weaponmaster
const SWORD = 'sfd-022-221'; // Long Sword: Equip 1 Fury Power, Might Bonus +2
const AXE = 'sfd-186-221'; // Spinning Axe: Equip [A], Might Bonus +2 (stand-in)
const PORO = 'ogn-013-298';
const YORDLE = 'ogn-087-298';
const CHAOS = 'ogn-166-298';
const BODY = 'ogn-126-298';
const FURY = 'ogn-007-298';

checkWindows();

type T = Ruling<RbGame>;

function unitIn(t: T, zone: string, card: string): number {
  const id = t.state.zones[zone].objects.find((o) => t.state.objects[o].card === card);
  if (id === undefined) throw new Error(`no ${card} in ${zone}`);
  return id;
}

describe('RB 743 Vision', () => {
  function playMystic(): T {
    const t = duel({ hand: [MYSTIC], runes: [CHAOS, CHAOS], deck: [PORO, YORDLE] });
    t.act('play Mystic Poro');
    return t;
  }

  it('RB 743, RB 743.1, RB 743.1.b, RB 743.1.c: as the unit is played its controller looks at the top card — the opponent does not see it', () => {
    const t = playMystic();
    expect(t.kind).toBe('vision');
    expect(t.decision()!.player).toBe(0);
    expect(t.logged('RB 376.3')).toBe(1);
    const deckView = (p: number) =>
      (viewFor(t.state, riftbound, p) as { zones: Record<string, { objects: { card?: string }[] }> }).zones[
        Z.deck(0)
      ].objects.map((o) => o.card ?? null);
    expect(deckView(0)).toEqual([null, YORDLE]);
    expect(deckView(1)).toEqual([null, null]);
  });

  it('RB 743.2.a: the player chooses to keep it on top', () => {
    const t = playMystic();
    t.act('keep it on top');
    expect(t.zone(Z.deck(0))).toEqual([PORO, YORDLE]);
    expect(t.kind).toBe('action');
    // Looked at, then hidden again from everyone but its owner's look.
    expect(viewFor(t.state, riftbound, 0).zones[Z.deck(0)].objects.every((o) => !('card' in o))).toBe(true);
  });

  it('RB 743.1.b, RB 403.1: or to recycle it to the bottom of the deck', () => {
    const t = playMystic();
    t.act('recycle it to the bottom');
    expect(t.zone(Z.deck(0))).toEqual([YORDLE, PORO]);
  });
});

describe('RB 747 Weaponmaster', () => {
  function playVeteran(gear: string, runes: string[]): T {
    const t = duel({ hand: [VETERAN], runes, base: [{ card: gear, tag: 'g' }] });
    t.act('play Veteran Poro');
    return t;
  }

  it('RB 747, RB 747.1, RB 747.1.a, RB 747.1.b, RB 747.1.c, RB 747.1.c.1, RB 747.1.c.2, RB 747.1.c.6: after the unit is played, the player may equip an Equipment to it for [A] less — Spinning Axe’s [A] Equip costs nothing', () => {
    const t = playVeteran(AXE, [BODY, BODY]);
    expect(t.kind).toBe('may');
    t.act('yes');
    const vet = unitIn(t, Z.base(0), VETERAN);
    expect(t.tagged('g').linkedTo).toBe(vet);
    expect(t.logged('RB 421.1')).toBe(1);
    expect(t.characteristic(vet, 'might')).toBe(4);
    // RB 747.1.c.6: the Equip ability was not activated.
    expect(t.logged('RB 370', 'rb.activates')).toBe(0);
  });

  it('RB 747.1.c.3: an Equip cost without [A] is paid in full — Long Sword’s Fury Power is paid', () => {
    const t = playVeteran(SWORD, [BODY, BODY, FURY]);
    t.act('yes');
    const vet = unitIn(t, Z.base(0), VETERAN);
    expect(t.tagged('g').linkedTo).toBe(vet);
    // The Fury rune was recycled for its Power (RB 416.1).
    expect(t.zone(Z.runes(0))).toEqual([BODY, BODY]);
    expect(t.characteristic(vet, 'might')).toBe(4);
  });

  it('RB 747.1.c.5: a cost that cannot be paid leaves the Equipment where it was', () => {
    const t = playVeteran(SWORD, [BODY, BODY]);
    if (t.kind === 'may') t.act('yes');
    expect(t.tagged('g').linkedTo).toBeUndefined();
    expect(t.tagged('g').zone).toBe(Z.base(0));
    expect(t.logged('RB 421.1')).toBe(0);
    expect(t.characteristic(unitIn(t, Z.base(0), VETERAN), 'might')).toBe(2);
  });

  it('RB 747.1.b: the player may decline', () => {
    const t = playVeteran(AXE, [BODY, BODY]);
    t.act('no');
    expect(t.tagged('g').linkedTo).toBeUndefined();
    expect(t.kind).toBe('action');
  });
});

describe('RB 136 Might Bonus', () => {
  it('RB 136.3, RB 136.3.a, RB 718.4: an attached card’s Might Bonus adds to its top-most unit’s Might, only while attached', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: SWORD, as: 'g' },
        ],
      },
    });
    expect(might(b.s, b.id.u)).toBe(2);
    attach(b.ctx, b.id.g, b.id.u);
    expect(might(b.s, b.id.u)).toBe(4);
    detach(b.ctx, b.id.g);
    expect(might(b.s, b.id.u)).toBe(2);
  });

  it('RB 718.8, RB 718.8.b: attached to a unit of the other player, it still modulates that unit’s Might', () => {
    const b = board({ p0: { base: [{ card: SWORD, as: 'g' }] }, p1: { base: [{ card: PORO, as: 'u' }] } });
    attach(b.ctx, b.id.g, b.id.u);
    expect(b.s.objects[b.id.g].controller).toBe(0);
    expect(might(b.s, b.id.u)).toBe(4);
  });

  it('RB 136.3.b: a top-most card without a Might value ignores the bonus', () => {
    const b = board({
      p0: {
        base: [
          { card: SWORD, as: 'g' },
          { card: AXE, as: 'h' },
        ],
      },
    });
    attach(b.ctx, b.id.g, b.id.h);
    expect(might(b.s, b.id.h)).toBe(0);
  });
});
