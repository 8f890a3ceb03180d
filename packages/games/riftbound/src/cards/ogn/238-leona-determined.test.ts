/** Leona, Determined (OGN-238/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  runSteps,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './238-leona-determined.ts';

const ID = mod.card.id;

describe('Leona, Determined (OGN-238/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and 1 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['order']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({ shield: 1 });
  });

  it('attack: stuns an enemy unit there', () => {
    const b = board({
      p0: { bf0: [{ card: ID, as: 'self' }] },
      p1: { bf0: [{ card: 'ogn-130-298', as: 'e' }], base: [{ card: 'ogn-130-298', as: 'far' }] },
    });
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['e']);
    runSteps(b, ID, 0, [[b.id.e]], b.id.self);
    expect((b.s.objects[b.id.e].data as { stunned?: boolean }).stunned).toBe(true);
  });
});
