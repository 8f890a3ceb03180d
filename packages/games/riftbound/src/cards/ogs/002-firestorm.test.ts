/** Firestorm (OGS-002/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, costOn, parsed, targetNames, timings } from '../../../test/card-kit.ts';
import mod from './002-firestorm.ts';

const ID = mod.card.id;

describe('Firestorm (OGS-002/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('timing: default timing (RB 310.1.a)', () => {
    expect(timings(parsed(mod))).toEqual(['neutral-own']);
  });

  it('cost: 6 Energy and fury Power (RB 130)', () => {
    const b = board({ p0: { hand: [{ card: ID, as: 'self' }] } });
    expect(costOn(b).energy).toBe(6);
    expect(parsed(mod).cost?.power).toEqual(['fury']);
  });

  it('a battlefield: [bf0, bf1] on the standard board', () => {
    expect(targetNames(ID, 0, 0)).toEqual(['bf0', 'bf1']);
  });

  it('then every enemy unit at the chosen battlefield', async () => {
    const { resolveRef } = await import('../../rules/vocabulary.ts');
    const { characteristics } = await import('../../rules/450-layers.ts');
    const b = board({
      p0: { bf0: ['ogn-013-298'] },
      p1: {
        bf0: [
          { card: 'ogn-130-298', as: 'e1' },
          { card: 'ogn-052-298', as: 'e2' },
        ],
        bf1: [{ card: 'ogn-130-298', as: 'away' }],
      },
    });
    const step = (parsed(mod).abilities[0] as any).steps[0];
    const ids = resolveRef(b.s, characteristics(b.s), step.to, {
      controller: 0,
      source: null,
      here: null,
      targets: [[b.id.bf0]],
    });
    expect(ids.sort()).toEqual([b.id.e1, b.id.e2].sort());
  });
});
