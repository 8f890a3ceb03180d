/** Long Sword (SFD-022/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './022-long-sword.ts';

const ID = mod.card.id;

describe('Long Sword (SFD-022/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('Equip for 1 Fury Power, Might Bonus +2; Quick-Draw gives it Reaction (RB 745.1.b)', () => {
    const c = parsed(mod);
    expect(c.abilities[0]).toEqual({ kind: 'equip', cost: { power: ['fury'] } });
    expect(c.mightBonus).toBe(2);
    expect(timings(c)).toContain('closed');
  });
});
