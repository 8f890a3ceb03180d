import { describe, expect, it } from 'vitest';
import { Ctx, cloneState, emptyState, stateHash } from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

function fresh() {
  const state = emptyState(duel, 'd', 2);
  return { state, ctx: new Ctx(state, duel, null) };
}

describe('delayed triggered abilities', () => {
  it('FFTCG 11.8.17.1: a delayed ability triggers only on an event after it was created, with matching fields', () => {
    const { state, ctx } = fresh();
    expect(ctx.fireDelayed({ type: 'leaves-field', obj: 7 })).toBe(0);
    ctx.addDelayed({
      controller: 1,
      source: 3,
      ability: 'return-it',
      on: 'leaves-field',
      match: { obj: 7 },
      once: true,
    });
    expect(ctx.fireDelayed({ type: 'leaves-field', obj: 8 })).toBe(0);
    expect(ctx.fireDelayed({ type: 'enters-field', obj: 7 })).toBe(0);
    expect(ctx.fireDelayed({ type: 'leaves-field', obj: 7 })).toBe(1);
    expect(state.triggers).toHaveLength(1);
    expect(state.triggers[0]).toMatchObject({
      controller: 1,
      source: 3,
      ability: 'return-it',
      event: { obj: 7 },
    });
  });

  it('FFTCG 11.8.17.2: without "this turn" it triggers once; with it, each time until the turn ends', () => {
    const { state, ctx } = fresh();
    ctx.addDelayed({ controller: 0, source: null, ability: 'once', on: 'damage', once: true });
    ctx.addDelayed({
      controller: 0,
      source: null,
      ability: 'each',
      on: 'damage',
      once: false,
      until: 'end-of-turn',
    });
    expect(ctx.fireDelayed({ type: 'damage' })).toBe(2);
    expect(ctx.fireDelayed({ type: 'damage' })).toBe(1);
    expect(state.triggers.map((t) => t.ability)).toEqual(['once', 'each', 'each']);
    expect(ctx.expireDelayed('end-of-turn')).toBe(1);
    expect(ctx.fireDelayed({ type: 'damage' })).toBe(0);
  });

  it('delayed abilities are state: clones are independent and hashes see them', () => {
    const { state, ctx } = fresh();
    const before = stateHash(state);
    ctx.addDelayed({ controller: 0, source: null, ability: 'x', on: 'e', once: true });
    expect(stateHash(state)).not.toBe(before);
    const copy = cloneState(state);
    new Ctx(copy, duel, null).fireDelayed({ type: 'e' });
    expect(copy.delayed).toHaveLength(0);
    expect(state.delayed).toHaveLength(1);
  });
});
