/**
 * RB 395–420 game actions, RB 156–164 runes and the rune pool, RB 173–181 tokens, RB 701–715
 * buffs, Mighty and Bonus Damage.
 */
import { describe, expect, it } from 'vitest';
import {
  addToPool,
  affordable,
  emptyPools,
  payFromPool,
  poolCovers,
  potential,
  recycleRuneForPower,
  resolveSymbol,
  tapRune,
} from '../src/rules/156-runes.ts';
import {
  banish,
  buff,
  burnOut,
  channel,
  createToken,
  discard,
  draw,
  exhaust,
  heal,
  kill,
  markDamage,
  mill,
  ready,
  recycleRunes,
  recycleToDeck,
  reveal,
  spendBuff,
  stun,
} from '../src/rules/400-actions.ts';
import {
  becameMighty,
  bonusDamage,
  damageFor,
  mighty,
  mightyUnits,
  splitTotal,
} from '../src/rules/701-additional.ts';
import { emptyPool, Z } from '../src/state.ts';
import { board, cited, might } from './kit.ts';

const PORO = 'ogn-013-298';
const CORSAIR = 'ogn-130-298';
const MAGMA = 'ogn-011-298'; // 8 Might
const FURY_RUNE = 'ogn-007-298';
const CHAOS_RUNE = 'ogn-166-298';

describe('RB 400 Draw, RB 418 Burn Out', () => {
  it('RB 400.1: draws take the top card of the Main Deck into the hand', () => {
    const b = board({ p0: { deck: [PORO, CORSAIR] } });
    const [d] = draw(b.ctx, 0, 1);
    expect(b.s.objects[d].card).toBe(CORSAIR);
    expect(b.s.zones[Z.hand(0)].objects).toEqual([d]);
  });

  it('RB 400.4, RB 418.1.a, RB 418.2, RB 418.2.b, RB 418.2.d: drawing past the end draws what is left, burns out, then draws the rest', () => {
    const b = board({ p0: { deck: [PORO], trash: [CORSAIR, MAGMA] } });
    const drawn = draw(b.ctx, 0, 2);
    expect(drawn).toHaveLength(2);
    expect(b.s.g.points).toEqual([0, 1]);
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(0);
    expect(b.s.zones[Z.deck(0)].objects).toHaveLength(1);
    expect(cited(b.log)).toEqual(expect.arrayContaining(['RB 418.2', 'RB 418.2.c']));
  });

  it('RB 418.3, RB 418.3.a: with deck and trash both empty, each draw burns out again until the opponent wins (RB 449)', () => {
    const b = board({ points: [0, 6] });
    draw(b.ctx, 0, 5);
    expect(b.s.g.points[1]).toBe(8);
    expect(b.s.result).toMatchObject({ winners: [1], rule: 'RB 449' });
  });

  it('RB 418.1.b: putting cards from the deck into the trash past its end burns out and completes the rest', () => {
    const b = board({ p0: { deck: [PORO], trash: [CORSAIR] } });
    const milled = mill(b.ctx, 0, 2);
    expect(milled).toHaveLength(2);
    expect(b.s.g.points[1]).toBe(1);
  });

  it('RB 418.2.c: burning out gives the one opponent a point', () => {
    const b = board();
    burnOut(b.ctx, 1);
    expect(b.s.g.points).toEqual([1, 0]);
  });
});

