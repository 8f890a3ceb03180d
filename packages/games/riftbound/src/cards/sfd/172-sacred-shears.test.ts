/** Sacred Shears (SFD-172/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './172-sacred-shears.ts';

const ID = mod.card.id;

describe('Sacred Shears (SFD-172/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy and order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('effect text: the unit it is attached to has Deathknell — draw 1', () => {
    expect(parsed(mod)).toMatchObject({
      mightBonus: 1,
      effectText: [{ deathknell: true, steps: [{ do: 'draw', n: 1 }] }],
    });
  });
});
