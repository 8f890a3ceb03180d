/**
 * Rules of chapters 357–399 (abilities) and 700–747 (buffs, attachment, inactive text, keywords)
 * that earlier tests did not reach: each case names its rule and plays it on a board built with the
 * scenario setup, with the real cards of the pool.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import type { TargetSlot } from '../src/cards/schema.ts';
import { execNow } from '../src/rules/134-instructions.ts';
import { actionOptions, turnState } from '../src/rules/311-priority.ts';
import { CLEANUP_STEPS } from '../src/rules/318-cleanup.ts';
import { validTargets } from '../src/rules/346-playing.ts';
import { canPlay } from '../src/rules/350-play.ts';
import { costChoices, emptyBill } from '../src/rules/354-costs.ts';
import { fire } from '../src/rules/375-triggers.ts';
import { moveUnits, recall } from '../src/rules/423-movement.ts';
import { characteristics, grantKeywords, keyword as keywordOf } from '../src/rules/450-layers.ts';
import { attach, detach } from '../src/rules/716-attachment.ts';
import { weaponmasterBill } from '../src/rules/742-keyword-abilities.ts';
import { Z } from '../src/state.ts';
import { type Board, board, drain, duel, only } from './kit.ts';

const HIGHLANDER = 'ogs-020-024'; // the next time the unit would die this turn: heal, exhaust, recall instead
const SCOUT = 'ogn-216-298'; // Soaring Scout, Might 1, Deathknell: channel 1 rune exhausted
const CALM_RUNE = 'ogn-042-298';

/** Put simultaneous triggers on the chain in the order offered (RB 376.3.b), if asked. */
function orderAsOffered(t: { kind?: string; decision(): any; answer(a: unknown): unknown }): void {
  if (t.kind !== 'order-triggers') return;
  t.answer((t.decision().domain as { items: { id: string }[] }).items.map((i) => i.id));
}

/** Run cleanup steps 2a (Deathknells, RB 322.3) and 2b (lethal damage, RB 322.4) once. */
function lethalCleanup(b: Board): void {
  for (const id of ['deathknell', 'lethal']) {
    const check = CLEANUP_STEPS.find((c) => c.id === id)!;
    const found = check.find(b.s);
    if (found !== null) check.apply(b.ctx, found);
  }
  drain(b);
}

describe('RB 734 Deathknell', () => {
  it('RB 734.1.d, RB 734.1.d.1: a unit whose death is replaced by a recall is not sent to the trash, so its Deathknell does not trigger', () => {
    const b = board({ p0: { bf0: [{ card: SCOUT, as: 'u', damage: 1 }], runeDeck: [CALM_RUNE] } });
    execNow(
      b.ctx,
      { card: HIGHLANDER, path: ['abilities', 0, 'steps'] },
      {
        controller: 0,
        source: null,
        here: null,
        targets: [[b.id.u]],
      },
    );
    lethalCleanup(b);
    expect(b.s.objects[b.id.u].zone).toBe(Z.base(0));
    expect(b.s.triggers).toEqual([]);
  });

  it('RB 734.1.d: killed and sent to the trash, the same unit’s Deathknell triggers', () => {
    const b = board({ p0: { bf0: [{ card: SCOUT, as: 'u', damage: 1 }], runeDeck: [CALM_RUNE] } });
    lethalCleanup(b);
    expect(b.s.zones[Z.trash(0)].objects.map((o) => b.s.objects[o].card)).toEqual([SCOUT]);
    expect(b.s.triggers.map((t) => t.source)).toEqual([b.id.u]);
  });
});

describe('RB 743 Vision, RB 747 Weaponmaster: instances', () => {
  const FORECASTER = 'sfd-065-221'; // a Mech; "each of your Mechs has Vision"
  const MIND_RUNE = 'ogn-089-298';
  const PORO = 'ogn-013-298';
  const YORDLE = 'ogn-087-298';

  function secondForecaster() {
    const t = duel({
      base: [{ card: FORECASTER, tag: 'a' }],
      hand: [FORECASTER],
      runes: [MIND_RUNE, MIND_RUNE],
      deck: [PORO, YORDLE],
    });
    t.act('play Forecaster');
    expect(t.kind).toBe('order-triggers');
    orderAsOffered(t);
    return t;
  }

  it('RB 743.2, RB 743.2.a, RB 743.2.b: a Mech given Vision by two Forecasters triggers twice; kept on top, both looks see the same card', () => {
    const t = secondForecaster();
    expect(t.logged('RB 376.3')).toBe(2);
    const seen: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      t.passUntil('vision');
      seen.push((t.decision()!.prompt.args as unknown as { c: { card: string } }).c.card);
      t.choose(['keep']);
    }
    expect(seen).toEqual([YORDLE, YORDLE]);
    t.passUntil('action');
    expect(t.zone(Z.deck(0))).toEqual([PORO, YORDLE]);
  });

  it('RB 743.2.a: each instance recycles or not on its own — the first recycles, the second sees the next card', () => {
    const t = secondForecaster();
    t.passUntil('vision');
    t.choose(['recycle']);
    t.passUntil('vision');
    expect((t.decision()!.prompt.args as unknown as { c: { card: string } }).c.card).toBe(PORO);
    t.choose(['keep']);
    t.passUntil('action');
    expect(t.zone(Z.deck(0))).toEqual([YORDLE, PORO]);
  });
});

