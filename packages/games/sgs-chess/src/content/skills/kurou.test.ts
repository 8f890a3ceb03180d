/** 〖苦肉〗 (Self-Injury): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, inOrder, nameResponders, points, R, setupGame } from '../../../test/helpers.ts';

describe('〖苦肉〗 (Self-Injury)', () => {
  it('〖苦肉〗 SGS 2.12 SGS 2.12-失去体力结算开始前 SGS 2.12-失去体力后 SGS 2.12-失去体力结算结束后: 黄盖 loses 1 HP and draws two', () => {
    const game = setupGame({ current: 0, deck: ['tao.H3', 'tao.H4'], roles: R({ 0: { gen: 'huanggai' } }) });
    act(game, 's:kurou');
    expect(g(game.s).roles[0].hp).toBe(3);
    expect(game.s.zones.h0.objects.length).toBe(2);
    expect(
      inOrder(points(game.log), [
        'SGS 2.12-失去体力结算开始前',
        'SGS 2.13-扣减体力后',
        'SGS 2.12-失去体力后',
        'SGS 2.12-失去体力结算结束后',
      ]),
    ).toBe(true);
  });

  it('〖苦肉〗 at 1 HP: dying; saved by his own 【桃】 he still draws two', () => {
    const game = setupGame({
      current: 0,
      deck: ['sha.S7', 'sha.S8'],
      roles: R({ 0: { gen: 'huanggai', hp: 1, hand: ['tao.H3'] } }),
    });
    act(game, 's:kurou');
    nameResponders(game);
    act(game, 'Peach ♥3');
    expect(g(game.s).roles[0].hp).toBe(1);
    expect(cardsIn(game.s, 'h0').sort()).toEqual(['sha.S7', 'sha.S8']);
  });
});
