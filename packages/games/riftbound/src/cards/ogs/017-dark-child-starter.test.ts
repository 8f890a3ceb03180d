/** Dark Child - Starter (OGS-017/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './017-dark-child-starter.ts';

describe('Dark Child - Starter (OGS-017/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('at the end of your turn, ready up to 2 runes', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'turn-end', who: 'you' },
      steps: [{ do: 'ready-runes', upTo: 2 }],
    });
  });
});
