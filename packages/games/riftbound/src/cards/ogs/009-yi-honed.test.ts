/** Yi, Honed (OGS-009/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './009-yi-honed.ts';

const ID = mod.card.id;

describe('Yi, Honed (OGS-009/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 7 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(7);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('on the board: Might 6 with ganking', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(6);
    expect(keywords(b.s, b.id.u)).toEqual({ ganking: 1 });
  });

  it('enters ready', async () => {
    const { entersReady } = await import('../../rules/346-playing.ts');
    expect(entersReady(board().s, 0, ID, false)).toBe(true);
  });
});
