/** Whiteflame Protector (OGN-082/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './082-whiteflame-protector.ts';

const ID = mod.card.id;

describe('Whiteflame Protector (OGN-082/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and 2 Calm Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['calm', 'calm']);
  });

  it('on the board: Might 8', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(8);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('one unit: myBase, myBf, self, theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf', 'self', 'theirBase', 'theirBf']);
  });

  it('play effect: +8 Might this turn', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.myBase]], b.id.self);
    expect(might(b.s, b.id.myBase)).toBe(10);
  });
});
