/** Rebuke (OGN-172/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './172-rebuke.ts';

const ID = mod.card.id;

describe('Rebuke (OGN-172/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 2 Energy and 2 Chaos Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['chaos', 'chaos']);
  });

  it('a unit at a battlefield: myBf, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('returns it to its owner’s hand (RB 413)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]]);
    settle(b);
    expect(b.s.zones['p1:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-052-298']);
  });
});
