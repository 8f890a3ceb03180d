/** 木剑龙 (Wood Sword Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, cardsIn, DECK, fld, labels, passChains, pick } from '../../../test/helpers.ts';

describe('wood-sword-dragon: 木剑龙 (Wood Sword Dragon)', () => {
  it('KALING 5-7, wood-sword-dragon: 死亡滚轮 sends itself away and returns every card in its column; 剑背叶 stops the 卡灵 at its [↑]', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('wood-sword-dragon', 'C2'), fld('sun-child', 'C1')] },
        { deck: DECK, field: [fld('penguin-dudu', 'C3'), fld('fierce-howl', 'B2')] },
      ],
    });
    pick(s, 0, 'Death Roller');
    passChains(s);
    expect(at(s, 'C1')).toBeNull();
    expect(at(s, 'C3')).toBeNull();
    expect(cardsIn(s, 'p1:hand')).toContain('penguin-dudu');
    expect(cardsIn(s, 'p0:discard')).toContain('wood-sword-dragon');
    const b = board({
      active: 1,
      players: [
        { deck: DECK, field: [fld('wood-sword-dragon', 'C2')] },
        { deck: DECK, field: [fld('fierce-howl', 'C3')] },
      ],
    }).s;
    expect(labels(b, 1).some((l) => l.includes('Attack with'))).toBe(false);
  });
});
