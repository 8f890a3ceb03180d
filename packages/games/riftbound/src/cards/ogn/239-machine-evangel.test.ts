/** Machine Evangel (OGN-239/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './239-machine-evangel.ts';

const ID = mod.card.id;

describe('Machine Evangel (OGN-239/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ deathknell: 1 });
  });

  it('Deathknell: three Recruits in base', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:base'].objects).toHaveLength(3);
  });
});
