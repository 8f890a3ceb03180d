/** Shen, Kinkou (OGN-241/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './241-shen-kinkou.ts';

const ID = mod.card.id;

describe('Shen, Kinkou (OGN-241/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 3 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ reaction: 1, shield: 2, tank: 1 });
  });
});
