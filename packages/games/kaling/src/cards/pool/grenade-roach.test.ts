/** 手雷蟑螂 (Grenade Roach): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('grenade-roach: 手雷蟑螂 (Grenade Roach)', () => {
  it('grenade-roach: 病毒炸弹 (forced) sets the DP of 卡灵 around it to 0, except 械灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('penguin-dudu', 'B2'), fld('volt-blade', 'C2')] },
        P1,
      ],
    });
    // own roach at B3 cleared by own Dark Energy placed at A3
    const { s: s2 } = board({
      players: [
        {
          deck: DECK,
          hand: ['dark-energy'],
          field: [fld('grenade-roach', 'B2'), fld('penguin-dudu', 'C2'), fld('volt-blade', 'C1')],
        },
        P1,
      ],
    });
    pick(s2, 0, 'Activate Dark Energy');
    pick(s2, 0, 'A2');
    tryPick(s2, 0, 'Grenade Roach');
    passChains(s2);
    expect(statAt(s2, 'C2').dp).toBe(0);
    expect(statAt(s2, 'C1').dp).toBe(3);
    expect(s.g.turn).toBe(3);
  });
});
