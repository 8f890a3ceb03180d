/** 电光魔法师 (Volt Magician): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, P1, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('volt-magician: 电光魔法师 (Volt Magician)', () => {
  it('volt-magician: 电光魔术 discards an electric/light card to draw; 电流气场 gives electric 卡灵 in [O1] AP +2', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['volt-energy'],
          field: [fld('volt-magician', 'B1'), fld('cloud-sparky', 'C2'), fld('sun-child', 'A2')],
        },
        P1,
      ],
    });
    expect(statAt(s, 'C2').ap).toBe(4);
    expect(statAt(s, 'A2').ap).toBe(3);
    pick(s, 0, 'Lightning Magic');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['sun-child']);
  });
});