describe('RB 745 Quick-Draw, RB 747 Weaponmaster: instances and the board', () => {
  const ADEPT = 'sfd-008-221'; // Sentinel Adept, Weaponmaster
  const SWORD = 'sfd-022-221'; // Long Sword, Quick-Draw and Equip
  const PORO = 'ogn-013-298';

  function queuedKeywords(b: Board): string[] {
    return b.s.triggers.map((t) => t.ability.split('#').at(-1)!);
  }

  it('RB 747.2: a unit with two instances of Weaponmaster (one granted) triggers twice as it is played', () => {
    const b = board({ p0: { base: [{ card: ADEPT, as: 'u' }] } });
    grantKeywords(b.ctx, b.id.u, { weaponmaster: 1 }, 'turn', 0);
    fire(b.ctx, { type: 'play', obj: b.id.u, player: 0 });
    expect(queuedKeywords(b)).toEqual(['weaponmaster', 'weaponmaster']);
  });

  it('RB 745.2: a gear with two instances of Quick-Draw triggers once as it is played', () => {
    const b = board({ p0: { base: [{ card: SWORD, as: 'g' }] } });
    grantKeywords(b.ctx, b.id.g, { 'quick-draw': 1 }, 'turn', 0);
    fire(b.ctx, { type: 'play', obj: b.id.g, player: 0 });
    expect(queuedKeywords(b)).toEqual(['quick-draw']);
  });

  it('RB 745.3, RB 747.3: on the board Quick-Draw and Weaponmaster do nothing — another card played, a move, a new turn trigger neither', () => {
    const b = board({
      p0: {
        base: [
          { card: ADEPT, as: 'u' },
          { card: SWORD, as: 'g' },
          { card: PORO, as: 'p' },
        ],
      },
    });
    fire(b.ctx, { type: 'play', obj: b.id.p, player: 0 });
    fire(b.ctx, { type: 'move', obj: b.id.u, player: 0, to: Z.at(0) });
    fire(b.ctx, { type: 'beginning-phase', player: 0 });
    fire(b.ctx, { type: 'conquer', player: 0, bf: 0, units: [b.id.u], wasUncontrolled: true });
    expect(queuedKeywords(b)).toEqual([]);
  });
});

describe('RB 742 Temporary, RB 720–723 inactive text', () => {
  const SPRITE = 'ogn-274-298'; // Sprite token: Might 3, Temporary
  const AXE = 'sfd-186-221'; // Spinning Axe: Quick-Draw, Equip [A], Temporary (rules text)
  const PORO = 'ogn-013-298';

  it('RB 742.1.b, RB 742.1.c: at the start of its controller’s Beginning Phase, before scoring, the Temporary unit is killed — so the battlefield it held scores nothing; the other player’s is not', () => {
    const t = duel(
      { bf0: [{ card: SPRITE, tag: 's', token: true }], deck: [PORO, PORO] },
      { base: [{ card: SPRITE, tag: 'o', token: true }], deck: [PORO, PORO] },
      { tp: 0, at: 'start', control: [0, null] },
    );
    t.passUntil('action');
    expect(t.logged('RB 742.1.b')).toBe(1);
    expect(t.state.objects[t.tagged('o').id].zone).toBe(Z.base(1));
    expect(t.state.zones[Z.at(0)].objects).toEqual([]);
    // Killed before the Scoring Step: no Hold point (RB 742.1.b "before scoring").
    expect(t.state.g.points).toEqual([0, 0]);
  });

  it('RB 720, RB 721.1, RB 721.1.a, RB 721.1.b, RB 722, RB 723: an attached Spinning Axe’s Temporary is Inactive and does not trigger, though the Axe still has it; unattached, its rules text is active and it does', () => {
    const b = board({
      p0: {
        base: [
          { card: PORO, as: 'u' },
          { card: AXE, as: 'a' },
          { card: AXE, as: 'free' },
        ],
      },
    });
    attach(b.ctx, b.id.a, b.id.u);
    // RB 722, RB 722.1: the text is still on the card.
    expect(keywordOf(b.s, b.id.a, 'temporary')).toBe(1);
    fire(b.ctx, { type: 'beginning-phase', player: 0 });
    // RB 723: the unattached Axe's rules text is active by default: only it triggers.
    expect(b.s.triggers.map((t) => t.source)).toEqual([b.id.free]);
  });
});

