/** Show of Strength (SFD-106/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './106-show-of-strength.ts';

const ID = mod.card.id;

describe('Show of Strength (SFD-106/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 2 Energy and body Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['body']);
  });

  it('draws one per Mighty unit of yours', async () => {
    const { amount } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = board({ p0: { base: ['ogn-011-298', 'ogn-130-298'] }, p1: { base: ['ogn-142-298'] } });
    const n = (parsed(mod).abilities[0] as any).steps[0].n;
    expect(amount(b.s, characteristics(b.s), n, { controller: 0, source: null, here: null })).toBe(1);
  });
});
