/** Herald of the Arcane (OGN-265/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './265-herald-of-the-arcane.ts';

describe('Herald of the Arcane (OGN-265/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('1 Energy and exhaust: a Recruit token', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      cost: { energy: 1, exhaust: true },
      steps: [{ do: 'token', token: 'recruit', at: 'any' }],
    });
  });
});
