/** Eager Drakehound (SFD-006/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import { entersReady } from '../../rules/346-playing.ts';
import mod from './006-eager-drakehound.ts';

const ID = mod.card.id;

describe('Eager Drakehound (SFD-006/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and 1 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('enters ready (RB 352.4)', () => {
    const b = board();
    expect(entersReady(b.s, 0, ID, false)).toBe(true);
    expect(entersReady(b.s, 0, 'ogn-013-298', false)).toBe(false);
  });
});
