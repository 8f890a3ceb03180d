/** VZ-C27 Guardian Drone: what the card does. */
import { describe, expect, it } from 'vitest';
import { board, cards, cited, players, start } from '../../helpers.ts';

describe('VZ-C27 Guardian Drone', () => {
  it('VZ 912.1 / VZ 1105.3: another character of yours that would retire goes to the bottom of the deck instead; it does not protect itself', () => {
    const g = board(
      players({
        area: { '1': { card: 'VZ-C27', damage: 2 }, '2': { card: 'VZ-C25', damage: 2 } },
        deck: ['VZ-C01'],
      }),
    );
    start(g, 'vz.charge');
    expect(cards(g, 0, 'deck')).toEqual(['VZ-C25', 'VZ-C01']);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C27']);
    // Put on the bottom: not a shuffle.
    expect(cited(g)).not.toContain('VZ 1105.1');
  });
});
