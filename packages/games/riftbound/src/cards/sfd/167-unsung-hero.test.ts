/** Unsung Hero (SFD-167/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './167-unsung-hero.ts';

const ID = mod.card.id;

describe('Unsung Hero (SFD-167/221)', () => {
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

  it('on the board: Might 2 with deathknell', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(2);
    expect(keywords(b.s, b.id.u)).toEqual({ deathknell: 1 });
  });

  it('Deathknell: draws 2 only if it was Mighty as it died (last known information)', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).steps[0].cond;
    expect(holds(board().s, {}, cond, { controller: 0, source: null, here: null, lastMight: 5 })).toBe(true);
    expect(holds(board().s, {}, cond, { controller: 0, source: null, here: null, lastMight: 2 })).toBe(false);
  });
});
