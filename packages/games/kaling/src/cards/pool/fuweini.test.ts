/** 弗威尼 (Fuweini): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('fuweini: 弗威尼 (Fuweini)', () => {
  it('fuweini: 一丝祈愿 brings a Lv2 龙灵 back from the discard pile when it is cleared', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('sun-child', 'E1')] },
        { deck: DECK, discard: ['gale-dragon'], field: [fld('fuweini', 'E2')] },
      ],
    });
    pick(s, 0, 'Activate Dark Energy');
    tryPick(s, 0, 'D2');
    tryPick(s, 0, 'Fuweini');
    passUntil(s, 1, 'A Faint Wish');
    tryPick(s, 1, 'A5');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('gale-dragon');
  });
});
