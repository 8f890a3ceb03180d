/** VZ-E04 Encore!: what the card does. */
import { describe, expect, it } from 'vitest';
import { legalMainActions } from '../../../src/rules/0700-turn.ts';
import { board, options, players, reply, start } from '../../helpers.ts';

describe('VZ-E04 Encore!', () => {
  it('VZ 1104.1: reboot a sleeping character of yours (it may attack again)', () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E04', tag: 'e' }],
        energy: 2,
        area: { '1': { card: 'VZ-C01', tag: 'c', sleep: true }, '2': 'VZ-C01' },
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    expect(options(g)).toEqual([`t${g.tags.c}`]);
    reply(g, `t${g.tags.c}`);
    expect(g.state.objects[g.tags.c].data.sleep).toBeUndefined();
    expect(legalMainActions(g.state).filter((a) => a.kind === 'attack')).toHaveLength(2);
  });

  it("VZ 102.7: a rebooted character with the no-attack mark still can't attack", () => {
    const g = board(
      players({
        hand: [{ card: 'VZ-E04', tag: 'e' }],
        energy: 2,
        area: { '1': { card: 'VZ-C10', tag: 'w', sleep: true } },
      }),
    );
    start(g, 'vz.play', { player: 0, card: g.tags.e, via: 'main' });
    reply(g, `t${g.tags.w}`);
    expect(g.state.objects[g.tags.w].data.sleep).toBeUndefined();
    expect(legalMainActions(g.state).filter((a) => a.kind === 'attack')).toHaveLength(0);
  });
});
