/** 〖洛神〗 (Goddess of the Luo): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖洛神〗 (Goddess of the Luo)', () => {
  it('〖洛神〗: 甄姬 keeps black judgements until a red one', () => {
    const game = setupGame({
      current: 0,
      phase: 'prepare',
      deck: ['sha.S7', 'sha.C2', 'tao.H3'],
      roles: R({ 0: { gen: 'zhenji' } }),
    });
    act(game, 'yes');
    act(game, 'yes');
    act(game, 'yes');
    expect(cardsIn(game.s, 'h0')).toEqual(expect.arrayContaining(['sha.C2', 'sha.S7']));
    expect(game.log.filter((e) => e.msg.key === 'sgs.luoshen-keep').length).toBe(2);
    expect(cardsIn(game.s, 'discard')).toContain('tao.H3');
  });
});
