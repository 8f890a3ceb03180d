/** 电光石火 (Lightning Flash): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  at,
  board,
  cardsIn,
  DECK,
  fld,
  labels,
  P1,
  passChains,
  pending,
  pick,
  tryPick,
} from '../../../test/helpers.ts';

describe('lightning-flash: 电光石火 (Lightning Flash)', () => {
  it('KALING 5-3, lightning-flash: an own 卡灵 makes an extra move at once', () => {
    const { s } = board({
      players: [{ deck: DECK, hand: ['lightning-flash'], field: [fld('sun-child', 'A1')] }, P1],
    });
    pick(s, 0, 'Move Sun Child');
    pick(s, 0, 'Lightning Flash');
    tryPick(s, 0, 'E2');
    tryPick(s, 0, 'Sun Child');
    passChains(s);
    // The extra move (up to SP 2) happens inside the resolution, then the declared move goes on.
    let steps = 0;
    for (let i = 0; i < 8 && pending(s)?.kind === 'move'; i++) {
      pick(s, 0, labels(s, 0)[0].split('|')[0]);
      if (labels(s, 0)[0]?.startsWith('pass')) passChains(s);
      steps++;
    }
    expect(steps).toBeGreaterThan(2);
    expect(at(s, 'A1')).toBeNull();
    expect(cardsIn(s, 'p0:discard')).toContain('lightning-flash');
  });
});
