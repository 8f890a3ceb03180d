/** Legion Rearguard (OGN-010/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './010-legion-rearguard.ts';

const ID = mod.card.id;

describe('Legion Rearguard (OGN-010/298)', () => {
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

  it('on the board: Might 2', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });
});
