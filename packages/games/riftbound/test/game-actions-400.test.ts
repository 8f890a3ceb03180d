/**
 * RB 400–457: the game actions as card instructions and costs use them (draw, exhaust, ready,
 * recycle, deal, heal, play, discard, stun, reveal, counter, buff, kill, burn out), moves caused by
 * effects, the order of combats, scoring triggers, and the kill and damage attributions.
 */
import { type Ruling, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import riftbound from '../src/index.ts';
import { holdStep } from '../src/rules/314-turn.ts';
import { conquer } from '../src/rules/337-showdown.ts';
import { addCost, canPay, emptyBill } from '../src/rules/354-costs.ts';
import { activeAbilities } from '../src/rules/358-abilities.ts';
import { attach, detach } from '../src/rules/716-attachment.ts';
import { type RbGame, Z } from '../src/state.ts';
import { damageOf, runSteps } from './card-kit.ts';
import { answer, board, checkWindows, drain, duel, might, only, optionIds, runProc } from './kit.ts';

const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might
const CORSAIR = 'ogn-130-298'; // Crackshot Corsair, 3 Might
const YORDLE = 'ogn-087-298'; // Lecturing Yordle, 2 Might, Tank
const MAGMA = 'ogn-011-298'; // 8 Might
const AGENT = 'ogn-178-298'; // Undercover Agent, Deathknell: discard 2, then draw 2
const DISCIPLINE = 'ogn-058-298'; // Reaction, 2 Energy: a unit gets +2 Might this turn; draw 1
const RIPOSTE = 'sfd-206-221'; // Reaction: counter a spell, a friendly unit gets + its Energy cost
const VOID_SEEKER = 'ogn-024-298'; // deal 4 to a unit at a battlefield, draw 1
const CHALLENGE = 'ogn-128-298'; // a friendly and an enemy unit deal their Might to each other
const PHOENIX = 'ogn-037-298'; // from the trash: when you kill a unit with a spell, may pay to play it
const RUNE_PRISON = 'ogn-050-298'; // stun a unit
const STAND_UNITED = 'ogn-053-298'; // buff a friendly unit, ...
const VENGEANCE = 'ogn-229-298'; // kill a unit
const CHARM = 'ogn-043-298'; // move an enemy unit to another location
const FIGHT_OR_FLIGHT = 'ogn-168-298'; // move a unit to its base
const RAVENBLOOM = 'sfd-215-221'; // battlefield: when you defend here, reveal the top card ...
const GROVE = 'ogn-280-298'; // battlefield: when you hold here, draw 1
const TARGON = 'ogn-289-298'; // battlefield: when you conquer here, ... (a delayed ability)
const FALLING_STAR = 'ogn-029-298'; // do this twice: deal 3 to a unit
const VI = 'ogn-036-298';
const HIGHLANDER = 'ogs-020-024'; // the next time a friendly unit would die this turn: heal, exhaust, recall it
const SWORD = 'sfd-022-221'; // Long Sword: Equip, Might Bonus +2
const ARMOR = 'sfd-108-221'; // Warmog's Armor: Equipment, Might Bonus +1
const STRIKE_DOWN = 'sfd-107-221'; // an equipped friendly unit strikes an enemy unit, then detach an Equipment from it
const MEDITATION = 'ogn-048-298'; // additional cost: you may exhaust a friendly unit
const BUCCANEER = 'ogn-002-298'; // additional cost: you may discard a card
const SCRAPHEAP = 'ogn-182-298'; // gear: when discarded, draw 1 (from the trash)
const FIRST_MATE = 'ogn-132-298'; // when played, ready another unit
const RUMBLE = 'sfd-026-221'; // conquer: play a Mech from your trash, less the recycled Might
const BUBBLE_BOT = 'sfd-062-221'; // a Mech, 3 Energy // cost: recycle 1 from your trash
const CALM_RUNE = 'ogn-042-298';
const BODY_RUNE = 'ogn-126-298';
const FURY_RUNE = 'ogn-007-298';

checkWindows();

/** Answer every open decision with its first option until the turn player is asked for an action. */
function firstUntilAction(t: Ruling<RbGame>): void {
  for (let i = 0; i < 40 && t.kind !== 'action' && !t.state.result; i++) {
    const d = t.decision()!;
    t.choose([(d.domain as { options: { id: string }[] }).options[0].id], d.player);
  }
}

const exhaustedRunes = (s: { zones: any; objects: any }, p: number) =>
  s.zones[Z.runes(p)].objects.filter((id: number) => s.objects[id].data.exhausted).length;

describe('RB 412 Counter, RB 406 Play', () => {
  it('RB 412, RB 412.1, RB 412.1.a, RB 412.1.b, RB 412.1.c, RB 412.1.c.1, RB 412.2, RB 412.2.a, RB 412.3, RB 406.4, RB 406.4.b: a countered spell does nothing, goes to the trash, was not played, and its costs stay paid', () => {
    const t = duel(
      {
        base: [{ card: PORO, tag: 'p' }],
        hand: [DISCIPLINE],
        runes: [CALM_RUNE, CALM_RUNE],
        deck: [PORO],
      },
      {
        base: [{ card: YORDLE, tag: 'y' }],
        hand: [RIPOSTE],
        runes: [BODY_RUNE, BODY_RUNE],
        deck: [PORO],
      },
    );
    t.act('play Discipline');
    for (let i = 0; i < 20 && t.decision()?.player === 0; i++) {
      const d = t.decision()!;
      t.choose([(d.domain as { options: { id: string }[] }).options[0].id], 0);
    }
    expect(exhaustedRunes(t.state, 0)).toBe(2);
    // RB 406.4.a: on the chain, it is not yet played.
    expect(t.state.g.record[0].played).toBe(0);
    t.act('play Riposte', 1);
    firstUntilAction(t);
    expect(t.logged('RB 412.1')).toBe(1);
    // Discipline did nothing: no +2 Might, no card drawn; it is in its owner's trash.
    expect(t.characteristic('p', 'might')).toBe(2);
    expect(t.zone(Z.hand(0))).toEqual([]);
    expect(t.zone(Z.trash(0))).toEqual([DISCIPLINE]);
    // It was not played (RB 412.1.b, RB 406.4.b): only Riposte counts as played.
    expect(t.state.g.record[0].played).toBe(0);
    expect(t.state.g.record[1].played).toBe(1);
    // RB 412.1.c: the Energy paid for it is not refunded.
    expect(exhaustedRunes(t.state, 0)).toBe(2);
    // Riposte resolved: its unit got + the countered spell's Energy cost (2).
    expect(t.characteristic('y', 'might')).toBe(4);
  });

  it('RB 406, RB 406.1, RB 406.2, RB 406.2.a, RB 406.4.a: a card is offered to play only while its costs can be paid, and counts as played once it has resolved', () => {
    const poor = duel({ base: [PORO], hand: [DISCIPLINE], runes: [CALM_RUNE], deck: [PORO] });
    expect(poor.labels()).not.toContain('play Discipline');
    const t = duel({
      base: [{ card: PORO, tag: 'p' }],
      hand: [DISCIPLINE],
      runes: [CALM_RUNE, CALM_RUNE],
      deck: [PORO],
    });
    expect(t.labels()).toContain('play Discipline');
    t.act('play Discipline');
    firstUntilAction(t);
    expect(t.characteristic('p', 'might')).toBe(4);
    expect(t.state.g.record[0].played).toBe(1);
  });
});

describe('RB 404.6 damage sources, RB 415.5 who killed', () => {
  function killWith(spell: string, runes: string[]) {
    const t = duel(
      { base: [{ card: MAGMA, tag: 'm' }], hand: [spell], trash: [PHOENIX], runes, deck: [PORO] },
      { bf0: [{ card: PORO, tag: 'e' }], deck: [PORO] },
    );
    const phoenixTriggered = () =>
      t.log.some((l) => l.rule === 'RB 376.3' && (l.msg.args as any)?.c?.card === PHOENIX);
    return { t, phoenixTriggered };
  }

  it('RB 404.1, RB 404.6, RB 404.6.a, RB 415.5, RB 415.5.a, RB 415.5.c: a spell that names no source deals the damage itself; the cleanup’s kill is the spell’s (Immortal Phoenix triggers)', () => {
    const { t, phoenixTriggered } = killWith(VOID_SEEKER, Array(6).fill(FURY_RUNE));
    t.act('play Void Seeker');
    firstUntilAction(t);
    expect(t.zone(Z.trash(1))).toEqual([PORO]);
    expect(t.logged('RB 322.4')).toBe(1);
    expect(phoenixTriggered()).toBe(true);
  });

  it('RB 404.6.b, RB 404.6.b.1, RB 404.6.b.3: damage a spell has units deal to each other is dealt by the units, not the spell (Immortal Phoenix does not trigger)', () => {
    const { t, phoenixTriggered } = killWith(CHALLENGE, [BODY_RUNE, BODY_RUNE, BODY_RUNE]);
    t.act('play Challenge');
    firstUntilAction(t);
    expect(t.zone(Z.trash(1))).toEqual([PORO]);
    expect(t.logged('RB 322.4')).toBe(1);
    expect(phoenixTriggered()).toBe(false);
  });

  it('RB 404.6.b.2, RB 404.6.b.2.a, RB 415.5.d: the reflexive abilities a spell creates deal their damage as the spell too (Falling Star); a unit’s ability deals it as no spell', () => {
    const spec = { p0: { bf0: [{ card: CORSAIR, as: 'c' }] }, p1: { bf0: [{ card: MAGMA, as: 'e' }] } };
    const a = board(spec);
    runStepsAsSpell(a, FALLING_STAR, []);
    const reflexes = (a.s.stack ?? []).filter((x) => (x.data as any).kind === 'reflex');
    expect(reflexes).toHaveLength(2);
    for (const r of reflexes) expect((r.data as any).scope.spell).toBe(true);
    // Crackshot Corsair's attack trigger (a unit's ability): its damage is not a spell's.
    const b = board(spec);
    runSteps(b, CORSAIR, 0, [[b.id.e]], b.id.c);
    expect(b.s.g.lastDamage).toMatchObject({ controller: 0, spell: false, units: [b.id.e] });
    // The same Deal as a spell resolving is the spell's (RB 404.6.a).
    const c = board(spec);
    runStepsAsSpell(c, VOID_SEEKER, [[c.id.e]]);
    expect(c.s.g.lastDamage).toMatchObject({ controller: 0, spell: true });
    // A fight a spell orders is the units' (RB 404.6.b.3).
    const d = board(spec);
    runStepsAsSpell(d, CHALLENGE, [[d.id.c], [d.id.e]]);
    expect(damageOf(d, d.id.e)).toBe(3);
    expect(d.s.g.lastDamage).toMatchObject({ controller: 0, spell: false });
  });

  it('RB 415.5.b, RB 415.3.a: a spell with a kill instruction kills the unit (Immortal Phoenix triggers); the same instruction of a unit’s ability is no spell’s kill', () => {
    const phoenix = (b: ReturnType<typeof board>) =>
      (b.s.triggers ?? []).filter((q) => b.s.objects[q.source as number]?.card === PHOENIX).length;
    const b = board({ p0: { trash: [PHOENIX] }, p1: { bf0: [{ card: PORO, as: 'e' }] } });
    runStepsAsSpell(b, VENGEANCE, [[b.id.e]]);
    expect(b.s.zones[Z.trash(1)].objects.map((id) => b.s.objects[id].card)).toEqual([PORO]);
    expect(phoenix(b)).toBe(1);
    const c = board({ p0: { trash: [PHOENIX] }, p1: { bf0: [{ card: PORO, as: 'e' }] } });
    runSteps(c, VENGEANCE, 0, [[c.id.e]]);
    drain(c);
    expect(c.s.zones[Z.trash(1)].objects.map((id) => c.s.objects[id].card)).toEqual([PORO]);
    expect(phoenix(c)).toBe(0);
  });
});

/** Run a spell's steps as the spell resolving (the scope marks it a spell). */
function runStepsAsSpell(b: ReturnType<typeof board>, card: string, targets: number[][]): void {
  b.s.flow.push({ proc: '$idle', step: 0, d: {} });
  b.s.flow.push({
    proc: 'rb.exec',
    step: 0,
    d: {
      at: { card, path: ['abilities', 0, 'steps'] },
      pc: 0,
      scope: { controller: 0, source: null, here: null, targets, spell: true },
    },
  });
  drain(b);
}

describe('RB 406.3 playing by an effect, RB 415.1.a.1.b Deathknell before a kill', () => {
  it('RB 406.3, RB 406.3.a, RB 406.3.b: an instruction plays a card (a limited play) through the normal steps, paying its cost less the discount', () => {
    const b = board({ p0: { base: [{ card: RUMBLE, as: 'u' }], trash: [BUBBLE_BOT], runes: [FURY_RUNE] } });
    runProc(b, 'rb.exec', {
      at: { card: RUMBLE, path: ['abilities', 1, 'steps'] },
      pc: 0,
      scope: { controller: 0, source: b.id.u, here: Z.base(0), recycledMight: 2 },
    });
    expect(only(b.s).kind).toBe('play-from-trash');
    answer(b.s, [optionIds(b.s)[0]]);
    for (let i = 0; i < 6 && only(b.s).kind !== 'idle'; i++) answer(b.s, [optionIds(b.s)[0]]);
    const bot = Object.values(b.s.objects).find((o) => o.card === BUBBLE_BOT)!;
    expect(bot.zone).toBe(Z.base(0));
    // 3 Energy less 2: the one rune paid the rest.
    expect(exhaustedRunes(b.s, 0)).toBe(1);
  });

  it('RB 406.3.c: with no card it can play, the instruction does nothing and resolution continues', () => {
    const b = board({ p0: { base: [{ card: RUMBLE, as: 'u' }], trash: [CORSAIR] } });
    runProc(b, 'rb.exec', {
      at: { card: RUMBLE, path: ['abilities', 1, 'steps'] },
      pc: 0,
      scope: { controller: 0, source: b.id.u, here: Z.base(0), recycledMight: 9 },
    });
    expect(only(b.s).kind).toBe('idle');
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(1);
  });

  it('RB 415.1.a.1.b: a unit with Deathknell killed by an instruction first puts its Deathknell on the chain as a pending item', () => {
    const b = board({ p1: { bf0: [{ card: AGENT, as: 'a' }] } });
    runStepsAsSpell(b, VENGEANCE, [[b.id.a]]);
    expect(b.s.zones[Z.trash(1)].objects.map((id) => b.s.objects[id].card)).toEqual([AGENT]);
    // Queued for the chain (pending, RB 376.3) with what the unit was: where it was and its Might.
    const dk = (b.s.triggers ?? []).filter((x) => x.controller === 1);
    expect(dk).toHaveLength(1);
    expect((dk[0].data as any).scope).toMatchObject({ here: Z.at(0), lastMight: 5 });
  });
});

describe('RB 400–413: actions that instructions and costs call for', () => {
  it('RB 400.2.b, RB 400.3: "Draw 1" in a spell draws a card', () => {
    const b = board({ p0: { deck: [PORO, CORSAIR] }, p1: { bf0: [{ card: MAGMA, as: 'e' }] } });
    runStepsAsSpell(b, VOID_SEEKER, [[b.id.e]]);
    expect(b.s.zones[Z.hand(0)].objects.map((id) => b.s.objects[id].card)).toEqual([CORSAIR]);
    expect(damageOf(b, b.id.e)).toBe(4);
  });

  it('RB 401.3.a, RB 401.4: exhausting a friendly unit as a cost needs a ready one; an exhausted unit cannot pay it', () => {
    const bill = () => {
      const x = emptyBill();
      addCost(x, { exhaustFriendly: 1 }, null, []);
      return x;
    };
    const tired = board({ p0: { base: [{ card: PORO, exhausted: true }], hand: [MEDITATION] } });
    expect(canPay(tired.s, 0, bill())).toBe(false);
    const fresh = board({ p0: { base: [PORO], hand: [MEDITATION] } });
    expect(canPay(fresh.s, 0, bill())).toBe(true);
  });

  it('RB 403.2.a, RB 403.3: "recycle 1 from your trash" as a cost needs a card in the trash (Vi, Destructive)', () => {
    const bill = () => {
      const x = emptyBill();
      addCost(x, { recycleFromTrash: { n: 1 } }, null, []);
      return x;
    };
    expect(canPay(board({ p0: { base: [VI] } }).s, 0, bill())).toBe(false);
    expect(canPay(board({ p0: { base: [VI], trash: [PORO] } }).s, 0, bill())).toBe(true);
  });

  it('RB 403.6: "recycle 1 from your trash" lets the player choose which card goes to the bottom of the deck', () => {
    const b = board({ p0: { base: [{ card: VI, as: 'vi' }], trash: [PORO, CORSAIR], deck: [MAGMA] } });
    const bill = emptyBill(false, b.id.vi);
    addCost(bill, { recycleFromTrash: { n: 1 } }, b.id.vi, []);
    runProc(b, 'rb.pay', { p: 0, bill });
    const d = only(b.s);
    expect(d.kind).toBe('pay-cost');
    const opts = (d.domain as any).options as { id: string; obj: number }[];
    expect(opts).toHaveLength(2);
    const corsair = opts.find((o) => b.s.objects[o.obj].card === CORSAIR)!;
    answer(b.s, [corsair.id]);
    for (let i = 0; i < 4 && only(b.s).kind !== 'idle'; i++) answer(b.s, [optionIds(b.s)[0]]);
    expect(b.s.zones[Z.trash(0)].objects.map((id) => b.s.objects[id].card)).toEqual([PORO]);
    // The bottom of the deck is its first card.
    expect(b.s.objects[b.s.zones[Z.deck(0)].objects[0]].card).toBe(CORSAIR);
  });

  it('RB 409.2.a, RB 409.3: discarding as a cost needs the cards in hand (Brazen Buccaneer)', () => {
    const bill = () => {
      const x = emptyBill();
      addCost(x, { discard: 1 }, null, []);
      return x;
    };
    expect(canPay(board({ p0: { base: [BUCCANEER] } }).s, 0, bill())).toBe(false);
    expect(canPay(board({ p0: { hand: [PORO] } }).s, 0, bill())).toBe(true);
  });

  it('RB 409.4, RB 409.1.b: "discard 2" with one card in hand discards it and the rest is ignored; a "when discarded" ability triggers after the discard', () => {
    const b = board({ p0: { hand: [SCRAPHEAP], deck: [PORO, PORO, PORO] } });
    runSteps(b, AGENT, 0);
    // Discarded the one card, then drew 2.
    expect(b.s.zones[Z.trash(0)].objects.map((id) => b.s.objects[id].card)).toEqual([SCRAPHEAP]);
    expect(b.s.zones[Z.hand(0)].objects).toHaveLength(2);
    expect(b.s.g.record[0].discarded).toBe(1);
    // Scrapheap's ability works from the trash: it triggered once the card was there.
    const q = (b.s.triggers ?? []).filter((x) => b.s.objects[x.source as number]?.card === SCRAPHEAP);
    expect(q).toHaveLength(1);
  });

  it('RB 402.3.b, RB 410.2.a, RB 413.2.a: instructions ready, stun and buff units', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'p', exhausted: true },
          { card: FIRST_MATE, as: 'f' },
        ],
      },
    });
    runSteps(b, FIRST_MATE, 0, [[b.id.p]], b.id.f);
    expect((b.s.objects[b.id.p].data as any).exhausted).toBeUndefined();
    const c = board({ p1: { base: [{ card: PORO, as: 'e' }] } });
    runStepsAsSpell(c, RUNE_PRISON, [[c.id.e]]);
    expect((c.s.objects[c.id.e].data as any).stunned).toBe(true);
    const d = board({ p0: { base: [{ card: PORO, as: 'p' }] } });
    runStepsAsSpell(d, STAND_UNITED, [[d.id.p]]);
    expect((d.s.objects[d.id.p].data as any).buff).toBe(1);
  });
});

