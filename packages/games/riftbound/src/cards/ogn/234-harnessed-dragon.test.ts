/** Harnessed Dragon (OGN-234/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  settle,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './234-harnessed-dragon.ts';

const ID = mod.card.id;

describe('Harnessed Dragon (OGN-234/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and 2 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['order', 'order']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('an enemy unit: theirBase, theirBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['theirBase', 'theirBf']);
  });

  it('play effect: kills the chosen enemy unit (RB 415)', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [[b.id.theirBase]], b.id.self);
    settle(b);
    expect(b.s.objects[b.id.theirBase]).toBeUndefined();
    expect(b.s.zones['p1:trash'].objects.map((o) => b.s.objects[o].card)).toContain('ogn-130-298');
  });
});
