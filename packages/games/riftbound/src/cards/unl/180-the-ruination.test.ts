/** The Ruination (UNL-180/219): what the card is and does, as far as the engine plays it today. */
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
import mod from './180-the-ruination.ts';

const ID = mod.card.id;

describe('The Ruination (UNL-180/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 9 Energy and 3 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(9);
    expect(parsed(mod).cost?.power).toEqual(['order', 'order', 'order']);
  });

  it('every unit on the board dies, gear stays', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0);
    for (const n of ['myBase', 'myBf', 'theirBase', 'theirBf'])
      expect(b.s.objects[b.id[n]], n).toBeUndefined();
    expect(b.s.objects[b.id.myGear]).toBeDefined();
  });
});
