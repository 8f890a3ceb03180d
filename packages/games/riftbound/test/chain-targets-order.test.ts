/**
 * Rules of targets and trigger order that the cards of the nine decks reach: the order of several
 * Deathknells (RB 734.2.a), Equip's choice as a target (RB 744.1.b.1), targeting that reads
 * inactive text (RB 722.2) and a trigger from the trash, public as its zone is (RB 378.1).
 */
import { type LogEntry, redactLog } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { playLocations } from '../src/rules/346-playing.ts';
import { activeAbilities } from '../src/rules/358-abilities.ts';
import { characteristics } from '../src/rules/450-layers.ts';
import { attach } from '../src/rules/716-attachment.ts';
import { matches } from '../src/rules/vocabulary.ts';
import { Z } from '../src/state.ts';
import { board, duel, scopeFor } from './kit.ts';

const FLURRY = 'ogn-133-298'; // Flurry of Blades: Reaction, 1 damage to each unit at a battlefield
const SCOUT = 'ogn-216-298'; // Soaring Scout, Deathknell: channel 1 rune exhausted
const PHANTOM = 'ogn-049-298'; // Playful Phantom, 5 Might
const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might
const BLADE = 'sfd-095-221'; // Doran's Blade: Equip (1 Body Power), Might Bonus +2
const AXE = 'sfd-186-221'; // Spinning Axe: Quick-Draw, Equip, Temporary
const GET_EXCITED = 'ogn-008-298'; // Action: discard a card, then deal its Energy cost to a unit at a battlefield
const SCRAPHEAP = 'ogn-182-298'; // gear: when you discard it, draw 1 (from the trash)
const FURY_RUNE = 'ogn-007-298';
const GROVE = 'ogn-280-298'; // Grove of the God-Willow: when you hold it, draw a card
const PEAK = 'ogn-288-298'; // Startipped Peak: when you hold it, you may channel a rune
const BODY_RUNE = 'ogn-126-298';
const CALM_RUNE = 'ogn-042-298';

/** The sources of the log entries with this message key, in log order. */
function sourcesOf(log: readonly LogEntry[], key: string): number[] {
  return log.filter((l) => l.msg.key === key).map((l) => (l.msg.args as { c: { obj: number } }).c.obj);
}

describe('RB 734.2.a: several Deathknells at once', () => {
  it('RB 734.2.a: two units with Deathknell die together; their controller chooses the order their triggers go on the chain', () => {
    const t = duel({
      base: [
        { card: SCOUT, tag: 'a', damage: 5 },
        { card: SCOUT, tag: 'b', damage: 5 },
      ],
      runeDeck: [CALM_RUNE, BODY_RUNE],
    });
    expect(t.kind).toBe('order-triggers');
    expect(t.decision()!.player).toBe(0);
    const items = (t.decision()!.domain as { items: { id: string; obj: number }[] }).items;
    expect(items).toHaveLength(2);
    const reversed = [...items].reverse();
    t.answer(reversed.map((i) => i.id));
    // The order chosen is the order they went on the chain; the last one placed resolves first.
    expect(sourcesOf(t.log, 'rb.triggered')).toEqual(reversed.map((i) => i.obj));
    t.passUntil('action');
    expect(sourcesOf(t.log, 'rb.resolves')).toEqual(items.map((i) => i.obj));
    expect(t.state.zones[Z.runeDeck(0)].objects).toHaveLength(0);
  });
});

