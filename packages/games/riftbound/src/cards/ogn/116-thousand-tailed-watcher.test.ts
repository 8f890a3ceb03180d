/** Thousand-Tailed Watcher (OGN-116/298): what the card is and does, as far as the engine plays it today. */
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
  timings,
} from '../../../test/card-kit.ts';
import mod from './116-thousand-tailed-watcher.ts';

const ID = mod.card.id;

describe('Thousand-Tailed Watcher (OGN-116/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and 1 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 7', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(7);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('play effect: enemy units -3 (not below 1), friendly ones unchanged', () => {
    const b = standardBoard(ID);
    runSteps(b, ID, 0, [], b.id.self);
    expect([might(b.s, b.id.theirBase), might(b.s, b.id.theirBf), might(b.s, b.id.myBf)]).toEqual([1, 1, 3]);
  });
});
