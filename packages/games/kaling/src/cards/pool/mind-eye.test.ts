/** 心灵之眼 (Mind's Eye): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, pick, playTactic } from '../../../test/helpers.ts';

describe("mind-eye: 心灵之眼 (Mind's Eye)", () => {
  it('KALING 5-6, mind-eye: negates an opposing activation and clears its card; may be paid with half the LP', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['wood-energy'] },
        { deck: DECK, energy: 0, field: [fld('mind-eye', 'C4', { faceDown: true })] },
      ],
    });
    playTactic(s, 'Wood Energy');
    pick(s, 0, 'p0');
    pick(s, 1, "Mind's Eye");
    passChains(s);
    expect(s.g.lp).toEqual([20, 10]);
    expect(cardsIn(s, 'p0:discard')).toContain('wood-energy');
  });
});
