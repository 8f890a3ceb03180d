/** Sneaky Deckhand (OGN-176/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './176-sneaky-deckhand.ts';

const ID = mod.card.id;

describe('Sneaky Deckhand (OGN-176/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 2', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('may be played to an open battlefield, not one with units (RB 352.2.b)', async () => {
    const { playLocations } = await import('../../rules/346-playing.ts');
    const b = board({ p1: { bf1: ['ogn-130-298'] } });
    expect(playLocations(b.s, 0, ID)).toEqual(['p0:base', 'bf0']);
  });
});
