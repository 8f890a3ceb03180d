/** Factory Recall (SFD-135/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './135-factory-recall.ts';

const ID = mod.card.id;

describe('Factory Recall (SFD-135/221)', () => {
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

  it('one gear: myGear, theirGear on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myGear', 'theirGear']);
  });

  it('returns the gear to its owner’s hand', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirGear]]);
    expect(b.s.zones['p1:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-182-298']);
  });
});