describe('RB 721.1.b, RB 744, RB 745: Equip and Quick-Draw through the game', () => {
  const SWORD = 'sfd-022-221'; // Long Sword: Quick-Draw, Equip [Fury], Might Bonus +2
  const PORO = 'ogn-013-298';
  const ROOKIE = 'ogn-136-298'; // Pit Rookie: when played, buff another friendly unit
  const FURY = 'ogn-007-298';
  const BODY = 'ogn-126-298';
  const EQUIP = 'activate ability 1 of Long Sword';

  it('RB 721.1.b: an attached Long Sword’s Equip (its rules text, now Inactive) cannot be activated, though a unit and the cost are there', () => {
    const t = duel({
      base: [
        { card: SWORD, tag: 'g' },
        { card: PORO, tag: 'u' },
        { card: PORO, tag: 'v' },
      ],
      runes: [FURY, FURY, FURY],
    });
    expect(t.labels()).toContain(EQUIP);
    t.act(EQUIP);
    t.choose([`t${t.tagged('u').id}`]);
    t.passUntil('action');
    expect(t.tagged('g').linkedTo).toBeDefined();
    expect(t.labels()).not.toContain(EQUIP);
  });

  it('RB 745.1.b, RB 745.1.c: Quick-Draw lets the gear be played with Reaction timing — in a closed state on the opponent’s turn — and attached; a unit without Reaction is not offered', () => {
    const t = duel(
      { hand: [SWORD, PORO], base: [{ card: PORO, tag: 'u' }], runes: [FURY, FURY, BODY] },
      { hand: [ROOKIE], base: [PORO], runes: [BODY, BODY] },
      { tp: 1 },
    );
    t.act('play Pit Rookie', 1);
    t.passUntil('priority', 0);
    expect(t.labels(0)).toContain('play Long Sword');
    expect(t.labels(0)).not.toContain('play Pouty Poro');
    t.act('play Long Sword', 0);
    for (
      let i = 0;
      i < 6 && !Object.values(t.state.objects).some((o) => o.card === SWORD && o.linkedTo !== undefined);
      i++
    )
      t.act(
        t.decision()!.domain.type === 'pick' && t.labels().includes('Pouty Poro')
          ? 'Pouty Poro'
          : t.labels()[0],
      );
    const sword = Object.values(t.state.objects).find((o) => o.card === SWORD)!;
    expect(sword.linkedTo).toBe(t.tagged('u').id);
  });

  it('RB 744.1.a, RB 744.1.c, RB 745.1.a: in the pool, Quick-Draw is on gear with an Equip ability, and Equip, with its cost, on Equipment', () => {
    const withQuickDraw = Object.values(CARDS).filter((c) => c.keywords['quick-draw']);
    expect(withQuickDraw.length).toBeGreaterThan(0);
    for (const c of withQuickDraw) {
      expect(c.type, c.id).toBe('gear');
      expect(
        c.abilities.some((a) => a.kind === 'equip'),
        c.id,
      ).toBe(true);
    }
    for (const c of Object.values(CARDS).filter((x) => x.abilities.some((a) => a.kind === 'equip'))) {
      expect(c.tags, c.id).toContain('Equipment');
      // RB 744.1.c: "Equip [Cost]": each Equip ability carries its cost.
      const eq = c.abilities.find((a) => a.kind === 'equip') as { cost?: object };
      expect(eq.cost, c.id).toBeDefined();
    }
  });
});

