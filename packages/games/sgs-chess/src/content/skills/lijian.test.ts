/** 〖离间〗 (Sow Discord): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖离间〗 (Sow Discord)', () => {
  it('〖离间〗 (see the 专题四 scenario): 貂蝉 needs a card to discard and two males', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'diaochan' } }) });
    expect(pending(game.s)!.ids).not.toContain('s:lijian');
  });
});
