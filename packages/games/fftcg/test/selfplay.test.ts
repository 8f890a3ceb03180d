import {
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
import fftcg from '../src/index.ts';

const decks = fftcg.decks.ready;

// Every skip of a priority question must be justified by public information (checked by the kernel).
kernelChecks.windows = true;

describe('fftcg self-play', () => {
  it('every change to objects, zones and effects goes through the kernel (mutations: tracked)', () => {
    const before = kernelChecks.mutations;
    try {
      kernelChecks.mutations = true;
      for (let i = 0; i < 3; i++) {
        const r = playGame(fftcg, { seed: `mut${i}`, decks: [decks[i % 3], decks[(i + 1) % 3]] });
        expect(r.error, `game ${i}`).toBeNull();
      }
    } finally {
      kernelChecks.mutations = before;
    }
  });

  it('plays 300 random games with no errors and none capped, each ended by a rule of 3 / 12.4', () => {
    const ends = new Set(['FFTCG 12.4.1', 'FFTCG 12.4.2', 'FFTCG 12.4.3', 'FFTCG 3.3']);
    for (let i = 0; i < 300; i++) {
      const r = playGame(fftcg, { seed: `t${i}`, decks: [decks[i % 3], decks[(i + 1) % 3]] });
      expect(r.error, `game ${i}`).toBeNull();
      expect(r.capped, `game ${i}`).toBe(false);
      expect(ends.has(r.state.result!.rule), r.state.result!.rule).toBe(true);
    }
  });

  it('FFTCG 3.1.1, FFTCG 8.1.1.1: limited-format games (6 damage) also end by the rules', () => {
    for (let i = 0; i < 30; i++) {
      const r = playGame(fftcg, {
        seed: `lim${i}`,
        decks: [decks[i % 3], decks[(i + 2) % 3]],
        options: { format: 'limited' },
      });
      expect(r.error).toBeNull();
      expect(r.capped).toBe(false);
      if (r.state.result!.rule === 'FFTCG 12.4.1') {
        const loser = 1 - r.state.result!.winners[0];
        expect(r.state.zones[`p${loser}:damage`].objects.length).toBe(6);
      }
    }
  });

  it('is deterministic: the same seed gives the same final hash', () => {
    const a = playGame(fftcg, { seed: 'det-1' });
    const b = playGame(fftcg, { seed: 'det-1' });
    const c = playGame(fftcg, { seed: 'det-2' });
    expect(a.finalHash).toBe(b.finalHash);
    expect(a.finalHash).not.toBe(c.finalHash);
  });

  it('serialize/restore mid-game continues identically', () => {
    const state = createGame(fftcg, { seed: 'sr', players: 2, decks: [decks[0], decks[1]] });
    const agents = [new RandomAgent('x0'), new RandomAgent('x1')];
    for (let i = 0; i < 60 && !state.result; i++) {
      const d = openDecisions(state)[0];
      submit(state, fftcg, { player: d.player, answer: agents[d.player].decideRaw(state, d) });
    }
    const copy = restore(serialize(state));
    const clone = cloneState(state);
    expect(stateHash(copy)).toBe(stateHash(state));
    const a1 = new RandomAgent('y');
    const a2 = new RandomAgent('y');
    const a3 = new RandomAgent('y');
    for (let i = 0; i < 200 && !state.result; i++) {
      const d = openDecisions(state)[0];
      submit(state, fftcg, { player: d.player, answer: a1.decideRaw(state, d) });
      const d2 = openDecisions(copy)[0];
      submit(copy, fftcg, { player: d2.player, answer: a2.decideRaw(copy, d2) });
      const d3 = openDecisions(clone)[0];
      submit(clone, fftcg, { player: d3.player, answer: a3.decideRaw(clone, d3) });
      expect(stateHash(copy)).toBe(stateHash(state));
      expect(stateHash(clone)).toBe(stateHash(state));
    }
  });

  it('a view never contains the id or card of a hidden card', () => {
    const r = playGame(fftcg, { seed: 'view' });
    void r;
    const state = createGame(fftcg, { seed: 'view2', players: 2, decks: [decks[0], decks[1]] });
    const agents = [new RandomAgent('v0'), new RandomAgent('v1')];
    for (let i = 0; i < 150 && !state.result; i++) {
      for (const viewer of [0, 1]) {
        const v = viewFor(state, fftcg, viewer);
        // Stack items carry a serial number under "id" that is not an object id: leave it out.
        for (const item of v.stack as { id?: number }[]) delete item.id;
        const text = JSON.stringify(v);
        for (const p of [0, 1]) {
          for (const id of state.zones[`p${p}:deck`].objects) {
            const o = state.objects[id];
            if (o.seenBy?.includes(viewer)) continue;
            expect(text.includes(`"id":${id},`)).toBe(false);
          }
          if (p !== viewer)
            for (const id of state.zones[`p${p}:hand`].objects) {
              if (state.objects[id].seenBy?.includes(viewer)) continue;
              expect(text.includes(`"id":${id},`)).toBe(false);
              expect(text.includes(`"obj":${id}`)).toBe(false);
            }
        }
        for (const o of v.zones[`p${1 - viewer}:hand`].objects) expect(o.card).toBeUndefined();
      }
      const d = openDecisions(state)[0];
      submit(state, fftcg, { player: d.player, answer: agents[d.player].decideRaw(state, d) });
    }
  });

  it('a refused decision leaves the state hash unchanged', () => {
    const state = createGame(fftcg, { seed: 'refuse', players: 2, decks: [decks[0], decks[1]] });
    const before = stateHash(state);
    const d = openDecisions(state)[0];
    expect(submit(state, fftcg, { player: d.player, answer: 'no-such-option' }).ok).toBe(false);
    expect(submit(state, fftcg, { player: 1 - d.player, answer: 'keep' }).ok).toBe(false);
    expect(stateHash(state)).toBe(before);
  });
});