describe('RB 718 Attached, RB 725.3', () => {
  const SWORD = 'sfd-022-221'; // Long Sword: Equip [Fury], Might Bonus +2
  const VETERAN = 'sfd-099-221'; // Veteran Poro: Weaponmaster
  const ROCKET = 'sfd-077-221'; // Rocket Barrage: ... or kill a gear
  const PORO = 'ogn-013-298';
  const FURY = 'ogn-007-298';
  const BODY = 'ogn-126-298';

  function swordOnPoro(): Board {
    const b = board({
      p0: {
        base: [{ card: SWORD, as: 'g' }],
        bf0: [{ card: PORO, as: 'u' }],
      },
    });
    attach(b.ctx, b.id.g, b.id.u);
    return b;
  }

  it('RB 718.5, RB 718.5.a, RB 718.5.b: attached, the gear keeps its type and tags and can still be chosen — Rocket Barrage may kill it', () => {
    const b = swordOnPoro();
    expect(characteristics(b.s)[b.id.g].tags).toContain('Equipment');
    const killGear = (CARDS[ROCKET].abilities[0] as { modes: { targets: TargetSlot[] }[] }).modes[1]
      .targets[0];
    expect(validTargets(b.s, killGear, { controller: 1, source: null, here: null })).toEqual([b.id.g]);
  });

  it('RB 718.6, RB 718.1: an attached card is not recalled or moved on its own; it stays attached until detached', () => {
    const b = swordOnPoro();
    expect(recall(b.ctx, b.id.g)).toBe(false);
    expect(moveUnits(b.ctx, [b.id.g], Z.base(0))).toEqual([]);
    expect(b.s.objects[b.id.g].zone).toBe(Z.at(0));
    // Its top-most unit exhausted, recalled and readied: still attached.
    recall(b.ctx, b.id.u);
    expect(b.s.objects[b.id.g].zone).toBe(Z.base(0));
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    detach(b.ctx, b.id.g);
    expect(b.s.objects[b.id.g].linkedTo).toBeUndefined();
  });

  it('RB 719.5, RB 719.5.a (stand-in): the top-most unit dies; both its attached cards detach where they were, without a question (no card reacts to the order)', () => {
    const b2 = board({
      p0: {
        bf0: [
          { card: PORO, as: 'u' },
          { card: SWORD, as: 'g' },
          { card: 'sfd-186-221', as: 'a' },
        ],
      },
    });
    attach(b2.ctx, b2.id.g, b2.id.u);
    attach(b2.ctx, b2.id.a, b2.id.u);
    b2.ctx.event({ type: 'kill', objs: [b2.id.u], rule: 'RB 415', by: null });
    drain(b2);
    for (const g of [b2.id.g, b2.id.a]) {
      expect(b2.s.objects[g].linkedTo).toBeUndefined();
      expect(b2.s.objects[g].zone).toBe(Z.at(0));
    }
    expect(only(b2.s).kind).toBe('idle');
  });

  it('RB 718.8.a: the top-most unit changing controller leaves the attached gear’s controller as it was (its Might Bonus still applies)', () => {
    const b = swordOnPoro();
    b.ctx.setController(b.id.u, 1);
    expect(b.s.objects[b.id.g].controller).toBe(0);
    expect(b.s.objects[b.id.g].linkedTo).toBe(b.id.u);
    expect(characteristics(b.s)[b.id.u].might).toBe(4);
  });

  it('RB 725, RB 725.3: Weaponmaster reads the Equip ability of an Equipment attached elsewhere (its Inactive rules text) and moves it to the new unit', () => {
    const t = duel({
      base: [
        { card: SWORD, tag: 'g' },
        { card: PORO, tag: 'u' },
      ],
      hand: [VETERAN],
      runes: [FURY, FURY, BODY, BODY],
    });
    t.act('activate ability 1 of Long Sword');
    t.passUntil('action');
    expect(t.tagged('g').linkedTo).toBe(t.tagged('u').id);
    t.act('play Veteran Poro');
    t.passUntil('may');
    t.act('yes');
    t.passUntil('action');
    const vet = t.state.zones[Z.base(0)].objects.find((o) => t.state.objects[o].card === VETERAN)!;
    expect(t.tagged('g').linkedTo).toBe(vet);
    expect(t.characteristic(vet, 'might')).toBe(4);
  });
});

describe('RB 746 Repeat', () => {
  const DESERTS_CALL = 'sfd-031-221'; // Repeat [2]: play a 2 Might Sand Soldier token
  const FRIGID = 'sfd-066-221'; // Reaction, Repeat [2]: give a unit -2 Might this turn
  const CALM = 'ogn-042-298';
  const MIND = 'ogn-089-298';
  const PORO = 'ogn-013-298';
  const CORSAIR = 'ogn-130-298'; // Might 3

  it('RB 746.1.d, RB 746.1.d.1, RB 746.3.a: Repeat paid, Desert’s Call’s instruction runs twice — two Sand Soldiers — yet the spell is played once', () => {
    const t = duel({ hand: [DESERTS_CALL], runes: [CALM, CALM, CALM, CALM] });
    t.act("play Desert's Call");
    t.act('yes');
    for (let i = 0; i < 8 && t.kind !== 'action'; i++) {
      if (t.kind === 'priority') t.pass();
      else t.act(t.labels()[0]);
    }
    expect(t.zone(Z.base(0))).toEqual(['token-sand-soldier', 'token-sand-soldier']);
    expect(t.logged('RB 351')).toBe(1);
  });

  it('RB 746.2, RB 746.2.a: the repeated run’s choices are made as the spell is played, and may differ — Frigid Touch gives -2 to two different units', () => {
    const t = duel(
      { hand: [FRIGID], runes: [MIND, MIND, MIND, MIND] },
      {
        base: [
          { card: PORO, tag: 'p' },
          { card: CORSAIR, tag: 'c' },
        ],
      },
    );
    t.act('play Frigid Touch');
    t.act('yes');
    // Both targets are chosen now, before anything resolves.
    expect(t.kind).toBe('target');
    t.choose([`t${t.tagged('p').id}`]);
    expect(t.kind).toBe('target');
    t.choose([`t${t.tagged('c').id}`]);
    t.passUntil('action');
    expect(t.characteristic('p', 'might')).toBe(0);
    expect(t.characteristic('c', 'might')).toBe(1);
  });
});

