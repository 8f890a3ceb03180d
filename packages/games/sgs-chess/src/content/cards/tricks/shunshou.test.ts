/** 【顺手牵羊】 (Snatch): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【顺手牵羊】 (Snatch)', () => {
  it('顺手牵羊: only at distance 1; takes a card', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['shunshou.S3'] }, 3: { hand: ['tao.H3'] }, 4: { hand: ['tao.H4'] } }),
    });
    act(game, 'use Snatch');
    expect(pending(game.s)!.ids).toEqual(['r3']);
    act(game, 'r3');
    noWuxie(game);
    act(game, 'hand:0');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });
});
