/** Garen, Rugged (OGS-007/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './007-garen-rugged.ts';

const ID = mod.card.id;

describe('Garen, Rugged (OGS-007/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 5 with assault, shield', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({ assault: 2, shield: 2 });
  });

  it('7 Might as an attacker or as a defender', () => {
    const b = board({
      p0: {
        bf0: [{ card: ID, as: 'a', designation: 'attacker' }],
        bf1: [{ card: ID, as: 'd', designation: 'defender' }],
      },
    });
    expect(might(b.s, b.id.a)).toBe(7);
    expect(might(b.s, b.id.d)).toBe(7);
  });
});
