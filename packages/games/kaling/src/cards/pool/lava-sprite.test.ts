/** 熔岩精灵 (Lava Sprite): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, passChains, pick } from '../../../test/helpers.ts';

describe('lava-sprite: 熔岩精灵 (Lava Sprite)', () => {
  it('KALING 5-6, lava-sprite: 大爆炸 (forced) when cleared: its controller loses 1 energy and its [O1] is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [{ card: 'fierce-howl', cell: 'C3' }] },
        {
          deck: DECK,
          energy: 6,
          field: [
            { card: 'lava-sprite', cell: 'C4' },
            { card: 'saint-helier', cell: 'D4' },
          ],
        },
      ],
    });
    pick(s, 0, 'Attack with Fierce Howl');
    passChains(s);
    expect(cardsIn(s, 'p1:discard')).toEqual(expect.arrayContaining(['lava-sprite', 'saint-helier']));
    expect(cardsIn(s, 'p0:discard')).toContain('fierce-howl');
    expect(s.g.energy[1]).toBe(5);
  });
});
