/** Rocket Barrage (SFD-077/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './077-rocket-barrage.ts';

const ID = mod.card.id;

describe('Rocket Barrage (SFD-077/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('mode 1: a unit in a base; mode 2: a gear; Repeat may choose differently (RB 746.2.a)', () => {
    expect(targetNames(ID, 0, 0, 0)).toEqual(['myBase', 'theirBase']);
    expect(targetNames(ID, 0, 0, 1)).toEqual(['myGear', 'theirGear']);
  });
});
