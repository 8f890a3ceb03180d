/** 间谍鸽 (Spy Dove): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, pick, playTactic } from '../../../test/helpers.ts';

describe('spy-dove: 间谍鸽 (Spy Dove)', () => {
  it('spy-dove: control an opposing 卡灵 for the turn (no direct attack, no material); it goes back at ▶③', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['spy-dove'] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    playTactic(s, 'Spy Dove');
    passChains(s);
    const id = s.g.cells[17];
    expect(s.objects[id].controller).toBe(0);
    pick(s, 0, 'End the turn');
    passChains(s);
    expect(s.objects[id].controller).toBe(1);
  });
});
