/** VZ-E15 Lucky Guess: what the card does. */
import { submit } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { asked, board, cards, cited, players, reply, start, TEST_MODULE } from '../../helpers.ts';

describe('VZ-E15 Lucky Guess', () => {
  it('VZ 102.11: a whole number of 0 or more; the right guess takes the top card into the hand', () => {
    const g = board(players({ hand: [{ card: 'VZ-E15', tag: 'e' }], energy: 1, deck: ['VZ-C01', 'VZ-C04'] }));
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(asked(g)).toMatchObject({
      kind: 'number',
      rule: 'VZ 102.11',
      domain: { type: 'number', min: 0, max: 9 },
    });
    expect(submit(g.state, TEST_MODULE, { player: 0, answer: -1 }).ok).toBe(false);
    expect(submit(g.state, TEST_MODULE, { player: 0, answer: 1.5 }).ok).toBe(false);
    reply(g, 3);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C04']);
    expect(cited(g)).toContain('VZ 1108.1');
  });

  it('a wrong guess puts it into the energy zone', () => {
    const g = board(players({ hand: [{ card: 'VZ-E15', tag: 'e' }], energy: 1, deck: ['VZ-C04'] }));
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, 0);
    expect(cards(g, 0, 'energy')).toEqual(['VZ-C04']);
  });
});
