/** Udyr, Wildman (OGN-157/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import {
  board,
  checkData,
  costOn,
  keywords,
  might,
  parsed,
  targetNames,
  timings,
} from '../../../test/card-kit.ts';
import mod from './157-udyr-wildman.ts';

const ID = mod.card.id;

describe('Udyr, Wildman (OGN-157/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 6', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('spend its buff: four modes, each once a turn; the damage and stun modes choose a unit at a battlefield', () => {
    const ab = parsed(mod).abilities[0] as any;
    expect(ab).toMatchObject({ kind: 'activated', cost: { spendBuff: 'self' }, notChosenThisTurn: true });
    expect(ab.modes).toHaveLength(4);
    expect(targetNames(ID, 0, 0, 0)).toEqual(['myBf', 'theirBf']);
    expect(targetNames(ID, 0, 0, 1)).toEqual(['myBf', 'theirBf']);
  });
});
