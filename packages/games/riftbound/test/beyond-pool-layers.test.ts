/**
 * Rules about replacement, inactive text, keywords and zones that no card of the nine decks or the
 * seed uses: each is checked with small test-only cards written in the effect vocabulary (parsed by
 * the card schema, added to the registry for this file only) and played through the whole engine
 * with the kit's `duel()`.
 */
import { domainOptions, optionText, type Ruling, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import riftbound from '../src/index.ts';
import { duel, might, runes, testCard, text } from './kit.ts';

const PHANTOM = 'ogn-049-298'; // Playful Phantom, 5 Might, no abilities
const DRAKE = 'ogn-142-298';

const name = (id: string) => CARDS[id].name.en;

function labels(t: Ruling): string[] {
  return domainOptions(t.decision()!).map((o) => optionText(riftbound, o, 'en'));
}
function pick(t: Ruling, label: string): Ruling {
  const d = t.decision()!;
  const opts = domainOptions(d);
  const i = opts.findIndex((o) => optionText(riftbound, o, 'en') === label);
  if (i < 0) throw new Error(`no option "${label}" for ${d.kind}: ${labels(t).join(' | ')}`);
  return t.choose(opts[i].id, d.player);
}
function pickTagged(t: Ruling, tag: string): Ruling {
  const d = t.decision()!;
  const id = t.tagged(tag).id;
  const o = domainOptions(d).find((x) => x.obj === id);
  if (!o) throw new Error(`${tag} is not offered for ${d.kind}: ${labels(t).join(' | ')}`);
  return t.choose(o.id, d.player);
}
/** Answer every question with its first option (passing priority) until an action is asked again. */
function settle(t: Ruling): Ruling {
  for (let i = 0; i < 40; i++) {
    const d = t.decision();
    if (!d || d.kind === 'action') return t;
    if (d.kind === 'priority') t.pass();
    else if (d.domain.type === 'order')
      t.choose(
        domainOptions(d).map((o) => o.id),
        d.player,
      );
    else t.choose(domainOptions(d)[0].id, d.player);
  }
  return t;
}
/** Target the unit tagged `tag` (when it is the only legal target the engine chooses it itself). */
function target(t: Ruling, tag: string): Ruling {
  if (t.kind === 'target') pickTagged(t, tag);
  return t;
}
const cites = (t: Ruling, rule: string) => t.log.some((e) => e.rule === rule);

/** A 1-Might unit without abilities. */
const MOTE = testCard({ id: 'tst-mote', name: text('Test Mote'), type: 'unit', might: 1 });

/** "Kill a unit." */
const SLAY = testCard({
  id: 'tst-slay',
  name: text('Test Slay'),
  type: 'spell',
  abilities: [{ kind: 'spell', targets: [{ sel: { kind: 'unit' } }], steps: [{ do: 'kill', what: 0 }] }],
});

// ---- RB 154.2: a later part of a spell replaces an earlier one --------------------------------

/** "Draw 1. [Legion] Draw 2 instead." */
const SURGE = testCard({
  id: 'tst-surge',
  name: text('Test Surge'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      steps: [
        { do: 'draw', n: 1 },
        { do: 'instead', of: [0], cond: { legion: true }, steps: [{ do: 'draw', n: 2 }] },
      ],
    },
  ],
});

describe('RB 154.2: a later part of a spell replaces an earlier one', () => {
  const deck = [PHANTOM, PHANTOM, PHANTOM, PHANTOM];
  it('RB 154.2: without Legion the first part is done (draw 1); with Legion it is replaced (draw 2, not 3)', () => {
    const plain = duel({ hand: [SURGE], runes: runes(2), deck }, {});
    pick(plain, `play ${name(SURGE)}`);
    settle(plain);
    expect(plain.zone('p0:hand')).toEqual([PHANTOM]);
    expect(cites(plain, 'RB 154.2')).toBe(false);

    const legion = duel({ hand: [MOTE, SURGE], runes: runes(2), deck }, {});
    pick(legion, `play ${name(MOTE)}`);
    settle(legion);
    pick(legion, `play ${name(SURGE)}`);
    settle(legion);
    expect(legion.zone('p0:hand')).toEqual([PHANTOM, PHANTOM]);
    expect(cites(legion, 'RB 154.2')).toBe(true);
  });
});

