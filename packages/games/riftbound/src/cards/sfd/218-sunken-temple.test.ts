/** Sunken Temple (SFD-218/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './218-sunken-temple.ts';

describe('Sunken Temple (SFD-218/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('conquer here with a Mighty unit: you may pay 1 Energy to draw', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'conquer', who: 'here', withMighty: true },
      optional: true,
      cost: { energy: 1 },
    });
  });
});
