/** 心天使 (Heart Angel): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('heart-angel: 心天使 (Heart Angel)', () => {
  it('KALING 5-1, heart-angel: 爱心治愈 discards itself to bring back a 卡灵 cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
        { deck: DECK, hand: ['heart-angel'], field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Fierce Howl');
    passUntil(s, 1, 'Loving Cure');
    tryPick(s, 1, 'C4');
    passChains(s);
    expect(cardsIn(s, 'field')).toContain('captain-argo');
    expect(cardsIn(s, 'p1:discard')).toContain('heart-angel');
  });
});