describe('RB 411 Reveal, RB 418.1.c no Burn Out for a reveal', () => {
  function defendAtRavenbloom(deck: string[]) {
    const b = board({ battlefields: [RAVENBLOOM, GROVE], control: [0, null], p0: { deck, bf0: [PORO] } });
    const src = b.s.g.battlefields[0].obj;
    runSteps(b, RAVENBLOOM, 0, [], src);
    return b;
  }

  it('RB 411.3, RB 411.4, RB 411.4.a: the top card is revealed to all, then sent on as the instruction says (a spell to the hand)', () => {
    const b = defendAtRavenbloom([PORO, DISCIPLINE]);
    expect(b.log.some((l) => l.rule === 'RB 411.1')).toBe(true);
    expect(b.s.zones[Z.hand(0)].objects.map((id) => b.s.objects[id].card)).toEqual([DISCIPLINE]);
  });

  it('RB 411.4.a, RB 403.4: a revealed unit is recycled to the bottom of the deck', () => {
    const b = defendAtRavenbloom([DISCIPLINE, PORO]);
    expect(b.s.zones[Z.hand(0)].objects).toEqual([]);
    expect(b.s.zones[Z.deck(0)].objects.map((id) => b.s.objects[id].card)).toEqual(
      [DISCIPLINE, PORO].reverse(),
    );
  });

  it('RB 418.1.c, RB 418.1.c.1: revealing from an empty deck reveals nothing, burns nobody out, and ignores the rest', () => {
    const b = defendAtRavenbloom([]);
    expect(b.s.g.points).toEqual([0, 0]);
    expect(b.log.some((l) => l.rule === 'RB 418.2')).toBe(false);
    expect(b.s.zones[Z.hand(0)].objects).toEqual([]);
  });
});

