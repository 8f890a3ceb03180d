/** Jinx, Demolitionist (OGN-030/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './030-jinx-demolitionist.ts';

const ID = mod.card.id;

describe('Jinx, Demolitionist (OGN-030/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 4 with accelerate, assault', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1, assault: 2 });
  });

  it('Assault 2 as an attacker: 6 Might', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'u', designation: 'attacker' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
  });
});
