/** Soul Harvest (UNL-159/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './159-soul-harvest.ts';

const ID = mod.card.id;

describe('Soul Harvest (UNL-159/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('a unit at a battlefield with Might 3 or less: myBf, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('kills it', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]]);
    expect(b.s.objects[b.id.theirBf]).toBeUndefined();
  });

  it('a unit of Might 4 or more is no choice', () => {
    const b = board({
      p0: { hand: [{ card: ID, as: 'self' }] },
      p1: {
        bf0: [
          { card: 'ogn-178-298', as: 'big' },
          { card: 'ogn-013-298', as: 'small' },
        ],
      },
    });
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['small']);
  });
});
