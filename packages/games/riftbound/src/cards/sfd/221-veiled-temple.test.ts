/** Veiled Temple (SFD-221/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './221-veiled-temple.ts';

describe('Veiled Temple (SFD-221/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('conquer here: you may ready one of your gear, and detach it if it is an Equipment', () => {
    const ab = parsed(mod).abilities[0] as any;
    expect(ab.targets[0].sel).toMatchObject({ kind: 'gear', side: 'friendly' });
    expect(ab.steps[1]).toMatchObject({
      do: 'if',
      cond: { isType: [0, 'equipment'] },
      steps: [{ do: 'detach', card: 0, may: true }],
    });
  });
});
