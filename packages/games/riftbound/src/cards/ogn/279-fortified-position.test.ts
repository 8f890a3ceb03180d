/** Fortified Position (OGN-279/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './279-fortified-position.ts';

describe('Fortified Position (OGN-279/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('when you defend here, a chosen unit has Shield 2 for the combat', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'defend', who: 'here' },
      steps: [{ do: 'grant', keywords: { shield: 2 }, to: 0, until: 'combat' }],
    });
  });
});
