/** 辉翼极光龙 (Aurora Wing Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  DECK,
  fld,
  P1,
  passChains,
  passUntil,
  pick,
  statAt,
  tryPick,
} from '../../../test/helpers.ts';

describe('aurora-dragon: 辉翼极光龙 (Aurora Wing Dragon)', () => {
  it('KALING 5-6, aurora-dragon: 辉翼奇迹 makes every 卡灵 light with AP +1; 极光幻象 saves a card from one clearing', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['sun-child', 'dark-energy'],
          field: [fld('aurora-dragon', 'E1'), fld('fierce-howl', 'B2')],
        },
        P1,
      ],
    });
    pick(s, 0, 'Radiant Wing Miracle');
    passChains(s);
    expect(statAt(s, 'B2').attributes).toEqual(['光']);
    expect(statAt(s, 'B2').ap).toBe(5);
    pick(s, 0, 'Activate Dark Energy');
    pick(s, 0, 'A2');
    tryPick(s, 0, 'Fierce Howl');
    passUntil(s, 0, 'Aurora Mirage');
    tryPick(s, 0, 'Fierce Howl');
    passChains(s);
    expect(at(s, 'B2')).toBe('fierce-howl');
  });
});
