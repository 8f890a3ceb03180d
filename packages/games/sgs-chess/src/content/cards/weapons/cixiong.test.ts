/** 【雌雄双股剑】 (Twin Swords): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, pending, plain, setupGame } from '../../../../test/helpers.ts';

describe('【雌雄双股剑】 (Twin Swords)', () => {
  it('雌雄双股剑: only against the other gender; the target may let the user draw', () => {
    let game = setupGame({ current: 0, roles: plain({ 0: { hand: ['sha.S7'], equip: ['cixiong.S2'] } }) });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    expect(pending(game.s)!.kind).toBe('respond');
    game = setupGame({
      current: 0,
      deck: ['tao.H3'],
      roles: plain({
        0: { hand: ['sha.S7'], equip: ['cixiong.S2'] },
        3: { gen: 'zhenji', hand: ['tao.H4'] },
      }),
    });
    act(game, 'use Kill ♠7');
    act(game, 'r3');
    act(game, 'yes');
    act(game, 'draw');
    expect(cardsIn(game.s, 'h0')).toEqual(['tao.H3']);
  });
});
