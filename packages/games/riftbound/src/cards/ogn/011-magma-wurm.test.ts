/** Magma Wurm (OGN-011/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './011-magma-wurm.ts';

const ID = mod.card.id;

describe('Magma Wurm (OGN-011/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 8 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(8);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('on the board: Might 8', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(8);
    expect(keywords(b.s, b.id.u)).toEqual({});
  });

  it('your other units enter ready; the opponent’s do not', async () => {
    const { entersReady } = await import('../../rules/346-playing.ts');
    const b = board({ p0: { base: [ID] } });
    expect(entersReady(b.s, 0, 'ogn-130-298', false)).toBe(true);
    expect(entersReady(b.s, 1, 'ogn-130-298', false)).toBe(false);
  });
});
