/** Kai'Sa, Survivor (OGN-039/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './039-kaisa-survivor.ts';

const ID = mod.card.id;

describe("Kai'Sa, Survivor (OGN-039/298)", () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('conquer: draws one card (RB 376.4.b)', () => {
    const b = board({ p0: { deck: ['ogn-013-298'], base: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });
});
