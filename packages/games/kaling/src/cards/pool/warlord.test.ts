/** 战争领主 (Warlord): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, passChains, passUntil, pick, statAt, tryPick } from '../../../test/helpers.ts';

describe('warlord: 战争领主 (Warlord)', () => {
  it('KALING 5-6, warlord: 牲祭毁灭 clears an own 卡灵 in its [O1] and another card', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('warlord', 'B2'), fld('sun-child', 'B1')] },
        { deck: DECK, field: [fld('penguin-dudu', 'D5')] },
      ],
    });
    pick(s, 0, 'Sacrificial Ruin');
    tryPick(s, 0, 'Sun Child');
    pick(s, 0, 'Penguin Dudu');
    expect(at(s, 'B1')).toBeNull();
    expect(at(s, 'D5')).toBeNull();
    // 噬魂: a 卡灵 cleared by an effect makes it stronger
    passUntil(s, 0, 'Soul Eater');
    passChains(s);
    expect(statAt(s, 'B2').ap).toBe(9);
  });
});
