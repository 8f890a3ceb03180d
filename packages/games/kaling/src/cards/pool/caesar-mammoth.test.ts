/** 凯撒猛犸 (Caesar Mammoth): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, pick } from '../../../test/helpers.ts';

describe('caesar-mammoth: 凯撒猛犸 (Caesar Mammoth)', () => {
  it('caesar-mammoth: 炎袭践踏 clears the card on a chosen [←][↑][→] cell; it has 防爆', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('caesar-mammoth', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('fierce-howl', 'B3')] },
      ],
    });
    pick(s, 0, 'Blazing Stomp');
    pick(s, 0, 'C4');
    passChains(s);
    expect(at(s, 'C4')).toBeNull();
    expect(at(s, 'B3')).toBe('fierce-howl');
    expect(s.g.energy[0]).toBe(3);
  });
});
