/** B.F. Sword (SFD-161/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './161-bf-sword.ts';

const ID = mod.card.id;

describe('B.F. Sword (SFD-161/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('Equip for 1 Order Power; Might Bonus +3', () => {
    expect(parsed(mod)).toMatchObject({
      mightBonus: 3,
      abilities: [{ kind: 'equip', cost: { power: ['order'] } }],
    });
  });
});
