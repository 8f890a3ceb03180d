/** 〖天妒〗 (Envy of Heaven): its rulings, on boards set with the scenario setup. */
import { describe, expect, it } from 'vitest';
import { act, cardsIn, R, setupGame } from '../../../test/helpers.ts';

describe('〖天妒〗 (Envy of Heaven)', () => {
  it('〖天妒〗 SGS 2.10-判定结果确定后❷: 郭嘉 takes his own judgement card', () => {
    const g2 = setupGame({
      current: 0,
      deck: ['sha.S9'],
      roles: R({ 0: { hand: ['sha.S7'] }, 3: { gen: 'guojia', equip: ['bagua.S2'] } }),
    });
    act(g2, 'use Kill ♠7');
    act(g2, 'r3');
    act(g2, 'bagua');
    act(g2, 'yes'); // 天妒
    expect(cardsIn(g2.s, 'h3')).toEqual(['sha.S9']);
  });
});
