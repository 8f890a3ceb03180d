/** 〖奇才〗 (Genius): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, pending, R, setupGame } from '../../../test/helpers.ts';

describe('〖奇才〗 (Genius)', () => {
  it('〖奇才〗: 黄月英’s tricks have no distance limit', () => {
    const game = setupGame({
      current: 0,
      roles: R({ 0: { gen: 'huangyueying', hand: ['shunshou.S3'] }, 4: { hand: ['tao.H3'] } }),
    });
    act(game, 'use Snatch');
    expect(pending(game.s)!.ids).toContain('r4');
  });
});
