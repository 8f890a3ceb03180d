/** Recruit (ZN) (OGN-273/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, keywords, might, parsed } from '../../../test/card-kit.ts';
import mod from './273-recruit-zn.ts';

const ID = mod.card.id;

describe('Recruit (ZN) (OGN-273/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('on the board: Might 1', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(1);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('a token (RB 179): not a card, no cost, no domain', () => {
    const c = parsed(mod);
    expect(c.cost).toBeUndefined();
    expect(c.domains).toEqual([]);
  });
});
