/** Might of Demacia - Starter (OGS-023/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, parsed } from '../../../test/card-kit.ts';
import mod from './023-might-of-demacia-starter.ts';

describe('Might of Demacia - Starter (OGS-023/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('draws 2 on a conquer with four or more of your units there', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).cond;
    const four = Array.from({ length: 4 }, () => 'ogn-130-298');
    const b = board({ p0: { bf0: four } });
    expect(holds(b.s, {}, cond, { controller: 0, source: null, here: null, eventAt: 'bf0' })).toBe(true);
    expect(holds(b.s, {}, cond, { controller: 0, source: null, here: null, eventAt: 'bf1' })).toBe(false);
  });
});