describe('RB 744.1.b.1: Equip chooses a target', () => {
  it('RB 744.1.b.1: the unit is chosen as a target as the ability is finalized, only among units you control', () => {
    const t = duel(
      {
        base: [{ card: PHANTOM, tag: 'phantom' }, { card: PORO, tag: 'poro' }, BLADE],
        runes: [BODY_RUNE],
      },
      { base: [{ card: PORO, tag: 'enemy' }] },
    );
    t.act("activate ability 1 of Doran's Blade");
    const d = t.decision()!;
    expect(d.kind).toBe('target');
    expect(d.rule).toBe('RB 390.1');
    // The opponent's Poro is no legal target of "a unit you control".
    const offered = (d.domain as { options: { obj: number }[] }).options.map((o) => o.obj);
    expect(offered.sort()).toEqual([t.tagged('phantom').id, t.tagged('poro').id].sort());
    t.act('Playful Phantom');
    t.passUntil('action');
    expect(t.characteristic('phantom', 'might')).toBe(7);
    expect(t.characteristic('poro', 'might')).toBe(2);
  });

  it('RB 744.1.b.1, RB 356.3.e.5: its target gone before it resolves, the Equipment stays unattached in the base', () => {
    const t = duel(
      {
        bf0: [{ card: PORO, tag: 'poro', damage: 1 }],
        base: [{ card: BLADE, tag: 'blade' }],
        runes: [BODY_RUNE],
      },
      { hand: [FLURRY], runes: [BODY_RUNE] },
    );
    const poro = t.tagged('poro').id;
    t.act("activate ability 1 of Doran's Blade");
    // The Equip item on the chain names the Poro as its target (the only choice, RB 390.3.b).
    const equip = (t.state.stack ?? []).find((x) => x.source === t.tagged('blade').id);
    expect(equip?.targets?.flat()).toEqual([{ obj: poro }]);
    // The opponent answers with Flurry of Blades: the Poro dies before Equip resolves.
    t.act('play Flurry of Blades', 1);
    t.passUntil('action');
    expect(t.zone(Z.trash(0))).toEqual([PORO]);
    expect(t.zone(Z.base(0))).toEqual([BLADE]);
    expect(t.tagged('blade').linkedTo).toBeUndefined();
  });
});

describe('RB 722.2: inactive text is still read for eligibility', () => {
  it('RB 722.2: an attached Spinning Axe’s Temporary does not trigger, yet "a gear with Temporary" still matches it', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: AXE, as: 'axe' },
          { card: BLADE, as: 'blade' },
        ],
      },
    });
    expect(attach(b.ctx, b.id.axe, b.id.u)).toBe(true);
    // Its rules text is inactive: no ability of its own (Temporary included) is active.
    expect(activeAbilities(b.s, b.id.axe)).toEqual([]);
    const chars = characteristics(b.s);
    const scope = scopeFor(b.s, 1);
    const sel = {
      kind: 'gear' as const,
      side: 'any' as const,
      zone: 'board' as const,
      keyword: 'temporary' as const,
    };
    expect(matches(b.s, chars, sel, scope, b.id.axe)).toBe(true);
    expect(matches(b.s, chars, sel, scope, b.id.blade)).toBe(false);
  });
});

describe('RB 378.1: triggers off the board', () => {
  it('RB 378.1: a card discarded to the trash (a public zone) triggers there, and the opponent sees which card it is', () => {
    const t = duel(
      { hand: [GET_EXCITED, SCRAPHEAP], runes: [FURY_RUNE, FURY_RUNE, FURY_RUNE], deck: [PORO] },
      { bf0: [PORO] },
      { tp: 0 },
    );
    t.act('play Get Excited');
    t.passUntil('action');
    // Discarded, Scrapheap drew its card from the trash.
    expect(t.zone(Z.trash(0))).toContain(SCRAPHEAP);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
    const heap = t.state.zones[Z.trash(0)].objects.find((o) => t.state.objects[o].card === SCRAPHEAP)!;
    const seen = redactLog(t.state, riftbound, t.log, 1).filter((l) => l.msg.key === 'rb.triggered');
    expect(seen).toHaveLength(1);
    expect(seen[0].msg.args?.c).toMatchObject({ obj: heap, card: SCRAPHEAP });
    // The card drawn from the deck (a hidden zone to the opponent) is not named to them.
    const drawn = t.state.zones[Z.hand(0)].objects[0];
    expect(JSON.stringify(redactLog(t.state, riftbound, t.log, 1))).not.toContain(`"obj":${drawn}`);
  });
});

describe('RB 376.4.c.2.b: hold abilities that name the player holding', () => {
  it('RB 376.4.c.2.b: a battlefield’s "when you hold it, draw" triggers for the player who holds it', () => {
    const held = (battlefield: string) => {
      const t = duel(
        { bf0: [PORO], deck: [PORO, PORO, PORO] },
        { deck: [PORO, PORO] },
        { tp: 0, at: 'start', control: [0, null], battlefields: [battlefield, PEAK] },
      );
      for (let i = 0; i < 12 && t.kind !== 'action'; i++)
        if (t.kind === 'may') t.act('no');
        else t.pass();
      expect(t.state.g.points[0]).toBe(1);
      return [t.zone(Z.hand(0)).length, t.zone(Z.hand(1)).length];
    };
    // Grove of the God-Willow draws its holder a card on top of the Draw Step's; Startipped Peak does not.
    expect(held(GROVE)).toEqual([2, 0]);
    expect(held(PEAK)).toEqual([1, 0]);
  });
});

