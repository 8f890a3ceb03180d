/** 树妖皇 (Dryad Emperor): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, P1, passChains, passUntil, pick, statAt } from '../../../test/helpers.ts';

describe('dryad-emperor: 树妖皇 (Dryad Emperor)', () => {
  it('KALING 5-7, dryad-emperor: 森灵之怒 moves X AP to the other own 卡灵; 森灵之力 grows when a 卡灵 returns', () => {
    const { s } = board({
      players: [{ deck: DECK, field: [fld('dryad-emperor', 'B1'), fld('sun-child', 'C1')] }, P1],
    });
    pick(s, 0, 'Wrath of the Forest');
    pick(s, 0, 3);
    passChains(s);
    expect(statAt(s, 'B1').ap).toBe(1);
    expect(statAt(s, 'C1').ap).toBe(6);
    const b = board({
      players: [
        { deck: DECK, field: [fld('dryad-emperor', 'B1'), fld('gale-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Gale Breath');
    passUntil(b, 0, 'Might of the Forest');
    passChains(b);
    expect(statAt(b, 'B1').ap).toBe(5);
  });
});
