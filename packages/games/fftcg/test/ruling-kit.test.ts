/**
 * Rulings written with the kernel's test kit (`ruling`): a board from the scenario setup, actions by
 * label, passes until a kind of decision, and what follows.
 */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import fftcg from '../src/index.ts';

const BOARD = {
  hold: true,
  players: [
    { hand: ['F05', 'F01'], deck: ['F01', 'F01'] },
    { hand: ['W05', 'W01'], field: [{ card: 'I01', tag: 'target' }], deck: ['F01', 'F01'] },
  ],
};

describe('FF-TCG rulings with the test kit', () => {
  it('FFTCG 15.2.5.2, FFTCG 11.4.8: Back Attack in response; then the turn player has priority', () => {
    const t = ruling(fftcg, { setup: BOARD });
    t.act('Cast Flame Burst').act('Discard Ember Knight').pass(0);
    expect(t.decision()).toMatchObject({ player: 1, kind: 'priority' });
    t.act('Play Wind Dancer', 1).act('Discard Gale Scout', 1);
    expect(t.zone('p1:field')).toContain('W05');
    expect(t.zone('stack')).toEqual(['F05']);
    expect(t.decision()).toMatchObject({ player: 0, kind: 'priority' });
    expect(t.state.stack).toHaveLength(1);
  });

  it('FFTCG 11.1.7, FFTCG 11.11.10: both pass in a row and the summon resolves, then goes to the Break Zone', () => {
    const t = ruling(fftcg, { setup: BOARD });
    t.act('Cast Flame Burst').act('Discard Ember Knight');
    t.pass(0).pass(1);
    expect(t.state.stack).toHaveLength(0);
    expect(t.zone('p0:break')).toContain('F05');
    expect(t.logged('FFTCG 11.11.1')).toBe(1);
  });

  it('a wrong label says which options there are', () => {
    const t = ruling(fftcg, { setup: BOARD });
    expect(() => t.act('Cast Ice Storm')).toThrow(/matches 0 options of priority \(options: "Pass"/);
  });
});
