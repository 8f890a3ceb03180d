/** Corina Veraza (SFD-179/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './179-corina-veraza.ts';

const ID = mod.card.id;

describe('Corina Veraza (SFD-179/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ accelerate: 1 });
  });

  it('moving to a battlefield: three Recruits there', () => {
    const b = board({ p0: { bf1: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones.bf1.objects.filter((o) => b.s.objects[o].card !== ID)).toHaveLength(3);
  });
});
