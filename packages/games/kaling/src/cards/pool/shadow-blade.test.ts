/** 影刃丸 (Shadow Blade): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('shadow-blade: 影刃丸 (Shadow Blade)', () => {
  it('KALING 5-6, shadow-blade: 月切刃影斩 clears the card at its [↗]; 夜隐 free-summons it from hand for 2 dark 卡灵', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('shadow-blade', 'B2')] },
        { deck: DECK, field: [fld('sun-child', 'C3')] },
      ],
    });
    pick(s, 0, 'Moon-cut Shadow Slash');
    passChains(s);
    expect(at(s, 'C3')).toBeNull();
    const b = board({
      players: [
        { deck: DECK, hand: ['fire-energy'], field: [fld('sun-child', 'A1')] },
        { deck: DECK, hand: ['shadow-blade', 'fierce-howl', 'grenade-roach'] },
      ],
    }).s;
    pick(b, 0, 'Activate Fire Energy');
    tryPick(b, 0, 'B1');
    pick(b, 1, 'Night Veil');
    tryPick(b, 1, 'A5');
    passChains(b);
    expect(cardsIn(b, 'field')).toContain('shadow-blade');
    expect(cardsIn(b, 'p1:discard')).toEqual(expect.arrayContaining(['fierce-howl', 'grenade-roach']));
  });
});
