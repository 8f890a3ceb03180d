/** Strike Down (SFD-107/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './107-strike-down.ts';

const ID = mod.card.id;

describe('Strike Down (SFD-107/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('an equipped unit of yours (none yet: attachments wait for the kernel) and an enemy unit', () => {
    expect(targetNames(ID, 0, 0)).toEqual([]);
    expect(targetNames(ID, 0, 1)).toEqual(['theirBase', 'theirBf']);
  });
});
