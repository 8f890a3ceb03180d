/** VZ-C01 Rookie Idol: what the card does. */
import { describe, expect, it } from 'vitest';
import { playCost } from '../../../src/rules/0905-energy.ts';
import { board, players, power } from '../../helpers.ts';

describe('VZ-C01 Rookie Idol', () => {
  it('VZ 304.5: a character without abilities; cost 1, power 2', async () => {
    const { hasNoAbilities, printed } = await import('../../../src/rules/0300-parameters.ts');
    const g = board(
      players({ area: { '1': { card: 'VZ-C01', tag: 'c' } }, hand: [{ card: 'VZ-C01', tag: 'h' }] }),
    );
    expect(hasNoAbilities(printed(g.state.objects[g.tags.c]))).toBe(true);
    expect(power(g, g.tags.c)).toBe(2);
    expect(playCost(g.state, 0, g.tags.h, 1)).toBe(1);
  });
});
