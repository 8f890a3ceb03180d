/** Blind Monk (OGN-257/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed, targetNames } from '../../../test/card-kit.ts';
import mod from './257-blind-monk.ts';

const ID = mod.card.id;

describe('Blind Monk (OGN-257/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('1 Energy and exhaust: buff one of your units', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      cost: { energy: 1, exhaust: true },
      steps: [{ do: 'buff', what: 0 }],
    });
    expect(targetNames(ID, 0, 0)).toEqual(['myBase', 'myBf']);
  });
});
