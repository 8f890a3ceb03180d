/** Mechanized Menace (SFD-181/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData, might } from '../../../test/card-kit.ts';
import mod from './181-mechanized-menace.ts';

const ID = mod.card.id;

describe('Mechanized Menace (SFD-181/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('your Mechs have Shield; others’ do not', () => {
    const b = board({
      p0: { legend: ID, bf0: [{ card: 'sfd-062-221', as: 'm', designation: 'defender' }] },
      p1: { bf0: [{ card: 'sfd-062-221', as: 'theirs', designation: 'defender' }] },
    });
    expect(might(b.s, b.id.m)).toBe(4);
    expect(might(b.s, b.id.theirs)).toBe(3);
  });
});
