/** 梦魇邪牙龙 (Nightmare Fang Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, passUntil, pick } from '../../../test/helpers.ts';

describe('nightmare-dragon: 梦魇邪牙龙 (Nightmare Fang Dragon)', () => {
  it('nightmare-dragon: 崩击碎裂 costs the opponent 2 LP when it clears an opposing 卡灵 in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('nightmare-dragon', 'C3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Nightmare');
    passUntil(s, 0, 'Shattering Blow');
    passChains(s);
    expect(s.g.lp[1]).toBe(20 - 5 - 2);
  });
});
