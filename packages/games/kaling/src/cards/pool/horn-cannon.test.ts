/** 钢角炮仙 (Horn Cannon Sage): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { at, board, DECK, fld, has, passChains, pick } from '../../../test/helpers.ts';

describe('horn-cannon: 钢角炮仙 (Horn Cannon Sage)', () => {
  it('horn-cannon: 尤尼克斯毁灭炮 clears a cell in its column once per stay; 后坐力 raises the next cost by 2', () => {
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
});
