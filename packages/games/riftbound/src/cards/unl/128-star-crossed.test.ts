/** Star-Crossed (UNL-128/219): what the card is and does, as far as the engine plays it today. */
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
import mod from './128-star-crossed.ts';

const ID = mod.card.id;

describe('Star-Crossed (UNL-128/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 3 Energy and 1 Chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['chaos']);
  });

  it('one unit of yours: myBase, myBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('both go back to their owners’ hands', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBase], [b.id.theirBf]]);
    expect(b.s.zones['p0:hand'].objects.map((o) => b.s.objects[o].card)).toContain('ogn-013-298');
    expect(b.s.zones['p1:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-052-298']);
  });
});
