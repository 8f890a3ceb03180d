/** Void Gate (OGN-296/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData } from '../../../test/card-kit.ts';
import mod from './296-void-gate.ts';

const ID = mod.card.id;

describe('Void Gate (OGN-296/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('spells and abilities deal 1 more to units here, whoever controls them', async () => {
    const { bonusDamage } = await import('../../rules/701-additional.ts');
    const b = board({
      battlefields: [ID, 'ogn-288-298'],
      p0: { bf0: [{ card: 'ogn-130-298', as: 'a' }], bf1: [{ card: 'ogn-130-298', as: 'z' }] },
    });
    expect(bonusDamage(b.s, 1, b.id.a)).toBe(1);
    expect(bonusDamage(b.s, 0, b.id.a)).toBe(1);
    expect(bonusDamage(b.s, 1, b.id.z)).toBe(0);
  });
});
