/** Jaull-Fish (SFD-103/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './103-jaull-fish.ts';

const ID = mod.card.id;

describe('Jaull-Fish (SFD-103/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and body, body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['body', 'body']);
  });

  it('on the board: Might 6 with accelerate', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('costs 2 less per Mighty unit of yours', () => {
    const b = board({
      p0: { hand: [{ card: ID, as: 'self' }], base: ['ogn-011-298', 'ogn-142-298', 'ogn-130-298'] },
    });
    expect(costOn(b).energy).toBe(3);
  });
});
