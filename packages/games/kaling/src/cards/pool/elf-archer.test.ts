/** 森精灵弓手 (Forest Elf Archer): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, passChains, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('elf-archer: 森精灵弓手 (Forest Elf Archer)', () => {
  it('elf-archer: 精灵光箭 negates a face-up card in its [O1] for the turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('elf-archer', 'B2')] },
        { deck: DECK, field: [fld('volt-magician', 'C3'), fld('volt-blade', 'D3')] },
      ],
    });
    expect(statAt(s, 'D3').ap).toBe(6);
    pick(s, 0, 'Elven Light Arrow');
    tryPick(s, 0, 'Volt Magician');
    passChains(s);
    expect(statAt(s, 'D3').ap).toBe(4);
  });
});
