/** 灏涛锦蔚 (Haotao Jinwei): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, cardsIn, DECK, fld, has, passChains, pick, statAt } from '../../../test/helpers.ts';

describe('east-water: 灏涛锦蔚 (Haotao Jinwei)', () => {
  it('KALING 5-8, east-water: 颠转东水 shuffles a Lv≤2 卡灵 of 0/2 values back to give a seen Lv4+ opponent AP −2', () => {
    const { s } = board({
      players: [
        { deck: DECK, discard: ['captain-argo', 'sun-child'], field: [fld('east-water', 'C2')] },
        { deck: DECK, field: [fld('king-kuga', 'C4'), fld('sun-child', 'A4')] },
      ],
    });
    pick(s, 0, 'power draw');
    pick(s, 0, 'Turning the Eastern Waters');
    passChains(s);
    expect(statAt(s, 'C4').ap).toBe(5);
    expect(cardsIn(s, 'p0:discard')).toEqual(['sun-child']);
    expect(cardsIn(s, 'p0:deck')).toContain('captain-argo');
    expect(s.g.energy[0]).toBe(0);
  });
});

describe('east-water: 东水挽歌 (Elegy of the Eastern Waters)', () => {
  /** After a power draw opens a chain window, whether player 0 is offered 颠转东水. */
  const offered = (discard: string[], opponents: ReturnType<typeof fld>[]) => {
    const { s } = board({
      players: [
        { deck: DECK, discard, field: [fld('east-water', 'C2')] },
        { deck: DECK, field: opponents },
      ],
    });
    pick(s, 0, 'power draw');
    return has(s, 0, 'Turning the Eastern Waters');
  };

  it('KALING 5-8, east-water: 东水挽歌 names 【逆水卦川】, a card not in the data, so 颠转东水 keeps its own cost and target (docs/decisions.md)', () => {
    // The control: a Lv≤2 卡灵 of 0/2 values to shuffle back and a Lv4 opponent in sight.
    expect(offered(['captain-argo'], [fld('king-kuga', 'C4')])).toBe(true);
    // 东水挽歌's other cost never stands in: without such a 卡灵 in the discard pile, no activation.
    expect(offered(['sun-child', 'fierce-howl'], [fld('king-kuga', 'C4')])).toBe(false);
    // Nor its other effect ("any opposing 卡灵"): a Lv4 opponent out of sight, or a Lv2 one in
    // sight, is no target.
    expect(offered(['captain-argo'], [fld('king-kuga', 'A5')])).toBe(false);
    expect(offered(['captain-argo'], [fld('sun-child', 'C4')])).toBe(false);
  });
});
