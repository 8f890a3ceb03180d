/** Fiora, Victorious (OGN-232/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './232-fiora-victorious.ts';

const ID = mod.card.id;

describe('Fiora, Victorious (OGN-232/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 4 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(4);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 4', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(4);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('buffed to 5 she is Mighty and has Deflect, Ganking and Shield (RB 453.3); defending, 6', () => {
    const b = board({ p0: { bf0: [{ card: ID, as: 'f', buff: 1, designation: 'defender' }] } });
    expect(keywords(b.s, b.id.f)).toEqual({ deflect: 1, ganking: 1, shield: 1 });
    expect(might(b.s, b.id.f)).toBe(6);
  });
});
