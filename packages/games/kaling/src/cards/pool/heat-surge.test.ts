/** 热能涌动 (Heat Surge): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, labels, P1, passChains, pick, playTactic } from '../../../test/helpers.ts';

describe('heat-surge: 热能涌动 (Heat Surge)', () => {
  it('KALING 5-9, heat-surge: declare a level; a 卡灵 of that level among the top 5 goes to hand, else all 5 are discarded', () => {
    const { s } = board({
      players: [
        { deck: ['arrow', 'king-kuga', 'arrow', 'arrow', 'arrow', 'arrow'], hand: ['heat-surge'] },
        P1,
      ],
    });
    playTactic(s, 'Heat Surge');
    pick(s, 0, 5);
    passChains(s);
    expect(labels(s, 0).map((l) => l.split('|')[0])).toEqual(['kking-kuga', 'skip']);
    pick(s, 0, 'kking-kuga');
    expect(cardsIn(s, 'p0:hand')).toEqual(['king-kuga']);
    expect(cardsIn(s, 'p0:deck').length).toBe(5);
    const b = board({
      players: [
        { deck: ['arrow', 'king-kuga', 'arrow', 'arrow', 'arrow', 'arrow'], hand: ['heat-surge'] },
        P1,
      ],
    }).s;
    playTactic(b, 'Heat Surge');
    pick(b, 0, 1);
    passChains(b);
    expect(cardsIn(b, 'p0:discard').length).toBe(6);
  });
});
