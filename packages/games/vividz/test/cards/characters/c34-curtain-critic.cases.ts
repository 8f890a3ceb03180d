/** VZ-C34 Curtain Critic: what the card does. */
import { describe, expect, it } from 'vitest';
import { moveGroup } from '../../../src/rules/0501-zones.ts';
import { board, ids, players, queued, resolveQueued, withCtx } from '../../helpers.ts';

describe('VZ-C34 Curtain Critic', () => {
  it('VZ 908.3a: a card from the hand (hidden to public) is read in the trash — its printed power', () => {
    const g = board(
      players({
        area: { '1': 'VZ-C34' },
        hand: [{ card: 'VZ-C06', tag: 'ace' }, { card: 'VZ-C02', tag: 'star' }, 'VZ-E01'],
        deck: ['VZ-C01'],
      }),
    );
    // Spotlight Ace (5), Rising Star (3) and an event go to the trash together: one trigger.
    withCtx(g, (ctx) =>
      moveGroup(ctx, [g.tags.ace, g.tags.star, ...ids(g, 0, 'hand').slice(2)], { zone: 'trash' }),
    );
    expect(queued(g)).toEqual(['VZ-C34#0']);
    resolveQueued(g, 'VZ-C34#0');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });

  it('VZ 908.3a: a character from the areas is read as it was there — Rising Star (3) with +1 from Chorus Leader counts as 4', () => {
    const g = board(
      players({
        area: { '1': 'VZ-C34', '2': 'VZ-C04', '3': { card: 'VZ-C02', tag: 'star' } },
        deck: ['VZ-C01'],
      }),
    );
    withCtx(g, (ctx) => moveGroup(ctx, [g.tags.star], { zone: 'trash' }));
    expect(queued(g)).toEqual(['VZ-C34#0']);
  });

  it('VZ 908.3a: without the bonus the same character from the areas has 3 power and does not trigger it', () => {
    const g = board(players({ area: { '1': 'VZ-C34', '3': { card: 'VZ-C02', tag: 'star' } } }));
    withCtx(g, (ctx) => moveGroup(ctx, [g.tags.star], { zone: 'trash' }));
    expect(queued(g)).toEqual([]);
  });
});
