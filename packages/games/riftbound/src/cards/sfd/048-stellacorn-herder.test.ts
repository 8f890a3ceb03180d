/** Stellacorn Herder (SFD-048/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './048-stellacorn-herder.ts';

const ID = mod.card.id;

describe('Stellacorn Herder (SFD-048/221)', () => {
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

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('move: draws one', () => {
    const b = board({ p0: { deck: ['ogn-013-298'], base: [{ card: ID, as: 'u' }] } });
    expect(parsed(mod).abilities[0]).toMatchObject({ on: { on: 'move', who: 'me' } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });
});