describe('RB 427–431 moves by effects, RB 439.1 which combat first', () => {
  function charm(to: 'bf0' | 'bf1') {
    const t = duel(
      { bf0: [{ card: YORDLE, tag: 'y' }], hand: [CHARM], runes: [CALM_RUNE, CALM_RUNE], deck: [PORO] },
      { base: [{ card: PORO, tag: 'e' }], deck: [PORO] },
      { control: [0, null] },
    );
    t.act('play Charm');
    for (let i = 0; i < 30 && t.kind !== 'action' && !t.state.result; i++) {
      const d = t.decision()!;
      const opts = (d.domain as { options: { id: string }[] }).options;
      if (d.kind === 'destination') {
        // RB 427.1: Charm's "another location": the battlefields, not the unit's own base (where it
        // is) nor the other player's base.
        expect(opts.map((o) => o.id)).toEqual([Z.at(0), Z.at(1)]);
        t.choose([opts.find((o) => o.id === Z.at(to === 'bf0' ? 0 : 1))!.id], d.player);
      } else t.choose([opts[0].id], d.player);
    }
    return t;
  }

  it('RB 407.2.a, RB 427.1, RB 429, RB 429.1, RB 431: a spell moves an enemy unit to an empty battlefield: the cleanup after the move opens a showdown, and that player conquers it', () => {
    const t = charm('bf1');
    expect(t.logged('RB 427')).toBe(1);
    expect(t.logged('RB 340.2')).toBe(1);
    expect(t.logged('RB 442.1')).toBe(0);
    expect(t.state.g.battlefields[1].controller).toBe(1);
    expect(t.state.g.points).toEqual([0, 1]);
  });

  it('RB 430, RB 430.1, RB 431: moved to a battlefield with the other player’s units, it causes a combat', () => {
    const t = charm('bf0');
    expect(t.logged('RB 427')).toBe(1);
    expect(t.logged('RB 442.1')).toBe(1);
    expect(t.logged('RB 340.2')).toBe(0);
    // 2 Might each: both die; nobody is left, so the battlefield is uncontrolled.
    expect(t.zone(Z.trash(0))).toContain(YORDLE);
    expect(t.zone(Z.trash(1))).toEqual([PORO]);
  });

  it('RB 427.1: "move to its base" offers no choice of destination (Fight or Flight)', () => {
    const b = board({ p1: { bf0: [{ card: PORO, as: 'e' }] } });
    runStepsAsSpell(b, FIGHT_OR_FLIGHT, [[b.id.e]]);
    expect(b.s.objects[b.id.e].zone).toBe(Z.base(1));
  });

  it('RB 439.1: with combats staged at both battlefields, the turn player chooses which resolves first', () => {
    const t = duel(
      { bf0: [{ card: MAGMA, tag: 'm' }], bf1: [{ card: PORO, tag: 'p' }], deck: [PORO] },
      { bf0: [{ card: YORDLE, tag: 'y' }], bf1: [{ card: CORSAIR, tag: 'c' }], deck: [PORO] },
      { control: [1, 1], contested: [0, 0] },
    );
    for (let i = 0; i < 5 && t.kind !== 'choose-combat'; i++) t.pass();
    expect(t.kind).toBe('choose-combat');
    expect(t.decision()!.player).toBe(0);
    t.choose(['bf1']);
    firstUntilAction(t);
    const fights = t.log.filter((l) => l.rule === 'RB 442.1').length;
    expect(fights).toBe(2);
    // bf1 was fought first: Poro (2) lost to the Corsair (3); then Magma (8) beat the Yordle at bf0.
    expect(t.zone(Z.trash(0))).toEqual([PORO]);
    expect(t.state.g.battlefields[0].controller).toBe(0);
  });
});

