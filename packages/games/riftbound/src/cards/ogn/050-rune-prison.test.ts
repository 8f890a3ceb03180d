/** Rune Prison (OGN-050/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './050-rune-prison.ts';

const ID = mod.card.id;

describe('Rune Prison (OGN-050/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 2 Energy and 1 Calm Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['calm']);
  });

  it('one unit: myBase, myBf, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });

  it('stuns it (RB 410)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBase]]);
    expect((b.s.objects[b.id.theirBase].data as { stunned?: boolean }).stunned).toBe(true);
  });
});
