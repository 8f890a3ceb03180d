/** Progress Day (OGN-114/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, runSteps, timings } from '../../../test/card-kit.ts';
import mod from './114-progress-day.ts';

const ID = mod.card.id;

describe('Progress Day (OGN-114/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and 1 Mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('draws four (RB 400)', () => {
    const P = 'ogn-013-298';
    const b = board({ p0: { deck: [P, P, P, P, P] } });
    runSteps(b, ID, 0);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(4);
  });
});
