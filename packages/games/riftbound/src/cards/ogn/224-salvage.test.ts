/** Salvage (OGN-224/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  runSteps,
  settle,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './224-salvage.ts';

const ID = mod.card.id;

describe('Salvage (OGN-224/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 2 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('up to one gear: myGear, theirGear on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myGear', 'theirGear']);
  });

  it('with no gear chosen it still draws', () => {
    const b = board({ p0: { deck: ['ogn-013-298'] } });
    runSteps(b, ID, 0, [[]]);
    settle(b);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });

  it('kills the chosen gear and draws', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirGear]]);
    settle(b);
    expect(b.s.objects[b.id.theirGear]).toBeUndefined();
  });
});
