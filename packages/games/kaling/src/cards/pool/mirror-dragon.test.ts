/** 镜甲龙 (Mirror Armour Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('mirror-dragon: 镜甲龙 (Mirror Armour Dragon)', () => {
  it('mirror-dragon: 寒冰射线 sets SP 0 until the end of the next turn; 镜返 redirects an effect', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('mirror-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Frost Ray');
    passChains(s);
    expect(statAt(s, 'C4').sp).toBe(0);
    const b = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('mirror-dragon', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Activate Fire Energy');
    tryPick(b, 0, 'B1');
    pick(b, 0, 'Mirror Armour Dragon');
    pick(b, 1, 'Mirror Return');
    tryPick(b, 1, 'Sun Child');
    passChains(b);
    expect(statAt(b, 'A1').ap).toBe(4);
    expect(statAt(b, 'C4').ap).toBe(5);
  });
});