describe('RB 448.2 scoring triggers', () => {
  it('RB 448.2, RB 448.2.a, RB 448.2.c: a conquer triggers the conquered battlefield’s own ability, once: a second control change that turn scores nothing and triggers nothing', () => {
    // Control is established (RB 444.2) before the conquer scores.
    const b = board({ battlefields: [TARGON, GROVE], control: [0, 0], p0: { bf0: [PORO], bf1: [PORO] } });
    const bf = b.s.g.battlefields[0];
    conquer(b.ctx, 0, bf, true);
    const fromTargon = () => (b.s.triggers ?? []).filter((q) => q.source === bf.obj).length;
    expect(fromTargon()).toBe(1);
    expect((b.s.triggers ?? []).filter((q) => q.source === b.s.g.battlefields[1].obj)).toHaveLength(0);
    expect(b.s.g.points[0]).toBe(1);
    conquer(b.ctx, 0, bf, true);
    expect(fromTargon()).toBe(1);
    expect(b.s.g.points[0]).toBe(1);
  });

  it('RB 448.2, RB 448.2.b: the Scoring Step’s hold triggers the held battlefield’s ability (Grove of the God-Willow)', () => {
    const b = board({ battlefields: [TARGON, GROVE], control: [null, 0], p0: { bf1: [PORO] } });
    holdStep(b.ctx);
    const grove = b.s.g.battlefields[1].obj;
    expect((b.s.triggers ?? []).map((q) => q.source)).toEqual([grove]);
    expect(b.s.g.points[0]).toBe(1);
  });
});

