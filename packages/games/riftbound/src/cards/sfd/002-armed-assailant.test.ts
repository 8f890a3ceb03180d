/** Armed Assailant (SFD-002/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './002-armed-assailant.ts';

const ID = mod.card.id;

describe('Armed Assailant (SFD-002/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and 1 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1, weaponmaster: 1 });
  });
});
