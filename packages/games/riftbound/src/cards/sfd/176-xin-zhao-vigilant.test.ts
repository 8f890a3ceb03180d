/** Xin Zhao, Vigilant (SFD-176/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import { entersReady } from '../../rules/346-playing.ts';
import mod from './176-xin-zhao-vigilant.ts';

const ID = mod.card.id;

describe('Xin Zhao, Vigilant (SFD-176/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ tank: 1 });
  });

  it('enters ready with two units of yours in base', () => {
    const P = 'ogn-013-298';
    expect(entersReady(board({ p0: { base: [P] } }).s, 0, ID, false)).toBe(false);
    expect(entersReady(board({ p0: { base: [P, P] } }).s, 0, ID, false)).toBe(true);
  });
});
