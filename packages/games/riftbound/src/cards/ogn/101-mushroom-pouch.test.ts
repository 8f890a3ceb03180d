/** Mushroom Pouch (OGN-101/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './101-mushroom-pouch.ts';

const ID = mod.card.id;

describe('Mushroom Pouch (OGN-101/298)', () => {
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

  it('draws only while you have a facedown card at a battlefield', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).cond;
    const yes = board({ control: [0, null], p0: { facedown0: 'ogn-083-298' } });
    expect(holds(yes.s, {}, cond, { controller: 0, source: null, here: null })).toBe(true);
    expect(holds(board().s, {}, cond, { controller: 0, source: null, here: null })).toBe(false);
  });
});
