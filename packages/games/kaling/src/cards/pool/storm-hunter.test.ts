/** 飓风猎人 布雷德 (Blade the Storm Hunter): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, has, P1, passChains, passUntil, pick, statAt } from '../../../test/helpers.ts';

describe('storm-hunter: 飓风猎人 布雷德 (Blade the Storm Hunter)', () => {
  it('KALING 5-5, storm-hunter: 飓风连斩 grants a second attack; 乘风 SP +1 when a card returns', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['arrow', 'wind-energy'], field: [fld('storm-hunter', 'C5')] }, P1],
    });
    pick(s, 0, 'Hurricane Combo');
    passChains(s);
    pick(s, 0, 'Attack with Blade');
    passChains(s);
    expect(has(s, 0, 'Attack with Blade')).toBe(true);
    const b = board({
      players: [
        { deck: DECK, field: [fld('storm-hunter', 'A1'), fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Gale Breath');
    passUntil(b, 0, 'Ride the Wind');
    passChains(b);
    expect(statAt(b, 'A1').sp).toBe(3);
  });
});
