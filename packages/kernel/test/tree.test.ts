/**
 * A state is a tree (principle 2): no object or array reachable twice from its root, or a restored
 * or cloned copy holds two objects where the original holds one (卡灵's kl.ops frame shared its
 * link with kl.resolve's, 1730cb8). `sharedInState` finds such an object; `kernelChecks.tree` runs
 * it at every decision point and `arbiter fuzz` always does.
 */
import { describe, expect, it } from 'vitest';
import {
  assertStateTree,
  cloneState,
  createGame,
  deepFreeze,
  defaultDecks,
  EngineError,
  fuzz,
  type GameModule,
  kernelChecks,
  type Procedure,
  restore,
  serialize,
  sharedInState,
} from '../src/index.ts';
import duel, { type DuelData } from './fixtures/tiny-duel.ts';

const fresh = () => createGame(duel, { seed: 't', players: 2, decks: defaultDecks(duel, 2) });

/** The tiny duel whose turn keeps, in the game's data, the very object that is its frame's data. */
function aliasing(): GameModule<DuelData> {
  const inner = duel.procedures.turn;
  const turn: Procedure<DuelData> = (ctx, f, input) => {
    if (f.step === 1) {
      f.d.seen = [ctx.g.turn];
      (ctx.g as DuelData & { last?: unknown }).last = f.d.seen;
    }
    inner(ctx, f, input);
  };
  return { ...duel, id: 'tiny-duel-aliasing', procedures: { turn } };
}

describe('the state is a tree', () => {
  it('a game as the kernel makes it is one', () => {
    expect(sharedInState(fresh())).toBeNull();
  });

  it('finds an object that two frames share, naming both paths', () => {
    const s = fresh();
    const link = { player: 0, targets: [3] };
    s.flow.push({ proc: 'turn', step: 9, d: { link } }, { proc: 'turn', step: 9, d: { link } });
    const n = s.flow.length;
    expect(sharedInState(s)).toBe(
      `the same object is reachable as flow[${n - 2}].d.link and as flow[${n - 1}].d.link`,
    );
    expect(() => assertStateTree(s)).toThrow(EngineError);
    expect(() => assertStateTree(s)).toThrow(/shared-object|reachable/);
    // What goes wrong: in memory one change shows in both frames, in a restored copy in one.
    const copy = restore(serialize(s));
    link.targets.push(4);
    copy.flow[n - 1].d.link.targets.push(4);
    expect(copy.flow[n - 2].d.link.targets).toEqual([3]);
    expect(s.flow[n - 2].d.link.targets).toEqual([3, 4]);
    // The copies themselves are trees.
    expect(sharedInState(copy)).toBeNull();
    expect(sharedInState(cloneState(s))).toBeNull();
  });

  it('finds an array shared by a frame and the game data, and one shared inside a stack item', () => {
    const s = fresh();
    const ids = [1, 2];
    s.flow.push({ proc: 'turn', step: 9, d: { party: ids } });
    (s.g as DuelData & { combat?: unknown }).combat = { ids };
    expect(sharedInState(s)).toMatch(
      /^the same array is reachable as flow\[\d+\]\.d\.party and as g\.combat\.ids$/,
    );
    const t = fresh();
    const runs = [{ at: 0 }];
    t.stack = [
      {
        id: 1,
        controller: 0,
        source: null,
        ability: 'x',
        targets: [],
        status: 'final',
        data: { runs, first: runs },
      },
    ];
    expect(sharedInState(t)).toMatch(/stack\[0\]\.data\.runs and as stack\[0\]\.data\.first/);
  });

  it('lets frozen data be shared, but not a mutable object inside it', () => {
    const s = fresh();
    const msg = deepFreeze({ key: 'm', args: { r: 1 } });
    s.flow.push({ proc: 'turn', step: 9, d: { a: msg, b: msg } });
    expect(sharedInState(s)).toBeNull();
    const inner = { n: 1 };
    const shell = Object.freeze({ inner });
    s.flow.push({ proc: 'turn', step: 9, d: { a: shell, b: shell } });
    expect(sharedInState(s)).toMatch(/\.d\.a\.inner and as .*\.d\.b\.inner$/);
  });

  it('kernelChecks.tree stops a game at the decision where its state stops being one', () => {
    const m = aliasing();
    const was = kernelChecks.tree;
    try {
      kernelChecks.tree = false;
      expect(() => createGame(m, { seed: 't', players: 2, decks: defaultDecks(m, 2) })).not.toThrow();
      kernelChecks.tree = true;
      expect(() => createGame(m, { seed: 't', players: 2, decks: defaultDecks(m, 2) })).toThrow(
        /tiny-duel-aliasing: the same array is reachable as flow\[\d+\]\.d\.seen and as g\.last/,
      );
    } finally {
      kernelChecks.tree = was;
    }
  });

  it('arbiter fuzz reports it (check "tree"), once per game, whatever the sample', () => {
    const r = fuzz(aliasing(), { decisions: 200, seed: 'tree', sample: 0 });
    const tree = r.failures.filter((x) => x.check === 'tree');
    expect(tree.length).toBe(r.games);
    expect(tree[0]).toMatchObject({ seed: 'tree#0', step: 0 });
    expect(fuzz(duel, { decisions: 200, seed: 'tree', sample: 0 }).failures).toEqual([]);
  });
});
