/** Hextech Ray (OGN-009/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  damageOf,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './009-hextech-ray.ts';

const ID = mod.card.id;

describe('Hextech Ray (OGN-009/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 1 Energy and 1 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('a unit at a battlefield: myBf, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('deals 3 damage (RB 404)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBf]]);
    expect(damageOf(b, b.id.myBf)).toBe(3);
  });
});
