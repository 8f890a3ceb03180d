/** 凯撒猛犸 (Caesar Mammoth): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, P1, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('caesar-mammoth: 凯撒猛犸 (Caesar Mammoth)', () => {
  it('KALING 4.8-1, caesar-mammoth: 炎袭践踏 clears the card on a chosen [←][↑][→] cell; it has 防爆', () => {
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

  it('KALING 5-19, caesar-mammoth: 凯撒！震裂踏！ — on the field it has 防爆, so Dark Energy does not clear it', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['dark-energy'], field: [fld('caesar-mammoth', 'B2')] }, P1],
    });
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'B1');
    tryPick(s, 0, 'Caesar Mammoth');
    passChains(s);
    expect(at(s, 'B2')).toBe('caesar-mammoth');
    expect(cardsIn(s, 'p0:discard')).toEqual(['dark-energy']);
    // The same tactic clears a 卡灵 without 防爆 on that cell.
    const control = board({
      players: [{ deck: DECK, hand: ['dark-energy'], field: [fld('saint-helier', 'B2')] }, P1],
    }).s;
    pick(control, 0, 'Activate Dark Energy');
    pick(control, 0, 'B1');
    tryPick(control, 0, 'Saint Helier');
    passChains(control);
    expect(at(control, 'B2')).toBeNull();
  });
});
