/** 睡神沙德曼 (Sandman the Sleep God): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, pick } from '../../../test/helpers.ts';

describe('sleep-god-sandman: 睡神沙德曼 (Sandman the Sleep God)', () => {
  it('KALING 2.4-3, sleep-god-sandman: 沉眠魔咒语 drains the opponent; 死亡倒数 wins with an empty deck', () => {
    const { s } = board({ players: [{ deck: DECK, field: [fld('sleep-god-sandman', 'B1')] }, P1] });
    pick(s, 0, 'Slumber Incantation');
    pick(s, 0, 2);
    passChains(s);
    expect(s.g.energy).toEqual([4, 4]);
    const b = board({
      players: [{ deck: ['sun-child'], hand: [], field: [fld('sleep-god-sandman', 'B1')] }, P1],
    }).s;
    pick(b, 0, 'power draw');
    expect(b.result?.winners).toEqual([0]);
    expect(b.result?.rule).toBe('KALING 2.4-3');
  });
});
