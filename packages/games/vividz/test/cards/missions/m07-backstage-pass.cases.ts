/** VZ-M07 Backstage Pass: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, ids, options, players, queued, reply, resolveQueued, start } from '../../helpers.ts';

describe('VZ-M07 Backstage Pass', () => {
  it('VZ 1113.2: checkable with 2 characters in the Sides; being checked triggers its draw', () => {
    const g = board(
      players({
        missions: [{ card: 'VZ-M07', tag: 'm' }],
        area: { '1': 'VZ-C01', '3': 'VZ-C01' },
        deck: ['VZ-C01'],
      }),
    );
    expect(legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m)).toBe(true);
    start(g, 'vz.pick', { player: 0, ids: [g.tags.m], n: 1, purpose: 'check-mission', rule: 'VZ 1113.2' });
    expect(queued(g)).toEqual(['VZ-M07#0']);
    resolveQueued(g, 'VZ-M07#0');
    expect(ids(g, 0, 'hand')).toHaveLength(1);
  });

  it('VZ 1103.2: cleared after an effect of yours retired an opposing character this turn', () => {
    const g = board(
      players(
        {
          missions: [{ card: 'VZ-M07', tag: 'm', sleep: true }],
          hand: [{ card: 'VZ-E06', tag: 'e' }],
          energy: 2,
        },
        { area: { '1': 'VZ-C25' } },
      ),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, options(g)[0]);
    expect(g.state.g.counts[0].effectKOs).toBe(1);
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });
});
