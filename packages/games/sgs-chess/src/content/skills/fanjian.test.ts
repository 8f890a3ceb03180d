/** 〖反间〗 (Sow Dissension): its rulings, on boards set with the scenario setup. */
import { viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { act, cardsIn, g, R, setupGame } from '../../../test/helpers.ts';
import sgs from '../../index.ts';

describe('〖反间〗 (Sow Dissension)', () => {
  it('〖反间〗: a wrong suit costs the target 1 HP; it keeps the card', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhouyu', hand: ['tao.H3'] } }) });
    act(game, 's:fanjian');
    act(game, 'r3');
    act(game, 'S');
    act(game, 'hand:0');
    expect(g(game.s).roles[3].hp).toBe(3);
    expect(cardsIn(game.s, 'h3')).toEqual(['tao.H3']);
  });

  it('〖反间〗: the card taken is shown to every player, so a spectator sees it too (who is then asked depends on it)', () => {
    const game = setupGame({ current: 0, roles: R({ 0: { gen: 'zhouyu', hand: ['tao.H3'] } }) });
    act(game, 's:fanjian');
    act(game, 'r3');
    act(game, 'S');
    act(game, 'hand:0');
    const shown = game.s.zones.h3.objects[0];
    for (const viewer of [0, 1, null])
      expect(viewFor(game.s, sgs, viewer).zones.h3.objects.find((o) => o.id === shown)?.card).toBe('tao.H3');
  });
});
