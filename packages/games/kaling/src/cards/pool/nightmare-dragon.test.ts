/** 梦魇邪牙龙 (Nightmare Fang Dragon): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  has,
  passChains,
  passUntil,
  pick,
  tryPick,
} from '../../../test/helpers.ts';

describe('nightmare-dragon: 梦魇邪牙龙 (Nightmare Fang Dragon)', () => {
  it('KALING 4.2-4, nightmare-dragon: 崩击碎裂 costs the opponent 2 LP when it clears an opposing 卡灵 in battle', () => {
    const { s } = board({
      players: [
        { deck: DECK, field: [fld('nightmare-dragon', 'C3')] },
        { deck: DECK, field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Nightmare');
    passUntil(s, 0, 'Shattering Blow');
    passChains(s);
    expect(s.g.lp[1]).toBe(20 - 5 - 2);
    expect(at(s, 'C4')).toBeNull();
  });

  it('KALING 5-11, nightmare-dragon: 梦魇幻象杀 discards a card to clear a card on the field; it cannot attack this turn', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['sun-child'], field: [fld('nightmare-dragon', 'C3')] },
        { deck: DECK, field: [fld('sun-child', 'C4'), fld('fierce-howl', 'D4')] },
      ],
    });
    expect(has(s, 0, 'Attack with Nightmare')).toBe(true);
    pick(s, 0, 'Nightmare Illusion Kill');
    pick(s, 0, 'Fierce Howl (D4)');
    // The cost: the only card in hand is discarded (asked only if there is a choice).
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    expect(at(s, 'D4')).toBeNull();
    expect(cardsIn(s, 'p0:discard')).toEqual(['sun-child']);
    expect(at(s, 'C4')).toBe('sun-child');
    expect(has(s, 0, 'Attack with Nightmare')).toBe(false);
    expect(has(s, 0, 'Nightmare Illusion Kill')).toBe(false);
  });
});