// ---- RB 107.6.e: an opponent's hand as a zone --------------------------------------------------

/** "Look at an opponent's hand. Choose a card from it. They discard it." */
const PRY = testCard({
  id: 'tst-pry',
  name: text('Test Pry'),
  type: 'spell',
  abilities: [{ kind: 'spell', steps: [{ do: 'discard', n: 1, from: 'opponent' }] }],
});

describe("RB 107.6.e: a spell acts on an opponent's hand", () => {
  it("RB 107.6.e: the caster chooses among the opponent's cards, which only the caster sees, and the opponent discards it", () => {
    const t = duel(
      { hand: [PRY, MOTE], runes: runes(2) },
      {
        hand: [
          { card: PHANTOM, tag: 'a' },
          { card: DRAKE, tag: 'b' },
        ],
      },
    );
    const seen = (viewer: number, zone: string) =>
      viewFor(t.state, riftbound, viewer)
        .zones[zone].objects.filter((o) => !o.hidden)
        .map((o) => o.card);
    // RB 107.6.c: before the spell player 0 sees nothing of player 1's hand.
    expect(seen(0, 'p1:hand')).toEqual([]);
    pick(t, `play ${name(PRY)}`);
    for (let i = 0; i < 10 && t.kind !== 'discard'; i++)
      if (t.kind === 'priority') t.pass();
      else t.choose(domainOptions(t.decision()!)[0].id, t.decision()!.player);
    expect(t.kind).toBe('discard');
    expect(t.decision()!.player).toBe(0);
    // The options are the opponent's two cards, not the caster's own Mote.
    expect(domainOptions(t.decision()!).map((o) => o.obj)).toEqual([t.tagged('a').id, t.tagged('b').id]);
    // Player 0 now sees the cards they choose among; player 1 still sees nothing of player 0's hand.
    expect(seen(0, 'p1:hand')).toEqual([PHANTOM, DRAKE]);
    expect(seen(1, 'p0:hand')).toEqual([]);
    pickTagged(t, 'b');
    settle(t);
    expect(t.zone('p1:trash')).toEqual([DRAKE]);
    expect(t.zone('p1:hand')).toEqual([PHANTOM]);
    expect(t.zone('p0:hand')).toEqual([MOTE]);
    expect(cites(t, 'RB 107.6.e')).toBe(true);
  });
});

// ---- RB 365.1: a passive replacement effect ------------------------------------------------------

/** "If another friendly unit would die, recall it instead." (a passive, not used up) */
const WARDEN = testCard({
  id: 'tst-warden',
  name: text('Test Warden'),
  type: 'unit',
  might: 3,
  abilities: [
    {
      kind: 'passive',
      effect: {
        insteadOfDeath: { kind: 'unit', side: 'friendly', other: true },
        steps: [{ do: 'recall', what: 0 }],
      },
    },
  ],
});

describe('RB 365.1: passive abilities can be replacement effects', () => {
  it('RB 365.1: while the Warden is on the board a friendly unit killed is recalled instead, every time', () => {
    const t = duel(
      {
        base: [{ card: WARDEN, tag: 'warden' }],
        bf0: [{ card: MOTE, tag: 'mote' }],
        hand: [SLAY, SLAY],
        runes: runes(2),
      },
      {},
    );
    for (let k = 0; k < 2; k++) {
      pick(t, `play ${name(SLAY)}`);
      target(t, 'mote');
      settle(t);
      expect(t.zone('p0:trash').filter((c) => c === MOTE)).toEqual([]);
      expect(t.zone('p0:base')).toContain(MOTE);
    }
    expect(cites(t, 'RB 365.1')).toBe(true);
  });

  it('RB 365.1: the Warden itself is not "another" unit: killed, it dies', () => {
    const t = duel({ base: [{ card: WARDEN, tag: 'warden' }], hand: [SLAY], runes: runes(2) }, {});
    pick(t, `play ${name(SLAY)}`);
    target(t, 'warden');
    settle(t);
    expect(t.zone('p0:trash')).toContain(WARDEN);
  });
});

