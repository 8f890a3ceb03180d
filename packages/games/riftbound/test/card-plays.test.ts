/**
 * What each card of the nine decks does, played through the whole engine: a board set up with the
 * scenario schema, the card played (or its trigger reached) by choosing options by their labels as
 * a player would, and the result read from the zones and the computed Might. These complement the
 * data checks beside each card file (src/cards/<set>/<card>.test.ts): each case here fails if the
 * card's behaviour changes, whatever its data says.
 */
import { domainOptions, optionText, type Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import riftbound from '../src/index.ts';
import { duel } from './kit.ts';

const FURY = 'ogn-007-298';
const CALM = 'ogn-042-298';
const MIND = 'ogn-089-298';
const BODY = 'ogn-126-298';
const CHAOS = 'ogn-166-298';
const ORDER = 'ogn-214-298';
const PORO = 'ogn-013-298'; // Pouty Poro, 2 Might, Deflect
const PHANTOM = 'ogn-049-298'; // Playful Phantom, no abilities
const DRAKE = 'ogn-142-298'; // Mountain Drake, no abilities

const runes = (id: string, n: number) => Array.from({ length: n }, () => id);
const deck = (n: number) => Array.from({ length: n }, () => PHANTOM);
const name = (id: string) => CARDS[id].name.en;
/** The label of a Standard Move to battlefield `i`: named by its card, as a player names it. */
const moveTo = (t: Ruling, i: number) =>
  `Standard Move to ${name(t.state.objects[t.state.g.battlefields[i].obj].card)}`;

/** Choose the first option whose English label is `label` (or contains it): copies of a card share a label. */
function pick(t: Ruling, label: string, player?: number): Ruling {
  const d = t.decision(player);
  if (!d) throw new Error(`nothing is asked (wanted "${label}")`);
  const opts = domainOptions(d);
  const texts = opts.map((o) => optionText(riftbound, o, 'en'));
  let i = texts.indexOf(label);
  if (i < 0) i = texts.findIndex((x) => x.includes(label));
  if (i < 0)
    throw new Error(`no option "${label}" for ${d.kind} of player ${d.player}: ${texts.join(' | ')}`);
  return t.choose(opts[i].id, d.player);
}
/** Play a card from hand; when several ways to pay are offered, the first. */
function play(t: Ruling, id: string): Ruling {
  pick(t, `play ${name(id)}`);
  if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
  return t;
}
/** Pass priority until the turn player is asked for an action again (the chain has resolved). */
function resolve(t: Ruling): Ruling {
  for (let i = 0; i < 20 && (t.kind === 'priority' || t.kind === 'pay'); i++)
    if (t.kind === 'pay') t.choose(domainOptions(t.decision()!)[0].id);
    else t.pass();
  return t;
}
/**
 * Answer what is asked until a player is asked for an action again: priority is passed, the first
 * way to pay and the first unit to receive combat damage are taken, and every other question is answered with the next label of `answers`
 * (a question with no label left fails the test, naming its options).
 */
function drive(t: Ruling, ...answers: string[]): Ruling {
  const left = [...answers];
  for (let i = 0; i < 60; i++) {
    const d = t.decision();
    if (!d) return t;
    if (d.kind === 'action' && left.length === 0) return t;
    if (d.kind === 'priority' && !(left.length && t.labels().some((l) => l.includes(left[0])))) t.pass();
    else if (d.kind === 'pay' || d.kind === 'assign-damage') t.choose(domainOptions(d)[0].id);
    else if (left.length) pick(t, left.shift()!);
    else throw new Error(`unexpected ${d.kind} of player ${d.player}: ${t.labels().join(' | ')}`);
  }
  throw new Error('drive: too many steps');
}
const might = (t: Ruling, tag: string) => t.characteristic(tag, 'might') as number;
const count = (t: Ruling, zone: string, card: string) => t.zone(zone).filter((c) => c === card).length;
/** Whether the first object of `card` in `zone` is exhausted. */
function exhaustedIn(t: Ruling, zone: string, card: string): boolean {
  const id = t.state.zones[zone].objects.find((o) => t.state.objects[o].card === card);
  if (id === undefined) throw new Error(`no ${card} in ${zone}`);
  return (t.state.objects[id].data as { exhausted?: boolean }).exhausted === true;
}
const exhausted = (t: Ruling, tag: string) =>
  (t.tagged(tag).data as { exhausted?: boolean }).exhausted === true;
const damage = (t: Ruling, tag: string) => (t.tagged(tag).data as { damage?: number }).damage ?? 0;

describe('cards played through the engine', () => {
  it('Disintegrate (OGN-005): 3 damage to a unit at a battlefield, a draw only if it died', () => {
    const t = duel(
      { hand: ['ogn-005-298', 'ogn-005-298'], runes: runes(FURY, 8), deck: deck(3) },
      {
        bf1: [
          { card: PORO, tag: 'small' },
          { card: DRAKE, tag: 'big' },
        ],
      },
    );
    resolve(pick(play(t, 'ogn-005-298'), name(DRAKE)));
    expect(damage(t, 'big')).toBe(3);
    expect(t.zone('p0:hand')).toHaveLength(1);
    resolve(pick(play(t, 'ogn-005-298'), name(PORO)));
    expect(t.zone('p1:trash')).toContain(PORO);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Get Excited! (OGN-008): discard a card, its Energy cost as damage to a battlefield unit', () => {
    const t = duel(
      { hand: ['ogn-008-298', 'ogn-030-298'], runes: runes(FURY, 6) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM] },
    );
    resolve(pick(play(t, 'ogn-008-298'), name(DRAKE)));
    expect(t.zone('p0:trash')).toContain('ogn-030-298');
    expect(damage(t, 'big')).toBe(3);
  });

  it('Void Seeker (OGN-024): 4 damage to a battlefield unit and a draw', () => {
    const t = duel(
      { hand: ['ogn-024-298'], runes: runes(FURY, 6), deck: deck(2) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM] },
    );
    play(t, 'ogn-024-298');
    pick(t, name(DRAKE));
    expect(damage(t, 'big')).toBe(4);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Falling Star (OGN-029): two 3-damage hits, each on a unit chosen for it', () => {
    const t = duel(
      { hand: ['ogn-029-298'], runes: runes(FURY, 6), base: [{ card: DRAKE, tag: 'mine' }] },
      { bf1: [{ card: DRAKE, tag: 'big' }] },
    );
    play(t, 'ogn-029-298');
    pick(t, name(DRAKE));
    pick(t, name(DRAKE));
    expect(damage(t, 'big') + damage(t, 'mine')).toBe(6);
  });

  it('Charm (OGN-043): an enemy unit is moved', () => {
    const t = duel(
      { hand: ['ogn-043-298'], runes: runes(CALM, 4) },
      { base: [{ card: DRAKE, tag: 'd' }] },
      { control: [null, null] },
    );
    play(t, 'ogn-043-298');
    const before = t.tagged('d').zone;
    for (let i = 0; i < 3 && t.decision()?.kind !== 'action'; i++) pick(t, t.labels()[0]);
    expect(t.zone('p1:base')).not.toContain(DRAKE);
    expect(before).toBe('p1:base');
  });

  it('En Garde (OGN-046): +1 Might, +1 more when the unit is alone where it is', () => {
    const t = duel({
      hand: ['ogn-046-298', 'ogn-046-298'],
      runes: runes(CALM, 4),
      base: [{ card: PORO, tag: 'a' }, PORO],
      bf0: [{ card: PHANTOM, tag: 'alone' }],
    });
    resolve(pick(play(t, 'ogn-046-298'), name(PHANTOM)));
    expect(might(t, 'alone')).toBe(7);
    play(t, 'ogn-046-298');
    pick(t, name(PORO));
    expect(might(t, 'a') + might(t, 'alone')).toBe(10);
  });

  it('Meditation (OGN-048): exhausting a unit as it is played draws two, else one', () => {
    const t = duel({
      hand: ['ogn-048-298', 'ogn-048-298'],
      runes: runes(CALM, 4),
      base: [{ card: PORO, tag: 'p' }],
      deck: deck(5),
    });
    play(t, 'ogn-048-298');
    pick(t, 'yes');
    if (t.kind === 'target') pick(t, name(PORO));
    resolve(t);
    const handAfterFirst = t.zone('p0:hand').length;
    expect(handAfterFirst).toBe(3);
    expect(exhausted(t, 'p')).toBe(true);
    // The only unit is exhausted now: no optional cost to pay, one card.
    resolve(play(t, 'ogn-048-298'));
    expect(t.zone('p0:hand').length).toBe(3);
  });

  it('Stand United (OGN-053): buffs a unit; this turn every buff of yours is worth +1 more', () => {
    const t = duel({
      hand: ['ogn-053-298'],
      runes: runes(CALM, 4),
      base: [
        { card: PORO, tag: 'p' },
        { card: PHANTOM, tag: 'b', buff: 1 },
      ],
    });
    play(t, 'ogn-053-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(4);
    expect(might(t, 'b')).toBe(7);
  });

  it('Last Stand (OGN-069): doubles a friendly unit’s Might and gives it Temporary', () => {
    const t = duel({
      hand: ['ogn-069-298'],
      runes: runes(CALM, 5),
      base: [{ card: PORO, tag: 'p' }, PHANTOM],
    });
    play(t, 'ogn-069-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(4);
    expect(t.characteristic('p', 'keywords')).toMatchObject({ temporary: 1 });
  });

  it('Consult the Past (OGN-083): draw two', () => {
    const t = duel({ hand: ['ogn-083-298'], runes: runes(MIND, 5), deck: deck(3) });
    play(t, 'ogn-083-298');
    expect(t.zone('p0:hand')).toEqual([PHANTOM, PHANTOM]);
  });

  it('Falling Comet (OGN-085): 6 damage to a unit at a battlefield, not one in a base', () => {
    const t = duel(
      { hand: ['ogn-085-298'], runes: runes(MIND, 6) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM], base: [{ card: DRAKE, tag: 'home' }] },
    );
    play(t, 'ogn-085-298');
    expect(t.labels().filter((l) => l.includes(name(DRAKE)))).toHaveLength(1);
    pick(t, name(DRAKE));
    expect(damage(t, 'big')).toBe(6);
    expect(damage(t, 'home')).toBe(0);
  });

  it('Smoke Screen (OGN-093): −4 Might this turn, not below 1', () => {
    const t = duel(
      { hand: ['ogn-093-298'], runes: runes(MIND, 4) },
      {
        base: [
          { card: PHANTOM, tag: 'p' },
          { card: DRAKE, tag: 'd' },
        ],
      },
    );
    play(t, 'ogn-093-298');
    pick(t, name(PHANTOM));
    expect(might(t, 'p')).toBe(1);
  });

  it('Sprite Call (OGN-094): a ready 3-Might Sprite token with Temporary', () => {
    const t = duel({ hand: ['ogn-094-298'], runes: runes(MIND, 4) });
    play(t, 'ogn-094-298');
    while (t.decision()?.kind !== 'action') pick(t, t.labels()[0]);
    expect(t.zone('p0:base')).toEqual(['ogn-274-298']);
    expect(exhaustedIn(t, 'p0:base', 'ogn-274-298')).toBe(false);
    t.expect({ characteristic: { of: { zone: 'p0:base', card: 'ogn-274-298' }, name: 'might', equals: 3 } });
    t.expect({
      characteristic: {
        of: { zone: 'p0:base', card: 'ogn-274-298' },
        name: 'keywords',
        equals: { temporary: 1 },
      },
    });
  });

  it('Stupefy (OGN-095): −1 Might not below 1, and a draw', () => {
    const t = duel(
      { hand: ['ogn-095-298'], runes: runes(MIND, 2), deck: deck(1) },
      { base: [{ card: PORO, tag: 'p' }, DRAKE] },
    );
    play(t, 'ogn-095-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(1);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Singularity (OGN-105): 6 damage to each of up to two units', () => {
    const t = duel(
      { hand: ['ogn-105-298'], runes: runes(MIND, 9) },
      {
        base: [
          { card: DRAKE, tag: 'a' },
          { card: DRAKE, tag: 'b' },
          { card: DRAKE, tag: 'c' },
        ],
      },
    );
    play(t, 'ogn-105-298');
    const d = t.decision();
    expect(d?.kind).toBe('target');
    pick(t, name(DRAKE));
    pick(t, name(DRAKE));
    if (t.kind === 'target') pick(t, 'done choosing');
    resolve(t);
    const dealt = ['a', 'b', 'c'].map((x) => damage(t, x)).sort();
    expect(dealt).toEqual([0, 6, 6]);
  });

  it('Discipline (OGN-058): +2 Might this turn and a draw', () => {
    const t = duel(
      { hand: ['ogn-058-298'], runes: runes(CALM, 3), deck: deck(1) },
      { base: [{ card: PORO, tag: 'p' }, DRAKE] },
    );
    resolve(pick(play(t, 'ogn-058-298'), name(PORO)));
    expect(might(t, 'p')).toBe(4);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Challenge (OGN-128): a friendly and an enemy unit deal their Might to each other', () => {
    const t = duel(
      { hand: ['ogn-128-298'], runes: runes(BODY, 4), base: [{ card: PHANTOM, tag: 'mine' }, PORO] },
      { base: [{ card: 'ogn-130-298', tag: 'theirs' }, DRAKE] },
    );
    play(t, 'ogn-128-298');
    pick(t, name(PHANTOM));
    resolve(pick(t, name('ogn-130-298')));
    expect(damage(t, 'mine')).toBe(3);
    expect(t.zone('p1:trash')).toContain('ogn-130-298');
  });

  it('Confront (OGN-129): units you play later this turn enter ready; draw one', () => {
    const t = duel({ hand: ['ogn-129-298', PORO], runes: runes(BODY, 5), deck: deck(1) });
    resolve(play(t, 'ogn-129-298'));
    expect(t.zone('p0:hand')).toContain(PHANTOM);
    resolve(play(t, PORO));
    expect(exhaustedIn(t, 'p0:base', PORO)).toBe(false);
  });

  it('Mobilize (OGN-134): channels a rune exhausted; with an empty rune deck, draws instead', () => {
    const t = duel({
      hand: ['ogn-134-298', 'ogn-134-298'],
      runes: runes(BODY, 4),
      runeDeck: [BODY],
      deck: deck(2),
    });
    resolve(play(t, 'ogn-134-298'));
    expect(t.zone('p0:runes')).toHaveLength(5);
    expect(t.zone('p0:hand')).toHaveLength(1);
    resolve(play(t, 'ogn-134-298'));
    expect(t.zone('p0:runes')).toHaveLength(5);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Fight or Flight (OGN-168): a unit at a battlefield goes to its base', () => {
    const t = duel(
      { hand: ['ogn-168-298'], runes: runes(CHAOS, 3) },
      { bf1: [{ card: DRAKE, tag: 'd' }, PORO] },
    );
    resolve(pick(play(t, 'ogn-168-298'), name(DRAKE)));
    expect(t.zone('p1:base')).toEqual([DRAKE]);
  });

  it('Gust (OGN-169): a battlefield unit of Might 3 or less returns to its owner’s hand', () => {
    const t = duel({ hand: ['ogn-169-298'], runes: runes(CHAOS, 2) }, { bf1: [DRAKE, PORO], base: [PORO] });
    play(t, 'ogn-169-298');
    expect(t.labels()).not.toContain(name(DRAKE));
    resolve(t.kind === 'target' ? pick(t, name(PORO)) : t);
    expect(t.zone('p1:hand')).toEqual([PORO]);
    expect(t.zone('bf1')).toEqual([DRAKE]);
  });

  it('Morbid Return (OGN-170): a unit card from your trash to your hand', () => {
    const t = duel({ hand: ['ogn-170-298'], runes: runes(CHAOS, 3), trash: [PORO, 'ogn-005-298', DRAKE] });
    play(t, 'ogn-170-298');
    expect(t.labels()).not.toContain(name('ogn-005-298'));
    resolve(pick(t, name(DRAKE)));
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
  });

  it('Fading Memories (OGN-180): Temporary on a battlefield unit, which dies at its controller’s next Beginning Phase', () => {
    const t = duel(
      { hand: ['ogn-180-298'], runes: runes(CHAOS, 6) },
      { bf1: [{ card: DRAKE, tag: 'd' }, PORO], deck: deck(3) },
    );
    resolve(pick(play(t, 'ogn-180-298'), name(DRAKE)));
    expect(t.characteristic('d', 'keywords')).toMatchObject({ temporary: 1 });
    pick(t, 'end the turn');
    for (let i = 0; i < 10 && !(t.decision()?.player === 1 && t.kind === 'action'); i++) t.pass();
    expect(t.zone('p1:trash')).toContain(DRAKE);
  });

  it('Back to Back (OGN-206): two friendly units get +2 Might each', () => {
    const t = duel({
      hand: ['ogn-206-298'],
      runes: runes(ORDER, 4),
      base: [{ card: PORO, tag: 'a' }, { card: PHANTOM, tag: 'b' }, DRAKE],
    });
    play(t, 'ogn-206-298');
    pick(t, name(PORO));
    pick(t, name(PHANTOM));
    resolve(t);
    expect([might(t, 'a'), might(t, 'b')]).toEqual([4, 7]);
  });

  it('Cull the Weak (OGN-209): each player kills one of their own units', () => {
    const t = duel(
      { hand: ['ogn-209-298'], runes: runes(ORDER, 4), base: [PORO, DRAKE] },
      { base: [PORO, PHANTOM] },
    );
    play(t, 'ogn-209-298');
    for (let i = 0; i < 6 && t.kind !== 'action'; i++) {
      if (t.kind === 'priority') t.pass();
      else pick(t, name(PORO));
    }
    expect(t.zone('p0:trash')).toEqual(expect.arrayContaining([PORO]));
    expect(t.zone('p1:trash')).toEqual([PORO]);
    expect(t.zone('p0:base')).toEqual([DRAKE]);
  });

  it('Hidden Blade (OGN-213): kills a battlefield unit; its controller draws two', () => {
    const t = duel({ hand: ['ogn-213-298'], runes: runes(ORDER, 4) }, { bf1: [DRAKE, PORO], deck: deck(3) });
    resolve(pick(play(t, 'ogn-213-298'), name(DRAKE)));
    expect(t.zone('p1:trash')).toEqual([DRAKE]);
    expect(t.zone('p1:hand')).toHaveLength(2);
  });

  it('Vengeance (OGN-229): kills a unit anywhere', () => {
    const t = duel({ hand: ['ogn-229-298'], runes: runes(ORDER, 6) }, { base: [DRAKE, PORO] });
    resolve(pick(play(t, 'ogn-229-298'), name(DRAKE)));
    expect(t.zone('p1:trash')).toEqual([DRAKE]);
  });

  it('Grand Strategem (OGN-233): every friendly unit +5 Might this turn', () => {
    const t = duel(
      {
        hand: ['ogn-233-298'],
        runes: runes(ORDER, 9),
        base: [{ card: PORO, tag: 'a' }],
        bf0: [{ card: PHANTOM, tag: 'b' }],
      },
      { base: [{ card: PORO, tag: 'e' }] },
    );
    resolve(play(t, 'ogn-233-298'));
    expect([might(t, 'a'), might(t, 'b'), might(t, 'e')]).toEqual([7, 10, 2]);
  });

  it('Firestorm (OGS-002): 3 damage to every enemy unit at the chosen battlefield', () => {
    const t = duel(
      { hand: ['ogs-002-024'], runes: runes(FURY, 8), bf1: [{ card: DRAKE, tag: 'mine' }] },
      {
        bf1: [
          { card: DRAKE, tag: 'e1' },
          { card: PHANTOM, tag: 'e2' },
        ],
        base: [{ card: DRAKE, tag: 'home' }],
      },
    );
    play(t, 'ogs-002-024');
    const bf1 = t.state.objects[t.state.zones.battlefields.objects[1]].card;
    if (t.kind === 'target') pick(t, name(bf1));
    resolve(t);
    expect([damage(t, 'e1'), damage(t, 'e2'), damage(t, 'mine'), damage(t, 'home')]).toEqual([3, 3, 0, 0]);
  });

  it('Incinerate (OGS-003): 2 damage to a unit at a battlefield', () => {
    const t = duel(
      { hand: ['ogs-003-024'], runes: runes(FURY, 3) },
      { bf1: [{ card: DRAKE, tag: 'd' }, PHANTOM] },
    );
    resolve(pick(play(t, 'ogs-003-024'), name(DRAKE)));
    expect(damage(t, 'd')).toBe(2);
  });

  it('Gentlemen’s Duel (OGS-008): +3 Might, then it and an enemy unit deal their Might to each other', () => {
    const t = duel(
      { hand: ['ogs-008-024'], runes: runes(BODY, 8), base: [{ card: PORO, tag: 'mine' }, PHANTOM] },
      { base: [{ card: 'ogn-130-298', tag: 'e' }, DRAKE] },
    );
    play(t, 'ogs-008-024');
    pick(t, name(PORO));
    resolve(pick(t, name('ogn-130-298')));
    expect(might(t, 'mine')).toBe(5);
    expect(damage(t, 'mine')).toBe(3);
    expect(t.zone('p1:trash')).toContain('ogn-130-298');
  });

  it('Flash (OGS-011): up to two friendly units move to base', () => {
    const t = duel({ hand: ['ogs-011-024'], runes: runes(CHAOS, 3), bf0: [PORO, PHANTOM, DRAKE] });
    play(t, 'ogs-011-024');
    pick(t, name(PORO));
    pick(t, name(PHANTOM));
    if (t.kind === 'target') pick(t, 'done choosing');
    resolve(t);
    expect(t.zone('p0:base').sort()).toEqual([PHANTOM, PORO].sort());
    expect(t.zone('bf0')).toEqual([DRAKE]);
  });

  it('Blast of Power (OGS-012): kills a unit at a battlefield, never one in a base', () => {
    const t = duel(
      { hand: ['ogs-012-024'], runes: runes(ORDER, 8) },
      { bf1: [DRAKE, PORO], base: [PHANTOM] },
    );
    play(t, 'ogs-012-024');
    expect(t.labels()).not.toContain(name(PHANTOM));
    resolve(pick(t, name(DRAKE)));
    expect(t.zone('p1:trash')).toEqual([DRAKE]);
  });

  it('Final Spark (OGS-022): 8 damage to a unit', () => {
    const t = duel(
      { hand: ['ogs-022-024'], runes: [...runes(MIND, 5), ...runes(ORDER, 5)] },
      { base: [{ card: DRAKE, tag: 'd' }, PORO] },
    );
    resolve(pick(play(t, 'ogs-022-024'), name(DRAKE)));
    expect(damage(t, 'd')).toBe(8);
  });

  it('Decisive Strike (OGS-024): every friendly unit +2 Might this turn', () => {
    const t = duel(
      {
        hand: ['ogs-024-024'],
        runes: [...runes(BODY, 4), ...runes(ORDER, 4)],
        base: [{ card: PORO, tag: 'a' }],
      },
      { base: [{ card: PORO, tag: 'e' }] },
    );
    resolve(play(t, 'ogs-024-024'));
    expect([might(t, 'a'), might(t, 'e')]).toEqual([4, 2]);
  });

  it('Recruit the Vanguard (OGS-015): four 1-Might Recruit tokens', () => {
    const t = duel({ hand: ['ogs-015-024'], runes: runes(ORDER, 7) });
    play(t, 'ogs-015-024');
    for (let i = 0; i < 10 && t.kind !== 'action'; i++)
      t.kind === 'priority' ? t.pass() : pick(t, t.labels()[0]);
    const recruits = [...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')].filter((c) =>
      /^ogn-27[123]-298$/.test(c),
    );
    expect(recruits).toHaveLength(4);
  });

  it('Punch First (SFD-097): +5 Might this turn', () => {
    const t = duel(
      { hand: ['sfd-097-221'], runes: runes(BODY, 4) },
      { base: [{ card: PORO, tag: 'p' }, DRAKE] },
    );
    resolve(pick(play(t, 'sfd-097-221'), name(PORO)));
    expect(might(t, 'p')).toBe(7);
  });

  it('Frigid Touch (SFD-066): −2 Might this turn, twice when the Repeat cost is paid', () => {
    const t = duel(
      { hand: ['sfd-066-221', 'sfd-066-221'], runes: runes(MIND, 8) },
      {
        base: [
          { card: PHANTOM, tag: 'p' },
          { card: DRAKE, tag: 'd' },
        ],
      },
    );
    play(t, 'sfd-066-221');
    pick(t, 'no');
    resolve(pick(t, name(PHANTOM)));
    expect(might(t, 'p')).toBe(3);
    play(t, 'sfd-066-221');
    resolve(pick(t, 'yes'));
    pick(t, name(DRAKE));
    if (t.kind === 'target') pick(t, name(DRAKE));
    resolve(t);
    expect(might(t, 'd')).toBe(6);
  });

  it('Desert’s Call (SFD-031): a 2-Might Sand Soldier, two when the Repeat cost is paid', () => {
    const t = duel({ hand: ['sfd-031-221'], runes: runes(CALM, 6) });
    play(t, 'sfd-031-221');
    pick(t, 'yes');
    for (let i = 0; i < 10 && t.kind !== 'action'; i++)
      t.kind === 'priority' ? t.pass() : pick(t, t.labels()[0]);
    const soldiers = [...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')].filter(
      (c) => c === 'token-sand-soldier',
    );
    expect(soldiers).toHaveLength(2);
  });

  it('Wages of Pain (SFD-070): 3 damage to a battlefield unit and an exhausted Gold token', () => {
    const t = duel(
      { hand: ['sfd-070-221'], runes: runes(MIND, 4) },
      { bf1: [{ card: DRAKE, tag: 'd' }, PHANTOM] },
    );
    resolve(pick(play(t, 'sfd-070-221'), name(DRAKE)));
    expect(damage(t, 'd')).toBe(3);
    expect(t.zone('p0:base')).toEqual(['sfd-t03']);
  });

  it('Production Surge (SFD-076): 2 Energy less with a Mech; a Mech token and a draw', () => {
    const t = duel({ hand: ['sfd-076-221'], runes: runes(MIND, 3), base: ['token-mech'], deck: deck(1) });
    resolve(play(t, 'sfd-076-221'));
    expect(t.zone('p0:base')).toEqual(['token-mech', 'token-mech']);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Rocket Barrage (SFD-077): 4 damage to a unit in a base, or kill a gear', () => {
    const t = duel(
      { hand: ['sfd-077-221'], runes: runes(MIND, 6) },
      { base: [{ card: DRAKE, tag: 'd' }, PORO, 'ogn-090-298'] },
    );
    play(t, 'sfd-077-221');
    if (t.kind === 'repeat') pick(t, 'no');
    expect(t.labels()).toEqual(['4 damage to a unit in a base', 'destroy a gear']);
    drive(t, '4 damage', name(DRAKE));
    expect(damage(t, 'd')).toBe(4);
  });

  it('Show of Strength (SFD-106): one draw for each friendly Mighty unit', () => {
    const t = duel(
      { hand: ['sfd-106-221'], runes: runes(BODY, 3), base: [DRAKE, PHANTOM, PORO], deck: deck(4) },
      { base: [DRAKE] },
    );
    resolve(play(t, 'sfd-106-221'));
    expect(t.zone('p0:hand')).toHaveLength(2);
  });

  it('Danger Zone (SFD-182): your Mechs +1 Might this turn', () => {
    const t = duel({
      hand: ['sfd-182-221'],
      runes: [...runes(FURY, 3), ...runes(MIND, 3)],
      base: [
        { card: 'token-mech', tag: 'm' },
        { card: PORO, tag: 'p' },
      ],
    });
    play(t, 'sfd-182-221');
    if (t.kind === 'repeat') pick(t, 'no');
    resolve(t);
    expect([might(t, 'm'), might(t, 'p')]).toEqual([4, 2]);
  });

  it('Brazen Buccaneer (OGN-002): discarding a card as it is played makes it 2 Energy cheaper', () => {
    const t = duel({ hand: ['ogn-002-298', PORO], runes: runes(FURY, 4) });
    drive(play(t, 'ogn-002-298'), 'yes');
    expect(t.zone('p0:base')).toEqual(['ogn-002-298']);
    expect(t.zone('p0:trash')).toEqual([PORO]);
  });

  it('Brazen Buccaneer (OGN-002): declining the discard when only the discount makes it affordable plays nothing', () => {
    const t = duel({ hand: ['ogn-002-298', PORO], runes: runes(FURY, 4) });
    drive(play(t, 'ogn-002-298'), 'no');
    expect(t.zone('p0:hand')).toEqual(['ogn-002-298', PORO]);
    expect(t.zone('p0:base')).toEqual([]);
  });

  it('Flame Chompers (OGN-006): discarded, it may be played from the trash for 1 Fury Power', () => {
    const t = duel(
      { hand: ['ogn-008-298', 'ogn-006-298'], runes: runes(FURY, 6) },
      { bf1: [DRAKE, PHANTOM] },
    );
    drive(play(t, 'ogn-008-298'), name(DRAKE), 'pay');
    expect(t.zone('p0:trash')).not.toContain('ogn-006-298');
    expect([...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')]).toContain('ogn-006-298');
  });

  it('control: a unit played with no such effect enters exhausted (RB 142.4)', () => {
    const t = duel({ hand: [PORO], runes: runes(FURY, 3) });
    drive(play(t, PORO));
    expect(exhaustedIn(t, 'p0:base', PORO)).toBe(true);
  });

  it('Magma Wurm (OGN-011): other units you play enter ready', () => {
    const t = duel({ hand: [PORO], runes: runes(FURY, 3), base: ['ogn-011-298'] });
    drive(play(t, PORO));
    expect(exhaustedIn(t, 'p0:base', PORO)).toBe(false);
  });

  it('Dangerous Duo (OGN-016): with Legion (another card played first), a unit gets +2 Might', () => {
    const t = duel({
      hand: [PORO, 'ogn-016-298'],
      runes: runes(FURY, 6),
      base: [{ card: PHANTOM, tag: 'p' }],
    });
    drive(play(t, PORO));
    drive(play(t, 'ogn-016-298'), name(PHANTOM));
    expect(might(t, 'p')).toBe(7);
  });

  it('Dangerous Duo (OGN-016): without Legion, nothing', () => {
    const t = duel({ hand: ['ogn-016-298'], runes: runes(FURY, 6), base: [{ card: PHANTOM, tag: 'p' }] });
    drive(play(t, 'ogn-016-298'));
    expect(might(t, 'p')).toBe(5);
  });

  it('Vi, Destructive (OGN-036): recycling a trash card gives it +1 Might this turn', () => {
    const t = duel({ base: [{ card: 'ogn-036-298', tag: 'vi' }], trash: [PORO] });
    drive(t, name('ogn-036-298'));
    expect(might(t, 'vi')).toBe(4);
    expect(t.zone('p0:trash')).toEqual([]);
  });

  it('Immortal Phoenix (OGN-037): when your spell kills a unit, it may come back from the trash', () => {
    const t = duel(
      { hand: ['ogn-229-298'], runes: [...runes(ORDER, 6), ...runes(FURY, 3)], trash: ['ogn-037-298'] },
      { base: [DRAKE, PORO] },
    );
    drive(play(t, 'ogn-229-298'), name(DRAKE), 'pay');
    expect(t.zone('p0:trash')).not.toContain('ogn-037-298');
    expect([...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')]).toContain('ogn-037-298');
  });

  it('Lecturing Yordle (OGN-087): played, you draw a card', () => {
    const t = duel({ hand: ['ogn-087-298'], runes: runes(MIND, 3), deck: deck(2) });
    drive(play(t, 'ogn-087-298'));
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Ravenbloom Student (OGN-103): each spell you play gives it +1 Might this turn', () => {
    const t = duel(
      {
        hand: ['ogn-095-298', 'ogn-095-298'],
        runes: runes(MIND, 4),
        base: [{ card: 'ogn-103-298', tag: 's' }],
        deck: deck(2),
      },
      { base: [DRAKE, PHANTOM] },
    );
    drive(play(t, 'ogn-095-298'), name(DRAKE));
    drive(play(t, 'ogn-095-298'), name(DRAKE));
    expect(might(t, 's')).toBe(4);
  });

  it('Wraith of Echoes (OGN-118): the first friendly death of a turn draws a card, the second does not', () => {
    const t = duel({
      hand: ['ogn-229-298', 'ogn-229-298'],
      runes: runes(ORDER, 12),
      base: ['ogn-118-298', PORO, PHANTOM],
      deck: deck(3),
    });
    drive(play(t, 'ogn-229-298'), name(PORO));
    expect(t.zone('p0:hand')).toEqual(['ogn-229-298', PHANTOM]);
    drive(play(t, 'ogn-229-298'), name(PHANTOM));
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('First Mate (OGN-132): played, it readies another unit', () => {
    const t = duel({
      hand: ['ogn-132-298'],
      runes: runes(BODY, 3),
      base: [{ card: PHANTOM, tag: 'p', exhausted: true }],
    });
    drive(play(t, 'ogn-132-298'));
    expect(exhausted(t, 'p')).toBe(false);
  });

  it('Pit Rookie (OGN-136): played, it buffs another friendly unit', () => {
    const t = duel({ hand: ['ogn-136-298'], runes: runes(BODY, 3), base: [{ card: PHANTOM, tag: 'p' }] });
    drive(play(t, 'ogn-136-298'));
    expect(might(t, 'p')).toBe(6);
  });

  it('Stormclaw Ursine (OGN-137): played, it channels a rune exhausted', () => {
    const t = duel({ hand: ['ogn-137-298'], runes: runes(BODY, 7), runeDeck: [BODY] });
    drive(play(t, 'ogn-137-298'));
    expect(t.zone('p0:runes')).toHaveLength(8);
    expect(t.zone('p0:rune-deck')).toHaveLength(0);
  });

  it('Wildclaw Shaman (OGN-147): played, it may spend a buff to buff and ready itself', () => {
    const t = duel({
      hand: ['ogn-147-298'],
      runes: runes(BODY, 4),
      base: [{ card: PHANTOM, tag: 'p', buff: 1 }],
    });
    drive(play(t, 'ogn-147-298'), 'pay');
    expect(might(t, 'p')).toBe(5);
    t.expect({ characteristic: { of: { zone: 'p0:base', card: 'ogn-147-298' }, name: 'might', equals: 4 } });
    expect(exhaustedIn(t, 'p0:base', 'ogn-147-298')).toBe(false);
  });

  it('Cemetery Attendant (OGN-165): played, a unit card returns from your trash to your hand', () => {
    const t = duel({ hand: ['ogn-165-298'], runes: runes(CHAOS, 4), trash: [DRAKE, 'ogn-005-298', PORO] });
    drive(play(t, 'ogn-165-298'), name(DRAKE));
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
  });

  it('Undercover Agent (OGN-178): Deathknell — discard two, then draw two', () => {
    const t = duel({
      hand: ['ogn-229-298', PORO, PORO],
      runes: runes(ORDER, 6),
      base: ['ogn-178-298'],
      deck: deck(2),
    });
    drive(play(t, 'ogn-229-298'));
    expect(t.zone('p0:hand')).toEqual([PHANTOM, PHANTOM]);
    expect(t.zone('p0:trash')).toEqual(expect.arrayContaining([PORO, PORO, 'ogn-178-298']));
  });

  it('Scrapheap (OGN-182): a draw when it is played, when it is killed and when it is discarded', () => {
    const t = duel({ hand: ['ogn-182-298', 'ogn-229-298'], runes: runes(CHAOS, 8), deck: deck(3) });
    drive(play(t, 'ogn-182-298'));
    expect(t.zone('p0:hand')).toEqual(['ogn-229-298', PHANTOM]);
    expect(count(t, 'p0:base', 'ogn-182-298')).toBe(1);
    // Killed (Rocket Barrage's second mode): another draw.
    const k = duel({ hand: ['sfd-077-221'], runes: runes(MIND, 6), base: ['ogn-182-298'], deck: deck(2) });
    play(k, 'sfd-077-221');
    if (k.kind === 'repeat') pick(k, 'no');
    drive(k); // the only mode with a target: destroy a gear
    expect(k.zone('p0:trash')).toContain('ogn-182-298');
    expect(k.zone('p0:hand')).toEqual([PHANTOM]);
    // Discarded (Get Excited!): a draw too.
    const d = duel(
      { hand: ['ogn-008-298', 'ogn-182-298'], runes: runes(FURY, 4), deck: deck(2) },
      { bf1: [DRAKE, PHANTOM] },
    );
    drive(play(d, 'ogn-008-298'), name(DRAKE));
    expect(d.zone('p0:trash')).toContain('ogn-182-298');
    expect(d.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Traveling Merchant (OGN-185): each move makes you discard one and draw one', () => {
    const t = duel({ hand: [PORO], base: ['ogn-185-298'], deck: deck(1) });
    drive(t, moveTo(t, 0), name('ogn-185-298'));
    expect(t.zone('p0:trash')).toEqual([PORO]);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Maddened Marauder (OGN-191): played, a battlefield unit goes back to its base', () => {
    const t = duel({ hand: ['ogn-191-298'], runes: runes(CHAOS, 5) }, { bf1: [DRAKE, PORO] });
    drive(play(t, 'ogn-191-298'), name(DRAKE));
    expect(t.zone('p1:base')).toEqual([DRAKE]);
  });

  it('Cruel Patron (OGN-208): playing it costs the life of a friendly unit', () => {
    const t = duel({ hand: ['ogn-208-298'], runes: runes(ORDER, 4), base: [PORO] });
    drive(play(t, 'ogn-208-298'));
    expect(t.zone('p0:trash')).toEqual([PORO]);
    expect(t.zone('p0:base')).toEqual(['ogn-208-298']);
  });

  it('Faithful Manufactor (OGN-211): played, a Recruit token enters where it is', () => {
    const t = duel({ hand: ['ogn-211-298'], runes: runes(ORDER, 3) });
    drive(play(t, 'ogn-211-298'));
    expect(t.zone('p0:base').filter((c) => /^ogn-27[123]-298$/.test(c))).toHaveLength(1);
  });

  it('Soaring Scout (OGN-216): Deathknell — channel a rune exhausted', () => {
    const t = duel({
      hand: ['ogn-229-298'],
      runes: runes(ORDER, 6),
      runeDeck: [ORDER],
      base: ['ogn-216-298'],
    });
    drive(play(t, 'ogn-229-298'));
    // Six runes, two recycled to pay Vengeance's Power, then one channelled from the rune deck.
    expect(t.zone('p0:runes')).toHaveLength(5);
    expect(t.zone('p0:rune-deck')).toHaveLength(2);
  });

  it('Noxian Drummer (OGN-222): moving to a battlefield brings a Recruit token there', () => {
    const t = duel({ base: ['ogn-222-298'] });
    drive(t, moveTo(t, 0), name('ogn-222-298'));
    expect(t.zone('bf0').filter((c) => /^ogn-27[123]-298$/.test(c))).toHaveLength(1);
  });

  it('Annie, Stubborn (OGS-010): played, a spell returns from your trash to your hand', () => {
    const t = duel({
      hand: ['ogs-010-024'],
      runes: runes(CHAOS, 5),
      trash: ['ogn-005-298', PORO, 'ogn-229-298'],
    });
    drive(play(t, 'ogs-010-024'), name('ogn-005-298'));
    expect(t.zone('p0:hand')).toEqual(['ogn-005-298']);
  });

  it('Tibbers (OGS-018): played, 3 damage to every unit at a battlefield', () => {
    const t = duel(
      {
        hand: ['ogs-018-024'],
        runes: [...runes(FURY, 6), ...runes(CHAOS, 4)],
        bf0: [{ card: DRAKE, tag: 'mine' }],
      },
      { bf1: [{ card: DRAKE, tag: 'e' }], base: [{ card: DRAKE, tag: 'home' }] },
    );
    drive(play(t, 'ogs-018-024'));
    expect([damage(t, 'mine'), damage(t, 'e'), damage(t, 'home')]).toEqual([3, 3, 0]);
  });

  it('Gem Jammer (SFD-007): played, a unit has Ganking this turn', () => {
    const t = duel({ hand: ['sfd-007-221'], runes: runes(FURY, 3), base: [{ card: PHANTOM, tag: 'p' }] });
    drive(play(t, 'sfd-007-221'), name(PHANTOM));
    expect(t.characteristic('p', 'keywords')).toMatchObject({ ganking: 1 });
  });

  it('Bubble Bot (SFD-062): played, it readies another friendly Mech', () => {
    const t = duel({
      hand: ['sfd-062-221'],
      runes: runes(MIND, 3),
      base: [{ card: 'token-mech', tag: 'm', exhausted: true }],
    });
    drive(play(t, 'sfd-062-221'));
    expect(exhausted(t, 'm')).toBe(false);
  });

  it('Royal Guard (SFD-157): played, a 2-Might Sand Soldier enters where it is', () => {
    const t = duel({ hand: ['sfd-157-221'], runes: runes(ORDER, 4) });
    drive(play(t, 'sfd-157-221'));
    expect(t.zone('p0:base')).toEqual(['sfd-157-221', 'token-sand-soldier']);
  });

  it('Ferrous Forerunner (SFD-021): Deathknell — two 3-Might Mech tokens in your base', () => {
    const t = duel({ hand: ['ogn-229-298'], runes: runes(ORDER, 6), bf0: ['sfd-021-221'] });
    drive(play(t, 'ogn-229-298'));
    expect(t.zone('p0:base')).toEqual(['token-mech', 'token-mech']);
  });

  it('Loose Cannon (OGN-251): at your Beginning Phase, a draw only with one card or fewer in hand', () => {
    const t = duel({ legend: 'ogn-251-298', hand: [PORO], deck: deck(4) }, {}, { at: 'start' });
    drive(t);
    const small = t.zone('p0:hand').length;
    const u = duel({ legend: 'ogn-251-298', hand: [PORO, PORO], deck: deck(4) }, {}, { at: 'start' });
    drive(u);
    // One card: the legend's draw makes up the difference with the two-card hand.
    expect(small).toBe(u.zone('p0:hand').length);
  });

  it('Mushroom Pouch (OGN-101): at your Beginning Phase, a draw if you have a facedown card at a battlefield', () => {
    const withCard = duel(
      { base: ['ogn-101-298'], facedown0: 'ogn-213-298', deck: deck(4) },
      {},
      {
        at: 'start',
        control: [0, null],
      },
    );
    drive(withCard);
    const without = duel({ base: ['ogn-101-298'], deck: deck(4) }, {}, { at: 'start', control: [0, null] });
    drive(without);
    expect(withCard.zone('p0:hand').length).toBe(without.zone('p0:hand').length + 1);
  });

  it('Dark Child - Starter (OGS-017): as your turn ends, up to two runes ready', () => {
    const ex = { card: FURY, exhausted: true } as const;
    const t = duel({ legend: 'ogs-017-024', runes: [ex, ex, ex] });
    drive(t, 'end the turn');
    const ready = t.state.zones['p0:runes'].objects.filter(
      (o) => !(t.state.objects[o].data as { exhausted?: boolean }).exhausted,
    );
    expect(ready).toHaveLength(2);
  });

  it('Blind Monk (OGN-257): 1 Energy and exhausting it buffs a friendly unit', () => {
    const t = duel({ legend: 'ogn-257-298', runes: runes(BODY, 1), base: [{ card: PHANTOM, tag: 'p' }] });
    drive(t, name('ogn-257-298'));
    expect(might(t, 'p')).toBe(6);
  });

  it('Herald of the Arcane (OGN-265): 1 Energy and exhausting it makes a Recruit token', () => {
    const t = duel({ legend: 'ogn-265-298', runes: runes(MIND, 1) });
    drive(t, name('ogn-265-298'));
    for (let i = 0; i < 3 && t.kind !== 'action'; i++) pick(t, t.labels()[0]);
    const recruits = [...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')].filter((c) =>
      /^ogn-27[123]-298$/.test(c),
    );
    expect(recruits).toHaveLength(1);
  });

  it('Lux, Crownguard (OGS-014): its 2 Energy pays for a spell you could not afford otherwise', () => {
    const t = duel(
      { hand: ['ogn-085-298'], runes: runes(MIND, 3), base: ['ogs-014-024'] },
      { bf1: [{ card: DRAKE, tag: 'd' }, PORO] },
    );
    drive(play(t, 'ogn-085-298'), name(DRAKE));
    expect(damage(t, 'd')).toBe(6);
  });

  it('Lux, Crownguard (OGS-014): its Energy does not pay for a unit', () => {
    const t = duel({ hand: [PHANTOM], runes: runes(CALM, 3), base: ['ogs-014-024'] });
    expect(t.labels()).not.toContain(`play ${name(PHANTOM)}`);
  });

  it('Orb of Regret (OGN-090): exhausting it gives a unit −1 Might, not below 1', () => {
    const t = duel(
      { base: ['ogn-090-298'] },
      {
        base: [
          { card: 'ogn-271-298', tag: 'r' },
          { card: PHANTOM, tag: 'p' },
        ],
      },
    );
    drive(t, name('ogn-090-298'), name('ogn-271-298'));
    expect(might(t, 'r')).toBe(1);
    const u = duel(
      { base: ['ogn-090-298'] },
      {
        base: [
          { card: 'ogn-271-298', tag: 'r' },
          { card: PHANTOM, tag: 'p' },
        ],
      },
    );
    drive(u, name('ogn-090-298'), name(PHANTOM));
    expect(might(u, 'p')).toBe(4);
  });

  it('Udyr, Wildman (OGN-157): spending its buff gives one mode, and a mode once chosen is not offered again this turn', () => {
    const t = duel(
      { base: [{ card: 'ogn-157-298', tag: 'u', buff: 1 }], hand: ['ogn-053-298'], runes: runes(CALM, 4) },
      { bf1: [{ card: DRAKE, tag: 'd' }, PHANTOM] },
    );
    pick(t, name('ogn-157-298'));
    expect(t.kind).toBe('mode');
    expect(t.labels()).toEqual([
      '2 damage to a unit at a battlefield',
      'stun a unit at a battlefield',
      'Udyr readies',
      'Udyr has Ganking this turn',
    ]);
    drive(t, '2 damage', name(DRAKE));
    expect(damage(t, 'd')).toBe(2);
    // Buff it again (Stand United) and use it again: the damage mode is gone.
    drive(play(t, 'ogn-053-298'));
    pick(t, name('ogn-157-298'));
    expect(t.labels()).not.toContain('2 damage to a unit at a battlefield');
    drive(t, 'Ganking');
    expect(t.characteristic('u', 'keywords')).toMatchObject({ ganking: 1 });
  });

  it('Assembly Rig (SFD-019): 1 Energy, 1 Fury, a unit recycled from the trash and exhausting it make a Mech', () => {
    const t = duel({ base: ['sfd-019-221'], runes: runes(FURY, 2), trash: [PORO] });
    drive(t, name('sfd-019-221'));
    expect(t.zone('p0:base')).toEqual(['sfd-019-221', 'token-mech']);
    expect(t.zone('p0:trash')).toEqual([]);
  });

  it('Gold (SFD-T03): killed and exhausted, it adds the Power a spell needs', () => {
    const t = duel(
      { hand: ['sfd-097-221'], runes: runes(BODY, 1), base: ['sfd-t03'] },
      { base: [{ card: PHANTOM, tag: 'p' }, DRAKE] },
    );
    drive(play(t, 'sfd-097-221'), name(PHANTOM));
    expect(might(t, 'p')).toBe(10);
    expect(t.zone('p0:base')).toEqual([]);
    expect(t.zone('p0:trash')).toEqual(['sfd-097-221']);
  });

  it('Mistfall (OGN-152): when you buff a unit, you may pay 1 Body and exhaust it to ready that unit', () => {
    const t = duel({
      hand: ['ogn-136-298'],
      runes: runes(BODY, 4),
      base: ['ogn-152-298', { card: PHANTOM, tag: 'p', exhausted: true }],
    });
    drive(play(t, 'ogn-136-298'), 'pay');
    expect(exhausted(t, 'p')).toBe(false);
  });

  it('Fiora, Worthy (SFD-180): a unit of yours becoming Mighty may be readied for 1 Order', () => {
    const t = duel({
      hand: ['sfd-097-221'],
      runes: [...runes(BODY, 3), ...runes(ORDER, 1)],
      base: ['sfd-180-221', { card: PORO, tag: 'p', exhausted: true }],
    });
    drive(play(t, 'sfd-097-221'), name(PORO), 'pay');
    expect(exhausted(t, 'p')).toBe(false);
  });

  it('Grand Duelist (SFD-205): a unit of yours becoming Mighty lets you exhaust it to channel a rune', () => {
    const t = duel({
      legend: 'sfd-205-221',
      hand: ['sfd-097-221'],
      runes: runes(BODY, 3),
      runeDeck: [ORDER],
      base: [PORO],
    });
    drive(play(t, 'sfd-097-221'), 'pay');
    expect(t.zone('p0:runes')).toContain(ORDER);
  });

  it('Lux, Illuminated (OGS-006): a spell of 5+ Energy gives it +3 Might this turn; a cheaper one does not', () => {
    const t = duel(
      {
        hand: ['ogn-085-298', 'ogn-095-298'],
        runes: runes(MIND, 8),
        base: [{ card: 'ogs-006-024', tag: 'lux' }],
        deck: deck(2),
      },
      { bf1: [DRAKE, PORO] },
    );
    drive(play(t, 'ogn-095-298'), name(DRAKE));
    expect(might(t, 'lux')).toBe(5);
    drive(play(t, 'ogn-085-298'), name(DRAKE));
    expect(might(t, 'lux')).toBe(8);
  });

  it('Lady of Luminosity - Starter (OGS-021): a spell of 5+ Energy draws a card', () => {
    const t = duel(
      { legend: 'ogs-021-024', hand: ['ogn-085-298'], runes: runes(MIND, 6), deck: deck(2) },
      { bf1: [DRAKE, PORO] },
    );
    drive(play(t, 'ogn-085-298'), name(DRAKE));
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Annie, Fiery (OGS-001): your spells deal 1 Bonus Damage', () => {
    const t = duel(
      { hand: ['ogs-003-024'], runes: runes(FURY, 3), base: ['ogs-001-024'] },
      { bf1: [{ card: DRAKE, tag: 'd' }, PHANTOM] },
    );
    drive(play(t, 'ogs-003-024'), name(DRAKE));
    expect(damage(t, 'd')).toBe(3);
  });

  it('Void Gate (OGN-296): spells deal 1 Bonus Damage to units there, not elsewhere', () => {
    const t = duel(
      { hand: ['ogs-003-024', 'ogs-003-024'], runes: runes(FURY, 6) },
      { bf0: [{ card: DRAKE, tag: 'gate' }], bf1: [{ card: PHANTOM, tag: 'other' }] },
      {
        battlefields: ['ogn-296-298', 'ogn-288-298'],
      },
    );
    drive(play(t, 'ogs-003-024'), name(DRAKE));
    drive(play(t, 'ogs-003-024'), name(PHANTOM));
    expect([damage(t, 'gate'), damage(t, 'other')]).toEqual([3, 2]);
  });

  it('Vanguard Attendant (OGS-016) and Yi, Honed (OGS-009) enter ready', () => {
    for (const id of ['ogs-016-024', 'ogs-009-024']) {
      const t = duel({ hand: [id], runes: [...runes(ORDER, 4), ...runes(BODY, 4)] });
      drive(play(t, id));
      expect(exhaustedIn(t, 'p0:base', id), id).toBe(false);
    }
  });

  it('Breakneck Mech (SFD-071): enters ready beside another Mech; your Mechs have Deflect and Ganking', () => {
    const t = duel({
      hand: ['sfd-071-221'],
      runes: runes(MIND, 10),
      base: [{ card: 'token-mech', tag: 'm' }],
    });
    drive(play(t, 'sfd-071-221'));
    expect(exhaustedIn(t, 'p0:base', 'sfd-071-221')).toBe(false);
    expect(t.characteristic('m', 'keywords')).toMatchObject({ deflect: 1, ganking: 1 });
  });

  it('Rhasa the Sunderer (OGN-195): 1 Energy cheaper per card in your trash', () => {
    const t = duel({ hand: ['ogn-195-298'], runes: runes(CHAOS, 3), trash: deck(8) });
    drive(play(t, 'ogn-195-298'));
    expect(t.zone('p0:base')).toEqual(['ogn-195-298']);
    const u = duel({ hand: ['ogn-195-298'], runes: runes(CHAOS, 3), trash: deck(6) });
    expect(u.labels()).not.toContain(`play ${name('ogn-195-298')}`);
  });

  it('Jaull-Fish (SFD-103): 2 Energy cheaper per Mighty unit of yours', () => {
    const t = duel({ hand: ['sfd-103-221'], runes: runes(BODY, 3), base: [DRAKE, PHANTOM] });
    drive(play(t, 'sfd-103-221'));
    expect(t.zone('p0:base')).toContain('sfd-103-221');
    const u = duel({ hand: ['sfd-103-221'], runes: runes(BODY, 3), base: [DRAKE] });
    expect(u.labels()).not.toContain(`play ${name('sfd-103-221')}`);
  });

  it('Eager Apprentice (OGN-084): at a battlefield, your spells cost 1 Energy less', () => {
    const at = duel(
      { hand: ['ogn-085-298'], runes: runes(MIND, 4), bf0: ['ogn-084-298'] },
      { bf1: [DRAKE, PORO] },
    );
    expect(at.labels()).toContain(`play ${name('ogn-085-298')}`);
    const home = duel(
      { hand: ['ogn-085-298'], runes: runes(MIND, 4), base: ['ogn-084-298'] },
      { bf1: [DRAKE, PORO] },
    );
    expect(home.labels()).not.toContain(`play ${name('ogn-085-298')}`);
  });

  // ---- conquering and holding (RB 445–447) -------------------------------------------------------

  it('Plundering Poro (SFD-069): when it conquers, an exhausted Gold token enters your base', () => {
    const t = duel({ base: ['sfd-069-221'] });
    drive(t, moveTo(t, 0), name('sfd-069-221'));
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect(t.zone('p0:base')).toEqual(['sfd-t03']);
    expect(exhaustedIn(t, 'p0:base', 'sfd-t03')).toBe(true);
  });

  it('Lucian, Merciless (SFD-113): the first time it conquers in a turn, it readies', () => {
    const t = duel({ base: [{ card: 'sfd-113-221', tag: 'l' }] });
    drive(t, moveTo(t, 0), name('sfd-113-221'));
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect(exhausted(t, 'l')).toBe(false);
  });

  it('Yone, Blademaster (SFD-116): conquering an uncontrolled battlefield, it hits an enemy unit in a base for its Might', () => {
    const t = duel({ base: ['sfd-116-221'] }, { base: [{ card: DRAKE, tag: 'd' }, PHANTOM] });
    drive(t, moveTo(t, 0), name('sfd-116-221'), name(DRAKE));
    expect(damage(t, 'd')).toBe(5);
  });

  it('Might of Demacia - Starter (OGS-023): conquering with four units there draws two', () => {
    const units = [PORO, PHANTOM, DRAKE, 'ogn-052-298'];
    const t = duel({ legend: 'ogs-023-024', base: units, deck: deck(3) });
    pick(t, moveTo(t, 0));
    t.act(units.map(name));
    drive(t);
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect(t.zone('p0:hand')).toHaveLength(2);
  });

  it('Warmog’s Armor (SFD-108): equipped, +1 Might; when that unit conquers it is buffed', () => {
    const t = duel({ base: [{ card: PHANTOM, tag: 'p' }, 'sfd-108-221'], runes: runes(BODY, 2) });
    drive(t, name('sfd-108-221'));
    expect(might(t, 'p')).toBe(6);
    drive(t, moveTo(t, 0), name(PHANTOM));
    expect(t.state.g.battlefields[0].controller).toBe(0);
    expect((t.tagged('p').data as { buff?: number }).buff).toBe(1);
    expect(might(t, 'p')).toBe(7);
  });

  it('Doran’s Blade (SFD-095) and B.F. Sword (SFD-161): Equip attaches them for their Might Bonus', () => {
    const t = duel({
      base: [{ card: PHANTOM, tag: 'p' }, 'sfd-095-221', 'sfd-161-221'],
      runes: [...runes(BODY, 1), ...runes(ORDER, 1)],
    });
    drive(t, name('sfd-095-221'));
    expect(might(t, 'p')).toBe(7);
    drive(t, name('sfd-161-221'));
    expect(might(t, 'p')).toBe(10);
  });

  it('Long Sword (SFD-022): Quick-Draw — played, it attaches to one of your units (+2)', () => {
    const t = duel({
      hand: ['sfd-022-221'],
      runes: runes(FURY, 3),
      base: [
        { card: PHANTOM, tag: 'p' },
        { card: PORO, tag: 'q' },
      ],
    });
    drive(play(t, 'sfd-022-221'), name(PHANTOM));
    expect(might(t, 'p')).toBe(7);
    expect(might(t, 'q')).toBe(2);
  });

  it('Sacred Shears (SFD-172): the unit it is attached to has Deathknell — draw one', () => {
    const t = duel({
      base: [{ card: PHANTOM, tag: 'p' }, 'sfd-172-221'],
      runes: runes(ORDER, 7),
      hand: ['ogn-229-298'],
      deck: deck(2),
    });
    drive(t, name('sfd-172-221'));
    expect(might(t, 'p')).toBe(6);
    drive(play(t, 'ogn-229-298'));
    expect(t.zone('p0:trash')).toContain(PHANTOM);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Spinning Axe (SFD-186): Quick-Draw attaches it; attached, its Temporary is inactive', () => {
    const t = duel({
      hand: ['sfd-186-221'],
      runes: [...runes(FURY, 2), ...runes(CHAOS, 2)],
      base: [{ card: PHANTOM, tag: 'p' }],
    });
    drive(play(t, 'sfd-186-221'));
    expect(might(t, 'p')).toBe(7);
    pick(t, 'end the turn');
    drive(t);
    expect(t.zone('p0:trash')).not.toContain('sfd-186-221');
  });

  it('Veteran Poro (SFD-099): Weaponmaster — played, it may equip your Equipment for 1 Power less', () => {
    const t = duel({
      hand: ['sfd-099-221'],
      runes: runes(BODY, 2),
      base: [{ card: PHANTOM, tag: 'p' }, 'sfd-186-221'],
    });
    drive(play(t, 'sfd-099-221'), 'yes');
    t.expect({ characteristic: { of: { zone: 'p0:base', card: 'sfd-099-221' }, name: 'might', equals: 4 } });
    expect(might(t, 'p')).toBe(5);
  });

  it('Strike Down (SFD-107): an equipped friendly unit hits an enemy unit for its Might, then loses an Equipment', () => {
    const t = duel(
      { hand: ['sfd-107-221'], runes: runes(BODY, 6), base: [{ card: PHANTOM, tag: 'p' }, 'sfd-095-221'] },
      { base: [{ card: DRAKE, tag: 'd' }, PHANTOM] },
    );
    drive(t, name('sfd-095-221'));
    drive(play(t, 'sfd-107-221'), name(DRAKE));
    expect(damage(t, 'd')).toBe(7);
    expect(might(t, 'p')).toBe(5);
  });

  it('Altar to Unity (OGN-275): when you hold it, a Recruit token enters your base', () => {
    const t = duel(
      { bf0: [PHANTOM], deck: deck(3) },
      {},
      {
        at: 'start',
        control: [0, null],
        battlefields: ['ogn-275-298', 'ogn-288-298'],
      },
    );
    drive(t);
    expect(t.zone('p0:base').filter((c) => /^ogn-27[123]-298$/.test(c))).toHaveLength(1);
  });

  it('Grove of the God-Willow (OGN-280): when you hold it, draw one', () => {
    const held = duel(
      { bf0: [PHANTOM], deck: deck(3) },
      {},
      {
        at: 'start',
        control: [0, null],
        battlefields: ['ogn-280-298', 'ogn-288-298'],
      },
    );
    drive(held);
    const other = duel(
      { bf0: [PHANTOM], deck: deck(3) },
      {},
      {
        at: 'start',
        control: [0, null],
        battlefields: ['ogn-294-298', 'ogn-288-298'],
      },
    );
    drive(other);
    expect(held.zone('p0:hand').length).toBe(other.zone('p0:hand').length + 1);
  });

  it('Startipped Peak (OGN-288): when you hold it, you may channel a rune exhausted', () => {
    const setup = (): Ruling =>
      duel(
        { bf0: [PHANTOM], deck: deck(3), runeDeck: runes(CALM, 4) },
        {},
        {
          at: 'start',
          control: [0, null],
          battlefields: ['ogn-288-298', 'ogn-294-298'],
        },
      );
    const yes = drive(setup(), 'yes');
    const no = drive(setup(), 'no');
    expect(yes.zone('p0:runes').length).toBe(no.zone('p0:runes').length + 1);
  });

  it('The Grand Plaza (OGN-293): holding it with seven of your units there wins the game', () => {
    const t = duel(
      { bf0: deck(7), deck: deck(3) },
      {},
      {
        at: 'start',
        control: [0, null],
        battlefields: ['ogn-293-298', 'ogn-280-298'],
      },
    );
    drive(t);
    expect(t.state.result?.winners).toEqual([0]);
  });

  it('Rumble, Scrapper (SFD-089): your Mechs have +1 Might; when it holds, a Mech token enters your base', () => {
    const t = duel(
      { bf0: [{ card: 'sfd-089-221', tag: 'r' }], base: [{ card: 'token-mech', tag: 'm' }], deck: deck(3) },
      {},
      { at: 'start', control: [0, null] },
    );
    expect(might(t, 'm')).toBe(4);
    // The hold triggers of Rumble and of the default battlefield are put in an order.
    t.act(t.labels());
    drive(t);
    expect(t.zone('p0:base')).toEqual(['token-mech', 'token-mech']);
  });

  it('Targon’s Peak (OGN-289): conquering it readies up to two runes at the end of the turn', () => {
    const ex = { card: CALM, exhausted: true } as const;
    const t = duel(
      { base: [PHANTOM], runes: [ex, ex, ex] },
      {},
      {
        battlefields: ['ogn-289-298', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM), 'end the turn');
    const ready = t.state.zones['p0:runes'].objects.filter(
      (o) => !(t.state.objects[o].data as { exhausted?: boolean }).exhausted,
    );
    expect(ready).toHaveLength(2);
  });

  it('Monastery of Hirana (OGN-282): conquering it, you may spend a buff to draw one', () => {
    const t = duel(
      { base: [{ card: PHANTOM, tag: 'p', buff: 1 }], deck: deck(2) },
      {},
      {
        battlefields: ['ogn-282-298', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM), 'pay');
    expect(t.zone('p0:hand')).toHaveLength(1);
    expect(might(t, 'p')).toBe(5);
  });

  it('Zaun Warrens (OGN-298): conquering it, discard one then draw one', () => {
    const t = duel(
      { base: [PHANTOM], hand: [PORO], deck: [DRAKE] },
      {},
      {
        battlefields: ['ogn-298-298', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM));
    expect(t.zone('p0:trash')).toEqual([PORO]);
    expect(t.zone('p0:hand')).toEqual([DRAKE]);
  });

  it('Minefield (SFD-212): conquering it puts your top two cards into your trash', () => {
    const t = duel(
      { base: [PHANTOM], deck: [DRAKE, PORO, PORO] },
      {},
      {
        battlefields: ['sfd-212-221', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM));
    expect(t.zone('p0:trash')).toEqual([PORO, PORO]);
    expect(t.zone('p0:deck')).toEqual([DRAKE]);
  });

  it('Sunken Temple (SFD-218): conquering it with a Mighty unit, you may pay 1 Energy to draw', () => {
    const t = duel(
      { base: [PHANTOM], runes: runes(CALM, 1), deck: deck(2) },
      {},
      {
        battlefields: ['sfd-218-221', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM), 'pay');
    expect(t.zone('p0:hand')).toHaveLength(1);
    const u = duel(
      { base: [PORO], runes: runes(CALM, 1), deck: deck(2) },
      {},
      {
        battlefields: ['sfd-218-221', 'ogn-280-298'],
      },
    );
    drive(u, moveTo(u, 0), name(PORO));
    expect(u.zone('p0:hand')).toHaveLength(0);
  });

  it('Treasure Hoard (SFD-220): conquering it, you may pay 1 Energy for an exhausted Gold token', () => {
    const t = duel(
      { base: [PHANTOM], runes: runes(CALM, 1) },
      {},
      {
        battlefields: ['sfd-220-221', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM), 'pay');
    expect(t.zone('p0:base')).toEqual(['sfd-t03']);
  });

  it('Veiled Temple (SFD-221): conquering it, you may ready a gear of yours', () => {
    const t = duel(
      { base: [PHANTOM, { card: 'ogn-090-298', tag: 'orb', exhausted: true }] },
      {},
      {
        battlefields: ['sfd-221-221', 'ogn-280-298'],
      },
    );
    drive(t, moveTo(t, 0), name(PHANTOM), 'yes');
    expect(exhausted(t, 'orb')).toBe(false);
  });

  it('Ornn’s Forge (SFD-213): while you control it, your first non-token gear each turn costs 1 less', () => {
    const t = duel(
      { hand: ['ogn-090-298', 'ogn-090-298'], runes: runes(MIND, 1) },
      {},
      {
        control: [0, null],
        battlefields: ['sfd-213-221', 'ogn-280-298'],
      },
    );
    drive(play(t, 'ogn-090-298'));
    expect(t.zone('p0:base')).toEqual(['ogn-090-298']);
    expect(t.labels()).not.toContain(`play ${name('ogn-090-298')}`);
  });

  it('Sai Scout (OGN-174) and Sneaky Deckhand (OGN-176) may be played to a battlefield with no units; others may not', () => {
    const places = (id: string) => {
      const t = duel({ hand: [id], runes: runes(CHAOS, 7) }, { bf1: [PORO] });
      pick(t, `play ${name(id)}`);
      return t.kind === 'target' || t.kind === 'location' || t.labels().length > 1 ? t.labels() : [];
    };
    const plain = places('ogn-185-298');
    for (const id of ['ogn-174-298', 'ogn-176-298'])
      expect(places(id).length, id).toBeGreaterThan(plain.length);
  });

  // ---- combat (RB 437–444) -----------------------------------------------------------------------

  it('Crackshot Corsair (OGN-130): when it attacks, 1 damage to an enemy unit there', () => {
    const t = duel({ base: ['ogn-130-298'] }, { bf1: [{ card: DRAKE, tag: 'd' }] }, { control: [null, 1] });
    drive(t, moveTo(t, 1), name('ogn-130-298'));
    // 3 combat damage and the trigger's 1, on the one defender.
    expect(t.log.some((e) => e.msg.key === 'rb.deal' && (e.msg.args as { n?: number }).n === 1)).toBe(true);
    expect(t.zone('p0:trash')).toEqual(['ogn-130-298']);
  });

  it('Dune Drake (OGN-131): attacking where a ready enemy unit is, it gets +2 Might and wins the trade', () => {
    const t = duel({ base: ['ogn-131-298'] }, { bf1: [PHANTOM] }, { control: [null, 1] });
    drive(t, moveTo(t, 1), name('ogn-131-298'));
    expect(t.zone('bf1')).toEqual(['ogn-131-298']);
    expect(t.zone('p1:trash')).toEqual([PHANTOM]);
  });

  it('Mask of Foresight (OGN-060): a unit attacking alone gets +1 Might and wins an even trade', () => {
    const t = duel({ base: [PHANTOM, 'ogn-060-298'] }, { bf1: [PHANTOM] }, { control: [null, 1] });
    drive(t, moveTo(t, 1), name(PHANTOM));
    expect(t.zone('bf1')).toEqual([PHANTOM]);
    expect(t.zone('p1:trash')).toEqual([PHANTOM]);
    expect(t.zone('p0:trash')).toEqual([]);
  });

  it('control: without the Mask, an even trade kills both', () => {
    const t = duel({ base: [PHANTOM] }, { bf1: [PHANTOM] }, { control: [null, 1] });
    drive(t, moveTo(t, 1), name(PHANTOM));
    expect(t.zone('p0:trash')).toEqual([PHANTOM]);
    expect(t.zone('p1:trash')).toEqual([PHANTOM]);
  });

  it('Fiora, Peerless (SFD-110): attacking one on one, her Might doubles for the combat', () => {
    const t = duel({ base: ['sfd-110-221'] }, { bf1: [PHANTOM] }, { control: [null, 1] });
    drive(t, moveTo(t, 1), name('sfd-110-221'));
    expect(t.zone('bf1')).toEqual(['sfd-110-221']);
    expect(t.zone('p1:trash')).toEqual([PHANTOM]);
  });

  it('Cannon Barrage (OGN-127): during a combat, 2 damage to each enemy unit in it', () => {
    // Phantom (5) attacks two Crackshot Corsairs (3 each): alone its 5 damage kills one of them;
    // with the Barrage's 2 on each first, it kills both.
    const t = duel(
      { base: [PHANTOM], hand: ['ogn-127-298'], runes: runes(BODY, 4) },
      { bf1: ['ogn-130-298', 'ogn-130-298'], base: [{ card: PHANTOM, tag: 'home' }] },
      { control: [null, 1] },
    );
    drive(t, moveTo(t, 1), name(PHANTOM), `play ${name('ogn-127-298')}`);
    expect(t.zone('p1:trash')).toEqual(['ogn-130-298', 'ogn-130-298']);
    expect(damage(t, 'home')).toBe(0);
  });

  it('Fortified Position (OGN-279): when you defend it, a unit gets Shield 2 for the combat', () => {
    const t = duel(
      { bf0: ['ogn-052-298'] },
      { base: ['ogn-210-298'] },
      {
        tp: 1,
        control: [0, null],
        battlefields: ['ogn-279-298', 'ogn-294-298'],
      },
    );
    drive(t, moveTo(t, 0), name('ogn-210-298'), name('ogn-052-298'));
    expect(t.zone('bf0')).toEqual(['ogn-052-298']);
    expect(t.zone('p1:trash')).toEqual(['ogn-210-298']);
  });

  it('Reaver’s Row (OGN-285): when you defend it, you may move a defender back to base', () => {
    const t = duel(
      { bf0: ['ogn-052-298'] },
      { base: ['ogn-210-298'] },
      {
        tp: 1,
        control: [0, null],
        battlefields: ['ogn-285-298', 'ogn-294-298'],
      },
    );
    drive(t, moveTo(t, 0), name('ogn-210-298'), 'yes');
    expect(t.zone('p0:base')).toEqual(['ogn-052-298']);
    expect(t.zone('p0:trash')).toEqual([]);
  });

  it('Ravenbloom Conservatory (SFD-215): when you defend it, a revealed spell goes to your hand', () => {
    const t = duel(
      { bf0: ['ogn-052-298'], deck: [PORO, 'ogn-005-298'] },
      { base: ['ogn-210-298'] },
      {
        tp: 1,
        control: [0, null],
        battlefields: ['sfd-215-221', 'ogn-294-298'],
      },
    );
    drive(t, moveTo(t, 0), name('ogn-210-298'));
    expect(t.zone('p0:hand')).toEqual(['ogn-005-298']);
  });

  it('Ravenbloom Conservatory (SFD-215): a revealed card that is not a spell goes to the bottom', () => {
    const t = duel(
      { bf0: ['ogn-052-298'], deck: ['ogn-005-298', PORO] },
      { base: ['ogn-210-298'] },
      {
        tp: 1,
        control: [0, null],
        battlefields: ['sfd-215-221', 'ogn-294-298'],
      },
    );
    drive(t, moveTo(t, 0), name('ogn-210-298'));
    expect(t.zone('p0:hand')).toEqual([]);
    expect(t.zone('p0:deck')).toEqual([PORO, 'ogn-005-298']);
  });

  // ---- answers on the opponent's turn -----------------------------------------------------------

  it('Highlander (OGS-020): the chosen unit’s next death this turn becomes heal, exhaust and recall', () => {
    const t = duel({
      hand: ['ogs-020-024', 'ogn-229-298'],
      runes: [...runes(CALM, 4), ...runes(ORDER, 6)],
      bf0: [{ card: PHANTOM, tag: 'p', damage: 2 }],
    });
    drive(play(t, 'ogs-020-024'));
    drive(play(t, 'ogn-229-298'));
    expect(t.zone('p0:trash')).not.toContain(PHANTOM);
    expect(t.zone('p0:base')).toEqual([PHANTOM]);
    expect(damage(t, 'p')).toBe(0);
    expect(exhausted(t, 'p')).toBe(true);
  });

  it('Riposte (SFD-206): counters a spell and gives your unit + its Energy cost', () => {
    const t = duel(
      {
        hand: ['sfd-206-221'],
        runes: [...runes(BODY, 2), ...runes(ORDER, 2)],
        base: [{ card: PHANTOM, tag: 'p' }],
      },
      { hand: ['ogn-229-298'], runes: runes(ORDER, 6) },
      { tp: 1 },
    );
    drive(t, `play ${name('ogn-229-298')}`, `play ${name('sfd-206-221')}`);
    expect(t.zone('p0:base')).toEqual([PHANTOM]);
    expect(t.zone('p1:trash')).toEqual(['ogn-229-298']);
    expect(might(t, 'p')).toBe(9);
  });

  it('Viktor, Innovator (OGN-117): a card you play on an opponent’s turn brings a Recruit to your base', () => {
    const t = duel(
      { hand: ['ogn-095-298'], runes: runes(MIND, 2), base: ['ogn-117-298'], deck: deck(1) },
      { hand: ['ogn-229-298'], runes: runes(ORDER, 6), base: [PHANTOM] },
      { tp: 1 },
    );
    drive(
      t,
      `play ${name('ogn-229-298')}`,
      name('ogn-117-298'),
      `play ${name('ogn-095-298')}`,
      name(PHANTOM),
    );
    expect(t.zone('p0:base').filter((c) => /^ogn-27[123]-298$/.test(c))).toHaveLength(1);
  });

  it('Dauntless Vanguard (SFD-093) may be played to a battlefield an opponent holds with units; others may not', () => {
    const places = (id: string) => {
      const t = duel({ hand: [id], runes: runes(BODY, 6) }, { bf1: [PORO] }, { control: [null, 1] });
      pick(t, `play ${name(id)}`);
      return domainOptions(t.decision()!).map((o) => o.id);
    };
    expect(places('sfd-093-221')).toContain('bf1');
    expect(places('ogn-132-298')).not.toContain('bf1');
  });

  it('Rumble, Hotheaded (SFD-026): conquering, recycle another unit to play a Mech from the trash, cheaper by its Might', () => {
    // Mega-Mech costs 7; recycling Playful Phantom (Might 5) leaves 2, which the two runes pay.
    const t = duel({ base: ['sfd-026-221', PHANTOM], trash: ['ogn-088-298'], runes: runes(MIND, 2) });
    drive(t, moveTo(t, 0), name('sfd-026-221'), 'pay', name(PHANTOM), name('ogn-088-298'), 'player 0’s base');
    expect(t.zone('p0:trash')).toEqual([]);
    expect(t.zone('p0:base')).toEqual(['ogn-088-298']);
    expect(t.zone('p0:deck')).toEqual([PHANTOM]);
  });

  it('Rumble, Hotheaded (SFD-026): your Mechs have Assault', () => {
    const t = duel({ base: ['sfd-026-221', { card: 'token-mech', tag: 'm' }, { card: PORO, tag: 'p' }] });
    expect(t.characteristic('m', 'keywords')).toMatchObject({ assault: 1 });
    expect(t.characteristic('p', 'keywords')).not.toHaveProperty('assault');
  });

  it('Unsung Hero (SFD-167): Deathknell draws two only if it died Mighty', () => {
    const mighty = duel({
      hand: ['sfd-097-221', 'ogn-229-298'],
      runes: [...runes(BODY, 3), ...runes(ORDER, 6)],
      base: ['sfd-167-221'],
      deck: deck(3),
    });
    drive(play(mighty, 'sfd-097-221'));
    drive(play(mighty, 'ogn-229-298'));
    expect(mighty.zone('p0:hand')).toEqual([PHANTOM, PHANTOM]);
    const small = duel({
      hand: ['ogn-229-298'],
      runes: runes(ORDER, 6),
      base: ['sfd-167-221'],
      deck: deck(3),
    });
    drive(play(small, 'ogn-229-298'));
    expect(small.zone('p0:hand')).toEqual([]);
  });

  it('the six basic runes (OGN-007, OGN-042, OGN-089, OGN-126, OGN-166, OGN-214): Energy by exhausting, their own Power by recycling', () => {
    // A card costing Energy and one Power of a domain is playable with enough runes of that domain
    // and not with the same number of runes of another domain.
    const cases: [string, string, string, number][] = [
      [FURY, CALM, 'ogn-024-298', 3],
      [CALM, FURY, 'ogn-043-298', 1],
      [MIND, BODY, 'ogn-093-298', 2],
      [BODY, MIND, 'ogn-128-298', 2],
      [CHAOS, ORDER, 'ogn-165-298', 3],
      [ORDER, CHAOS, 'sfd-172-221', 2],
    ];
    for (const [rune, other, card, n] of cases) {
      const opp = { base: [PHANTOM, DRAKE], bf1: [PHANTOM, DRAKE] };
      const own = duel({ hand: [card], runes: runes(rune, n), base: [PHANTOM] }, opp);
      expect(own.labels(), `${rune} pays ${card}`).toContain(`play ${name(card)}`);
      const wrong = duel({ hand: [card], runes: runes(other, n), base: [PHANTOM] }, opp);
      expect(wrong.labels(), `${other} does not pay ${card}`).not.toContain(`play ${name(card)}`);
    }
  });
});
