/** 北极帝王 (Arctic Emperor): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, fld, labels, pick, tryPick } from '../../../test/helpers.ts';

describe('arctic-emperor: 北极帝王 (Arctic Emperor)', () => {
  it('KALING 4.8-3, arctic-emperor: 冰躯固守 — its cell cannot be an area target (but the card can be a card target)', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('caesar-mammoth', 'C3')], hand: ['fire-energy'] },
        { deck: DECK, field: [fld('arctic-emperor', 'C4')] },
      ],
    });
    expect(labels(s, 0).some((l) => l.includes('Blazing Stomp'))).toBe(false);
    pick(s, 0, 'Activate Fire Energy');
    tryPick(s, 0, 'A2');
    expect(labels(s, 0).some((l) => l.includes('Arctic Emperor'))).toBe(true);
  });
});
