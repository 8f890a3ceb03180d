/**
 * Property tests (fast-check) over the kernel's tiny test games and over the real games (FF-TCG,
 * 卡灵时代, 三国杀战棋 with each seat count): determinism, serialize/restore at any decision point,
 * refused decisions changing nothing, every offered option being legal, and views that never name a
 * hidden object. Each property runs a modest number of random games so the file stays fast; the
 * long runs are `arbiter fuzz` in CI. (Only this test file imports games; the kernel never does.)
 */

import fftcg from '@arbiter/fftcg';
import kaling from '@arbiter/kaling';
import sgsChess from '@arbiter/sgs-chess';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSee,
  cloneState,
  computeUncached,
  createGame,
  defaultDecks,
  domainOptions,
  type GameModule,
  type GameRecord,
  kernelChecks,
  type LogEntry,
  openDecisions,
  parseRecord,
  playGame,
  Rng,
  randomAnswer,
  redactLog,
  replayRecord,
  restore,
  type State,
  serialize,
  stateHash,
  submit,
  validate,
  viewFor,
} from '../src/index.ts';
import ffStack, { ffLayers } from './fixtures/ff-stack.ts';
import kalingChain from './fixtures/kaling-chain.ts';
import rbLayers from './fixtures/rb-layers.ts';
import duel from './fixtures/tiny-duel.ts';
import vzPreprocess from './fixtures/vz-preprocess.ts';

// Every decision of every game below must leave a state that is a tree (`sharedInState`).
kernelChecks.tree = true;

const BASE_RUNS = 6;

interface Case {
  name: string;
  module: GameModule;
  players: number;
  runs: number;
  /** Decisions a random walk may go (a point in a game is drawn from them). */
  span: number;
  /** Views are checked every `every × stride` decisions (long real games: less often). */
  stride: number;
}

const fixture = (module: GameModule, runs = BASE_RUNS): Case => ({
  name: module.id,
  module,
  players: module.players.default,
  runs,
  span: 400,
  stride: 1,
});
const game = (module: GameModule, players: number, runs: number): Case => ({
  name: `${module.id} (${players} seats)`,
  module,
  players,
  runs,
  span: 1500,
  stride: 8,
});

const CASES: Case[] = [
  fixture(duel),
  // ff-stack's dependency trials make its games the slowest: fewer runs keep the file fast.
  fixture(ffStack, 3),
  fixture(kalingChain),
  fixture(rbLayers),
  fixture(vzPreprocess),
  // Real games are long (hundreds to thousands of decisions): one run each here; `arbiter fuzz`
  // checks the same at scale in CI.
  game(fftcg, 2, 1),
  game(kaling, 2, 1),
  game(sgsChess, 2, 1),
  game(sgsChess, 6, 1),
];

interface Played {
  decisions: { player: number; answer: unknown; pending: number; hash: string }[];
  finalHash: string;
  players: number;
  record: GameRecord;
}

function play(module: GameModule, seed: string, players: number): Played {
  const r = playGame(module, { seed, record: true, players });
  expect(r.error).toBeNull();
  expect(r.capped).toBe(false);
  return {
    decisions: r.record!.decisions,
    finalHash: r.finalHash,
    players: r.state.players,
    record: r.record!,
  };
}

/** A fresh game with the first k decisions of a played one applied. */
function replayTo(module: GameModule, seed: string, p: Played, k: number): State {
  const players = p.players;
  const s = createGame(module, { seed, players, decks: defaultDecks(module, players) });
  for (let i = 0; i < k; i++) {
    const d = p.decisions[i];
    const r = submit(s, module, { player: d.player, answer: d.answer, pending: d.pending });
    if (!r.ok) throw new Error(`replay refused at ${i}: ${r.error.message}`);
  }
  return s;
}

const seedArb = fc.string({ minLength: 1, maxLength: 8 });

