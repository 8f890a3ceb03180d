/** Sandshifter (SFD-158/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './158-sandshifter.ts';

const ID = mod.card.id;

describe('Sandshifter (SFD-158/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and 2 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['order', 'order']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: only an enemy unit of Might 3 or less, which it kills', () => {
    const b = board({
      p0: { base: [{ card: ID, as: 'self' }] },
      p1: {
        base: [
          { card: 'ogn-130-298', as: 'small' },
          { card: 'ogn-178-298', as: 'big' },
        ],
      },
    });
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['small']);
    runSteps(b, ID, 0, [[b.id.small]], b.id.self);
    expect(b.s.objects[b.id.small]).toBeUndefined();
  });
});
