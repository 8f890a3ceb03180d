/** Trifarian War Camp (OGN-294/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, might } from '../../../test/card-kit.ts';
import mod from './294-trifarian-war-camp.ts';

const ID = mod.card.id;

describe('Trifarian War Camp (OGN-294/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('every unit here has +1, on both sides', () => {
    const b = board({
      battlefields: [ID, 'ogn-288-298'],
      p0: { bf0: [{ card: 'ogn-130-298', as: 'a' }] },
      p1: { bf0: [{ card: 'ogn-013-298', as: 'b' }], base: [{ card: 'ogn-013-298', as: 'c' }] },
    });
    expect([might(b.s, b.id.a), might(b.s, b.id.b), might(b.s, b.id.c)]).toEqual([4, 3, 2]);
  });
});
