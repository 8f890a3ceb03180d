/** Inviolus Vox (UNL-027/219): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './027-inviolus-vox.ts';

const ID = mod.card.id;

describe('Inviolus Vox (UNL-027/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and 2 Fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['fury', 'fury']);
  });

  it('on the board: Might 8', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(8);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('one unit of yours: myBase, myBf, self on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'self']);
  });

  it('conquer: +8 Might to a unit of yours', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBf]], b.id.self);
    expect(might(b.s, b.id.myBf)).toBe(11);
  });
});
