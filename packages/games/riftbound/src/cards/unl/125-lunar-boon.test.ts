/** Lunar Boon (UNL-125/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './125-lunar-boon.ts';

const ID = mod.card.id;

describe('Lunar Boon (UNL-125/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('discard one, then draw two', () => {
    const b = board({ p0: { hand: ['ogn-130-298'], deck: ['ogn-013-298', 'ogn-013-298'] } });
    runSteps(b, ID, 0);
    expect(b.s.zones['p0:trash'].objects).toHaveLength(1);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(2);
  });
});
