/** 风精灵 (Wind Sprite): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('wind-sprite: 风精灵 (Wind Sprite)', () => {
  it('KALING 5-3, wind-sprite: 风灵祝福 discards itself to move a 卡灵 one cell along its column', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['wind-sprite'], field: [fld('penguin-dudu', 'C4')] },
      ],
    });
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'B1');
    pick(s, 0, 'Sun Child');
    pick(s, 1, 'Wind Blessing');
    pick(s, 1, 'Penguin Dudu');
    pick(s, 1, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('penguin-dudu');
    expect(cardsIn(s, 'p1:discard')).toContain('wind-sprite');
  });
});
