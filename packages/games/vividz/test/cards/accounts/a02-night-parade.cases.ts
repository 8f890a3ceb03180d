/** VZ-A02 Night Parade: what the card does. */
import { describe, expect, it } from 'vitest';
import { asked, at, board, cards, ids, options, players, reply, start } from '../../helpers.ts';

describe('VZ-A02 Night Parade', () => {
  it('VZ 904.2c: choose one of two costs — 1 energy — then a character of yours slides', () => {
    const g = board(
      players({
        account: { card: 'VZ-A02', tag: 'acc' },
        area: { '2': { card: 'VZ-C25', tag: 'c' }, '3': 'VZ-C25' },
        hand: ['VZ-C01'],
        energy: 1,
      }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.acc, index: 0 });
    expect(asked(g)).toMatchObject({ kind: 'cost', rule: 'VZ 904.2c' });
    expect(options(g)).toEqual(['k0', 'k1']);
    reply(g, 'k1');
    reply(g, `t${g.tags.c}`);
    expect(asked(g)).toMatchObject({ kind: 'slide', rule: 'VZ 1116.1' });
    reply(g, 'l0');
    expect(at(g, 0, 1)).toBe(g.tags.c);
    expect(cards(g, 0, 'hand')).toEqual(['VZ-C01']);
    expect(ids(g, 0, 'energy')).toHaveLength(0);
  });

  it('VZ 904.2c / VZ 508.3: the other cost — a hand card into the trash (never a Keep card)', () => {
    const g = board(
      players({
        account: { card: 'VZ-A02', tag: 'acc' },
        area: { '2': { card: 'VZ-C25', tag: 'c' } },
        hand: ['VZ-C01'],
        keep: ['VZ-C02'],
      }),
    );
    start(g, 'vz.activate', { player: 0, source: g.tags.acc, index: 0 });
    reply(g, 'k0');
    expect(asked(g)).toMatchObject({ kind: 'discard' });
    expect(options(g)).toEqual(['h0']);
    reply(g, ['h0']);
    reply(g, `t${g.tags.c}`);
    reply(g, 'l0');
    expect(cards(g, 0, 'trash')).toEqual(['VZ-C01']);
    expect(cards(g, 0, 'keep')).toEqual(['VZ-C02']);
  });
});
