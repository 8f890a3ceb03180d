/** VZ-E16 Fan Letter: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, board, cards, players, reply, start } from '../../helpers.ts';

describe('VZ-E16 Fan Letter', () => {
  it('VZ 301.3: 「偶像」 finds the cards whose name contains it (Rookie Idol, Phoenix Idol), not other idols', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E16', tag: 'e' }],
        energy: 1,
        // Rising Star and Chorus Leader have the feature <idol> but not the name.
        deck: ['VZ-C02', 'VZ-C09', 'VZ-C04', 'VZ-C01', 'VZ-E10'],
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    const d = asked(g);
    expect(d).toMatchObject({ kind: 'search' });
    const labels = d.domain.type === 'pick' ? d.domain.options.map((o) => o.label.args?.c) : [];
    const found = labels.flatMap((c) =>
      c && typeof c === 'object' && 'obj' in c ? [g.state.objects[c.obj as number].card] : [],
    );
    expect(found).toEqual(['VZ-C01', 'VZ-C09']);
    reply(g, 's1');
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C09']);
  });
});
