/** Watchful Sentry (OGN-096/298): what the card is and does, as far as the engine plays it today. */
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
import mod from './096-watchful-sentry.ts';

const ID = mod.card.id;

describe('Watchful Sentry (OGN-096/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 1', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(1);
    expect(keywords(b.s, b.id.u)).toEqual({ deathknell: 1 });
  });

  it('Deathknell: draws one (RB 734)', () => {
    const b = board({ p0: { deck: ['ogn-013-298'], base: [{ card: ID, as: 'u' }] } });
    expect(parsed(mod).abilities[0]).toMatchObject({ deathknell: true, on: { on: 'die', who: 'me' } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
  });
});