describe('RB 401 Exhaust, RB 402 Ready, RB 405 Heal, RB 410 Stun, RB 411 Reveal', () => {
  it('RB 401.1.c, RB 402.1.c: exhausting the exhausted or readying the ready does nothing', () => {
    const b = board({ p0: { base: [PORO] } });
    const u = b.id[PORO];
    expect(exhaust(b.ctx, u)).toBe(true);
    expect(exhaust(b.ctx, u)).toBe(false);
    expect(ready(b.ctx, u)).toBe(true);
    expect(ready(b.ctx, u)).toBe(false);
  });

  it('RB 404.1.b, RB 404.1.c, RB 141.2: damage is marked on each unit; RB 405.1: healing clears it', () => {
    const b = board({ p0: { base: [PORO, CORSAIR] } });
    markDamage(b.ctx, b.id[PORO], 1);
    markDamage(b.ctx, b.id[PORO], 1);
    markDamage(b.ctx, b.id[CORSAIR], 2);
    expect((b.s.objects[b.id[PORO]].data as any).damage).toBe(2);
    expect((b.s.objects[b.id[CORSAIR]].data as any).damage).toBe(2);
    expect(heal(b.ctx, b.id[PORO])).toBe(true);
    expect((b.s.objects[b.id[PORO]].data as any).damage).toBeUndefined();
  });

  it('RB 404.2: only units take damage; a card off the board takes none', () => {
    const b = board({ p0: { hand: [PORO] } });
    expect(markDamage(b.ctx, b.id[PORO], 3)).toBe(0);
  });

  it('RB 410.1.a.1: a stunned unit cannot be stunned again', () => {
    const b = board({ p0: { base: [PORO] } });
    expect(stun(b.ctx, b.id[PORO])).toBe(true);
    expect(stun(b.ctx, b.id[PORO])).toBe(false);
  });

  it('RB 411.1, RB 411.1.a.2: a revealed card is seen by all and stays where it was', () => {
    const b = board({ p0: { deck: [PORO] } });
    reveal(b.ctx, b.id[PORO]);
    expect(b.s.objects[b.id[PORO]].seenBy).toEqual([0, 1]);
    expect(b.s.objects[b.id[PORO]].zone).toBe(Z.deck(0));
  });
});

describe('RB 403 Recycle, RB 409 Discard, RB 414 Banish, RB 415 Kill', () => {
  it('RB 403.1.a, RB 403.5: recycled cards go to the bottom of their owner’s deck (RB 403.1.c)', () => {
    const b = board({ p0: { deck: [MAGMA], trash: [PORO, CORSAIR] } });
    recycleToDeck(b.ctx, 1, [b.id[PORO], b.id[CORSAIR]]);
    const deck = b.s.zones[Z.deck(0)].objects.map((id) => b.s.objects[id].card);
    expect(deck.at(-1)).toBe(MAGMA);
    expect(deck.slice(0, 2).sort()).toEqual([PORO, CORSAIR].sort());
    expect(b.s.zones[Z.deck(1)].objects).toHaveLength(0);
  });

  it('RB 403.1.b, RB 403.5.a: runes go to the bottom of the rune deck in the given order', () => {
    const b = board({ p0: { runes: [FURY_RUNE, CHAOS_RUNE], runeDeck: [FURY_RUNE] } });
    const [r1, r2] = b.s.zones[Z.runes(0)].objects;
    recycleRunes(b.ctx, [r2, r1]);
    const deck = b.s.zones[Z.runeDeck(0)].objects.map((id) => b.s.objects[id].card);
    expect(deck).toEqual([FURY_RUNE, CHAOS_RUNE, FURY_RUNE]);
  });

  it('RB 409.1: discarding moves a hand card to its owner’s trash and is counted this turn', () => {
    const b = board({ p0: { hand: [PORO] } });
    discard(b.ctx, 0, b.id[PORO]);
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(1);
    expect(b.s.g.record[0].discarded).toBe(1);
  });

  it('RB 414.2, RB 107.5.d: banishing puts a card in its owner’s banishment', () => {
    const b = board({ p1: { base: [PORO] } });
    banish(b.ctx, b.id[PORO]);
    expect(b.s.zones[Z.banish(1)].objects).toHaveLength(1);
  });

  it('RB 415.2, RB 415.2.a, RB 107.1.d, RB 109: a killed permanent goes to its owner’s trash, losing its damage and buff', () => {
    const b = board({ p0: { bf0: [{ card: CORSAIR, damage: 2, buff: 1 }] } });
    const before = kill(b.ctx, b.id[CORSAIR]);
    expect(before?.data).toMatchObject({ damage: 2, buff: 1 });
    const [t] = b.s.zones[Z.trash(0)].objects;
    expect(b.s.objects[t].data).toEqual({});
    expect(b.s.g.record[0].friendlyDied).toBe(1);
    // RB 415.2.a: only what was on the board can be killed.
    expect(kill(b.ctx, t)).toBeNull();
  });

  it('RB 179, RB 180.1: a token put into a non-board zone ceases to exist', () => {
    const b = board();
    const t = createToken(b.ctx, 'recruit', 0, Z.base(0));
    kill(b.ctx, t);
    expect(b.s.zones[Z.trash(0)].objects).toHaveLength(0);
    expect(cited(b.log)).toContain('RB 180.1');
  });
});