// ---- RB 725.1, RB 725.2: an attached card's own attach / detach text ------------------------------

/** Equipment: "When I'm attached, draw 1. When I'm detached, draw 1." */
const CHARM = testCard({
  id: 'tst-charm',
  name: text('Test Charm'),
  type: 'gear',
  tags: ['Equipment'],
  keywords: { equip: 1 },
  abilities: [
    { kind: 'equip', cost: { energy: 1 } },
    { kind: 'triggered', on: { on: 'attached', who: 'me' }, steps: [{ do: 'draw', n: 1 }] },
    { kind: 'triggered', on: { on: 'detached', who: 'me' }, steps: [{ do: 'draw', n: 1 }] },
  ],
});

describe('RB 725: inactive text that acts as it attaches and detaches', () => {
  it('RB 725.1, RB 725.2: the Charm draws as it is attached, though its text is then Inactive, and again as it detaches', () => {
    const t = duel(
      {
        base: [
          { card: CHARM, tag: 'charm' },
          { card: MOTE, tag: 'mote' },
        ],
        hand: [SLAY],
        runes: runes(2),
        deck: [PHANTOM, DRAKE],
      },
      {},
    );
    pick(t, `activate ability 1 of ${name(CHARM)}`);
    settle(t);
    expect(t.tagged('charm').linkedTo).toBe(t.tagged('mote').id);
    // RB 725.1: the attach trigger drew the top card.
    expect(t.zone('p0:hand')).toEqual([SLAY, DRAKE]);
    // The unit dies; the Charm detaches (RB 719.5) and its detach trigger draws.
    pick(t, `play ${name(SLAY)}`);
    target(t, 'mote');
    settle(t);
    expect(t.tagged('charm').linkedTo).toBeUndefined();
    expect(t.zone('p0:hand')).toEqual([DRAKE, PHANTOM]);
  });
});

// ---- RB 411.1.a.1: reacting to a reveal -----------------------------------------------------------

/** "Reveal the top card of your deck: a spell goes to your hand, anything else to the bottom." */
const PEEK = testCard({
  id: 'tst-peek',
  name: text('Test Peek'),
  type: 'spell',
  abilities: [{ kind: 'spell', steps: [{ do: 'reveal-top', ifSpell: 'hand', otherwise: 'recycle' }] }],
});
/** "When you reveal a card, buff me." */
const SEER = testCard({
  id: 'tst-seer',
  name: text('Test Seer'),
  type: 'unit',
  might: 2,
  abilities: [
    { kind: 'triggered', on: { on: 'revealed', who: 'you' }, steps: [{ do: 'buff', what: 'self' }] },
  ],
});
/** A unit: "When I'm revealed, draw 1." */
const SHY = testCard({
  id: 'tst-shy',
  name: text('Test Shy'),
  type: 'unit',
  might: 1,
  abilities: [{ kind: 'triggered', on: { on: 'revealed', who: 'me' }, steps: [{ do: 'draw', n: 1 }] }],
});

describe('RB 411.1.a.1: cards refer to being revealed', () => {
  it('RB 411.1.a.1: another card (the Seer) and the revealed card itself (the Shy, from the deck) react to the reveal', () => {
    const t = duel(
      { base: [{ card: SEER, tag: 'seer' }], hand: [PEEK], runes: runes(2), deck: [PHANTOM, SHY] },
      {},
    );
    pick(t, `play ${name(PEEK)}`);
    settle(t);
    // The Shy was revealed and recycled to the bottom; its own trigger drew the Phantom.
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
    expect(t.zone('p0:deck')).toEqual([SHY]);
    expect((t.tagged('seer').data as { buff?: number }).buff).toBe(1);
  });
});

// ---- RB 729: keywords act in the order the card lists them ----------------------------------------

const ORDER_A = testCard({
  id: 'tst-ordera',
  name: text('Test Order A'),
  type: 'unit',
  might: 1,
  keywords: { weaponmaster: 1, vision: 1 },
});
const ORDER_B = testCard({
  id: 'tst-orderb',
  name: text('Test Order B'),
  type: 'unit',
  might: 1,
  keywords: { vision: 1, weaponmaster: 1 },
});