describe('RB 737 Hidden', () => {
  const SPRITE_CALL = 'ogn-094-298'; // Hidden, Action: play a ready 3 Might Sprite token
  const STAND_UNITED = 'ogn-053-298'; // Hidden, Action: buff a friendly unit; buffs give +1 more this turn
  const PORO = 'ogn-013-298';

  it('RB 737.1.c.3, RB 737.1.d.3: Sprite Call played from Hidden opens a chain, and its Sprite is played at the battlefield where it was hidden', () => {
    const t = duel({ facedown0: SPRITE_CALL, bf0: [PORO] }, { hand: [PORO] }, { control: [0, null] });
    t.act('play Sprite Call');
    // RB 737.1.c.3: a chain is open (player 1 may respond).
    expect(t.state.stack).toHaveLength(1);
    expect(t.kind).toBe('priority');
    t.passUntil('action');
    // RB 737.1.d.3: no question where: the Sprite is at battlefield 0.
    expect(t.logged('RB 178.2')).toBe(0);
    expect(t.zone(Z.at(0)).sort()).toEqual(['ogn-013-298', 'ogn-274-298'].sort());
  });

  it('RB 737.1.d, RB 737.2: Stand United from Hidden must buff a friendly unit at its battlefield; its second part reaches buffed units anywhere', () => {
    const t = duel(
      {
        facedown0: STAND_UNITED,
        bf0: [
          { card: PORO, tag: 'there' },
          { card: PORO, tag: 'there2' },
        ],
        base: [{ card: PORO, tag: 'home', buff: 1 }],
      },
      { hand: [PORO] },
      { control: [0, null] },
    );
    t.act('play Stand United');
    expect(t.kind).toBe('target');
    const offered = (t.decision()!.domain as { options: { obj: number }[] }).options.map((o) => o.obj).sort();
    expect(offered).toEqual([t.tagged('there').id, t.tagged('there2').id].sort());
    t.choose([`t${t.tagged('there').id}`]);
    t.passUntil('action');
    // Poro 2 + buff 1 + 1 more per buff this turn.
    expect(t.characteristic('there', 'might')).toBe(4);
    expect(t.characteristic('home', 'might')).toBe(4);
    expect(t.characteristic('there2', 'might')).toBe(2);
  });

  it('RB 737.1.d.1, RB 737.1.d.2: Blastcone Fae played from Hidden enters at that battlefield and its play effect chooses among units there only', () => {
    const FAE = 'ogn-097-298';
    const t = duel(
      { facedown0: FAE, bf0: [{ card: PORO, tag: 'mine' }], base: [{ card: PORO, tag: 'home' }] },
      { hand: [PORO], base: [{ card: PORO, tag: 'far' }] },
      { control: [0, null] },
    );
    t.act('play Blastcone Fae');
    t.passUntil('target');
    const fae = t.state.zones[Z.at(0)].objects.find((o) => t.state.objects[o].card === FAE)!;
    const offered = (t.decision()!.domain as { options: { obj: number }[] }).options.map((o) => o.obj).sort();
    expect(offered).toEqual([t.tagged('mine').id, fae].sort());
  });

  it('RB 737.1.d: a hidden spell with no valid target at its battlefield cannot be played from Hidden (a friendly unit elsewhere does not count)', () => {
    const spec = (there: boolean) =>
      board({
        control: [0, 0],
        p0: {
          facedown1: { card: STAND_UNITED, as: 'f' },
          base: [PORO],
          bf0: [PORO],
          bf1: there ? [PORO] : [],
        },
      });
    const without = spec(false);
    expect(canPlay(without.s, 0, without.id.f, turnState(without.s, 0), 'facedown')).toBe(false);
    const withUnit = spec(true);
    expect(canPlay(withUnit.s, 0, withUnit.id.f, turnState(withUnit.s, 0), 'facedown')).toBe(true);
  });
});

