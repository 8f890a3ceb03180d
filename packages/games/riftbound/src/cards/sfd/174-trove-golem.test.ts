/** Trove Golem (SFD-174/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './174-trove-golem.ts';

const ID = mod.card.id;

describe('Trove Golem (SFD-174/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and 2 Order Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['order', 'order']);
  });

  it('on the board: Might 9', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(9);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('play effect: four Gold tokens', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:base'].objects.filter((o) => b.s.objects[o].card === 'sfd-t03')).toHaveLength(4);
  });
});
