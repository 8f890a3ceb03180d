/** Ravenbloom Conservatory (SFD-215/221): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './215-ravenbloom-conservatory.ts';

describe('Ravenbloom Conservatory (SFD-215/221)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a defend trigger of this battlefield (RB 376.4, RB 448.2)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'triggered',
      on: { on: 'defend', who: 'here' },
      steps: [{ do: 'reveal-top', ifSpell: 'hand', otherwise: 'recycle' }],
    });
  });
});
