/**
 * Kernel regressions found while writing the mechanism tests: the characteristic cache after a
 * rollback or a failed decision, and effects re-applied until stable reaching new objects.
 */
import { describe, expect, it } from 'vitest';
import {
  Ctx,
  cloneState,
  createGame,
  type GameModule,
  hasCheckpoint,
  kernelChecks,
  type Procedure,
  restore,
  type State,
  serialize,
  stateHash,
  submitSafely,
} from '../src/index.ts';
import { checkpointText } from '../src/state-text.ts';
import ff, { type FfData, ffChars, ffObj } from './fixtures/ff-stack.ts';
import rb, { type RbData, rbChars } from './fixtures/rb-layers.ts';

function ffGame(field: string[][], hand: string[][] = [[], []]): State<FfData> {
  return createGame(ff, { seed: 'c', players: 2, decks: [], options: { board: { tp: 0, field, hand } } });
}

const plus1000 = {
  source: null,
  controller: 0,
  layer: 'power',
  op: 'power-add',
  params: { n: 1000 },
  until: 'turn',
};

describe('characteristic cache', () => {
  it('a rollback forgets characteristics computed after the checkpoint (FFTCG 14, Vividz 904.2f)', () => {
    const s = ffGame([['grunt'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    const ctx = new Ctx(s, ff, null);
    expect(ffChars(s)[grunt].power).toBe(8000);
    ctx.checkpoint();
    ctx.addEffect({ ...plus1000, targets: [grunt] });
    expect(ffChars(s)[grunt].power).toBe(9000);
    ctx.rollback('FFTCG 14');
    expect(s.effects).toEqual([]);
    // The version number is back where it was; reaching it again must not revive old values.
    ctx.touch();
    expect(ffChars(s)[grunt].power).toBe(8000);
  });

  it('a decision that fails inside the module leaves no stale characteristics behind', () => {
    let versionAtFailure = 0;
    const boom: Procedure<FfData> = (ctx) => {
      const grunt = ffObj(ctx.state, 'p0:field', 'grunt').id;
      ctx.addEffect({ ...plus1000, targets: [grunt] });
      ffChars(ctx.state);
      versionAtFailure = ctx.state.version;
      throw new Error('a bug in a rule');
    };
    const bad: GameModule<FfData> = { ...ff, procedures: { ...ff.procedures, 'ff.resolve': boom } };
    const s = ffGame([['grunt'], []], [['ping'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    expect(ffChars(s)[grunt].power).toBe(8000);
    const r = submitSafely(s, bad, { player: 0, answer: 'h0' });
    expect(!r.ok && r.error.code).toBe('engine-error');
    const ctx = new Ctx(s, ff, null);
    while (s.version < versionAtFailure) ctx.touch();
    expect(ffChars(s)[grunt].power).toBe(8000);
  });
});

describe('layers applied until stable', () => {
  it('RB 453.2: an effect already applied to one object still reaches an object it comes to apply to later', () => {
    // The banner gives other friendly Mighty units Ganking. The brute is Mighty from the start; the
    // grunt becomes Mighty only in the arithmetic layer (+2), after the abilities layer ran once.
    const s: State<RbData> = createGame(rb, {
      seed: 'c',
      players: 2,
      decks: [],
      options: { board: { tp: 0, base: [['banner', 'brute', 'grunt'], []] } },
    });
    const [banner, brute, grunt] = s.zones['p0:base'].objects;
    new Ctx(s, rb, null).addEffect({
      source: null,
      controller: 0,
      layer: 'arith',
      op: 'might+',
      params: { n: 2 },
      targets: [grunt],
      until: 'turn',
    });
    const chars = rbChars(s);
    expect(chars[brute].keywords).toEqual(['ganking']);
    expect(chars[grunt]).toMatchObject({ might: 5, keywords: ['ganking'] });
    expect(chars[banner].keywords).toEqual([]);
  });
});

describe('declarations', () => {
  it('FFTCG 14: a second checkpoint while a declaration is open is a module bug, reported at once', () => {
    const s = ffGame([['grunt'], []]);
    const ctx = new Ctx(s, ff, null);
    ctx.checkpoint();
    expect(() => ctx.checkpoint()).toThrow(/already open/);
    ctx.commit();
    expect(() => ctx.checkpoint()).not.toThrow();
  });

  it('FFTCG 14: the checkpoint text is the state when the declaration began, whenever it is read', () => {
    const s = ffGame([['grunt'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    const ctx = new Ctx(s, ff, null);
    const { checkpoint: _, ...before } = s;
    // The state's text as a checkpoint holds it (text version 2, the form its hashes were made with).
    const text = checkpointText(before as State<FfData>);
    ctx.checkpoint();
    expect(hasCheckpoint(s)).toBe(true);
    // Changes after the checkpoint (to objects, effects and game data) do not reach its text.
    ctx.addEffect({ ...plus1000, targets: [grunt] });
    ctx.setData(grunt, 'marked', true);
    expect(s.checkpoint).toBe(text);
    expect(JSON.parse(serialize(s)).checkpoint).toBe(text);
    ctx.rollback('FFTCG 14');
    expect(hasCheckpoint(s)).toBe(false);
    expect(s.checkpoint).toBeUndefined();
    expect(s.objects[grunt].data.marked).toBeUndefined();
  });

  it('FFTCG 14: a state with an open checkpoint hashes, serializes and clones as with the text written at once', () => {
    const s = ffGame([['grunt'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    const ctx = new Ctx(s, ff, null);
    ctx.checkpoint();
    ctx.addEffect({ ...plus1000, targets: [grunt] });
    const lazyHash = stateHash(s);
    const copy = cloneState(s);
    const written = restore<FfData>(serialize(s));
    expect(typeof copy.checkpoint).toBe('string');
    expect(stateHash(copy)).toBe(lazyHash);
    expect(stateHash(written)).toBe(lazyHash);
    // Each copy rolls back on its own to the same state as the original.
    new Ctx(copy, ff, null).rollback('FFTCG 14');
    new Ctx(written, ff, null).rollback('FFTCG 14');
    ctx.rollback('FFTCG 14');
    expect(stateHash(copy)).toBe(stateHash(s));
    expect(stateHash(written)).toBe(stateHash(s));
    expect(s.effects).toEqual([]);
  });

  // The fixture with its objects changed only through kernel methods: checkpoints copy objects on write.
  const ffTracked: GameModule<FfData> = { ...ff, mutations: 'tracked' };
  /** The state's text after a rollback, without the note the rollback leaves for the resuming frame. */
  const afterRollback = (s: State<FfData>) => {
    const top = s.flow[s.flow.length - 1];
    expect(top.ret).toEqual({ rolledBack: true });
    top.ret = undefined;
    return serialize(s);
  };

  for (const readText of [false, true])
    it(`FFTCG 14: objects changed, moved, linked and revealed after the checkpoint roll back exactly (copy on write; text ${readText ? 'read' : 'never read'} before)`, () => {
      const s = ffGame([['grunt', 'grunt'], []], [['grunt'], []]);
      const [a, b] = s.zones['p0:field'].objects;
      const inHand = s.zones['p0:hand'].objects[0];
      const ctx = new Ctx(s, ffTracked, null);
      const before = serialize(s);
      const beforeText = checkpointText(s);
      ctx.checkpoint();
      ctx.setData(a, 'dmg', 3000);
      ctx.adjustData(a, ['ctr', 'Crystal'], 2);
      ctx.setController(b, 1);
      ctx.reveal(inHand, [1]);
      ctx.stamp(b, 'text');
      ctx.link(a, b, 'exp');
      ctx.move(inHand, 'p0:field', { keepId: true });
      ctx.move(b, 'p0:break');
      ctx.create('grunt', 1, 'p1:field');
      expect(serialize(s)).not.toBe(before);
      if (readText) expect(s.checkpoint).toBe(beforeText);
      ctx.rollback('FFTCG 14');
      expect(afterRollback(s)).toBe(before);
    });

  it('FFTCG 14: a rollback without the text ever read restores objects changed by kernel methods', () => {
    const s = ffGame([['grunt'], []], [['grunt'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    const ctx = new Ctx(s, ffTracked, null);
    const before = serialize(s);
    ctx.checkpoint();
    ctx.setData(grunt, 'dull', true);
    ctx.setFaceDown(grunt, true);
    ctx.shuffle('p0:hand');
    ctx.rollback('FFTCG 14');
    expect(afterRollback(s)).toBe(before);
    expect(s.objects[grunt].data.dull).toBeUndefined();
    expect(s.objects[grunt].faceDown).toBeUndefined();
  });

  it('FFTCG 14: a field the state gained during a declaration is gone after a rollback, and the other fields keep their places', () => {
    const s = ffGame([['grunt'], []]);
    const ctx = new Ctx(s, ff, null);
    const before = serialize(s);
    const keys = Object.keys(s);
    ctx.checkpoint();
    (s as unknown as Record<string, unknown>).lateField = [1, 2];
    ctx.rollback('FFTCG 14');
    expect((s as unknown as Record<string, unknown>).lateField).toBeUndefined();
    expect(afterRollback(s)).toBe(before);
    // Overwritten in place, not deleted and re-added: the same fields in the same order come first.
    expect(Object.keys(s).slice(0, keys.length)).toEqual(keys);
  });

  for (const module of [ff, ffTracked])
    it(`FFTCG 14: clones and restored copies taken during a declaration commit, then declare and roll back again on their own (${module.mutations ?? 'untracked'})`, () => {
      const s = ffGame([['grunt'], []]);
      const grunt = ffObj(s, 'p0:field', 'grunt').id;
      const ctx = new Ctx(s, module, null);
      ctx.checkpoint();
      ctx.setData(grunt, 'dmg', 1000);
      const copies = [cloneState(s), restore<FfData>(serialize(s))];
      ctx.commit();
      for (const copy of copies) {
        const c = new Ctx(copy, module, null);
        expect(hasCheckpoint(copy)).toBe(true);
        c.commit();
        expect(hasCheckpoint(copy)).toBe(false);
        expect(copy.checkpoint).toBeUndefined();
        expect(stateHash(copy)).toBe(stateHash(s));
        for (let round = 0; round < 3; round++) {
          const before = serialize(copy);
          const beforeText = checkpointText(copy);
          c.checkpoint();
          c.setData(grunt, 'dmg', 2000 + round);
          expect(copy.checkpoint).toBe(beforeText);
          c.rollback('FFTCG 14');
          expect(afterRollback(copy)).toBe(before);
          expect(copy.objects[grunt].data.dmg).toBe(1000);
        }
        // The original was never touched by its copies' declarations.
        expect(s.objects[grunt].data.dmg).toBe(1000);
        expect(hasCheckpoint(s)).toBe(false);
      }
    });

  it('FFTCG 14: with the kernel checks on, an object changed behind the kernel during a declaration fails loudly', () => {
    const s = ffGame([['grunt'], []]);
    const grunt = ffObj(s, 'p0:field', 'grunt').id;
    const was = kernelChecks.mutations;
    kernelChecks.mutations = true;
    try {
      const ctx = new Ctx(s, ffTracked, null);
      ctx.checkpoint();
      s.objects[grunt].data.marked = true;
      expect(() => ctx.rollback('FFTCG 14')).toThrow(/untracked-mutation|without a kernel method/);
    } finally {
      kernelChecks.mutations = was;
    }
  });
});
