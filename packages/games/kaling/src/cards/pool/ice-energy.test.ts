/** 冰能量 (Ice Energy): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('ice-energy: 冰能量 (Ice Energy)', () => {
  it('ice-energy: a 卡灵 has SP 0 for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['ice-energy'], field: [fld('jungle-dart-frog', 'A1')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Jungle');
    pick(s, 0, 'Ice Energy');
    tryPick(s, 0, 'E2');
    pick(s, 0, 'Jungle Dart Frog');
    passChains(s);
    expect(statAt(s, 'A1').sp).toBe(0);
  });
});
