/** 【五谷丰登】 (Bountiful Harvest): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, noWuxie, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【五谷丰登】 (Bountiful Harvest)', () => {
  it('五谷丰登: as many cards as targets are revealed; each target in turn takes one', () => {
    const game = setupGame({
      current: 0,
      deck: ['tao.H3', 'tao.H4', 'sha.S7', 'sha.S8', 'shan.H2', 'shan.D2'],
      roles: plain({ 0: { hand: ['wugu.H3'] } }),
    });
    act(game, 'use Bountiful Harvest');
    expect(game.s.zones.proc.objects.length).toBe(7);
    for (let i = 0; i < 6; i++) {
      noWuxie(game);
      act(game, pending(game.s)!.ids[0]);
    }
    for (let r = 0; r < 6; r++) expect(game.s.zones[`h${r}`].objects.length).toBe(1);
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
    expect(game.s.zones.proc.objects.length).toBe(0);
  });
});
