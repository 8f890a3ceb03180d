/** VZ-C25 Iron Recruit: what the card does. */
import { describe, expect, it } from 'vitest';
import { charsOf } from '../../../src/rules/0911-continuous.ts';
import { board, players } from '../../helpers.ts';

describe('VZ-C25 Iron Recruit', () => {
  it('VZ 304.5: no abilities; cost 1, power 2', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C25', tag: 'c' } } }));
    expect(charsOf(g.state, g.tags.c)).toMatchObject({
      cost: 1,
      power: 2,
      abilities: [],
      features: ['mecha'],
    });
  });
});