describe('RB 381.2: a reflexive trigger that makes several items', () => {
  it('RB 381.2: Falling Star’s "twice" adds both items as pending, in order, before either chooses its target', () => {
    const STAR = 'ogn-029-298'; // Falling Star: twice, each time choosing a unit, deal 3 damage to it
    const t = duel(
      { hand: [STAR], runes: [FURY_RUNE, FURY_RUNE, FURY_RUNE, FURY_RUNE] },
      {
        bf0: [
          { card: PHANTOM, tag: 'a' },
          { card: PORO, tag: 'b' },
        ],
      },
    );
    t.act('play Falling Star');
    for (let i = 0; i < 6 && t.kind !== 'target'; i++) t.pass();
    // Asked for the first item's target: both reflexive items are on the chain, both still pending.
    expect(t.kind).toBe('target');
    const reflexes = (t.state.stack ?? []).filter((x) => (x.data as { kind: string }).kind === 'reflex');
    expect(reflexes.map((x) => x.status)).toEqual(['pending', 'pending']);
    expect(t.logged('RB 381.1')).toBe(1);
    t.act('Playful Phantom');
    // The second is finalized next (its own target), then both resolve.
    expect(t.kind).toBe('target');
    t.act('Playful Phantom');
    t.passUntil('action');
    // Twice 3 damage: the Phantom (Might 5) dies; the Poro is untouched.
    expect(t.zone(Z.trash(1))).toEqual([PHANTOM]);
    expect(t.zone(Z.at(0))).toEqual([PORO]);
  });
});

describe('RB 355.3: a play that can no longer go on is cancelled', () => {
  it('RB 355.3: the runes it would pay with are gone by the time it pays — the play is cancelled and nothing has changed', () => {
    const DECKHAND = 'ogn-176-298'; // Sneaky Deckhand (3 Energy): may also be played to an open battlefield
    const CHAOS_RUNE = 'ogn-166-298';
    const t = duel({ hand: [{ card: DECKHAND, tag: 'd' }], runes: [CHAOS_RUNE, CHAOS_RUNE, CHAOS_RUNE] });
    t.act('play Sneaky Deckhand');
    expect(t.kind).toBe('location');
    // No legal choice leads here (RB 352.16 offers only what can be paid): the test takes the
    // runes away while the location is asked, as an illegal state found at this point would.
    for (const r of t.state.zones[Z.runes(0)].objects) t.state.objects[r].data.exhausted = true;
    t.choose(['p0:base']);
    expect(t.logged('RB 355.3', 'rb.play-cancelled')).toBe(1);
    expect(t.tagged('d').zone).toBe(Z.hand(0));
    expect(t.state.stack ?? []).toEqual([]);
    expect(t.kind).toBe('action');
  });
});

describe('RB 363.1: passives of cards off the board', () => {
  it('RB 363.1: a card in hand applies its own "may be played to an open battlefield" as it is played; a card without it may not', () => {
    const DECKHAND = 'ogn-176-298'; // Sneaky Deckhand: may also be played to a battlefield with no units
    const b = board({ p1: { bf1: [PORO] } });
    expect(playLocations(b.s, 0, DECKHAND)).toEqual([Z.base(0), Z.at(0)]);
    expect(playLocations(b.s, 0, PORO)).toEqual([Z.base(0)]);
  });
});

describe('RB 383.4: a delayed passive ability', () => {
  it('RB 383.4: Stand United’s "until end of turn each buff is worth +1 more" applies for that window only', () => {
    const STAND = 'ogn-053-298'; // Stand United: buff one of your units; until end of turn, buffs +1 more
    const t = duel(
      {
        hand: [STAND],
        base: [{ card: PORO, tag: 'p' }],
        runes: [CALM_RUNE, CALM_RUNE, CALM_RUNE],
        deck: [PORO],
      },
      { deck: [PORO, PORO] },
    );
    expect(t.characteristic('p', 'might')).toBe(2);
    t.act('play Stand United');
    t.passUntil('action');
    // Its buff (+1) and the delayed passive (+1 per buff) this turn.
    expect(t.characteristic('p', 'might')).toBe(4);
    t.act('end the turn');
    t.passUntil('action', 1);
    // The window is over: the buff stays, worth +1 again.
    expect(t.characteristic('p', 'might')).toBe(3);
  });
});
