/** Altar to Unity (OGN-275/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './275-altar-to-unity.ts';

describe('Altar to Unity (OGN-275/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('a hold trigger of this battlefield (RB 376.4, RB 448.2)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      kind: 'triggered',
      on: { on: 'hold', who: 'here' },
      steps: [{ do: 'token', token: 'recruit', at: 'base' }],
    });
  });
});
