/** Direwing (SFD-094/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import { entersReady } from '../../rules/346-playing.ts';
import mod from './094-direwing.ts';

const ID = mod.card.id;

describe('Direwing (SFD-094/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 7', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(7);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('enters ready only with another Dragon of yours', () => {
    expect(entersReady(board().s, 0, ID, false)).toBe(false);
    const b = board({ p0: { base: ['ogn-011-298'] } });
    expect(entersReady(b.s, 0, ID, false)).toBe(true);
    expect(entersReady(b.s, 1, ID, false)).toBe(false);
  });
});
