/** VZ-C10 Bass Wall: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, power } from '../../helpers.ts';

describe('VZ-C10 Bass Wall', () => {
  it('VZ 802.1a: the no-attack mark — power 5 but never an attacker', async () => {
    const { canAttackWith } = await import('../../../src/rules/0800-attack.ts');
    const g = board(players({ area: { '2': { card: 'VZ-C10', tag: 'w' } } }));
    expect(power(g, g.tags.w)).toBe(5);
    expect(canAttackWith(g.state, g.tags.w)).toBe(false);
    expect(legalMainActions(g.state).some((a) => a.kind === 'attack')).toBe(false);
  });
});