describe('RB 376.4.b, RB 376.4.c, RB 376.4.d, RB 376.4.e: conquer, hold, attack and defend effects', () => {
  const PLUNDERING = 'sfd-069-221'; // when it conquers, an exhausted Gold token enters your base
  const BENEFACTOR = 'sfd-152-221'; // when it takes part in a hold, two exhausted Gold tokens
  const DEMACIA = 'ogs-023-024'; // legend: when you conquer with four or more units there, draw 2
  const CORSAIR = 'ogn-130-298'; // when it attacks, 1 damage to an enemy unit at its battlefield
  const AHRI = 'ogn-119-298'; // when it attacks or defends, an enemy unit there gets -2 Might
  const PORO = 'ogn-013-298';
  const GOLD = 'sfd-t03';

  function golds(t: { zone(z: string): string[] }): number {
    return t.zone(Z.base(0)).filter((c) => c === GOLD).length;
  }

  function conquer(movers: string[], points: [number, number] = [0, 0]) {
    const t = duel(
      {
        base: [
          { card: PLUNDERING, tag: 'pp' },
          { card: PORO, tag: 'p' },
        ],
        deck: [PORO, PORO],
      },
      {},
      { points },
    );
    t.choose(['move-bf0']);
    t.choose(movers.map((m) => `u${t.tagged(m).id}`));
    t.passUntil('action');
    return t;
  }

  it('RB 376.4.b.2, RB 376.4.b.2.a: a unit’s conquer effect triggers only when it is at the battlefield conquered', () => {
    expect(golds(conquer(['p']))).toBe(0);
    expect(golds(conquer(['pp']))).toBe(1);
  });

  it('RB 376.4.b.2.c: the final point replaced by a draw (RB 448.1.b.2), the conquer effect still triggers', () => {
    const t = conquer(['pp'], [7, 0]);
    expect(t.logged('RB 448.1.b.2', 'rb.final-point-draw')).toBe(1);
    expect(t.state.g.points[0]).toBe(7);
    expect(golds(t)).toBe(1);
  });

  it('RB 376.4.b.2, RB 376.4.b.2.b: an ability that names the player conquering triggers from the legend zone, away from the battlefield', () => {
    const t = duel({
      legend: DEMACIA,
      base: [PORO, PORO, PORO, PORO].map((card, i) => ({ card, tag: `u${i}` })),
      deck: [PORO, PORO, PORO],
    });
    t.choose(['move-bf0']);
    t.choose([0, 1, 2, 3].map((i) => `u${t.tagged(`u${i}`).id}`));
    t.passUntil('action');
    expect(t.zone(Z.hand(0))).toEqual([PORO, PORO]);
  });

  it('RB 376.4.c.2, RB 376.4.c.2.a: a unit’s hold effect triggers when it is at the battlefield held, not from the base', () => {
    const hold = (where: 'bf0' | 'base') => {
      const t = duel(
        {
          bf0: [PORO],
          [where === 'bf0' ? 'bf0' : 'base']: where === 'bf0' ? [PORO, BENEFACTOR] : [BENEFACTOR],
          deck: [PORO, PORO],
        },
        { deck: [PORO] },
        { tp: 0, at: 'start', control: [0, null] },
      );
      for (let i = 0; i < 12 && t.kind !== 'action'; i++)
        if (t.kind === 'order-triggers') orderAsOffered(t);
        else t.pass();
      expect(t.state.g.points[0]).toBe(1);
      return golds(t);
    };
    expect(hold('bf0')).toBe(2);
    expect(hold('base')).toBe(0);
  });

  it('RB 376.4.d.2, RB 376.4.e.2: attack and defend effects go on the chain once their units have the Attacker and Defender designations', () => {
    const t = duel(
      { base: [{ card: CORSAIR, tag: 'c' }] },
      { bf1: [{ card: AHRI, tag: 'a' }], hand: [PORO] },
      { control: [null, 1] },
    );
    t.choose(['move-bf1']);
    t.choose([`u${t.tagged('c').id}`]);
    const designation = (tag: string) => (t.tagged(tag).data as { designation?: string }).designation;
    expect(designation('c')).toBe('attacker');
    expect(designation('a')).toBe('defender');
    const sources = (t.state.stack ?? []).map((i) => i.source);
    expect(sources).toContain(t.tagged('c').id);
    expect(sources).toContain(t.tagged('a').id);
  });

  it('RB 376.4.d.2.a, RB 376.4.e.2.a: a unit gaining its designation again in the same combat does not trigger again; one gaining it for the first time does', () => {
    const b = board({
      p0: { bf0: [{ card: CORSAIR, as: 'c' }] },
      p1: { bf0: [{ card: AHRI, as: 'a' }] },
    });
    b.s.g.combat = { zone: Z.at(0), attacker: 0, defender: 1, attacked: [b.id.c], defended: [] };
    const check = CLEANUP_STEPS.find((x) => x.id === 'designations')!;
    check.apply(b.ctx, check.find(b.s));
    expect((b.s.objects[b.id.c].data as { designation?: string }).designation).toBe('attacker');
    expect((b.s.objects[b.id.a].data as { designation?: string }).designation).toBe('defender');
    expect(b.s.triggers.map((t) => t.source)).toEqual([b.id.a]);
    expect(b.s.g.combat!.defended).toEqual([b.id.a]);
  });
});

