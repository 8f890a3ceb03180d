/** The Grand Plaza (OGN-293/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, parsed } from '../../../test/card-kit.ts';
import mod from './293-the-grand-plaza.ts';

const ID = mod.card.id;

describe('The Grand Plaza (OGN-293/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('hold with seven of your units here: you win', async () => {
    const { holds, scopeOf } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).cond;
    const seven = Array.from({ length: 7 }, () => 'ogn-130-298');
    const b = board({ battlefields: [ID, 'ogn-288-298'], control: [0, null], p0: { bf0: seven } });
    expect(holds(b.s, {}, cond, scopeOf(b.s, b.id.bf0))).toBe(true);
    const b2 = board({ battlefields: [ID, 'ogn-288-298'], control: [0, null], p0: { bf0: seven.slice(1) } });
    expect(holds(b2.s, {}, cond, scopeOf(b2.s, b2.id.bf0))).toBe(false);
  });
});
