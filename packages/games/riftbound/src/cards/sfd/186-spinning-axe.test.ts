/** Spinning Axe (SFD-186/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './186-spinning-axe.ts';

const ID = mod.card.id;

describe('Spinning Axe (SFD-186/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy and own Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['own']);
  });

  it('Quick-Draw (Reaction), Equip for [A], Temporary; Might Bonus stand-in +2', () => {
    const c = parsed(mod);
    expect(c.keywords).toMatchObject({ 'quick-draw': 1, equip: 1, temporary: 1 });
    expect(c.abilities[0]).toEqual({ kind: 'equip', cost: { power: ['any'] } });
    expect(c.standIn).toMatch(/Might Bonus/);
    expect(c.mightBonus).toBe(2);
  });
});
