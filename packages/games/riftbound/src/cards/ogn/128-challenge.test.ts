/** Challenge (OGN-128/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './128-challenge.ts';

const ID = mod.card.id;

describe('Challenge (OGN-128/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 2 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('one of your units and an enemy unit fight', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
    expect(targetNames(ID, 0, 1)).toEqual(['theirBase', 'theirBf']);
  });
});
