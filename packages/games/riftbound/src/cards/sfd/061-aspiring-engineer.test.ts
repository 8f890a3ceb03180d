/** Aspiring Engineer (SFD-061/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './061-aspiring-engineer.ts';

const ID = mod.card.id;

describe('Aspiring Engineer (SFD-061/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy and 1 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: a gear of your trash to your hand', () => {
    const b = board({
      p0: {
        base: [{ card: ID, as: 'self' }],
        trash: [
          { card: 'ogn-090-298', as: 'g' },
          { card: 'ogn-013-298', as: 'u' },
        ],
      },
      p1: { trash: [{ card: 'ogn-182-298', as: 'their' }] },
    });
    expect(targetNames(ID, 0, 0, undefined, b)).toEqual(['g']);
    runSteps(b, ID, 0, [[b.id.g]], b.id.self);
    expect(b.s.zones['p0:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-090-298']);
  });
});
