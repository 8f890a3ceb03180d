/** VZ-E14 Final Encore: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, players, start } from '../../helpers.ts';

describe('VZ-E14 Final Encore', () => {
  it('VZ 102.2 / VZ 1114.1: card text wins — with 2 successes this turn, complete a checked mission', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E14', tag: 'e' }],
        energy: 3,
        missions: [{ card: 'VZ-M03', tag: 'm', sleep: true }],
      }),
    );
    g.state.g.counts[0].successes = 2;
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(g.state.objects[g.tags.m].faceDown).toBe(true);
  });

  it('with fewer successes it does nothing', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E14', tag: 'e' }],
        energy: 3,
        missions: [{ card: 'VZ-M03', tag: 'm', sleep: true }],
      }),
    );
    g.state.g.counts[0].successes = 1;
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(g.state.objects[g.tags.m].faceDown).toBeUndefined();
    expect(cards(g, 0, 'trash')).toContain('VZ-E14');
  });
});
