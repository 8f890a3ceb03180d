/** 惧源渊冰 吓啼 (Xiati of the Icy Abyss): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  passChains,
  passUntil,
  pick,
  tryPick,
} from '../../../test/helpers.ts';

describe('ice-fear: 惧源渊冰 吓啼 (Xiati of the Icy Abyss)', () => {
  it('KALING 5-7, ice-fear: 冰渊大权 mills a card when battling a Lv≤4 卡灵; 恐惧回响 returns it after a guarded battle win', () => {
    const { s } = board({
      players: [
        {
          deck: ['arrow', 'sun-child', 'sun-child'],
          field: [fld('ice-fear', 'C3'), fld('earth-energy', 'A1', { faceDown: true })],
        },
        { deck: DECK, field: [fld('captain-argo', 'C4')] },
      ],
    });
    pick(s, 0, 'Attack with Xiati');
    passUntil(s, 0, 'Icy Abyss Authority');
    passUntil(s, 0, 'Earth Energy');
    tryPick(s, 0, 'Xiati');
    passChains(s);
    expect(cardsIn(s, 'p0:discard')).toContain('arrow');
    expect(at(s, 'C4')).toBeNull();
    pick(s, 0, 'End the turn');
    passUntil(s, 0, 'Echo of Dread');
    passChains(s);
    expect(cardsIn(s, 'p0:hand')).toEqual(['arrow']);
  });
});
