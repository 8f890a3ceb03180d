/** 【过河拆桥】 (Dismantle): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【过河拆桥】 (Dismantle)', () => {
  it('过河拆桥: discards one card of the target (equipment by name, hand by position)', () => {
    const game = setupGame({
      current: 0,
      roles: plain({ 0: { hand: ['guohe.S3'] }, 4: { equip: ['bagua.S2'], hand: ['tao.H3'] } }),
    });
    act(game, 'use Dismantle');
    act(game, 'r4');
    noWuxie(game);
    expect(pending(game.s)!.ids).toContain('hand:0');
    act(game, 'Eight Trigrams');
    expect(cardsIn(game.s, 'discard')).toContain('bagua.S2');
    expect(game.s.zones.a4.objects.length).toBe(0);
  });
});
