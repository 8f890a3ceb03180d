/** VZ-C14 Roadie: what the card does. */
import { describe, expect, it } from 'vitest';
import { activatable } from '../../../src/rules/0700-turn.ts';
import { board, cards, finished, ids, players, start } from '../../helpers.ts';

describe('VZ-C14 Roadie', () => {
  it('VZ 508.2: from the Keep — 1 energy and put it into the trash: draw 2', () => {
    const g = board(players({ keep: [{ card: 'VZ-C14', tag: 'r' }], energy: 1, deck: ['VZ-C01', 'VZ-C01'] }));
    expect(activatable(g.state, 0)).toEqual([{ kind: 'activate', source: g.tags.r, index: 0 }]);
    start(g, 'vz.activate', { player: 0, source: g.tags.r, index: 0 });
    expect(finished(g)).toBe(true);
    expect(ids(g, 0, 'hand')).toHaveLength(2);
    expect(cards(g, 0, 'trash').sort()).toEqual(['VZ-C01', 'VZ-C14']);
  });

  it('VZ 304.4a: not from the hand or the area', () => {
    const g = board(players({ hand: ['VZ-C14'], area: { '1': 'VZ-C14' }, energy: 1 }));
    expect(activatable(g.state, 0)).toEqual([]);
  });
});
