/** VZ-M04 Night Raid: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, start, withCtx } from '../../helpers.ts';

describe('VZ-M04 Night Raid', () => {
  it('VZ 1102.2: checkable after a battle retirement this turn; cleared when the opponent has 2 or fewer characters', () => {
    const g = board(
      players(
        {
          missions: [{ card: 'VZ-M04', tag: 'm' }],
          area: { '2': { card: 'VZ-C18', tag: 'a' } },
          deck: ['VZ-C25'],
        },
        { area: { '2': 'VZ-C25', '1': 'VZ-C25', '3': 'VZ-C25' } },
      ),
    );
    const offered = () => legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m);
    expect(offered()).toBe(false);
    start(g, 'vz.attack', { attacker: g.tags.a });
    expect(g.state.g.counts[0].battleKOs).toBe(1);
    expect(offered()).toBe(true);
    withCtx(g, (ctx) => (ctx.state.objects[g.tags.m].data.sleep = true));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });
});