describe.each(CASES.map((c) => [c.name, c] as const))('properties of %s', (_name, c) => {
  const { module, players, runs: RUNS, span, stride } = c;
  it('same seed and same decisions give the same state hashes', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const a = play(module, seed, players);
        const b = play(module, seed, players);
        expect(b.decisions.map((d) => d.hash)).toEqual(a.decisions.map((d) => d.hash));
        expect(b.finalHash).toBe(a.finalHash);
        // The record, written out and read back, replays to the same hashes.
        expect(replayRecord(module, parseRecord(JSON.stringify(a.record)))).toMatchObject({ ok: true });
      }),
      { numRuns: RUNS },
    );
  });

  it('serialize/restore (and clone) at a random decision point continues identically to the end', () => {
    fc.assert(
      fc.property(seedArb, fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
        const p = play(module, seed, players);
        const k = Math.min(p.decisions.length - 1, Math.floor(at * p.decisions.length));
        const s = replayTo(module, seed, p, k);
        const restored = restore(serialize(s));
        const cloned = cloneState(s);
        expect(stateHash(restored)).toBe(stateHash(s));
        for (let i = k; i < p.decisions.length; i++) {
          const d = p.decisions[i];
          for (const st of [restored, cloned]) {
            const r = submit(st, module, { player: d.player, answer: d.answer, pending: d.pending });
            expect(r.ok).toBe(true);
            expect(stateHash(st)).toBe(d.hash);
          }
        }
        expect(stateHash(restored)).toBe(p.finalHash);
      }),
      { numRuns: RUNS },
    );
  });

  it('a refused decision (malformed, wrong player, unknown option, stale) leaves the state hash unchanged', () => {
    const garbage = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.array(fc.string(), { maxLength: 4 }),
      fc.integer(),
      fc.dictionary(fc.string(), fc.integer()),
    );
    fc.assert(
      fc.property(
        seedArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        garbage,
        fc.integer({ min: -1, max: 5 }),
        fc.constantFrom('garbage', 'wrong-player', 'unknown', 'stale', 'duplicate'),
        (seed, at, junk, who, kind) => {
          const s = walk(module, seed, at, players, span);
          const open = openDecisions(s);
          const d = open[0];
          const ids = domainOptions(d).map((o) => o.id);
          let sub: { player: number; answer: unknown; pending?: number };
          switch (kind) {
            case 'garbage':
              sub = { player: d.player, answer: junk };
              break;
            case 'wrong-player': {
              const deciders = open.map((x) => x.player);
              const other = [who, ...Array.from({ length: s.players + 1 }, (_, i) => i)].find(
                (x) => !deciders.includes(x),
              )!;
              sub = { player: other, answer: ids.length ? [ids[0]] : 0 };
              break;
            }
            case 'unknown':
              sub = { player: d.player, answer: [`${ids.join('')}#nope`] };
              break;
            case 'stale':
              sub = {
                player: d.player,
                answer: ids.length ? [ids[0]] : 0,
                pending: s.pending!.id + 1 + Math.abs(who),
              };
              break;
            default:
              sub = { player: d.player, answer: ids.length ? [ids[0], ids[0]] : -1 };
          }
          fc.pre(!validate(s, module, sub).ok);
          const before = stateHash(s);
          const text = serialize(s);
          const r = submit(s, module, sub);
          expect(r.ok).toBe(false);
          expect(stateHash(s)).toBe(before);
          expect(serialize(s)).toBe(text);
          // The game still continues: a legal answer is accepted afterwards.
          const legal = randomAnswer(d.domain, new Rng(seed));
          expect(submit(s, module, { player: d.player, answer: legal }).ok).toBe(true);
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it('every option offered is legal: each is accepted (on a clone) and the game goes on without an error', () => {
    fc.assert(
      fc.property(seedArb, fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
        const s = walk(module, seed, at, players, span);
        const rng = new Rng(`options:${seed}`);
        for (const d of openDecisions(s)) {
          const dom = d.domain;
          const answers =
            dom.type === 'pick' && dom.max === 1
              ? dom.options.map((o) => [o.id])
              : Array.from({ length: 5 }, () => randomAnswer(dom, rng));
          for (const a of answers) {
            const c = cloneState(s);
            const r = submit(c, module, { player: d.player, answer: a });
            expect(r.ok, `${d.kind} refused ${JSON.stringify(a)}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('no view names a hidden object: neither its object id nor its card', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 3, max: 9 }), (seed, every) => {
        const log: LogEntry[] = [];
        walk(
          module,
          seed,
          1,
          players,
          span,
          (s, i) => {
            if (i % (every * stride) === 0) checkViews(module, s, log);
          },
          log,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('layer speed hints', () => {
  it('FFTCG 11.12.4.2: marking effects with locked targets as fixed never changes computed characteristics', () => {
    fc.assert(
      fc.property(seedArb, fc.double({ min: 0, max: 1, noNaN: true }), (seed, at) => {
        const s = walk(ffStack, seed, at, ffStack.players.default, 400);
        const { fixed: _, ...plain } = ffLayers;
        expect(computeUncached(s, ffLayers)).toEqual(computeUncached(s, plain));
      }),
      { numRuns: BASE_RUNS },
    );
  });
});

/**
 * Play a random game (uniform legal answers from a seeded generator) up to the fraction `at` of a
 * bound on its length, calling `visit` at every decision point; returns the state reached.
 */
function walk(
  module: GameModule,
  seed: string,
  at: number,
  players: number,
  span: number,
  visit?: (s: State, i: number) => void,
  log: LogEntry[] | null = null,
): State {
  const s = createGame(module, { seed, players, decks: defaultDecks(module, players) }, log);
  const rng = new Rng(`walk:${seed}`);
  const stop = Math.floor(at * span);
  for (let i = 0; !s.result && i < stop; i++) {
    visit?.(s, i);
    const open = openDecisions(s);
    const d = open[rng.int(open.length)];
    const r = submit(s, module, { player: d.player, answer: randomAnswer(d.domain, rng) }, log);
    if (!r.ok) throw new Error(`random answer refused: ${r.error.message}`);
  }
  if (s.result) {
    // Ended early: go back to a decision point by replaying a shorter walk.
    return at > 0.02
      ? walk(module, seed, at / 2, players, span)
      : createGame(module, { seed, players, decks: defaultDecks(module, players) });
  }
  return s;
}

/** For every player and a spectator: the view must not name a hidden object (id or card). */
function checkViews(module: GameModule, s: State, log: readonly LogEntry[]): void {
  const viewers: (number | null)[] = [...Array.from({ length: s.players }, (_, i) => i), null];
  for (const viewer of viewers) {
    const hidden = Object.values(s.objects).filter((o) => !canSee(s, module, o, viewer));
    const hiddenIds = new Set(hidden.map((o) => o.id));
    // Give every hidden object a unique secret card name, then look for it in the view.
    const marked = cloneState(s);
    for (const o of hidden) marked.objects[o.id].card = `SECRET${o.id}`;
    markRefs(marked.pending, hiddenIds);
    const view = viewFor(marked, module, viewer);
    expect(JSON.stringify(view).includes('SECRET')).toBe(false);
    // Renumber hidden objects (wherever the kernel keeps their ids) to unmistakable numbers: none
    // of them may appear anywhere in the view's JSON.
    const renumbered = renumberHidden(cloneState(s), hiddenIds);
    expect(JSON.stringify(viewFor(renumbered, module, viewer))).not.toMatch(/98765\d{4}/);
    // The game's own data (`g`) uses `id`, `targets` ... also for serials, seats and roles: there
    // only message references (`obj`) are read.
    // A stack item's own id is the stack's serial number, not an object: only what it refers to counts.
    const { g, stack, ...kernelPart } = view;
    const stackRefs = stack.map(({ id: _serial, ...refs }) => refs);
    for (const id of [
      ...idsNamedIn(kernelPart),
      ...idsNamedIn(stackRefs),
      ...idsNamedIn(g, [], false, G_ID_KEYS),
    ])
      expect(hiddenIds.has(id), `view for ${viewer} names hidden object ${id}`).toBe(false);
    // The log as this viewer reads it names no object hidden from them either.
    for (const id of idsNamedIn(redactLog(s, module, log, viewer)))
      expect(hiddenIds.has(id), `log for ${viewer} names hidden object ${id}`).toBe(false);
  }
}

/** Give hidden objects ids 987650000 + n in the kernel's own structures (objects, zones, requests). */
function renumberHidden(s: State, hidden: Set<number>): State {
  const to = new Map<number, number>();
  let n = 0;
  for (const id of hidden) to.set(id, 987650000 + n++);
  for (const [id, nid] of to) {
    // The old id stays readable too: a game's own data (a board of ids) may still name it.
    const o = { ...s.objects[id], id: nid };
    s.objects[nid] = o;
  }
  for (const z of Object.values(s.zones)) z.objects = z.objects.map((id) => to.get(id) ?? id);
  const walk = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x);
      return;
    }
    const rec = v as Record<string, unknown>;
    if (typeof rec.obj === 'number' && to.has(rec.obj)) rec.obj = to.get(rec.obj);
    for (const k of Object.keys(rec)) walk(rec[k]);
  };
  walk(s.pending);
  for (const t of s.triggers) if (t.source !== null && to.has(t.source)) t.source = to.get(t.source)!;
  return s;
}

/** Replace the card of message references to hidden objects with a secret, as the state would hold it. */
function markRefs(v: unknown, hidden: Set<number>): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    for (const x of v) markRefs(x, hidden);
    return;
  }
  const rec = v as Record<string, unknown>;
  if (typeof rec.obj === 'number' && hidden.has(rec.obj) && typeof rec.card === 'string')
    rec.card = `SECRET${rec.obj}`;
  for (const k of Object.keys(rec)) markRefs(rec[k], hidden);
}

const ID_KEYS = new Set(['id', 'obj', 'src', 'source', 'target', 'targets', 'keep']);
const G_ID_KEYS = new Set(['obj']);

/** Every number found under an id-like key anywhere in a value. */
function idsNamedIn(v: unknown, out: number[] = [], underIdKey = false, keys = ID_KEYS): number[] {
  if (typeof v === 'number') {
    if (underIdKey) out.push(v);
  } else if (Array.isArray(v)) {
    for (const x of v) idsNamedIn(x, out, underIdKey, keys);
  } else if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) idsNamedIn(x, out, keys.has(k), keys);
  }
  return out;
}
