/** Danger Zone (SFD-182/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './182-danger-zone.ts';

const ID = mod.card.id;

describe('Danger Zone (SFD-182/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 1 Energy and own Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual(['own']);
  });

  it('Repeat for 1 Energy and 1 Power of any domain; +1 to each of your Mechs this turn', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b, 'self', { repeats: 1 })).toEqual({ energy: 2, power: ['any', 'any'] });
  });
});
