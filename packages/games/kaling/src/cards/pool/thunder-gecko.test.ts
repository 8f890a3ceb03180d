/** 迅雷翼守宫 (Thunderwing Gecko): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, P1, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('thunder-gecko: 迅雷翼守宫 (Thunderwing Gecko)', () => {
  it('KALING 5-1, thunder-gecko: 迅雷滑行 arrives from hand next to a newly summoned electric 卡灵', () => {
    const { s } = board({ players: [{ deck: DECK, hand: ['cloud-sparky', 'thunder-gecko'] }, P1] });
    pick(s, 0, 'Pay to summon Cloud Sparky');
    pick(s, 0, 'C1');
    passUntil(s, 0, 'Thunder Glide');
    tryPick(s, 0, 'C2');
    passChains(s);
    expect(at(s, 'C2')).toBe('thunder-gecko');
  });
});