describe('RB 729: keywords in the order listed', () => {
  it('RB 729: the play effects of Weaponmaster and Vision are queued in the card’s own order', () => {
    const order = (card: string) => {
      const t = duel({ hand: [card], runes: runes(2), deck: [PHANTOM] }, {});
      pick(t, `play ${name(card)}`);
      for (let i = 0; i < 10 && t.decision()!.domain.type !== 'order'; i++)
        if (t.kind === 'priority') t.pass();
        else t.choose(domainOptions(t.decision()!)[0].id, t.decision()!.player);
      // The keyword each offered trigger is (its queued ability names it).
      const keywordOf = (id: string) => {
        const q = t.state.triggers.find((x) => String(x.id) === id);
        return (q?.data as { at: { path: string[] } } | undefined)?.at.path[0];
      };
      return domainOptions(t.decision()!).map((o) => keywordOf(o.id));
    };
    expect(order(ORDER_A)).toEqual(['weaponmaster', 'vision']);
    expect(order(ORDER_B)).toEqual(['vision', 'weaponmaster']);
  });
});

// ---- RB 185.4.b: control of an ability's source changes, the ability's does not --------------------

/** Gear: "[E]: Draw 1." */
const LANTERN = testCard({
  id: 'tst-lantern',
  name: text('Test Lantern'),
  type: 'gear',
  abilities: [{ kind: 'activated', cost: { exhaust: true }, steps: [{ do: 'draw', n: 1 }] }],
});
/** Reaction: "Gain control of a gear." */
const GRAB = testCard({
  id: 'tst-grab',
  name: text('Test Grab'),
  type: 'spell',
  keywords: { reaction: 1 },
  abilities: [
    { kind: 'spell', targets: [{ sel: { kind: 'gear' } }], steps: [{ do: 'take-control', what: 0 }] },
  ],
});

describe('RB 185.4.b: changing control of a source leaves its ability with its controller', () => {
  it('RB 185.4.b: player 1 takes the Lantern while its ability is on the chain; the ability still draws for player 0', () => {
    const t = duel(
      { base: [{ card: LANTERN, tag: 'lantern' }], deck: [PHANTOM] },
      { hand: [GRAB], runes: runes(2), deck: [DRAKE] },
    );
    pick(t, `activate ability 1 of ${name(LANTERN)}`);
    for (let i = 0; i < 10 && !(t.kind === 'priority' && t.decision()!.player === 1); i++)
      if (t.kind === 'priority') t.pass();
      else t.choose(domainOptions(t.decision()!)[0].id, t.decision()!.player);
    pick(t, `play ${name(GRAB)}`);
    target(t, 'lantern');
    settle(t);
    // The Lantern is player 1's now, in their base...
    expect(t.tagged('lantern').controller).toBe(1);
    expect(t.zone('p1:base')).toEqual([LANTERN]);
    // ...but the ability activated by player 0 resolved for player 0.
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
    expect(t.zone('p1:hand')).toEqual([]);
    expect(cites(t, 'RB 185.4.b')).toBe(true);
  });
});

// ---- RB 454.1.b: becoming a copy, in the traits layer -----------------------------------------------

/** "Choose a friendly unit and another unit. The first becomes a copy of the second this turn." */
const MIMIC = testCard({
  id: 'tst-mimic',
  name: text('Test Mimic'),
  type: 'spell',
  abilities: [
    {
      kind: 'spell',
      targets: [{ sel: { kind: 'unit', side: 'friendly' } }, { sel: { kind: 'unit' } }],
      steps: [{ do: 'become-copy', what: 0, of: 1, until: 'turn' }],
    },
  ],
});

