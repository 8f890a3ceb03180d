/** Yi, Meditative (OGS-004/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './004-yi-meditative.ts';

const ID = mod.card.id;

describe('Yi, Meditative (OGS-004/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and calm Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['calm']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('+4 with 8 or more runes of yours in play', () => {
    const runes = Array.from({ length: 8 }, () => 'ogn-042-298');
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], runes } });
    expect(might(b.s, b.id.u)).toBe(8);
    const b2 = board({ p0: { base: [{ card: ID, as: 'u' }], runes: runes.slice(1) } });
    expect(might(b2.s, b2.id.u)).toBe(4);
  });
});
