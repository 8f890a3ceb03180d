/** Gentlemen's Duel (OGS-008/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './008-gentlemens-duel.ts';

const ID = mod.card.id;

describe("Gentlemen's Duel (OGS-008/024)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 6 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('one of your units (+3) and an enemy unit fight', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
    expect(targetNames(ID, 0, 1)).toEqual(['theirBase', 'theirBf']);
  });
});
