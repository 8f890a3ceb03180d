/** Primal Strength (OGN-154/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  might,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './154-primal-strength.ts';

const ID = mod.card.id;

describe('Primal Strength (OGN-154/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 4 Energy and 1 Body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('one unit: myBase, myBf, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });

  it('+7 Might this turn', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBf]]);
    expect(might(b.s, b.id.myBf)).toBe(10);
  });
});
