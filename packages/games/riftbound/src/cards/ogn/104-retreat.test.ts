/** Retreat (OGN-104/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  parsed,
  runSteps,
  settle,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './104-retreat.ts';

const ID = mod.card.id;

describe('Retreat (OGN-104/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('one of your units: myBase, myBf on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('returns the unit, channels one rune exhausted', () => {
    const b = board({ p0: { base: [{ card: 'ogn-013-298', as: 'u' }], runeDeck: ['ogn-042-298'] } });
    runSteps(b, ID, 0, [[b.id.u]]);
    settle(b);
    expect(b.s.zones['p0:hand'].objects).toHaveLength(1);
    expect(b.s.zones['p0:runes'].objects).toHaveLength(1);
  });
});
