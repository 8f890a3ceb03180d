/** Brazen Buccaneer (OGN-002/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './002-brazen-buccaneer.ts';

const ID = mod.card.id;

describe('Brazen Buccaneer (OGN-002/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 5', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('costs 6, or 4 with the optional discard paid (RB 353.2.b.1, RB 353.4.d.1)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(costOn(b, 'self', { optionalPaid: true }).energy).toBe(4);
  });
});