/** Let a kit board run another procedure after one that finished (drop the idle question). */
function again(b: ReturnType<typeof board>): void {
  b.s.pending = null;
  b.s.flow.length = 0;
}

describe('RB 405 Heal, RB 416 Add, limited actions', () => {
  it('RB 405.3.a: damage stays until an instruction heals it (Highlander replaces a death with heal, exhaust, recall)', () => {
    const b = board({ p0: { bf0: [{ card: PORO, as: 'u', damage: 1 }] } });
    runStepsAsSpell(b, HIGHLANDER, [[b.id.u]]);
    expect(damageOf(b, b.id.u)).toBe(1);
    again(b);
    runStepsAsSpell(b, VENGEANCE, [[b.id.u]]);
    const u = b.s.objects[b.id.u];
    expect(u.zone).toBe(Z.base(0));
    expect(damageOf(b, b.id.u)).toBe(0);
    expect((u.data as any).exhausted).toBe(true);
  });

  it('RB 416.2, RB 416.2.a, RB 416.3: the runes’ Add abilities are used while paying, finalize at once, and put nothing on the chain', () => {
    const t = duel(
      {
        base: [{ card: PORO, tag: 'p' }],
        hand: [DISCIPLINE],
        runes: [CALM_RUNE, CALM_RUNE],
        deck: [PORO],
      },
      { hand: [DISCIPLINE], runes: [CALM_RUNE, CALM_RUNE] },
    );
    t.act('play Discipline');
    for (let i = 0; i < 20 && t.decision()?.player === 0; i++) {
      const d = t.decision()!;
      t.choose([(d.domain as { options: { id: string }[] }).options[0].id], d.player);
    }
    const rules = t.log.map((l) => l.rule ?? '');
    const start = rules.indexOf('RB 351');
    const paid = rules.indexOf('RB 354.1');
    const adds = rules.flatMap((r, i) => (r === 'RB 416.1' ? [i] : []));
    expect(adds).toHaveLength(2);
    for (const i of adds) expect(i > start && i < paid).toBe(true);
    // Only the spell waits on the chain; no Add ability went there.
    expect(t.state.stack).toHaveLength(1);
    expect((t.state.stack![0].data as any).kind).toBe('spell');
  });

  it('RB 398.2, RB 421.2, RB 421.2.a, RB 422.2, RB 422.2.a, RB 402.3.b, RB 410.2.a, RB 413.2.a, RB 405.3.a, RB 415.3.a: a player is offered only discretionary actions — playing, activating, moving, hiding, ending the turn — never a bare attach, detach, stun, heal, buff, ready or kill', () => {
    const t = duel(
      {
        base: [
          { card: SWORD, tag: 'g' },
          { card: PORO, tag: 'u', exhausted: true, damage: 1 },
        ],
        hand: [DISCIPLINE],
        runes: [FURY_RUNE, BODY_RUNE, CALM_RUNE],
      },
      { base: [CORSAIR] },
    );
    const ids = optionIds(t.state as never);
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(id).toMatch(/^(play\d+|act\d+\.|move-|hide|end$)/);
  });
});

