/** Premonition (SFD-087/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './087-premonition.ts';

const ID = mod.card.id;

describe('Premonition (SFD-087/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy and 3 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['mind', 'mind', 'mind']);
  });

  it('draws three', () => {
    const b = board({ p0: { deck: ['ogn-013-298', 'ogn-013-298', 'ogn-013-298', 'ogn-013-298'] } });
    runSteps(b, ID, 0);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(3);
  });
});
