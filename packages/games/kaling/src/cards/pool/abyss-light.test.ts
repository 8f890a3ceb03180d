/** 深渊之光 (Light of the Abyss): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, P1, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('abyss-light: 深渊之光 (Light of the Abyss)', () => {
  it('KALING 5-1, abyss-light: when discarded from hand it free-summons a Lv2+ light 卡灵 from the discard pile', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['soar', 'abyss-light'], discard: ['saint-helier', 'clown-mage'] }, P1],
    });
    pick(s, 0, 'Activate Soar');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Saint Helier');
    passUntil(s, 0, 'Light of the Abyss');
    tryPick(s, 0, 'Saint Helier');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    expect(cardsIn(s, 'field').length + cardsIn(s, 'p0:hand').length).toBeGreaterThan(0);
    expect(cardsIn(s, 'p0:discard')).toContain('abyss-light');
  });
});
