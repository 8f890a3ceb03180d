/** Dangerous Duo (OGN-016/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, keywords, might, parsed, timings } from '../../../test/card-kit.ts';
import mod from './016-dangerous-duo.ts';

const ID = mod.card.id;

describe('Dangerous Duo (OGN-016/298)', () => {
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

  it('on the board: Might 3 with legion', () => {
    const b = board({ p0: { base: [{ card: ID, as: 'u' }] } });
    expect(might(b.s, b.id.u)).toBe(3);
    expect(keywords(b.s, b.id.u)).toEqual({ legion: 1 });
  });

  it('Legion: the play effect needs another card played before it this turn (RB 738.1.c.1)', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const b = board();
    const ab = parsed(mod).abilities[0] as any;
    expect(holds(b.s, {}, ab.cond, { controller: 0, source: null, here: null, playedBefore: 0 })).toBe(false);
    expect(holds(b.s, {}, ab.cond, { controller: 0, source: null, here: null, playedBefore: 1 })).toBe(true);
    expect(ab.targets[0].sel).toMatchObject({ kind: 'unit' });
  });
});
