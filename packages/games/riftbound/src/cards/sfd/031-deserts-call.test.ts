/** Desert's Call (SFD-031/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './031-deserts-call.ts';

const ID = mod.card.id;

describe("Desert's Call (SFD-031/221)", () => {
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

  it('Repeat for 2 Energy: a second Sand Soldier (RB 746.1.d.1)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b)).toEqual({ energy: 2, power: [] });
    expect(costOn(b, 'self', { repeats: 1 })).toEqual({ energy: 4, power: [] });
    expect((parsed(mod).abilities[0] as any).steps).toEqual([
      { do: 'token', token: 'sand-soldier', n: 1, at: 'any' },
    ]);
  });
});
