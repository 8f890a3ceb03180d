/** Dauntless Vanguard (SFD-093/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './093-dauntless-vanguard.ts';

const ID = mod.card.id;

describe('Dauntless Vanguard (SFD-093/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('may be played to an enemy-controlled battlefield with units', async () => {
    const { playLocations } = await import('../../rules/346-playing.ts');
    const b = board({ control: [1, 1], p1: { bf0: ['ogn-130-298'] } });
    expect(playLocations(b.s, 0, ID)).toEqual(['p0:base', 'bf0']);
  });
});
