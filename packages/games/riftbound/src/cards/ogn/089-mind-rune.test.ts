/** Mind Rune (OGN-089/298): what the card is and does, as far as the engine plays it today. */
import { describe, expect, it } from 'vitest';
import { board, checkData } from '../../../test/card-kit.ts';
import mod from './089-mind-rune.ts';

const ID = mod.card.id;

describe('Mind Rune (OGN-089/298)', () => {
  it('data: valid in the vocabulary, with its name and text in both languages', () => {
    checkData(mod);
  });

  it('RB 160.2: exhausting it adds 1 Energy; recycling it adds 1 mind Power', async () => {
    const { recycleRuneForPower, tapRune } = await import('../../rules/156-runes.ts');
    const b = board({
      p0: {
        runes: [
          { card: ID, as: 'r' },
          { card: ID, as: 'r2' },
        ],
      },
    });
    tapRune(b.ctx, b.id.r);
    expect(recycleRuneForPower(b.ctx, b.id.r2)).toBe('mind');
    expect(b.s.g.pools[0]).toMatchObject({ energy: 1, power: { mind: 1 } });
  });
});
