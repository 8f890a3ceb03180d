/** 影球忍者 (Shadow Ball Ninja): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, passChains, pick, tryPick } from '../../../test/helpers.ts';

describe('shadow-ninja: 影球忍者 (Shadow Ball Ninja)', () => {
  it('KALING 5-6, shadow-ninja: 奇袭 clears a card the opponent sets and arrives from hand', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['arrow'] },
        { deck: DECK, hand: ['shadow-ninja', 'sun-child'] },
      ],
    });
    pick(s, 0, 'Set Flying Arrow');
    pick(s, 0, 'C3');
    pick(s, 1, 'Ambush');
    tryPick(s, 1, 'A5');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('arrow');
    expect(cardsIn(s, 'field')).toContain('shadow-ninja');
  });
});
