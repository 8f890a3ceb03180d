/** 充能MAX (Charge MAX): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, labels, P1, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('charge-max: 充能MAX (Charge MAX)', () => {
  it('charge-max: pay up to 3 LP for as much AP this turn; or borrow another own 卡灵 AP while only it may attack', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['charge-max', 'charge-max'],
          field: [fld('sun-child', 'A1'), fld('fierce-howl', 'B1')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Activate Charge MAX');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Sun Child');
    pick(s, 0, 3);
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(6);
    expect(s.g.lp[0]).toBe(17);
    const opt = labels(s, 0)
      .filter((l) => l.includes('Activate Charge MAX'))[1]
      .split('|')[0];
    pick(s, 0, opt);
    tryPick(s, 0, 'E3');
    pick(s, 0, 'Sun Child');
    tryPick(s, 0, 'Fierce Howl');
    passChains(s);
    expect(statAt(s, 'A1').ap).toBe(10);
    expect(s.g.onlyAttacker).toBeGreaterThan(0);
  });
});