describe('RB 454.1.b: one object becomes a copy of another', () => {
  it('RB 454.1.b, RB 454.1.b.1: the Mote takes the Warden’s Might and rules text in the traits layer; its buff still adds on top', () => {
    const t = duel(
      {
        base: [{ card: MOTE, tag: 'mote', buff: 1 }],
        bf0: [{ card: WARDEN, tag: 'warden' }],
        hand: [MIMIC, SLAY],
        runes: runes(2),
      },
      {},
    );
    expect(might(t.state as never, t.tagged('mote').id)).toBe(2);
    pick(t, `play ${name(MIMIC)}`);
    pickTagged(t, 'mote');
    pickTagged(t, 'warden');
    settle(t);
    // Printed 1 becomes the Warden's 3 (traits layer), then the buff's +1 (arithmetic layer).
    expect(might(t.state as never, t.tagged('mote').id)).toBe(4);
    // The copied rules text works: the Warden is "another friendly unit" for the Mote's copy of
    // its replacement, so killing the Warden recalls it instead.
    pick(t, `play ${name(SLAY)}`);
    target(t, 'warden');
    settle(t);
    expect(t.zone('p0:trash')).toEqual([MIMIC, SLAY]);
    expect(t.zone('p0:base')).toContain(WARDEN);
  });
});

// ---- RB 368.1: the player acted on orders the replacements ------------------------------------------

const alchemist = (id: string, en: string) =>
  testCard({
    id,
    name: text(en),
    type: 'unit',
    might: 2,
    abilities: [{ kind: 'passive', effect: { insteadOfDraw: 'you', steps: [{ do: 'buff', what: 'self' }] } }],
  });
/** "If you would draw, buff me instead." (two of them) */
const ALCH_A = alchemist('tst-alcha', 'Test Alchemist A');
const ALCH_B = alchemist('tst-alchb', 'Test Alchemist B');
/** Reaction: "Draw 1." */
const QUICK = testCard({
  id: 'tst-quick',
  name: text('Test Quick'),
  type: 'spell',
  keywords: { reaction: 1 },
  abilities: [{ kind: 'spell', steps: [{ do: 'draw', n: 1 }] }],
});

describe('RB 368.1: replacements acting on a player', () => {
  it('RB 368.1, RB 365.1: player 1 draws on player 0’s turn; player 1 (not the turn player) chooses which replacement applies, and only it applies', () => {
    const t = duel(
      { base: [LANTERN], deck: [DRAKE] },
      {
        base: [
          { card: ALCH_A, tag: 'a' },
          { card: ALCH_B, tag: 'b' },
        ],
        hand: [QUICK],
        runes: runes(2),
        deck: [PHANTOM],
      },
    );
    pick(t, `activate ability 1 of ${name(LANTERN)}`);
    for (let i = 0; i < 10 && !(t.kind === 'priority' && t.decision()!.player === 1); i++)
      if (t.kind === 'priority') t.pass();
      else t.choose(domainOptions(t.decision()!)[0].id, t.decision()!.player);
    pick(t, `play ${name(QUICK)}`);
    for (let i = 0; i < 10 && t.kind !== 'choose-replacement'; i++)
      if (t.kind === 'priority') t.pass();
      else t.choose(domainOptions(t.decision()!)[0].id, t.decision()!.player);
    expect(t.kind).toBe('choose-replacement');
    expect(t.decision()!.player).toBe(1);
    expect(t.decision()!.rule).toBe('RB 368.1');
    pick(t, `replace the draw with ${name(ALCH_B)}`);
    settle(t);
    const buffed = (tag: string) => (t.tagged(tag).data as { buff?: number }).buff ?? 0;
    expect([buffed('a'), buffed('b')]).toEqual([0, 1]);
    // The draw was replaced: the Phantom is still in the deck.
    expect(t.zone('p1:hand')).toEqual([]);
    expect(t.zone('p1:deck')).toEqual([PHANTOM]);
  });

  it('RB 365.1: with one such replacement the draw is replaced without a question', () => {
    const t = duel(
      { base: [{ card: ALCH_A, tag: 'a' }], hand: [QUICK], runes: runes(1), deck: [PHANTOM] },
      {},
    );
    pick(t, `play ${name(QUICK)}`);
    settle(t);
    expect((t.tagged('a').data as { buff?: number }).buff).toBe(1);
    expect(t.zone('p0:hand')).toEqual([]);
  });
});
