/** 重铠女武神 (Armoured Valkyrie): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, P1, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('valkyrie: 重铠女武神 (Armoured Valkyrie)', () => {
  it('KALING 5-19, valkyrie: 武神旋裂斧 clears every 卡灵 in its [O1]; 圣铠护甲 makes it 防爆', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['dark-energy'], field: [fld('valkyrie', 'B2'), fld('sun-child', 'A1')] },
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
      ],
    });
    pick(s, 0, 'War Goddess Whirl Axe');
    passChains(s);
    expect(at(s, 'A1')).toBeNull();
    expect(at(s, 'C3')).toBeNull();
    const b = board({
      players: [{ deck: DECK, hand: ['dark-energy'], field: [fld('valkyrie', 'B2')] }, P1],
    }).s;
    pick(b, 0, 'Activate Dark Energy');
    pick(b, 0, 'B1');
    tryPick(b, 0, 'Armoured Valkyrie');
    passChains(b);
    expect(at(b, 'B2')).toBe('valkyrie');
    expect(cardsIn(b, 'p0:discard')).toContain('dark-energy');
  });
});
