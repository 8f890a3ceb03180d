import {
  canSee,
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
import sgs from '../src/index.ts';

describe('sgs-chess self-play', () => {
  it('who is asked follows from public facts: window skips and trigger conditions checked against what a spectator knows', () => {
    const before = kernelChecks.windows;
    try {
      kernelChecks.windows = true;
      for (const players of [2, 6])
        for (let i = 0; i < (players === 2 ? 30 : 10); i++) {
          const r = playGame(sgs, { seed: `pub${players}.${i}`, players, options: { seats: players } });
          expect(r.error, `${players} seats, game ${i}`).toBeNull();
        }
    } finally {
      kernelChecks.windows = before;
    }
  });

  it('every change to objects, zones and effects goes through the kernel (mutations: tracked), 2 and 6 seats', () => {
    const before = kernelChecks.mutations;
    try {
      kernelChecks.mutations = true;
      for (const players of [2, 6])
        for (let i = 0; i < 2; i++) {
          const r = playGame(sgs, { seed: `mut${players}.${i}`, players, options: { seats: players } });
          expect(r.error, `${players} seats, game ${i}`).toBeNull();
        }
    } finally {
      kernelChecks.mutations = before;
    }
  });

  it('SGS 2.17: 200 random two-seat games end by score with no errors and none capped', () => {
    let ended = 0;
    for (let i = 0; i < 200; i++) {
      const o = playGame(sgs, { seed: `sp${i}` });
      expect(o.error).toBeNull();
      expect(o.capped).toBe(false);
      if (o.state.result?.rule === 'SGS 2.17') ended++;
      expect(Math.max(...o.state.g.score)).toBeGreaterThanOrEqual(10);
    }
    expect(ended).toBe(200);
  });

  it('SGS 1.3: 60 random six-seat games (one player per role) run clean', () => {
    for (let i = 0; i < 60; i++) {
      const o = playGame(sgs, { seed: `six${i}`, players: 6, options: { seats: 6 } });
      expect(o.error).toBeNull();
      expect(o.capped).toBe(false);
      const w = o.state.result!.winners;
      expect(w.length).toBe(3);
      expect(w.every((p) => p < 3 === w[0] < 3)).toBe(true);
    }
  });

  it('same seed gives the same final hash; another seed a different one', () => {
    const a = playGame(sgs, { seed: 'det' });
    const b = playGame(sgs, { seed: 'det' });
    const c = playGame(sgs, { seed: 'det2' });
    expect(a.finalHash).toBe(b.finalHash);
    expect(a.finalHash).not.toBe(c.finalHash);
  });

  it('serialize/restore mid-game continues identically', () => {
    const s = createGame(sgs, { seed: 'ser', players: 2, decks: sgs.decks.ready });
    const agent = new RandomAgent('x');
    for (let i = 0; i < 150 && !s.result; i++) {
      const d = openDecisions(s)[0];
      submit(s, sgs, { player: d.player, answer: agent.decide(viewFor(s, sgs, d.player), d) });
    }
    const copy = restore(serialize(s));
    const clone = cloneState(s);
    const a1 = new RandomAgent('y');
    const a2 = new RandomAgent('y');
    const a3 = new RandomAgent('y');
    for (let i = 0; i < 300 && !s.result; i++) {
      for (const [st, ag] of [
        [s, a1],
        [copy, a2],
        [clone, a3],
      ] as const) {
        const d = openDecisions(st)[0];
        submit(st, sgs, { player: d.player, answer: ag.decide(viewFor(st, sgs, d.player), d) });
      }
      expect(stateHash(copy)).toBe(stateHash(s));
      expect(stateHash(clone)).toBe(stateHash(s));
    }
  });

  it.each([2, 6])('a view never contains the id of a hidden card (%i seats, spectator too)', (players) => {
    const s = createGame(sgs, {
      seed: `view${players}`,
      players,
      decks: sgs.decks.ready,
      options: { seats: players },
    });
    const agent = new RandomAgent('v');
    const viewers = [null, ...Array.from({ length: players }, (_, p) => p)];
    for (let i = 0; i < 300 && !s.result; i++) {
      for (const viewer of viewers) {
        const v = viewFor(s, sgs, viewer);
        const text = JSON.stringify(v);
        for (const z of Object.values(s.zones)) {
          const hidden = z.visibility === 'hidden' || (z.visibility === 'owner' && z.owner !== viewer);
          if (!hidden) continue;
          for (const id of z.objects) {
            const o = s.objects[id];
            // Shown to this viewer (a card shown to every player is shown to a spectator too).
            if (canSee(s, sgs, o, viewer)) continue;
            expect(text).not.toContain(`"id":${id},`);
            expect(text).not.toContain(`"obj":${id},`);
            expect(text).not.toContain(`"obj":${id}}`);
          }
        }
      }
      const d = openDecisions(s)[0];
      submit(s, sgs, { player: d.player, answer: agent.decide(viewFor(s, sgs, d.player), d) });
    }
  });

  it('a refused decision leaves the state hash unchanged', () => {
    const s = createGame(sgs, { seed: 'ref', players: 2, decks: sgs.decks.ready });
    const before = stateHash(s);
    const d = openDecisions(s)[0];
    expect(submit(s, sgs, { player: 1 - d.player, answer: 'warm' }).ok).toBe(false);
    expect(submit(s, sgs, { player: d.player, answer: 'nonsense' }).ok).toBe(false);
    expect(submit(s, sgs, { player: d.player, answer: ['warm', 'cold'] }).ok).toBe(false);
    expect(stateHash(s)).toBe(before);
  });
});
