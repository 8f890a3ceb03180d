/** En Garde (OGN-046/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './046-en-garde.ts';

const ID = mod.card.id;

describe('En Garde (OGN-046/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: Reaction (RB 739)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own', 'showdown', 'closed']);
  });

  it('cost: 1 Energy (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(1);
    expect(parsed(mod).cost?.power).toEqual([]);
  });

  it('one of your units: [myBase, myBf] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });

  it('the second +1 only if no other unit of yours shares its location', async () => {
    const { holds } = await import('../../rules/vocabulary.ts');
    const cond = (parsed(mod).abilities[0] as any).steps[1].cond;
    const b = board({
      p0: {
        bf0: [{ card: 'ogn-130-298', as: 'a' }],
        base: [{ card: 'ogn-130-298', as: 'b' }, 'ogn-013-298'],
      },
      p1: { bf0: ['ogn-052-298'] },
    });
    expect(holds(b.s, {}, cond, { controller: 0, source: null, here: null, targets: [[b.id.a]] })).toBe(true);
    expect(holds(b.s, {}, cond, { controller: 0, source: null, here: null, targets: [[b.id.b]] })).toBe(
      false,
    );
  });
});
