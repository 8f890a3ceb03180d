/** 风铃灵儿 (Wind Chime Fairy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, P1, passChains, passUntil, pick } from '../../../test/helpers.ts';

describe('chime-fairy: 风铃灵儿 (Wind Chime Fairy)', () => {
  it('KALING 5-7, chime-fairy: 治愈风铃 +1 LP; 风之祈祷 draws when the card at its [→] returns', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          field: [fld('chime-fairy', 'B1'), fld('sun-child', 'C1'), fld('gale-dragon', 'C3')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Healing Chime');
    passChains(s);
    expect(s.g.lp[0]).toBe(21);
    const b2 = board({
      active: 1,
      players: [
        { deck: DECK, field: [fld('chime-fairy', 'B4'), fld('sun-child', 'C4')] },
        { deck: DECK, field: [fld('gale-dragon', 'C5')] },
      ],
    }).s;
    pick(b2, 1, 'Gale Breath');
    passUntil(b2, 0, 'Prayer of Wind');
    passChains(b2);
    expect(cardsIn(b2, 'p0:hand')).toEqual(['sun-child', 'sun-child']);
  });
});