describe('RB 421 Attach and RB 422 Detach by effects; RB 454 layers of attached cards; RB 457.2', () => {
  it('RB 421, RB 421.3: Equip, an effect that attaches, chooses its unit as a target', () => {
    const t = duel({
      base: [
        { card: SWORD, tag: 'g' },
        { card: PORO, tag: 'u' },
        { card: CORSAIR, tag: 'c' },
      ],
      runes: [FURY_RUNE, BODY_RUNE],
    });
    t.act('activate ability 1 of Long Sword');
    expect(t.kind).toBe('target');
    expect(t.decision()!.rule).toBe('RB 390.1');
    t.act('Crackshot Corsair');
    firstUntilAction(t);
    expect(t.tagged('g').linkedTo).toBe(t.tagged('c').id);
  });

  it('RB 422, RB 422.3: "detach an Equipment from it" asks which (no target) when two are attached, and detaches that one', () => {
    const spec = {
      p0: {
        bf0: [
          { card: MAGMA, as: 'u' },
          { card: SWORD, as: 'g' },
          { card: ARMOR, as: 'a' },
        ],
      },
      p1: { bf0: [{ card: PORO, as: 'e' }] },
    };
    const b = board(spec);
    attach(b.ctx, b.id.g, b.id.u);
    attach(b.ctx, b.id.a, b.id.u);
    runStepsAsSpell(b, STRIKE_DOWN, [[b.id.u], [b.id.e]]);
    const d = only(b.s);
    expect(d.kind).toBe('detach');
    expect(d.rule).toBe('RB 422.1');
    const opt = (d.domain as any).options.find((o: any) => o.obj === b.id.a);
    answer(b.s, [opt.id]);
    expect(b.s.objects[b.id.a].linkedTo).toBeUndefined();
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    // With one attached it detaches without asking.
    const c = board(spec);
    attach(c.ctx, c.id.g, c.id.u);
    runStepsAsSpell(c, STRIKE_DOWN, [[c.id.u], [c.id.e]]);
    expect(only(c.s).kind).toBe('idle');
    expect(c.s.objects[c.id.g].linkedTo).toBeUndefined();
  });

  it('RB 454.3.c: an attached card’s Might Bonus applies in the arithmetic layer, after a Might set in the traits layer', () => {
    const b = board({
      p0: {
        base: [
          { card: CORSAIR, as: 'u' },
          { card: SWORD, as: 'g' },
        ],
      },
    });
    attach(b.ctx, b.id.g, b.id.u);
    b.ctx.addEffect({
      source: null,
      controller: 0,
      layer: 'traits',
      op: 'set-might',
      params: { n: 4 },
      targets: [b.id.u],
      until: 'turn',
    });
    // Set to 4, then +2: 6 (were the bonus part of the printed Might, the set would erase it).
    expect(might(b.s, b.id.u)).toBe(6);
  });

  it('RB 454.2.c: an attached card’s Effect Text is among the top-most card’s abilities, and only while attached', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: ARMOR, as: 'a' },
        ],
      },
    });
    const fromArmor = () => activeAbilities(b.s, b.id.u).filter((h) => h.ref.card === ARMOR).length;
    expect(fromArmor()).toBe(0);
    attach(b.ctx, b.id.a, b.id.u);
    expect(fromArmor()).toBe(1);
    detach(b.ctx, b.id.a);
    expect(fromArmor()).toBe(0);
  });

  it('RB 457.2: attached (Inactive), the card’s rules text has no timestamp; detached, it gets a new one, later than any before', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: SWORD, as: 'g' },
        ],
      },
    });
    attach(b.ctx, b.id.g, b.id.u);
    expect(b.s.objects[b.id.g].stamps?.text).toBeUndefined();
    const u = b.s.objects[b.id.u];
    const before = Math.max(u.ts ?? 0, b.s.objects[b.id.g].ts ?? 0);
    detach(b.ctx, b.id.g);
    const after = b.s.objects[b.id.g].stamps?.text;
    expect(after).toBeGreaterThan(before);
  });
});

describe('RB 408 Hide', () => {
  it('RB 408.4: a facedown card is seen only by its controller until the game ends; then every player sees it', () => {
    const b = board({ control: [0, null], p0: { bf0: [PORO], facedown0: FIGHT_OR_FLIGHT } });
    const cardsSeen = (viewer: number) =>
      viewFor(b.s, riftbound, viewer).zones[Z.facedown(0)].objects.map((o) => o.card ?? null);
    expect(cardsSeen(0)).toEqual([FIGHT_OR_FLIGHT]);
    expect(cardsSeen(1)).toEqual([null]);
    b.ctx.end({
      winners: [0],
      draw: false,
      rule: 'RB 449',
      reason: { key: 'rb.win-points', args: { player: 0, n: 8 } },
    });
    expect(cardsSeen(1)).toEqual([FIGHT_OR_FLIGHT]);
  });
});
