/** Tasty Faefolk (OGN-075/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  timings,
} from '../../../test/card-kit.ts';
import mod from './075-tasty-faefolk.ts';

const ID = mod.card.id;

describe('Tasty Faefolk (OGN-075/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1, deathknell: 1 });
  });

  it('Deathknell: two runes exhausted, one card', () => {
    const R = 'ogn-042-298';
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], runeDeck: [R, R, R], deck: ['ogn-013-298'] } });
    runSteps(b, ID, 0, [], b.id.u);
    const runes = b.s.zones['p0:runes'].objects;
    expect(runes).toHaveLength(2);
    expect(runes.every((o) => (b.s.objects[o].data as { exhausted?: boolean }).exhausted)).toBe(true);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });
});
