/** Get Excited! (OGN-008/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './008-get-excited.ts';

const ID = mod.card.id;

describe('Get Excited! (OGN-008/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Action (RB 732)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown']);
  });

  it('cost: 2 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(2);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('its target: [myBf, theirBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBf', 'theirBf']);
  });

  it('deals damage equal to the discarded card’s printed Energy cost (RB 130.4)', async () => {
    const { amount } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = board({ p0: { trash: [{ card: 'ogn-001-298', as: 'd' }] } });
    expect(
      amount(
        b.s,
        characteristics(b.s),
        { energyCost: 'chosen' },
        { controller: 0, source: null, here: null, chosen: b.id.d },
      ),
    ).toBe(5);
  });
});
