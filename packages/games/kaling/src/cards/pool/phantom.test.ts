/** 幻影 (Phantom): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, finishMove, fld, pick, tryPick } from '../../../test/helpers.ts';

describe('phantom: 幻影 (Phantom)', () => {
  it('KALING 4.8-3, phantom: a dark 卡灵 cannot be targeted by effects nor attacked this turn', () => {
    const { s } = board({
      players: [
        {
          deck: DECK,
          hand: ['phantom', 'dark-energy'],
          field: [fld('fierce-howl', 'B2'), fld('penguin-dudu', 'C3')],
        },
        { deck: DECK, field: [fld('thorn-rat', 'C4')] },
      ],
    });
    pick(s, 0, 'Move Penguin');
    pick(s, 0, 'Phantom');
    tryPick(s, 0, 'A1');
    pick(s, 0, 'Fierce Howl');
    finishMove(s);
    expect(s.effects.filter((e) => e.params.status === 'untgt').length).toBe(1);
  });
});
