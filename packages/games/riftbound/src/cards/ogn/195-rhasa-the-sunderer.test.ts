/** Rhasa the Sunderer (OGN-195/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './195-rhasa-the-sunderer.ts';

const ID = mod.card.id;

describe('Rhasa the Sunderer (OGN-195/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 10 Energy and chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(10);
    expect(parsed(mod).cost?.power).toEqual(['chaos']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('costs 1 less per card in your trash (RB 363.2.a)', () => {
    const b = board({
      p0: { hand: [{ card: ID, as: 'self' }], trash: ['ogn-130-298', 'ogn-013-298', 'ogn-229-298'] },
    });
    expect(costOn(b).energy).toBe(7);
  });
});
