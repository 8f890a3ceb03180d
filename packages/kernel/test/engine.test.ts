import { describe, expect, it } from 'vitest';
import {
  cloneState,
  createGame,
  type GameModule,
  openDecisions,
  playGame,
  replayRecord,
  restore,
  serialize,
  stateHash,
  submit,
  viewFor,
} from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

const decks = duel.decks.ready;
const opts = { seed: 's1', players: 2, decks: [decks[0], decks[0]] };

describe('engine basics', () => {
  it('stops at the first decision and names who decides', () => {
    const s = createGame(duel, opts);
    const open = openDecisions(s);
    expect(open).toHaveLength(1);
    expect(open[0].player).toBe(0);
    expect(open[0].kind).toBe('play');
  });

  it('refuses an answer from the wrong player and leaves the state untouched', () => {
    const s = createGame(duel, opts);
    const before = stateHash(s);
    const r = submit(s, duel, { player: 1, answer: 'end' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-your-decision');
    expect(stateHash(s)).toBe(before);
  });

  it('refuses an unknown option and a stale request id', () => {
    const s = createGame(duel, opts);
    const before = stateHash(s);
    const r1 = submit(s, duel, { player: 0, answer: 'h9' });
    expect(!r1.ok && r1.error.code).toBe('unknown-option');
    const r2 = submit(s, duel, { player: 0, answer: 'end', pending: 999 });
    expect(!r2.ok && r2.error.code).toBe('stale-decision');
    expect(stateHash(s)).toBe(before);
  });

  it('same seed and decisions give the same hashes', () => {
    const a = playGame(duel, { seed: 'x', record: true });
    const b = playGame(duel, { seed: 'x', record: true });
    expect(a.error).toBeNull();
    expect(a.finalHash).toBe(b.finalHash);
    expect(a.record!.decisions.map((d) => d.hash)).toEqual(b.record!.decisions.map((d) => d.hash));
  });

  it('a different seed gives a different game', () => {
    expect(playGame(duel, { seed: 'x' }).finalHash).not.toBe(playGame(duel, { seed: 'y' }).finalHash);
  });

  it('replays a record and detects a tampered hash', () => {
    const a = playGame(duel, { seed: 'r', record: true });
    expect(replayRecord(duel, a.record!).ok).toBe(true);
    const bad = structuredClone(a.record!);
    bad.decisions[2].hash = '0000000000000000';
    const rep = replayRecord(duel, bad);
    expect(rep.ok).toBe(false);
    expect(rep.mismatchAt).toBe(2);
  });

  it('serialize/restore mid-game continues identically', () => {
    const s = createGame(duel, opts);
    submit(s, duel, { player: 0, answer: 'h0' });
    const copy = restore(serialize(s));
    const c2 = cloneState(s);
    for (const st of [s, copy, c2]) submit(st, duel, { player: 0, answer: 'end' });
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(stateHash(c2)).toBe(stateHash(s));
  });

  it('views hide the opponent hand and every deck', () => {
    const s = createGame(duel, opts);
    const v = viewFor(s, duel, 1);
    expect(v.zones['p0:hand'].objects.every((o) => o.hidden && o.card === undefined)).toBe(true);
    expect(v.zones['p1:deck'].objects.every((o) => o.hidden)).toBe(true);
    expect(v.decisions).toHaveLength(0);
    expect(v.waitingFor).toEqual([0]);
    const own = viewFor(s, duel, 0);
    expect(own.zones['p0:hand'].objects.every((o) => typeof o.card === 'string')).toBe(true);
  });

  it('replacement effects change an event before it happens', () => {
    const s = createGame(duel, opts);
    s.g.doubler = true;
    submit(s, duel, { player: 0, answer: 'end' });
    const hand = s.zones['p1:hand'].objects;
    const value = Number(s.objects[hand[0]].card.slice(1));
    submit(s, duel, { player: 1, answer: 'h0' });
    expect(s.g.score[1]).toBe(value * 2);
  });
});

describe('submitSafely', () => {
  it('puts the state back when the game module throws while applying a decision', async () => {
    const { submitSafely } = await import('../src/index.ts');
    const broken = {
      ...duel,
      events: {
        ...duel.events!,
        perform: () => {
          throw new Error('boom');
        },
      },
    };
    const s = createGame(broken, opts);
    const before = stateHash(s);
    const log: any[] = [];
    const r = submitSafely(s, broken, { player: 0, answer: 'h0' }, log);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('engine-error');
    expect(stateHash(s)).toBe(before);
    expect(log).toHaveLength(0);
    expect(submitSafely(s, broken, { player: 0, answer: 'end' }).ok).toBe(true);
  });
});

describe('answers are copied, never kept by reference (principle 4)', () => {
  // Two players pick 1–2 letters at once ('all'), then player 0 orders them ('one'); the answers
  // are kept in the frame's data, as game procedures do.
  const letters = ['a', 'b', 'c'].map((id) => ({ id, label: { key: id } }));
  const game: GameModule = {
    ...duel,
    id: 'copy-check',
    procedures: {
      root: (ctx, f, input) => {
        if (f.step === 0) {
          f.step = 1;
          ctx.askMany(
            [0, 1].map((player) => ({
              player,
              kind: 'letters',
              prompt: { key: 'pick' },
              domain: { type: 'pick' as const, min: 1, max: 2, options: letters },
            })),
            'all',
          );
        } else if (f.step === 1) {
          f.d.picked = input;
          f.step = 2;
          ctx.ask({
            player: 0,
            kind: 'order',
            prompt: { key: 'order' },
            domain: { type: 'order', items: letters },
          });
        } else {
          f.d.order = input;
          f.step = 3;
          ctx.ask({
            player: 1,
            kind: 'wait',
            prompt: { key: 'wait' },
            domain: { type: 'number', min: 0, max: 1 },
          });
        }
      },
    },
    setup: (ctx) => {
      ctx.call('root');
    },
  };

  it('changing an answer array after a successful submit changes nothing in the state', () => {
    const s = createGame(game, { seed: 'c', players: 2, decks: [] });
    const first = ['a', 'b'];
    expect(submit(s, game, { player: 0, answer: first }).ok).toBe(true);
    const stored = serialize(s);
    first.push('c');
    first[0] = 'zzz';
    expect(serialize(s)).toBe(stored);
    const second = ['c'];
    expect(submit(s, game, { player: 1, answer: second }).ok).toBe(true);
    second[0] = 'zzz';
    const order = ['c', 'a', 'b'];
    expect(submit(s, game, { player: 0, answer: order }).ok).toBe(true);
    const after = serialize(s);
    order.reverse();
    order[0] = 'zzz';
    expect(serialize(s)).toBe(after);
    expect(s.flow[0].d).toEqual({ picked: { 0: ['a', 'b'], 1: ['c'] }, order: ['c', 'a', 'b'] });
  });
});

describe('loops no player can stop (GameModule.loops, e.g. FFTCG 13.1)', () => {
  // A procedure that goes round forever without asking: a counter that wraps, so positions repeat.
  const spin: GameModule<{ n: number }> = {
    ...(duel as unknown as GameModule<{ n: number }>),
    id: 'spin',
    procedures: {
      spin: (ctx) => {
        ctx.g.n = (ctx.g.n + 1) % 7;
      },
    },
    setup: (ctx) => {
      ctx.state.g = { n: 0 };
      ctx.call('spin');
    },
  };
  const draw = { winners: [], draw: true, rule: 'SPIN 1', reason: { key: 'k.draw' } };

  it('a repeating position without any decision ends the game with the result the game names', () => {
    const s = createGame(
      { ...spin, loops: { signature: (st) => String(st.g.n), result: () => draw } },
      {
        seed: 'l',
        players: 2,
        decks: [],
      },
    );
    expect(s.result).toEqual(draw);
  });

  it('without a loop policy the same loop is an engine error (runaway)', () => {
    expect(() => createGame(spin, { seed: 'l', players: 2, decks: [] })).toThrow(/without a decision/);
  });

  it('a position that never repeats is not a loop, however long it runs', () => {
    let finished = false;
    const long: GameModule<{ n: number }> = {
      ...spin,
      procedures: {
        spin: (ctx) => {
          if (++ctx.g.n > 30_000) {
            finished = true;
            ctx.end({ winners: [0], draw: false, rule: 'SPIN 2', reason: { key: 'k.draw' } });
          }
        },
      },
      loops: { signature: (st) => String(st.g.n), result: () => draw },
    };
    const s = createGame(long, { seed: 'l', players: 2, decks: [] });
    expect(finished).toBe(true);
    expect(s.result?.rule).toBe('SPIN 2');
  });
});

describe('stack item ids', () => {
  it('are the stack’s own serial numbers, not the clock: hidden activity before a push does not show in its id', async () => {
    const { Ctx, emptyState } = await import('../src/index.ts');
    const ids = (hiddenTicks: number) => {
      const s = emptyState(duel, 'ids', 2);
      const ctx = new Ctx(s, duel, null);
      for (let i = 0; i < hiddenTicks; i++) ctx.tick(); // e.g. a trigger of a card in hand, queued and dropped
      return [
        ctx.push({ controller: 0, source: null, ability: 'a', data: null }).id,
        ctx.push({ controller: 1, source: null, ability: 'b', data: null }).id,
      ];
    };
    expect(ids(0)).toEqual([1, 2]);
    expect(ids(7)).toEqual(ids(0));
  });
});
