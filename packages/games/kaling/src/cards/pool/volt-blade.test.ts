/** 流电刀士 (Volt Blademaster): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, statAt } from '../../../test/helpers.ts';

describe('volt-blade: 流电刀士 (Volt Blademaster)', () => {
  it('KALING 5-26, volt-blade: 电能引擎 SP +1 per electric 卡灵 in its discard pile', () => {
    const { s } = board({
      players: [
        { deck: DECK, discard: ['cloud-sparky', 'e-baby', 'sun-child'], field: [fld('volt-blade', 'B1')] },
        P1,
      ],
    });
    expect(statAt(s, 'B1').sp).toBe(2);
  });
});
