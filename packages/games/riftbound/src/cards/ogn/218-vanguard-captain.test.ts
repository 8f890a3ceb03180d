/** Vanguard Captain (OGN-218/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './218-vanguard-captain.ts';

const ID = mod.card.id;

describe('Vanguard Captain (OGN-218/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ legion: 1 });
  });

  it('Legion play effect: two Recruits where it is', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({ cond: { legion: true } });
    const b = board({ p0: { bf0: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones.bf0.objects.filter((o) => b.s.objects[o].card !== ID)).toHaveLength(2);
  });
});