describe('RB 413 Buff, RB 702 spending, RB 706–711 Mighty', () => {
  it('RB 413.1.b, RB 413.1.c: buffing a buffed unit places nothing and reports it', () => {
    const b = board({ p0: { base: [PORO] } });
    expect(buff(b.ctx, b.id[PORO])).toBe(true);
    expect(buff(b.ctx, b.id[PORO])).toBe(false);
  });

  it('RB 702.2.b, RB 702.2.b.1: spending removes the buff; a unit without one has none to spend', () => {
    const b = board({ p0: { base: [{ card: PORO, buff: 1 }] } });
    expect(spendBuff(b.ctx, b.id[PORO])).toBe(true);
    expect(spendBuff(b.ctx, b.id[PORO])).toBe(false);
    expect(might(b.s, b.id[PORO])).toBe(2);
  });

  it('RB 708, RB 710: Mighty at 5 or more current Might; RB 711: off the board, by printed Might', () => {
    const b = board({ p0: { base: ['ogn-055-298', { card: 'ogn-232-298', buff: 1 }], hand: [MAGMA] } });
    expect(mightyUnits(b.s)).toEqual([b.id['ogn-232-298']]);
    expect(mighty(b.s, b.id[MAGMA])).toBe(true);
  });

  it('RB 709: "becomes Mighty" means going from below 5 to 5 or more, not entering at 5', () => {
    const b = board({ p0: { base: [CORSAIR, MAGMA] } });
    const before = { onBoard: [b.id[CORSAIR], b.id[MAGMA]], mighty: mightyUnits(b.s) };
    b.ctx.addEffect({
      source: null,
      controller: 0,
      layer: 'arith',
      op: 'might',
      params: { n: 2 },
      targets: [b.id[CORSAIR]],
      until: 'turn',
    });
    b.ctx.touch();
    expect(becameMighty(before, mightyUnits(b.s))).toEqual([b.id[CORSAIR]]);
  });
});

describe('RB 712–715 Bonus Damage', () => {
  it('RB 713, RB 715.1: your spells and abilities deal 1 more (Annie, Fiery); the opponent’s do not', () => {
    const b = board({ p0: { base: ['ogs-001-024'] }, p1: { base: [PORO] } });
    expect(bonusDamage(b.s, 0, b.id[PORO])).toBe(1);
    expect(bonusDamage(b.s, 1, b.id[PORO])).toBe(0);
    expect(damageFor(b.s, 0, 6, b.id[PORO])).toBe(7);
  });

  it('RB 714: instances add up and apply once; a battlefield’s bonus counts only for units there (RB 715.2)', () => {
    const b = board({
      battlefields: ['ogn-296-298', 'ogn-288-298'],
      p0: { base: ['ogs-001-024'] },
      p1: { bf0: [PORO], bf1: [CORSAIR] },
    });
    expect(bonusDamage(b.s, 0, b.id[PORO])).toBe(2);
    expect(bonusDamage(b.s, 0, b.id[CORSAIR])).toBe(1);
    expect(bonusDamage(b.s, 1, b.id[PORO])).toBe(1);
  });

  it('RB 715.3: split damage gets the Bonus Damage added to the amount split', () => {
    const b = board({ p0: { base: ['ogs-001-024'] } });
    expect(splitTotal(b.s, 0, 5)).toBe(6);
  });
});

