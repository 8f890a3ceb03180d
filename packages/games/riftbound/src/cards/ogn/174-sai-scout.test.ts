/** Sai Scout (OGN-174/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './174-sai-scout.ts';

const ID = mod.card.id;

describe('Sai Scout (OGN-174/298)', () => {
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

  it('on the board: Might 5 with vision', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(5);
    expect(keywords(b.s, b.id.u)).toEqual({ vision: 1 });
  });

  it('may be played to an open battlefield (RB 352.2.b)', async () => {
    const { playLocations } = await import('../../rules/346-playing.ts');
    const b = board({ control: [null, 1], p1: { bf1: ['ogn-130-298'] } });
    expect(playLocations(b.s, 0, ID)).toEqual(['p0:base', 'bf0']);
  });
});
