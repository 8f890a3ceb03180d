/** Cannon Barrage (OGN-127/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, timings } from '../../../test/card-kit.ts';
import mod from './127-cannon-barrage.ts';

const ID = mod.card.id;

describe('Cannon Barrage (OGN-127/298)', () => {
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

  it('every enemy unit in the combat, none elsewhere', async () => {
    const { resolveRef } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = board({
      p0: { bf0: ['ogn-013-298'] },
      p1: { bf0: [{ card: 'ogn-130-298', as: 'e' }], bf1: ['ogn-052-298'] },
    });
    b.s.g.combat = { zone: 'bf0', attacker: 1, defender: 0 };
    const to = (parsed(mod).abilities[0] as any).steps[0].to;
    expect(resolveRef(b.s, characteristics(b.s), to, { controller: 0, source: null, here: null })).toEqual([
      b.id.e,
    ]);
  });
});
