/**
 * What each card of the nine decks does, played through the whole engine: a board set up with the
 * scenario schema, the card played (or its trigger reached) by choosing options by their labels as
 * a player would, and the result read from the zones and the computed Might. These complement the
 * data checks beside each card file (src/cards/<set>/<card>.test.ts): each case here fails if the
 * card's behaviour changes, whatever its data says.
 */
import { domainOptions, optionText, Ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../src/cards/registry.ts';
import riftbound from '../src/index.ts';

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

function game(players: [object, object], extra: object = {}): Ruling {
  return new Ruling(riftbound, { setup: { players, ...extra } });
}
/** Choose the first option whose English label is `label` (or contains it): copies of a card share a label. */
function pick(t: Ruling, label: string, player?: number): Ruling {
  const d = t.decision(player);
  if (!d) throw new Error(`nothing is asked (wanted "${label}")`);
  const opts = domainOptions(d);
  const texts = opts.map((o) => optionText(riftbound, o, 'en'));
  let i = texts.indexOf(label);
  if (i < 0) i = texts.findIndex((x) => x.includes(label));
  if (i < 0) throw new Error(`no option "${label}" for ${d.kind} of player ${d.player}: ${texts.join(' | ')}`);
  return t.choose(opts[i].id, d.player);
}
const play = (t: Ruling, id: string) => pick(t, `play ${name(id)}`);
/** Pass priority until the turn player is asked for an action again (the chain has resolved). */
function resolve(t: Ruling): Ruling {
  for (let i = 0; i < 20 && t.kind === 'priority'; i++) t.pass();
  return t;
}
const might = (t: Ruling, tag: string) => t.characteristic(tag, 'might') as number;
const count = (t: Ruling, zone: string, card: string) => t.zone(zone).filter((c) => c === card).length;
const damage = (t: Ruling, tag: string) => (t.tagged(tag).data as { damage?: number }).damage ?? 0;

describe('cards played through the engine', () => {
  it('Disintegrate (OGN-005): 3 damage to a unit at a battlefield, a draw only if it died', () => {
    const t = game([
      { hand: ['ogn-005-298', 'ogn-005-298'], runes: runes(FURY, 8), deck: deck(3) },
      { bf1: [{ card: PORO, tag: 'small' }, { card: DRAKE, tag: 'big' }] },
    ]);
    resolve(pick(play(t, 'ogn-005-298'), name(DRAKE)));
    expect(damage(t, 'big')).toBe(3);
    expect(t.zone('p0:hand')).toHaveLength(1);
    resolve(pick(play(t, 'ogn-005-298'), name(PORO)));
    expect(t.zone('p1:trash')).toContain(PORO);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Get Excited! (OGN-008): discard a card, its Energy cost as damage to a battlefield unit', () => {
    const t = game([
      { hand: ['ogn-008-298', 'ogn-030-298'], runes: runes(FURY, 6) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM] },
    ]);
    resolve(pick(play(t, 'ogn-008-298'), name(DRAKE)));
    expect(t.zone('p0:trash')).toContain('ogn-030-298');
    expect(damage(t, 'big')).toBe(3);
  });

  it('Void Seeker (OGN-024): 4 damage to a battlefield unit and a draw', () => {
    const t = game([
      { hand: ['ogn-024-298'], runes: runes(FURY, 6), deck: deck(2) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM] },
    ]);
    play(t, 'ogn-024-298');
    pick(t, name(DRAKE));
    expect(damage(t, 'big')).toBe(4);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Falling Star (OGN-029): two 3-damage hits, each on a unit chosen for it', () => {
    const t = game([
      { hand: ['ogn-029-298'], runes: runes(FURY, 6), base: [{ card: DRAKE, tag: 'mine' }] },
      { bf1: [{ card: DRAKE, tag: 'big' }] },
    ]);
    play(t, 'ogn-029-298');
    pick(t, name(DRAKE));
    pick(t, name(DRAKE));
    expect(damage(t, 'big') + damage(t, 'mine')).toBe(6);
  });

  it('Charm (OGN-043): an enemy unit is moved', () => {
    const t = game(
      [{ hand: ['ogn-043-298'], runes: runes(CALM, 4) }, { base: [{ card: DRAKE, tag: 'd' }] }],
      { control: [null, null] },
    );
    play(t, 'ogn-043-298');
    const before = t.tagged('d').zone;
    for (let i = 0; i < 3 && t.decision()?.kind !== 'action'; i++) pick(t, t.labels()[0]);
    expect(t.zone('p1:base')).not.toContain(DRAKE);
    expect(before).toBe('p1:base');
  });

  it('En Garde (OGN-046): +1 Might, +1 more when the unit is alone where it is', () => {
    const t = game([
      { hand: ['ogn-046-298', 'ogn-046-298'], runes: runes(CALM, 4), base: [{ card: PORO, tag: 'a' }, PORO], bf0: [{ card: PHANTOM, tag: 'alone' }] },
      {},
    ]);
    resolve(pick(play(t, 'ogn-046-298'), name(PHANTOM)));
    expect(might(t, 'alone')).toBe(7);
    play(t, 'ogn-046-298');
    pick(t, name(PORO));
    expect(might(t, 'a') + might(t, 'alone')).toBe(10);
  });

  it('Meditation (OGN-048): exhausting a unit as it is played draws two, else one', () => {
    const t = game([
      { hand: ['ogn-048-298', 'ogn-048-298'], runes: runes(CALM, 4), base: [{ card: PORO, tag: 'p' }], deck: deck(5) },
      {},
    ]);
    play(t, 'ogn-048-298');
    pick(t, 'yes');
    if (t.kind === 'target') pick(t, name(PORO));
    resolve(t);
    const handAfterFirst = t.zone('p0:hand').length;
    expect(handAfterFirst).toBe(3);
    expect((t.tagged('p').data as { exhausted?: boolean }).exhausted).toBe(true);
    // The only unit is exhausted now: no optional cost to pay, one card.
    resolve(play(t, 'ogn-048-298'));
    expect(t.zone('p0:hand').length).toBe(3);
  });

  it('Stand United (OGN-053): buffs a unit; this turn every buff of yours is worth +1 more', () => {
    const t = game([
      { hand: ['ogn-053-298'], runes: runes(CALM, 4), base: [{ card: PORO, tag: 'p' }, { card: PHANTOM, tag: 'b', buff: 1 }] },
      {},
    ]);
    play(t, 'ogn-053-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(4);
    expect(might(t, 'b')).toBe(7);
  });

  it('Last Stand (OGN-069): doubles a friendly unit’s Might and gives it Temporary', () => {
    const t = game([
      { hand: ['ogn-069-298'], runes: runes(CALM, 5), base: [{ card: PORO, tag: 'p' }, PHANTOM] },
      {},
    ]);
    play(t, 'ogn-069-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(4);
    expect(t.characteristic('p', 'keywords')).toMatchObject({ temporary: 1 });
  });

  it('Consult the Past (OGN-083): draw two', () => {
    const t = game([{ hand: ['ogn-083-298'], runes: runes(MIND, 5), deck: deck(3) }, {}]);
    play(t, 'ogn-083-298');
    expect(t.zone('p0:hand')).toEqual([PHANTOM, PHANTOM]);
  });

  it('Falling Comet (OGN-085): 6 damage to a unit at a battlefield, not one in a base', () => {
    const t = game([
      { hand: ['ogn-085-298'], runes: runes(MIND, 6) },
      { bf1: [{ card: DRAKE, tag: 'big' }, PHANTOM], base: [{ card: DRAKE, tag: 'home' }] },
    ]);
    play(t, 'ogn-085-298');
    expect(t.labels().filter((l) => l.includes(name(DRAKE)))).toHaveLength(1);
    pick(t, name(DRAKE));
    expect(damage(t, 'big')).toBe(6);
    expect(damage(t, 'home')).toBe(0);
  });

  it('Smoke Screen (OGN-093): −4 Might this turn, not below 1', () => {
    const t = game([
      { hand: ['ogn-093-298'], runes: runes(MIND, 4) },
      { base: [{ card: PHANTOM, tag: 'p' }, { card: DRAKE, tag: 'd' }] },
    ]);
    play(t, 'ogn-093-298');
    pick(t, name(PHANTOM));
    expect(might(t, 'p')).toBe(1);
  });

  it('Sprite Call (OGN-094): a ready 3-Might Sprite token with Temporary', () => {
    const t = game([{ hand: ['ogn-094-298'], runes: runes(MIND, 4) }, {}]);
    play(t, 'ogn-094-298');
    while (t.decision()?.kind !== 'action') pick(t, t.labels()[0]);
    const all = [...t.zone('p0:base'), ...t.zone('bf0'), ...t.zone('bf1')];
    expect(all).toContain('ogn-274-298');
  });

  it('Stupefy (OGN-095): −1 Might not below 1, and a draw', () => {
    const t = game([
      { hand: ['ogn-095-298'], runes: runes(MIND, 2), deck: deck(1) },
      { base: [{ card: PORO, tag: 'p' }, DRAKE] },
    ]);
    play(t, 'ogn-095-298');
    pick(t, name(PORO));
    expect(might(t, 'p')).toBe(1);
    expect(t.zone('p0:hand')).toEqual([PHANTOM]);
  });

  it('Singularity (OGN-105): 6 damage to each of up to two units', () => {
    const t = game([
      { hand: ['ogn-105-298'], runes: runes(MIND, 9) },
      { base: [{ card: DRAKE, tag: 'a' }, { card: DRAKE, tag: 'b' }, { card: DRAKE, tag: 'c' }] },
    ]);
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
});
