/** Doran's Blade (SFD-095/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './095-dorans-blade.ts';

const ID = mod.card.id;

describe("Doran's Blade (SFD-095/221)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('Equip for 1 Body Power; Might Bonus +2 (RB 136.1)', () => {
    expect(parsed(mod)).toMatchObject({
      mightBonus: 2,
      abilities: [{ kind: 'equip', cost: { power: ['body'] } }],
    });
  });
});
