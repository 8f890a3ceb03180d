/** Lee Sin, Centered (OGN-151/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './151-lee-sin-centered.ts';

const ID = mod.card.id;

describe('Lee Sin, Centered (OGN-151/298)', () => {
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

  it('on the board: Might 6 with accelerate', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('your other buffed units at its battlefield have +2; not in base, not unbuffed, not itself', () => {
    const b = board({
      p0: {
        bf0: [
          { card: ID, as: 'lee', buff: 1 },
          { card: 'ogn-130-298', as: 'a', buff: 1 },
          { card: 'ogn-013-298', as: 'n' },
        ],
        base: [{ card: 'ogn-130-298', as: 'home', buff: 1 }],
      },
    });
    expect(might(b.s, b.id.a)).toBe(6);
    expect(might(b.s, b.id.n)).toBe(2);
    expect(might(b.s, b.id.home)).toBe(4);
    expect(might(b.s, b.id.lee)).toBe(7);
  });
});
