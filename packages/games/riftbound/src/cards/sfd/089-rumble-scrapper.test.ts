/** Rumble, Scrapper (SFD-089/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './089-rumble-scrapper.ts';

const ID = mod.card.id;

describe('Rumble, Scrapper (SFD-089/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 5 Energy and mind Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(5);
    expect(parsed(mod).cost?.power).toEqual(['mind']);
  });

  it('on the board: Might 5', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('your Mechs have +1, itself included; a Mech token when it holds', () => {
    const b = board({
      p0: {
        base: [
          { card: ID, as: 'u' },
          { card: 'sfd-062-221', as: 'm' },
        ],
      },
      p1: { base: [{ card: 'sfd-062-221', as: 'theirs' }] },
    });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(might(b.s, b.id.m)).toBe(4);
    expect(might(b.s, b.id.theirs)).toBe(3);
  });
});
