/** VZ-E11 Rehearsal: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cited, players, start } from '../../helpers.ts';

describe('VZ-E11 Rehearsal', () => {
  it('VZ 1113: check one of your missions without its check conditions', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E11', tag: 'e' }],
        energy: 2,
        missions: [
          { card: 'VZ-M01', tag: 'a' },
          { card: 'VZ-M02', tag: 'b', sleep: true },
        ],
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(g.state.objects[g.tags.a].data.sleep).toBe(true);
    expect(cited(g)).toContain('VZ 1113.2');
  });
});
