/** 燃烧之魂 (Burning Soul): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  board,
  cardsIn,
  DECK,
  finishMove,
  fld,
  P1,
  passChains,
  pick,
  statAt,
  tryPick,
} from '../../../test/helpers.ts';

describe('burning-soul: 燃烧之魂 (Burning Soul)', () => {
  it('KALING 5-6, burning-soul: a fire 卡灵 has double its printed AP this turn and is cleared in the end phase', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['burning-soul'], field: [fld('sun-child', 'A1'), fld('fierce-howl', 'B1')] },
        P1,
      ],
    });
    pick(s, 0, 'Move Fierce');
    pick(s, 0, 'Burning Soul');
    tryPick(s, 0, 'E2');
    finishMove(s);
    expect(statAt(s, 'A1').ap).toBe(6);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('sun-child');
  });
});
