/** Moonlight Affliction (UNL-066/219): what the card is and does, as far as the engine plays it today. */
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
import mod from './066-moonlight-affliction.ts';

const ID = mod.card.id;

describe('Moonlight Affliction (UNL-066/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 7 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('one unit: myBase, myBf, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'theirBase', 'theirBf']);
  });

  it('-10 Might this turn: none left', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBf]]);
    expect(might(b.s, b.id.theirBf)).toBeLessThanOrEqual(0);
  });
});
