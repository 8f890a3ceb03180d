/** Fading Memories (OGN-180/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './180-fading-memories.ts';

const ID = mod.card.id;

describe('Fading Memories (OGN-180/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['chaos']);
  });

  it('a unit at a battlefield or a gear: [myBf, myGear, theirBf, theirGear] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'myGear', 'theirBf', 'theirGear']);
  });
});
