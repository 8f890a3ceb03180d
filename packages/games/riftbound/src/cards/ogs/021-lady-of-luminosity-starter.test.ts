/** Lady of Luminosity - Starter (OGS-021/024): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { checkData, parsed } from '../../../test/card-kit.ts';
import mod from './021-lady-of-luminosity-starter.ts';

describe('Lady of Luminosity - Starter (OGS-021/024)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('draws when you play a spell of printed cost 5 or more (RB 130.4)', () => {
    expect(parsed(mod).abilities[0]).toMatchObject({
      on: { on: 'play-card', card: { kind: 'spell', costAtLeast: 5 } },
      steps: [{ do: 'draw', n: 1 }],
    });
  });
});
