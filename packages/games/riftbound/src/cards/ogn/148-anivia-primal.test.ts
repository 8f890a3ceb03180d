/** Anivia, Primal (OGN-148/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  damageOf,
  keywords,
  might,
  parsed,
  runSteps,
  timings,
} from '../../../test/card-kit.ts';
import mod from './148-anivia-primal.ts';

const ID = mod.card.id;

describe('Anivia, Primal (OGN-148/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and 2 Body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['body', 'body']);
  });

  it('on the board: Might 8', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(8);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('attack: 3 damage to each enemy unit there only', () => {
    const b = board({
      p0: {
        bf0: [
          { card: ID, as: 'u' },
          { card: 'ogn-013-298', as: 'friend' },
        ],
      },
      p1: {
        bf0: [
          { card: 'ogn-130-298', as: 'e' },
          { card: 'ogn-052-298', as: 'f' },
        ],
        bf1: [{ card: 'ogn-130-298', as: 'far' }],
      },
    });
    runSteps(b, ID, 0, [], b.id.u);
    expect([
      damageOf(b, b.id.e),
      damageOf(b, b.id.f),
      damageOf(b, b.id.far),
      damageOf(b, b.id.friend),
    ]).toEqual([3, 3, 0, 0]);
  });
});
