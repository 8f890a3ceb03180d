/** Thermo Beam (OGN-022/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  runSteps,
  standardBoard,
  timings,
} from '../../../test/card-kit.ts';
import mod from './022-thermo-beam.ts';

const ID = mod.card.id;

describe('Thermo Beam (OGN-022/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 5 Energy and 2 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['fury', 'fury']);
  });

  it('every gear dies, units stay', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0);
    expect(b.s.objects[b.id.myGear]).toBeUndefined();
    expect(b.s.objects[b.id.theirGear]).toBeUndefined();
    expect(b.s.objects[b.id.myBase]).toBeDefined();
  });
});
