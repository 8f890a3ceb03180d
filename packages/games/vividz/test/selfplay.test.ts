/**
 * Whole games of random self-play: VZ 701 turns, VZ 202 preprocessing on the kernel's settle loop,
 * VZ 201 priority windows, VZ 1005 ends; determinism, serialize/restore and views (principles 2–5).
 */
import {
  CONCEDE,
  cloneState,
  createGame,
  kernelChecks,
  openDecisions,
  playGame,
  RandomAgent,
  restore,
  serialize,
  stateHash,
  submit,
  viewFor,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import vividz from '../src/index.ts';
import type { VzState } from '../src/state.ts';

const decks = vividz.decks.ready;

// Every skip of a priority question must be justified by public information (checked by the kernel).
kernelChecks.windows = true;

/** VZ 1005.1, VZ 1005.2 and VZ 101.3 (both lose at once) end a game by the rules. */
const ENDS = new Set(['VZ 1005.1', 'VZ 1005.2', 'VZ 101.3']);

function step(state: VzState, agents: RandomAgent[]): void {
  const d = openDecisions(state)[0];
  const r = submit(state, vividz, { player: d.player, answer: agents[d.player].decideRaw(state, d) });
  expect(r.ok).toBe(true);
}

describe('vividz self-play', () => {
  it('every change to objects, zones and effects goes through the kernel (mutations: tracked)', () => {
    const before = kernelChecks.mutations;
    try {
      kernelChecks.mutations = true;
      for (let i = 0; i < 3; i++) {
        const r = playGame(vividz, { seed: `mut${i}`, decks: [decks[i % 2], decks[(i + 1) % 2]] });
        expect(r.error, `game ${i}`).toBeNull();
      }
    } finally {
      kernelChecks.mutations = before;
    }
  });

  it('VZ 701.1 / VZ 1005.1 / VZ 1005.2: 100 random games end by a rule of VZ 1005, none with an error or capped', () => {
    const rules = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const r = playGame(vividz, { seed: `t${i}`, decks: [decks[i % 2], decks[(i + 1) % 2]] });
      expect(r.error, `game ${i}`).toBeNull();
      expect(r.capped, `game ${i}`).toBe(false);
      const rule = r.state.result!.rule;
      expect(ENDS.has(rule), rule).toBe(true);
      rules.add(rule);
      // VZ 101.2: the player who did not lose wins.
      if (!r.state.result!.draw) expect(r.state.result!.winners).toHaveLength(1);
    }
    expect(rules.has('VZ 1005.2')).toBe(true);
  });

  it('is deterministic: the same seed gives the same final hash', () => {
    const a = playGame(vividz, { seed: 'det-1' });
    const b = playGame(vividz, { seed: 'det-1' });
    const c = playGame(vividz, { seed: 'det-2' });
    expect(a.finalHash).toBe(b.finalHash);
    expect(a.finalHash).not.toBe(c.finalHash);
  });

  it('serialize/restore and clone mid-game continue identically', () => {
    const state = createGame(vividz, { seed: 'sr', players: 2, decks: [decks[0], decks[1]] }) as VzState;
    const agents = [new RandomAgent('x0'), new RandomAgent('x1')];
    for (let i = 0; i < 80 && !state.result; i++) step(state, agents);
    const copy = restore(serialize(state)) as VzState;
    const clone = cloneState(state) as VzState;
    expect(stateHash(copy)).toBe(stateHash(state));
    const a1 = [new RandomAgent('y'), new RandomAgent('z')];
    const a2 = [new RandomAgent('y'), new RandomAgent('z')];
    const a3 = [new RandomAgent('y'), new RandomAgent('z')];
    for (let i = 0; i < 300 && !state.result; i++) {
      step(state, a1);
      step(copy, a2);
      step(clone, a3);
      expect(stateHash(copy)).toBe(stateHash(state));
      expect(stateHash(clone)).toBe(stateHash(state));
    }
  });

  it('VZ 501.3c / VZ 509.3 / VZ 504.2: a view never contains the id or card of a hidden card', () => {
    const state = createGame(vividz, { seed: 'view', players: 2, decks: [decks[0], decks[1]] }) as VzState;
    const agents = [new RandomAgent('v0'), new RandomAgent('v1')];
    for (let i = 0; i < 200 && !state.result; i++) {
      for (const viewer of [0, 1]) {
        const text = JSON.stringify(viewFor(state, vividz, viewer));
        for (const p of [0, 1]) {
          const hidden = [...state.zones[`p${p}:deck`].objects];
          if (p !== viewer)
            hidden.push(...state.zones[`p${p}:hand`].objects, ...state.zones[`p${p}:keep`].objects);
          for (const id of hidden) {
            if (state.objects[id].seenBy?.includes(viewer)) continue;
            expect(text).not.toMatch(new RegExp(`"(id|obj)":${id}[,}]`));
          }
        }
      }
      step(state, agents);
    }
  });

  it('VZ 101.4: a player may concede at any time, also when not asked', () => {
    const state = createGame(vividz, { seed: 'concede', players: 2, decks: [decks[0], decks[1]] }) as VzState;
    const agents = [new RandomAgent('c0'), new RandomAgent('c1')];
    for (let i = 0; i < 40 && !state.result; i++) step(state, agents);
    const asked = openDecisions(state)[0].player;
    const r = submit(state, vividz, { player: 1 - asked, answer: CONCEDE });
    expect(r.ok).toBe(true);
    expect(state.result).toMatchObject({ winners: [asked], rule: 'VZ 101.4' });
  });

  it('a refused decision leaves the state hash unchanged', () => {
    const state = createGame(vividz, { seed: 'refuse', players: 2, decks: [decks[0], decks[1]] });
    const before = stateHash(state);
    const d = openDecisions(state)[0];
    expect(submit(state, vividz, { player: d.player, answer: 'no-such-option' }).ok).toBe(false);
    expect(submit(state, vividz, { player: d.player, answer: ['m0', 'm0', 'm1'] }).ok).toBe(false);
    expect(stateHash(state)).toBe(before);
  });
});
