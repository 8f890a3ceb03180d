/**
 * The fuzzing library (`fuzz`, `permuteHidden`): clean games pass every check, and games with a
 * planted fault are caught by the check meant for it.
 */
import { describe, expect, it } from 'vitest';
import {
  canSee,
  createGame,
  defaultDecks,
  type FuzzReport,
  fuzz,
  type GameModule,
  type Procedure,
  permuteHidden,
  Rng,
} from '../src/index.ts';
import ffStack from './fixtures/ff-stack.ts';
import sgsFlow from './fixtures/sgs-flow.ts';
import duel, { type DuelData } from './fixtures/tiny-duel.ts';

const checksOf = (r: FuzzReport) => Object.keys(r.checks);

/** The tiny duel with its turn procedure wrapped. */
function duelWith(turn: (inner: Procedure<DuelData>) => Procedure<DuelData>): GameModule<DuelData> {
  return { ...duel, id: 'tiny-duel-variant', procedures: { turn: turn(duel.procedures.turn) } };
}

describe('fuzz', () => {
  it.each([
    ['tiny-duel', duel],
    ['ff-stack', ffStack],
    // Not kaling-chain: its links show, on the public stack, data of cards chained from a hidden
    // hand (the priority class, the link answered); the fuzzer reports that (a fixture, not the game).
    ['sgs-flow', sgsFlow],
  ] as const)('%s: clean, with every kind of check run', (_name, module) => {
    const r = fuzz(module as GameModule, { decisions: 600, seed: 't', sample: 0.2 });
    expect(r.failures).toEqual([]);
    expect(r.decisions).toBeGreaterThanOrEqual(600);
    for (const c of [
      'lockstep-restored-steps',
      'lockstep-cloned-steps',
      'options',
      'view-marker',
      'view-ids',
      'log-marker',
      'permute',
      'answer-copy',
    ])
      expect(checksOf(r), c).toContain(c);
    for (const code of ['not-your-decision', 'stale-decision', 'malformed', 'unknown-option', 'wrong-count'])
      expect(checksOf(r)).toContain(`refuse:${code}`);
  });

  it('is deterministic: the same seed gives the same report', () => {
    const a = fuzz(duel, { decisions: 300, seed: 'same', sample: 0.3 });
    const b = fuzz(duel, { decisions: 300, seed: 'same', sample: 0.3 });
    expect(b).toEqual(a);
  });

  it('catches who-is-asked depending on a hidden hand (permute)', () => {
    // A player whose hand holds no 3 is not asked: their turn ends on its own.
    const leaky = duelWith((inner) => (ctx, f, input) => {
      if (f.step === 1) {
        const hand = ctx.zone(`p${ctx.g.active}:hand`).objects;
        if (!hand.some((id) => ctx.state.objects[id].card === 'c3')) {
          ctx.g.active = 1 - ctx.g.active;
          f.step = 0;
          return;
        }
      }
      inner(ctx, f, input);
    });
    const r = fuzz(leaky, { decisions: 2000, seed: 'leak', sample: 0.3 });
    expect(r.failures.map((x) => x.check)).toContain('permute');
  });

  it('catches a log that tells everyone about a hidden hand (permute)', () => {
    const leaky = duelWith((inner) => (ctx, f, input) => {
      if (f.step === 1) {
        const hand = ctx.zone(`p${ctx.g.active}:hand`).objects;
        const threes = hand.filter((id) => ctx.state.objects[id].card === 'c3').length;
        ctx.log('DUEL 9', 'duel.scored', { player: ctx.g.active, n: threes });
      }
      inner(ctx, f, input);
    });
    const r = fuzz(leaky, { decisions: 2000, seed: 'leak', sample: 0.3 });
    const permute = r.failures.filter((x) => x.check === 'permute');
    expect(permute.length).toBeGreaterThan(0);
    expect(permute[0].message).toMatch(/the log differs/);
  });

  it('a card shown for a moment (logged while public, then hidden again) is a reveal, not a leak', () => {
    // Ending the turn, the player shows the top card of their deck to everyone and puts it back.
    const flash = duelWith((inner) => (ctx, f, input) => {
      if (f.step === 2 && (input as string[])[0] === 'end') {
        const p = ctx.g.active;
        const deck = ctx.zone(`p${p}:deck`).objects;
        if (deck.length > 0) {
          const shown = ctx.move(deck[deck.length - 1], `p${p}:pile`);
          ctx.log('DUEL 9', 'duel.card', { c: ctx.ref(shown.id) });
          ctx.move(shown.id, `p${p}:deck`);
          ctx.forgetLastKnown();
        }
      }
      inner(ctx, f, input);
    });
    const r = fuzz(flash, { decisions: 1500, seed: 'flash', sample: 0.3 });
    expect(r.failures).toEqual([]);
    expect(r.checks['permute-revealed']).toBeGreaterThan(0);
  });

  it('catches state kept outside the state (lockstep)', () => {
    let calls = 0;
    const impure = duelWith((inner) => (ctx, f, input) => {
      if (f.step === 4 && ++calls % 3 === 0) ctx.g.turn += 100;
      inner(ctx, f, input);
    });
    const r = fuzz(impure, { decisions: 1000, seed: 'impure', sample: 0.3 });
    expect(r.failures.map((x) => x.check)).toContain('lockstep');
  });

  it('catches a module that throws, with the seed and step to reproduce it', () => {
    const broken = duelWith((inner) => (ctx, f, input) => {
      if (f.step === 2 && ctx.g.turn > 3) throw new Error('boom');
      inner(ctx, f, input);
    });
    const r = fuzz(broken, { decisions: 200, seed: 'boom', sample: 0 });
    const e = r.failures.find((x) => x.check === 'exception');
    expect(e?.message).toMatch(/boom/);
    expect(e?.seed).toBe('boom#0');
    expect(e?.step).toBeGreaterThan(0);
  });
});

describe('permuteHidden', () => {
  it('changes only the cards the viewer cannot see, within each owner, and keeps everything else', () => {
    const s = createGame(duel, { seed: 'p', players: 2, decks: defaultDecks(duel, 2) });
    const b = permuteHidden(s, duel, 0, new Rng('perm'));
    let changed = 0;
    for (const o of Object.values(s.objects)) {
      const x = b.objects[o.id];
      expect({ ...x, card: o.card }).toEqual(o);
      if (canSee(s, duel, o, 0)) expect(x.card).toBe(o.card);
      else if (x.card !== o.card) changed++;
    }
    expect(changed).toBeGreaterThan(0);
    for (const owner of [0, 1]) {
      const cards = (st: typeof s) =>
        Object.values(st.objects)
          .filter((o) => o.owner === owner)
          .map((o) => o.card)
          .sort();
      expect(cards(b)).toEqual(cards(s));
    }
    expect(JSON.stringify(s.zones)).toBe(JSON.stringify(b.zones));
  });

  it('leaves alone what the players in keepFor can see', () => {
    const s = createGame(duel, { seed: 'p', players: 2, decks: defaultDecks(duel, 2) });
    const b = permuteHidden(s, duel, null, new Rng('perm'), [0]);
    for (const id of s.zones['p0:hand'].objects) expect(b.objects[id].card).toBe(s.objects[id].card);
  });
});
