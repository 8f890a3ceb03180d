/** Pouty Poro (OGN-013/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './013-pouty-poro.ts';

const ID = mod.card.id;

describe('Pouty Poro (OGN-013/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 2 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('on the board: Might 2 with deflect', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({ deflect: 1 });
  });

  it('Deflect: an opponent’s spell choosing it costs 1 more Power of any domain (RB 735.1.c)', () => {
    const b = board({
      p0: { hand: [{ card: 'ogn-024-298', as: 'spell' }] },
      p1: { bf0: [{ card: ID, as: 'u' }] },
    });
    expect(costOn(b, 'spell', { targets: [b.id.u] }).power).toEqual(['fury', 'any']);
  });
});
