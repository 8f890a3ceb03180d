/** Loose Cannon (OGN-251/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, parsed } from '../../../test/card-kit.ts';
import mod from './251-loose-cannon.ts';

describe('Loose Cannon (OGN-251/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('draws at the start of your Beginning Phase only with one or fewer cards in hand', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).cond;
    const b = board({ p0: { hand: ['ogn-013-298'] } });
    expect(holds(b.s, {}, cond, { controller: 0, source: null, here: null })).toBe(true);
    const b2 = board({ p0: { hand: ['ogn-013-298', 'ogn-130-298'] } });
    expect(holds(b2.s, {}, cond, { controller: 0, source: null, here: null })).toBe(false);
  });
});
