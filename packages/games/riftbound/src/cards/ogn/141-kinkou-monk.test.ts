/** Kinkou Monk (OGN-141/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './141-kinkou-monk.ts';

const ID = mod.card.id;

describe('Kinkou Monk (OGN-141/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and 1 Body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('up to two other units of yours: myBase, myBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('play effect: both chosen units are buffed (RB 702)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBase, b.id.myBf]], b.id.self);
    expect([might(b.s, b.id.myBase), might(b.s, b.id.myBf)]).toEqual([3, 4]);
  });
});