describe('RB 156–164: runes and the rune pool; RB 416 Add, RB 417 Channel', () => {
  it('RB 417.1, RB 417.2, RB 315.3.b.1: channeling takes runes from the top of the rune deck, as many as there are', () => {
    const b = board({ p0: { runeDeck: [FURY_RUNE, CHAOS_RUNE] } });
    expect(channel(b.ctx, 0, 3, true)).toBe(2);
    const runes = b.s.zones[Z.runes(0)].objects;
    expect(runes.map((id) => b.s.objects[id].card)).toEqual([CHAOS_RUNE, FURY_RUNE]);
    expect(runes.every((id) => (b.s.objects[id].data as any).exhausted)).toBe(true);
  });

  it('RB 160.2.a, RB 159.1: exhausting a rune adds 1 Energy; RB 160.2.b, RB 160.2.b.1: recycling it adds 1 Power of its domain', () => {
    const b = board({ p0: { runes: [FURY_RUNE, CHAOS_RUNE] } });
    const [fury, chaos] = b.s.zones[Z.runes(0)].objects;
    expect(tapRune(b.ctx, fury)).toBe(true);
    expect(tapRune(b.ctx, fury)).toBe(false);
    expect(recycleRuneForPower(b.ctx, chaos)).toBe('chaos');
    expect(b.s.g.pools[0]).toMatchObject({ energy: 1, power: { chaos: 1 } });
    expect(b.s.zones[Z.runeDeck(0)].objects).toHaveLength(1);
  });

  it('RB 162.1, RB 162.2, RB 354.1: costs are paid from the pool; RB 159.2.b, RB 134.2.e.5.a: [A] and universal Power pay any domain', () => {
    const pool = { ...emptyPool(), energy: 3, power: { fury: 1 }, universal: 1 };
    expect(poolCovers(pool, { energy: 3, power: ['fury', 'chaos'] }, false)).toBe(true);
    expect(poolCovers(pool, { energy: 3, power: ['chaos', 'chaos'] }, false)).toBe(false);
    expect(poolCovers(pool, { energy: 4, power: [] }, false)).toBe(false);
    const p2 = { ...emptyPool(), energy: 1, spellEnergy: 2 };
    expect(poolCovers(p2, { energy: 3, power: [] }, true)).toBe(true);
    expect(poolCovers(p2, { energy: 3, power: [] }, false)).toBe(false);
    expect(payFromPool(p2, { energy: 2, power: [] }, true)).toBe(true);
    expect(p2).toMatchObject({ energy: 1, spellEnergy: 0 });
  });

  it('RB 134.2.e.6, RB 134.2.e.6.b: [C] is the card’s own domain, or [A] on a card with several or none', () => {
    expect(resolveSymbol('own', ['mind'])).toBe('mind');
    expect(resolveSymbol('own', ['fury', 'chaos'])).toBe('any');
    expect(resolveSymbol('own', [])).toBe('any');
    expect(resolveSymbol('order', ['mind'])).toBe('order');
  });

  it('RB 163, RB 163.1: pools empty and unspent resources are lost', () => {
    const b = board();
    addToPool(b.ctx, 0, { energy: 2, power: ['fury', 'any'] });
    expect(b.s.g.pools[0]).toMatchObject({ energy: 2, universal: 1 });
    emptyPools(b.ctx, 'RB 163');
    expect(b.s.g.pools[0]).toEqual(emptyPool());
  });

  it('RB 158, RB 159: what runes could give, and whether a cost is affordable choosing which runes to tap or recycle', () => {
    const b = board({ p0: { runes: [FURY_RUNE, FURY_RUNE, { card: CHAOS_RUNE, exhausted: true }] } });
    expect(potential(b.s, 0)).toEqual({ energy: 2, power: { fury: 2, chaos: 1 } });
    // 1 Energy + 1 Chaos: tap a Fury for Energy, recycle the exhausted Chaos.
    expect(affordable(b.s, 0, { energy: 1, power: ['chaos'] }, false)).toBe(true);
    // 2 Energy + 1 Fury needs three runes' worth from two ready ones: not affordable.
    expect(affordable(b.s, 0, { energy: 2, power: ['fury'] }, false)).toBe(false);
    expect(affordable(b.s, 0, { energy: 0, power: ['any', 'any', 'any'] }, false)).toBe(true);
  });
});

describe('RB 173–181 tokens', () => {
  it('RB 176, RB 177, RB 142.4, RB 179.1.d, RB 181.1: a Recruit token is a 1-Might unit of its creator, entering exhausted', () => {
    const b = board();
    const t = createToken(b.ctx, 'recruit', 1, Z.base(1));
    const o = b.s.objects[t];
    expect(o.owner).toBe(1);
    expect(o.controller).toBe(1);
    expect(o.data).toMatchObject({ token: true, exhausted: true });
    expect(might(b.s, t)).toBe(1);
  });

  it('RB 178.1, RB 181.2: a ready Sprite token (3 Might, Temporary); RB 147.1: a Gold gear token enters ready unless told exhausted', () => {
    const b = board();
    const s = createToken(b.ctx, 'sprite', 0, Z.base(0), { ready: true });
    expect(b.s.objects[s].data).toEqual({ token: true });
    expect(might(b.s, s)).toBe(3);
    const g1 = createToken(b.ctx, 'gold', 0, Z.base(0));
    const g2 = createToken(b.ctx, 'gold', 0, Z.base(0), { exhausted: true });
    expect((b.s.objects[g1].data as any).exhausted).toBeUndefined();
    expect((b.s.objects[g2].data as any).exhausted).toBe(true);
  });
});
