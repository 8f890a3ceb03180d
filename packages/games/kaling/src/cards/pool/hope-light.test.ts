/** 希望灵光 (Glimmer of Hope): the card's own rulings, played on a board built from a scenario setup (run by test/card-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { board, DECK, passChains, playTactic, tryPick } from '../../../test/helpers.ts';

describe('hope-light: 希望灵光 (Glimmer of Hope)', () => {
  it('KALING 5-1, hope-light: free-summon a 卡灵 from either discard pile', () => {
    const { s } = board({
      players: [
        { deck: DECK, hand: ['hope-light'] },
        { deck: DECK, discard: ['king-kuga'] },
      ],
    });
    playTactic(s, 'Glimmer of Hope');
    passChains(s);
    tryPick(s, 0, 'C1');
    passChains(s);
    const id = s.zones.field.objects.find((x) => s.objects[x].card === 'king-kuga')!;
    expect(s.objects[id].controller).toBe(0);
    expect(s.objects[id].owner).toBe(1);
  });
});
