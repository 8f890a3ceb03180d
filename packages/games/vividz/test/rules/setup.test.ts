/** VZ 601 setup, VZ 101 players, VZ 501.3 what each player sees after it. */
import { Ctx, emptyState, type LogEntry, viewFor } from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import { READY_DECKS } from '../../src/decks.ts';
import { createDecks, freshG } from '../../src/rules/0601-setup.ts';
import type { VzState } from '../../src/state.ts';
import { answer, asking, cards, cited, type Game, ids, options, start, TEST_MODULE } from '../helpers.ts';

function newGame(seed: string): Game {
  const state = emptyState(TEST_MODULE, seed, 2) as VzState;
  const log: LogEntry[] = [];
  const ctx = new Ctx(state, TEST_MODULE, log);
  state.g = freshG();
  createDecks(ctx, READY_DECKS);
  return { state, tags: {}, log };
}

describe('setup (VZ 601)', () => {
  it('VZ 601.1 / VZ 601.1a / VZ 601.1b / VZ 601.1c: account face up, missions face down, main deck shuffled face down', () => {
    const g = newGame('s1');
    expect(cards(g, 0, 'account')).toEqual(['VZ-A01']);
    expect(cards(g, 1, 'account')).toEqual(['VZ-A02']);
    expect(ids(g, 0, 'mission').every((id) => g.state.objects[id].faceDown)).toBe(true);
    expect(ids(g, 0, 'deck')).toHaveLength(63);
    expect(cited(g)).toContain('VZ 1105.1');
  });

  it('VZ 601.1b / VZ 507.3 / VZ 102.9: both players place their missions at once, each seeing only their own', () => {
    const g = newGame('s2');
    start(g, 'vz.setup');
    const a0 = asking(g, 0)!;
    const a1 = asking(g, 1)!;
    expect(a0).toMatchObject({ kind: 'place-missions', rule: 'VZ 601.1b' });
    expect(a1.kind).toBe('place-missions');
    // VZ 507.2: the owner sees a face-down mission, the opponent does not.
    const v1 = viewFor(g.state, TEST_MODULE, 1);
    expect(v1.zones['p0:mission'].objects.every((o: any) => o.hidden)).toBe(true);
    expect(viewFor(g.state, TEST_MODULE, 0).zones['p0:mission'].objects.every((o: any) => !o.hidden)).toBe(
      true,
    );
    expect(v1.decisions.map((d) => d.player)).toEqual([1]);
    const order0 = ['m2', 'm0', 'm1'];
    const names0 = order0.map((m) => g.state.objects[ids(g, 0, 'mission')[Number(m[1])]].card);
    answer(g, 0, order0);
    answer(g, 1, options(g, 1));
    expect(cards(g, 0, 'mission')).toEqual(names0);
    expect(ids(g, 0, 'mission').map((id) => g.state.objects[id].data.slot)).toEqual([0, 1, 2]);
  });

  it('VZ 601.1d / VZ 601.1e / VZ 601.1f / VZ 601.1g: the higher revealed cost goes first, the second player charges 2, missions turn up, turn 1 begins', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const g = newGame(seed);
      start(g, 'vz.setup');
      answer(g, 0, options(g, 0));
      answer(g, 1, options(g, 1));
      const first = g.state.g.firstPlayer;
      const second = 1 - first;
      // VZ 601.1d: the revealed cards went to energy; the first player's last reveal cost more.
      const reveals = g.log.filter((e) => e.rule === 'VZ 601.1d' && e.msg.key === 'vz.first-reveal');
      const last = reveals.slice(-2).map((e) => e.msg.args!.cost as number);
      expect(last[first]).toBeGreaterThan(last[second]);
      expect(ids(g, 0, 'energy').length).toBe(reveals.length / 2);
      // VZ 601.1e: the second player chooses 2 of 5.
      const d = asking(g, second)!;
      expect(d).toMatchObject({ kind: 'setup-energy', rule: 'VZ 601.1e' });
      expect(ids(g, first, 'hand')).toHaveLength(5);
      answer(g, second, options(g, second).slice(0, 2));
      expect(ids(g, second, 'hand')).toHaveLength(3);
      expect(ids(g, second, 'energy')).toHaveLength(reveals.length / 2 + 2);
      // VZ 601.1f / VZ 601.1g: missions face up, the first player's turn 1; VZ 702.4a no draw in turn 1.
      expect(ids(g, 0, 'mission').some((id) => g.state.objects[id].faceDown)).toBe(false);
      expect(g.state.g).toMatchObject({ turn: 1, turnPlayer: first, phase: 'start-draw' });
      expect(cited(g)).toEqual(expect.arrayContaining(['VZ 601.1f', 'VZ 701.1', 'VZ 702.4a']));
      expect(ids(g, first, 'hand')).toHaveLength(5);
    }
  });
});
