/** 扎根 (Take Root): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  has,
  P1,
  passChains,
  playTactic,
  tryPick,
} from '../../../test/helpers.ts';

describe('take-root: 扎根 (Take Root)', () => {
  it('KALING 5-8, take-root: the wood 卡灵 cannot move or return, and a clearing is replaced by shuffling Take Root back', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['take-root', 'dark-energy'], field: [fld('peony-consort', 'B2')] }, P1],
    });
    playTactic(s, 'Take Root', 'E2');
    passChains(s);
    expect(has(s, 0, 'Move Peony')).toBe(false);
    playTactic(s, 'Dark Energy', 'A2');
    tryPick(s, 0, 'Peony');
    passChains(s);
    expect(at(s, 'B2')).toBe('peony-consort');
    expect(cardsIn(s, 'p0:deck')).toContain('take-root');
  });
});
