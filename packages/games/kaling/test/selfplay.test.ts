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
import kaling from '../src/index.ts';

const decks = kaling.decks.ready;

describe('kaling self-play', () => {
  it('random self-play of 200 games: no errors, none capped, across all ready decks', () => {
    let errors = 0;
    let capped = 0;
    for (let i = 0; i < 200; i++) {
      const r = playGame(kaling, { seed: `t${i}`, decks: [decks[i % 3], decks[(i + 1) % 3]] });
      if (r.error) errors++;
      if (r.capped) capped++;
      expect(r.error).toBeNull();
    }
    expect(errors).toBe(0);
    expect(capped).toBe(0);
  });

  it('determinism: the same seed gives the same final hash', () => {
    const a = playGame(kaling, { seed: 'det' });
    const b = playGame(kaling, { seed: 'det' });
    expect(a.finalHash).toBe(b.finalHash);
    expect(a.decisions).toBeGreaterThan(10);
  });

  it('serialize/restore mid-game continues identically', () => {
    const s = createGame(kaling, { seed: 'mid', players: 2, decks: [decks[0], decks[1]] });
    const agent = [new RandomAgent('a0'), new RandomAgent('a1')];
    for (let i = 0; i < 80 && !s.result; i++) {
      const d = openDecisions(s)[0];
      submit(s, kaling, { player: d.player, answer: agent[d.player].decideRaw(s, d) });
    }
    const copy = restore(serialize(s));
    const c2 = cloneState(s);
    const ag = [new RandomAgent('b0'), new RandomAgent('b1')];
    const ag2 = [new RandomAgent('b0'), new RandomAgent('b1')];
    const ag3 = [new RandomAgent('b0'), new RandomAgent('b1')];
    for (let i = 0; i < 200 && !s.result; i++) {
      const d = openDecisions(s)[0];
      submit(s, kaling, { player: d.player, answer: ag[d.player].decideRaw(s, d) });
      const d2 = openDecisions(copy)[0];
      submit(copy, kaling, { player: d2.player, answer: ag2[d2.player].decideRaw(copy, d2) });
      const d3 = openDecisions(c2)[0];
      submit(c2, kaling, { player: d3.player, answer: ag3[d3.player].decideRaw(c2, d3) });
    }
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(stateHash(c2)).toBe(stateHash(s));
  });

  it('serialize/restore at many points of whole games continues identically (also mid-chain)', () => {
    for (let gi = 0; gi < 3; gi++) {
      const s = createGame(kaling, {
        seed: `sr${gi}`,
        players: 2,
        decks: [decks[gi % 3], decks[(gi + 2) % 3]],
      });
      const agent = [new RandomAgent(`sr0${gi}`), new RandomAgent(`sr1${gi}`)];
      let midChain = 0;
      for (let i = 0; i < 1500 && !s.result; i++) {
        if (i % 37 === 0 || (((s.stack?.length ?? 0) > 0 || s.g.attack !== null) && i % 3 === 0)) {
          const copy = restore(serialize(s));
          expect(stateHash(copy)).toBe(stateHash(s));
          if (s.stack?.length || s.g.attack) midChain++;
          // both continue with the same answers for a few decisions
          const a2 = [new RandomAgent(`x${i}`), new RandomAgent(`y${i}`)];
          const a3 = [new RandomAgent(`x${i}`), new RandomAgent(`y${i}`)];
          const t = cloneState(s);
          for (let k = 0; k < 10 && !t.result; k++) {
            const d = openDecisions(t)[0];
            submit(t, kaling, { player: d.player, answer: a2[d.player].decideRaw(t, d) });
            const d2 = openDecisions(copy)[0];
            submit(copy, kaling, { player: d2.player, answer: a3[d2.player].decideRaw(copy, d2) });
          }
          expect(stateHash(copy)).toBe(stateHash(t));
        }
        const d = openDecisions(s)[0];
        submit(s, kaling, { player: d.player, answer: agent[d.player].decideRaw(s, d) });
      }
      expect(midChain).toBeGreaterThan(0);
    }
  });

  it('KALING 4.5-4: the chain window skips a player only when they had nothing to chain (kernel check), over 20 games', () => {
    // Who is asked is judged from public information only; with the kernel's window check on, every
    // skipped turn computes the player's real options and fails (unsound-skip) if there were any.
    const before = kernelChecks.windows;
    kernelChecks.windows = true;
    try {
      for (let i = 0; i < 20; i++) {
        const r = playGame(kaling, { seed: `skip${i}`, decks: [decks[i % 3], decks[(i + 2) % 3]] });
        expect(r.error).toBeNull();
      }
    } finally {
      kernelChecks.windows = before;
    }
  });

  it('a refused decision leaves the state hash unchanged', () => {
    const s = createGame(kaling, { seed: 'refuse', players: 2, decks: [decks[0], decks[1]] });
    const before = stateHash(s);
    const d = openDecisions(s)[0];
    expect(submit(s, kaling, { player: d.player, answer: 'no-such-option' }).ok).toBe(false);
    expect(submit(s, kaling, { player: 1 - d.player, answer: [] }).ok).toBe(false);
    expect(stateHash(s)).toBe(before);
  });

  it('a view never contains a hidden card id (hands, decks, set cards), over whole games', () => {
    const leaks: string[] = [];
    for (let gi = 0; gi < 3; gi++) {
      const s = createGame(kaling, {
        seed: `hide${gi}`,
        players: 2,
        decks: [decks[gi % 3], decks[(gi + 1) % 3]],
      });
      const agent = [new RandomAgent(`h0${gi}`), new RandomAgent(`h1${gi}`)];
      for (let i = 0; i < 1000 && !s.result; i++) {
        for (const viewer of [0, 1]) {
          const hidden = new Set<number>();
          for (const o of Object.values(s.objects)) {
            if (o.seenBy?.includes(viewer)) continue;
            if (
              o.zone.endsWith(':deck') ||
              (o.zone.endsWith(':hand') && o.owner !== viewer) ||
              (o.zone === 'field' && o.faceDown && o.controller !== viewer)
            )
              hidden.add(o.id);
          }
          const v = viewFor(s, kaling, viewer);
          // Stack items have ids of their own (not object ids): their sources are checked as `src`.
          const text = JSON.stringify({ ...v, stack: v.stack.map(({ id: _item, ...rest }) => rest) });
          for (const m of text.matchAll(/"(?:id|obj|src)":"?[ohsf]?(\d+)/g))
            if (hidden.has(Number(m[1]))) leaks.push(`game ${gi} decision ${i}: ${m[0]} seen by ${viewer}`);
          for (const c of (v.g as any).cells) if (hidden.has(c)) leaks.push(`game ${gi}: cell id ${c}`);
        }
        const d = openDecisions(s)[0];
        submit(s, kaling, { player: d.player, answer: agent[d.player].decideRaw(s, d) });
      }
    }
    expect(leaks).toEqual([]);
  });
});
