/** Riposte (SFD-206/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './206-riposte.ts';

const ID = mod.card.id;

describe('Riposte (SFD-206/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy and own, own Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['own', 'own']);
  });

  it('one of your units and a spell on the chain (none on the standard board)', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
    expect(targetNames(ID, 0, 1)).toEqual([]);
  });
});
