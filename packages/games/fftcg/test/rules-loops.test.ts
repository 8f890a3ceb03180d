/**
 * FFTCG 13: loops that a player can stop. The stand-in (docs/decisions.md §12): every pass through
 * such a loop is a decision of the player who can stop it, so continuing N times and then declining
 * is their declaration of N; the kernel's loop watch (FFTCG 13.1, a draw) never ends a loop that
 * asks someone; the ban on starting the same loop again afterwards is not enforced. (A loop nobody
 * can stop: scenarios/endless-loop-draw-13.1.yaml.)
 */
import { ruling } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import fftcg from '../src/index.ts';

/** An inline card whose optional ability triggers whenever its controller's hand is empty. */
const WARDEN = {
  id: 'LP2',
  name: { zh: '回响守卫', en: 'Echo Warden' },
  type: 'forward',
  els: ['water'],
  cost: 2,
  power: 5000,
  ab: [
    {
      k: 'auto',
      on: 'state',
      cond: { handEmpty: true },
      may: true,
      fx: [{ op: 'power', t: 'self', n: 1000 }],
    },
  ],
  text: {
    zh: '你的手牌为0张时，你可以令本回合本卡力量+1000。',
    en: 'While your hand is empty: you may give this +1000 power until end of turn.',
  },
};

const board = () =>
  ruling(fftcg, {
    cards: [WARDEN],
    setup: {
      players: [{ field: [{ card: 'LP2', tag: 'warden' }], deck: ['F01', 'F01'] }, { deck: ['F01', 'F01'] }],
    },
  });

describe('FFTCG 13.2 (stand-in): a loop only one player can stop', () => {
  it('FFTCG 13.2: every pass asks that player, so continuing N times declares N; it is never a draw', () => {
    const t = board();
    const N = 40;
    for (let i = 0; i < N; i++) {
      expect(t.decision()).toMatchObject({ player: 0, kind: 'optional' });
      t.act('Yes');
    }
    expect(t.characteristic('warden', 'power')).toBe(5000 + N * 1000);
    // Each pass was a decision: the loop watch, which looks only at long runs without one, never
    // judged it an FFTCG 13.1 draw.
    expect(t.state.result).toBeNull();
    expect(t.logged('FFTCG 13.1')).toBe(0);
    // Declining ends this pass without its effect.
    t.act('No');
    expect(t.characteristic('warden', 'power')).toBe(5000 + N * 1000);
  });

  it('FFTCG 13.2 (not enforced): after the player stops, the same loop may be started again', () => {
    const t = board();
    t.act('Yes').act('No');
    // The real rule forbids choosing the same loop again; the stand-in offers it again.
    expect(t.decision()).toMatchObject({ player: 0, kind: 'optional' });
    t.act('Yes');
    expect(t.characteristic('warden', 'power')).toBe(7000);
  });
});
