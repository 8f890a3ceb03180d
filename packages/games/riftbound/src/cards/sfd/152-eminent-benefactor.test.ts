/** Eminent Benefactor (SFD-152/221): what the card is and does, as far as the engine plays it today. */
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
import mod from './152-eminent-benefactor.ts';

const ID = mod.card.id;

describe('Eminent Benefactor (SFD-152/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 5', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('hold: two Gold tokens (RB 376.4.c)', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'u' }] } });
    expect(parsed(mod).abilities[0]).toMatchObject({ on: { on: 'hold', who: 'me' } });
    runSteps(b, ID, 0, [], b.id.u);
    expect(b.s.zones['p0:base'].objects.filter((o) => b.s.objects[o].card === 'sfd-t03')).toHaveLength(2);
  });
});
