/** Evershade Stalker (UNL-123/219): what the card is and does, as far as the engine plays it today. */
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
import mod from './123-evershade-stalker.ts';

const ID = mod.card.id;

describe('Evershade Stalker (UNL-123/219)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 3 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(3);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 3', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: the only card in hand is discarded, then one drawn', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }], hand: ['ogn-130-298'], deck: ['ogn-013-298'] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:trash'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-130-298']);
    expect(b.s.zones['p0:hand'].objects.map((o) => b.s.objects[o].card)).toEqual(['ogn-013-298']);
  });
});
