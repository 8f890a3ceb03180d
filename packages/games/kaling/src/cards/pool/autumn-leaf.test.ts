/** 一叶知秋 (One Leaf Knows Autumn): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, P1, passChains, playTactic } from '../../../test/helpers.ts';

describe('autumn-leaf: 一叶知秋 (One Leaf Knows Autumn)', () => {
  it('KALING 5-6, autumn-leaf: send an own wood 卡灵 away to draw 2', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['autumn-leaf'], field: [fld('peony-consort', 'A1')] }, P1],
    });
    playTactic(s, 'One Leaf');
    passChains(s);
    expect(cardsIn(s, 'p0:hand').length).toBe(2);
    expect(at(s, 'A1')).toBeNull();
    expect(cardsIn(s, 'p0:discard')).toEqual(expect.arrayContaining(['peony-consort', 'autumn-leaf']));
  });
});