describe('RB 397, RB 398 discretionary actions', () => {
  const PORO = 'ogn-013-298';
  const BLADE = 'ogn-213-298'; // Hidden Blade: a spell with Hidden
  const CALM = 'ogn-042-298';
  const ids = (b: Board, p: number) => actionOptions(b.ctx, p).map((o) => o.id);

  it('RB 397, RB 398, RB 398.1, RB 398.1.a: a Standard Move and a Hide are offered to the turn player in a Neutral Open State only — not to the other player, not in a showdown', () => {
    const spec = {
      control: [0, null] as [number, null],
      p0: { base: [PORO], bf0: [PORO], hand: [BLADE], runes: [CALM] },
      p1: { base: [PORO], hand: [BLADE], runes: [CALM] },
    };
    const b = board(spec);
    expect(ids(b, 0)).toEqual(expect.arrayContaining(['move-bf1', `hide${b.id[BLADE]}-0`]));
    expect(ids(b, 1).filter((i) => i.startsWith('move') || i.startsWith('hide'))).toEqual([]);
    b.s.g.showdown = { bf: 0, focus: 0, combat: false, initial: false, starter: null };
    expect(ids(b, 0).filter((i) => i.startsWith('move') || i.startsWith('hide'))).toEqual([]);
  });

  it('RB 398.1.b.1, RB 398.1.b.2: only when its conditions hold and its cost can be paid — an exhausted unit makes no Standard Move; no rune for [A], no Hide', () => {
    const b = board({
      control: [0, null],
      p0: { base: [{ card: PORO, exhausted: true }], bf0: [{ card: PORO, exhausted: true }], hand: [BLADE] },
    });
    expect(ids(b, 0).filter((i) => i.startsWith('move') || i.startsWith('hide'))).toEqual([]);
  });

  it('RB 398.1.b: any number of discretionary actions in a turn — a second Standard Move after the first', () => {
    const t = duel({
      base: [
        { card: PORO, tag: 'a' },
        { card: PORO, tag: 'b' },
      ],
    });
    t.choose(['move-bf0']);
    t.choose([`u${t.tagged('a').id}`]);
    t.passUntil('action');
    t.choose(['move-bf1']);
    t.choose([`u${t.tagged('b').id}`]);
    t.passUntil('action');
    expect(t.tagged('a').zone).toBe(Z.at(0));
    expect(t.tagged('b').zone).toBe(Z.at(1));
  });
});

describe('RB 702 buffs', () => {
  const PORO = 'ogn-013-298';
  it('RB 702.2.b.2: a player can spend buffs only on units they control — the opponent’s buffed unit cannot pay', () => {
    const b = board({
      p0: { base: [{ card: PORO, as: 'mine' }] },
      p1: { base: [{ card: PORO, as: 'theirs', buff: 1 }] },
    });
    expect(costChoices(b.s, 0, { spendBuff: 'friendly' }, emptyBill())).toEqual({ ids: [], n: 1 });
    const b2 = board({
      p0: { base: [{ card: PORO, as: 'mine', buff: 1 }] },
      p1: { base: [{ card: PORO, buff: 1 }] },
    });
    expect(costChoices(b2.s, 0, { spendBuff: 'friendly' }, emptyBill())).toEqual({ ids: [b2.id.mine], n: 1 });
  });
});

