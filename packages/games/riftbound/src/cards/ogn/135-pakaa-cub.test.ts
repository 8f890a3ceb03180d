/** Pakaa Cub (OGN-135/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './135-pakaa-cub.ts';

const ID = mod.card.id;

describe('Pakaa Cub (OGN-135/298)', () => {
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

  it('on the board: Might 3 with hidden', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ hidden: 1 });
  });

  it('Hidden: it may be hidden at a battlefield you control (RB 737.1.b)', async () => {
    const { hideOptions } = await import('../../rules/726-keywords.ts');
    const b = board({ control: [0, 1], p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(hideOptions(b.s, 0, true)).toEqual([{ card: b.id.self, battlefield: 0 }]);
  });
});
