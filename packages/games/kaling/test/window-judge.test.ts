/**
 * KALING 4.5-4 (issue 9): who is asked in a chain window is judged by the window's `judge` hook,
 * which receives only the public projection of the state and the timing points in the projection's
 * ids. In it every card a spectator cannot see is anonymous; giving those cards other names (any
 * hidden card of either player, in any zone) leaves the judge's inputs and its answers unchanged.
 */
import {
  Ctx,
  canSee,
  canSeeId,
  cloneState,
  createGame,
  defaultDecks,
  isAnonymousId,
  judgeWindow,
  kernelChecks,
  openDecisions,
  Rng,
  randomAnswer,
  restore,
  type State,
  serialize,
  submit,
  type WindowState,
} from '@arbiter/kernel';
import { describe, expect, it } from 'vitest';
import kaling from '../src/index.ts';
import type { G } from '../src/types.ts';

const policy = kaling.windows!['kl.chain'];

/** The innermost open chain window, if any. */
function chainWindow(s: State<G>): WindowState<{ may: boolean[] }> | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i];
    if (f.proc === 'k.window' && f.d.kind === 'kl.chain') return f.d;
  }
  return undefined;
}

/** Run the window's judgement on a state: what the hook received (as text) and what it decided. */
function judgement(s: State<G>, open: WindowState<{ may: boolean[] }>) {
  const w = { ...structuredClone(open), data: { may: [] as boolean[] } };
  const ctx = new Ctx(s, kaling, null);
  let inputs = '';
  let anonymous = true;
  let effectsNamingHidden = 0;
  judgeWindow(s, kaling, ctx.pub, policy.facts!(ctx, w), (pub, facts) => {
    const p = pub.project();
    for (const o of Object.values(p.objects))
      if (!canSee(s, kaling, s.objects[o.id] ?? o, null) && o.card !== '') anonymous = false;
    // Created effects name a hidden object only by an anonymous id, never by its real one.
    for (const e of p.effects) {
      for (const id of [e.source, ...(e.targets ?? [])]) {
        if (id === null) continue;
        if (isAnonymousId(p, id)) effectsNamingHidden++;
        else if (!canSeeId(s, kaling, id, null)) anonymous = false;
      }
    }
    inputs = JSON.stringify({ zones: p.zones, objects: p.objects, g: p.g, effects: p.effects, facts });
    policy.judge!(pub, w, facts);
  });
  return { inputs, may: w.data.may, anonymous, effectsNamingHidden };
}

/** The same table with every card a spectator cannot see renamed (shuffled among them). */
function renamed(s: State<G>, rng: Rng): { world: State<G>; changed: boolean } {
  const world = cloneState(s);
  const hidden = Object.values(world.objects).filter((o) => !canSee(world, kaling, o, null));
  const cards = rng.shuffle(hidden.map((o) => o.card));
  let changed = false;
  hidden.forEach((o, i) => {
    if (o.card !== cards[i]) changed = true;
    o.card = cards[i];
  });
  return { world, changed };
}

describe('chain window judgement on the public projection (issue 9)', () => {
  it('KALING 4.5-4: the judge sees hidden cards only as anonymous objects; renaming them changes neither its inputs nor who is asked', () => {
    // Every skip the judgement makes is verified against the real options (unsound-skip).
    const checks = kernelChecks.windows;
    kernelChecks.windows = true;
    let judged = 0;
    let mixed = 0;
    let effectsNamingHidden = 0;
    for (let game = 0; game < 5; game++) {
      const rng = new Rng(`window-judge#${game}`);
      const s = createGame(kaling, {
        seed: `window-judge#${game}`,
        players: 2,
        decks: defaultDecks(kaling, 2),
      });
      for (let step = 0; step < 400 && !s.result; step++) {
        const d = openDecisions(s)[0];
        const open = chainWindow(s);
        if (open && step % 5 === 0) {
          const here = judgement(s, open);
          effectsNamingHidden += here.effectsNamingHidden;
          expect(here.anonymous, `game ${game} step ${step}: a hidden card is named in the projection`).toBe(
            true,
          );
          // The hook run again gives what the live window decided for this round.
          expect(here.may).toEqual(open.data.may);
          const { world, changed } = renamed(s, rng);
          if (changed) {
            const there = judgement(world, chainWindow(world)!);
            expect(there.inputs, `game ${game} step ${step}: the judge's inputs`).toBe(here.inputs);
            expect(there.may, `game ${game} step ${step}: who is asked`).toEqual(here.may);
            judged++;
            // Hidden-source stages of classes 2 and 3 (5, 7, 9, 11): some asked, some not.
            const hiddenStages = [5, 7, 9, 11].map((st) => here.may[st]);
            if (hiddenStages.includes(true) && hiddenStages.includes(false)) mixed++;
          }
        }
        const r = submit(s, kaling, { player: d.player, answer: randomAnswer(d.domain, rng) });
        expect(r.ok).toBe(true);
      }
    }
    kernelChecks.windows = checks;
    // Enough windows were compared, and in some the judgement told hidden-source stages apart.
    expect(judged).toBeGreaterThan(50);
    expect(mixed).toBeGreaterThan(20);
    // Some judged states had created effects on hidden cards (the check above could fail).
    expect(effectsNamingHidden).toBeGreaterThan(0);
  });

  it("a copy starts from its original's projection (cloneState): after either changes, each is judged as a fresh state would be", () => {
    let compared = 0;
    for (let game = 0; game < 3; game++) {
      const rng = new Rng(`window-judge-clone#${game}`);
      const s = createGame(kaling, {
        seed: `window-judge-clone#${game}`,
        players: 2,
        decks: defaultDecks(kaling, 2),
      });
      for (let step = 0; step < 300 && !s.result; step++) {
        const open = chainWindow(s);
        if (open && step % 3 === 0) {
          judgement(s, open);
          // The copy takes its first projection from the original's, then moves on a few decisions.
          const copy = cloneState(s);
          for (let k = 0; k < 1 + (step % 4) && !copy.result; k++) {
            const cd = openDecisions(copy)[0];
            expect(submit(copy, kaling, { player: cd.player, answer: randomAnswer(cd.domain, rng) }).ok).toBe(
              true,
            );
          }
          const w = chainWindow(copy);
          if (w) {
            // A state restored from text has no projection to start from: the reference.
            const fresh = restore<G>(serialize(copy));
            expect(judgement(copy, w).inputs, `game ${game} step ${step}: the copy`).toBe(
              judgement(fresh, chainWindow(fresh)!).inputs,
            );
            compared++;
          }
          // The original, judged again after its copy changed, is judged as its own content says.
          const fresh = restore<G>(serialize(s));
          expect(judgement(s, open).inputs, `game ${game} step ${step}: the original`).toBe(
            judgement(fresh, chainWindow(fresh)!).inputs,
          );
        }
        const d = openDecisions(s)[0];
        expect(submit(s, kaling, { player: d.player, answer: randomAnswer(d.domain, rng) }).ok).toBe(true);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
