/** 沙德曼 (Sandman): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, passChains, passUntil, pick, tryPick } from '../../../test/helpers.ts';

describe('sandman: 沙德曼 (Sandman)', () => {
  it('KALING 5-1, sandman: 沉溺梦沙 negates a card; 无尽之梦 brings the Sleep God when it is cleared in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('sandman', 'B1')] },
        { deck: DECK, field: [fld('king-kuga', 'C4')] },
      ],
    });
    pick(s, 0, 'Drowning Dream Sand');
    tryPick(s, 0, 'King Kuga');
    passChains(s);
    expect(s.g.energy[0]).toBe(4);
    expect(s.effects.some((e) => e.op === 'status' && e.params.status === 'neg')).toBe(true);
    const b = board({
      players: [
        { deck: DECK, field: [fld('breeze-swordsman', 'C3')] },
        { deck: ['sun-child', 'sleep-god-sandman'], field: [fld('sandman', 'C4')] },
      ],
    }).s;
    pick(b, 0, 'Attack with Breeze');
    tryPick(b, 1, 'ap');
    passUntil(b, 1, 'Endless Dream');
    // Always asked "hand or deck?" (KALING 5-1, docs/decisions.md); only the deck holds one, so
    // answering "from hand" takes the one in the deck.
    passUntil(b, 1, 'from hand');
    tryPick(b, 1, 'A5');
    passChains(b);
    expect(cardsIn(b, 'field')).toContain('sleep-god-sandman');
  });
});
