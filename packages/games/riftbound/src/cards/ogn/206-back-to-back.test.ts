/** Back to Back (OGN-206/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './206-back-to-back.ts';

const ID = mod.card.id;

describe('Back to Back (OGN-206/298)', () => {
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

  it('two of your units', () => {
    expect((parsed(mod).abilities[0] as any).targets[0]).toMatchObject({ n: 2 });
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });
});