describe('RB 388.2 Add abilities', () => {
  it('RB 388.2: Gold’s [Add] ability, used to pay the Equip cost, resolves at once — never a chain item of its own', () => {
    const SWORD = 'sfd-022-221';
    const PORO = 'ogn-013-298';
    const t = duel({
      base: [
        { card: SWORD, tag: 'g' },
        { card: PORO, tag: 'u' },
        { card: 'sfd-t03', tag: 'gold', token: true },
      ],
    });
    t.act('activate ability 1 of Long Sword');
    for (let i = 0; i < 6 && t.kind !== 'action' && t.kind !== 'priority'; i++) t.act(t.labels()[0]);
    t.passUntil('action');
    expect(t.tagged('g').linkedTo).toBe(t.tagged('u').id);
    expect(t.zone(Z.base(0))).not.toContain('sfd-t03');
    // The Add was used while paying; the only item finalized and resolved is the Equip ability.
    const rules = t.log.map((l) => l.rule);
    expect(rules.indexOf('RB 416.1')).toBeLessThan(rules.indexOf('RB 354.1'));
    expect(t.logged('RB 394.2')).toBe(1);
    expect(t.logged('RB 336.1')).toBe(1);
  });
});

describe('RB 389.2 a trigger while something resolves', () => {
  it('RB 389.2: Mistfall triggers as Stand United buffs, but waits until the spell has finished resolving (its second instruction done) before it goes on the chain', () => {
    const t = duel({
      hand: ['ogn-053-298'],
      base: [
        { card: 'ogn-152-298', tag: 'mist' },
        { card: 'ogn-013-298', tag: 'p', exhausted: true },
      ],
      runes: ['ogn-042-298', 'ogn-042-298', 'ogn-042-298', 'ogn-126-298'],
    });
    t.act('play Stand United');
    for (let i = 0; i < 10 && !(t.state.stack ?? []).some((x) => x.source === t.tagged('mist').id); i++)
      if (t.kind === 'priority') t.pass();
      else t.act(t.labels()[0]);
    // The spell is gone from the chain and its second instruction (buffs worth +1 more) is done.
    expect((t.state.stack ?? []).map((x) => x.source)).toEqual([t.tagged('mist').id]);
    expect(t.state.effects.some((e) => e.op === 'group')).toBe(true);
    const rules = t.log.map((l) => l.rule);
    expect(rules.lastIndexOf('RB 413.1.b')).toBeLessThan(rules.lastIndexOf('RB 376.3'));
    expect(t.kind).toBe('pay-trigger');
    t.choose(['pay']);
    t.passUntil('action');
    expect((t.tagged('p').data as { exhausted?: boolean }).exhausted).toBeFalsy();
  });
});

describe('RB 380–381 reflexive triggers', () => {
  const DISINTEGRATE = 'ogn-005-298'; // 3 damage to a unit at a battlefield; if this kills it, do this: draw 1
  const FURY = 'ogn-007-298';
  const PORO = 'ogn-013-298';
  function disintegrate(target: string) {
    const t = duel(
      { hand: [DISINTEGRATE], runes: [FURY, FURY, FURY, FURY], deck: [PORO, PORO] },
      { bf1: [{ card: target, tag: 'x' }], hand: [PORO] },
      { control: [null, 1] },
    );
    t.act('play Disintegrate');
    if (t.kind === 'target') t.choose([`t${t.tagged('x').id}`]);
    const seen: string[] = [];
    for (let i = 0; i < 12 && t.kind !== 'action'; i++) {
      for (const it of t.state.stack ?? []) seen.push(`${(it.data as { kind: string }).kind}:${it.status}`);
      if (t.kind === 'priority') t.pass();
      else t.act(t.labels()[0]);
    }
    return { t, seen };
  }
  it('RB 380, RB 380.3, RB 381, RB 381.1: "if this kills it, do this": the draw is a new chain item, finalized and answerable, resolved after the spell', () => {
    const { t, seen } = disintegrate(PORO);
    expect(seen).toContain('reflex:final');
    expect(t.logged('RB 381.1')).toBe(1);
    expect(t.logged('RB 336.1')).toBe(2);
    expect(t.zone(Z.hand(0))).toEqual([PORO]);
  });

  it('RB 380.2: its condition not met (the unit survives), no reflexive item is made', () => {
    const { t, seen } = disintegrate('ogn-011-298');
    expect(seen).not.toContain('reflex:final');
    expect(t.logged('RB 381.1')).toBe(0);
    expect(t.zone(Z.hand(0))).toEqual([]);
  });
});

describe('RB 747.1.c.4', () => {
  it('RB 747.1.c.4: a chosen card without an Equip ability has no Equip cost, so Weaponmaster cannot pay it (a Gold token)', () => {
    const b = board({
      p0: {
        base: [
          { card: 'sfd-t03', as: 'gold', token: true },
          { card: 'sfd-022-221', as: 'sword' },
        ],
      },
    });
    expect(weaponmasterBill(b.s, b.id.gold)).toBeNull();
    expect(weaponmasterBill(b.s, b.id.sword)).not.toBeNull();
  });
});
