/** 钢角炮仙 (Horn Cannon Sage): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, has, passBlind, passChains, pick } from '../../../test/helpers.ts';

describe('horn-cannon: 钢角炮仙 (Horn Cannon Sage)', () => {
  it('KALING 5-15, horn-cannon: 尤尼克斯毁灭炮 clears a cell in its column once per stay; 后坐力 raises the next cost by 2', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['sun-child'], field: [fld('horn-cannon', 'C1')] },
        { deck: DECK, field: [fld('valkyrie', 'C5')] },
      ],
    });
    pick(s, 0, 'Unix Ruin Cannon');
    pick(s, 0, 'C5');
    passChains(s);
    expect(at(s, 'C5')).toBe('valkyrie');
    expect(s.g.energy[0]).toBe(4);
    expect(has(s, 0, 'Unix Ruin Cannon')).toBe(false);
  });

  it('KALING 5-15, horn-cannon: 后坐力 — after one 尤尼克斯毁灭炮 this game, the next (from another Horn Cannon Sage) costs 2 + 2 energy', () => {
    const deck = ['sun-child', 'sun-child', 'sun-child'];
    const { s } = board({
      players: [
        {
          deck,
          hand: ['sun-child', 'sun-child'],
          field: [fld('horn-cannon', 'C1'), fld('horn-cannon', 'B1')],
        },
        { deck },
      ],
    });
    pick(s, 0, 'Unix Ruin Cannon');
    pick(s, 0, 'B3');
    pick(s, 0, 'Sun Child');
    pick(s, 0, 'Unix Ruin Cannon');
    pick(s, 0, 'C3');
    passBlind(s);
    // 6 energy at the start: 2 for the first shot, 2 + 2 for the second.
    expect(s.g.energy[0]).toBe(0);
  });
});
