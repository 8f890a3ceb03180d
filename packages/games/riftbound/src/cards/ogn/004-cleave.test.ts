/** Cleave (OGN-004/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './004-cleave.ts';

const ID = mod.card.id;

describe('Cleave (OGN-004/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('one unit: myBase, myBf, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });

  it('the unit has Assault 3 this turn (RB 733)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]]);
    expect(keywords(b.s, b.id.theirBf).assault).toBe(3);
  });
});
