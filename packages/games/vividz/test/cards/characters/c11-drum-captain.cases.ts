/** VZ-C11 Drum Captain: what the card does. */
import { describe, expect, it } from 'vitest';
import { declareAttack } from '../../../src/rules/0800-attack.ts';
import { expire } from '../../../src/rules/0911-continuous.ts';
import { board, players, power, queued, resolveQueued, start, withCtx } from '../../helpers.ts';

describe('VZ-C11 Drum Captain', () => {
  it('VZ 802.1c / VZ 806.6: another character of yours attacks — it gets +1 until the end of the attack', () => {
    const g = board(
      players(
        {
          area: { '1': { card: 'VZ-C11', tag: 'drum' }, '2': { card: 'VZ-C01', tag: 'a' } },
          deck: ['VZ-C01'],
        },
        { area: { '2': { card: 'VZ-C25', tag: 'o' } } },
      ),
    );
    // Resolve the trigger inside the attack: run the declaration step alone.
    withCtx(g, (ctx) => {
      declareAttack(ctx, g.tags.a);
    });
    expect(queued(g)).toEqual(['VZ-C11#0']);
    resolveQueued(g, 'VZ-C11#0');
    expect(power(g, g.tags.a)).toBe(3);
    withCtx(g, (ctx) => {
      expire(ctx, 'attack', 'VZ 806.6');
    });
    expect(power(g, g.tags.a)).toBe(2);
  });

  it('VZ 802.1c: not when it attacks itself', () => {
    const g = board(players({ area: { '1': { card: 'VZ-C11', tag: 'drum' } }, deck: ['VZ-C01'] }));
    start(g, 'vz.attack', { attacker: g.tags.drum });
    expect(queued(g)).toEqual([]);
  });
});
