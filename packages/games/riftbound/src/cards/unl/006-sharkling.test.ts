/** Sharkling (UNL-006/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './006-sharkling.ts';

const ID = mod.card.id;

describe('Sharkling (UNL-006/219)', () => {
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

  it('on the board: Might 1', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(1);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1, assault: 4 });
  });

  it('Assault 4: 5 Might as an attacker (RB 733)', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'u', designation: 'attacker' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
  });
});
