/** VZ-M06 Iron March: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, players, start } from '../../helpers.ts';

describe('VZ-M06 Iron March', () => {
  it('VZ 1118.1: checkable after a success; cleared with 6 energy', () => {
    const g = board(players({ missions: [{ card: 'VZ-M06', tag: 'm', sleep: true }], energy: 5 }));
    start(g, 'vz.mission-phase');
    expect(g.state.objects[g.tags.m].faceDown).toBeUndefined();
    g.state.g.counts[0].successes = 1;
    expect(legalMainActions(g.state).some((a) => a.kind === 'check' && a.mission === g.tags.m)).toBe(true);
    const h = board(players({ missions: [{ card: 'VZ-M06', tag: 'm', sleep: true }], energy: 6 }));
    start(h, 'vz.mission-phase');
    expect(h.state.objects[h.tags.m].faceDown).toBe(true);
  });
});
