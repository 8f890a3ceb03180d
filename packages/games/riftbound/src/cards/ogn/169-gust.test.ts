/** Gust (OGN-169/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  standardBoard,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './169-gust.ts';

const ID = mod.card.id;

describe('Gust (OGN-169/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('a unit at a battlefield with Might 3 or less', () => {
    const b = standardBoard(ID);
    b.ctx.addEffect({
      source: null,
      controller: 0,
      layer: 'arith',
      op: 'might',
      params: { n: 1 },
      targets: [b.id.myBf],
      until: 'turn',
    });
    b.ctx.touch();
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['theirBf']);
  });
});
