/** 驿站 (post station): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('驿站 (post station)', () => {
  it('〖驿站〗: at the end phase, give the top card to a role', () => {
    const game = setupGame({ current: 0, phase: 'end', deck: ['tao.H3'], roles: R({ 0: { cell: 'B4' } }) });
    act(game, 'yes');
    act(game, 'r3');
    expect(cardsIn(game.s, 'h3')).toEqual(['tao.H3']);
  });
});
