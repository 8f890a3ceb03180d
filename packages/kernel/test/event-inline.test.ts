import { describe, expect, it } from 'vitest';
import type { GameModule } from '../src/index.ts';
import { Ctx, EngineError, emptyState, eventHappened, requeueTriggers, takeTriggers } from '../src/index.ts';
import duel from './fixtures/tiny-duel.ts';

/** The fixture with event hooks whose trigger hook queues one trigger per event of type 'hit'. */
const withHooks: GameModule = {
  ...duel,
  events: {
    perform() {},
    triggers(ctx, ev) {
      if (ev.type === 'hit')
        ctx.queueTrigger({ source: null, controller: ev.player, ability: 'react', event: ev });
    },
  },
};

function fresh(module: GameModule = withHooks) {
  const state = emptyState(module, 'e', 2);
  return { state, ctx: new Ctx(state, module, null) };
}

describe('events performed inside a step (eventHappened)', () => {
  it('queues the reactions with the game trigger hook at once, in order, without a procedure call', () => {
    const { state, ctx } = fresh();
    const depth = state.flow.length;
    eventHappened(ctx, { type: 'hit', player: 1, n: 1 });
    eventHappened(ctx, { type: 'miss', player: 0 });
    eventHappened(ctx, { type: 'hit', player: 0, n: 2 });
    expect(state.flow.length).toBe(depth);
    expect(state.triggers.map((t) => [t.controller, t.event.n])).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });

  it('a game without event hooks is told so (no silent loss of the event)', () => {
    const { ctx } = fresh({ ...duel, events: undefined });
    expect(() => eventHappened(ctx, { type: 'hit', player: 0 })).toThrow(EngineError);
  });

  it('triggers taken out and put back keep their order in front of or behind the newer ones', () => {
    const { state, ctx } = fresh();
    eventHappened(ctx, { type: 'hit', player: 0, n: 1 });
    eventHappened(ctx, { type: 'hit', player: 0, n: 2 });
    const taken = takeTriggers(state);
    expect(state.triggers).toEqual([]);
    eventHappened(ctx, { type: 'hit', player: 1, n: 3 });
    requeueTriggers(state, taken, 'front');
    expect(state.triggers.map((t) => t.event.n)).toEqual([1, 2, 3]);
    const again = takeTriggers(state);
    eventHappened(ctx, { type: 'hit', player: 1, n: 4 });
    requeueTriggers(state, again, 'back');
    expect(state.triggers.map((t) => t.event.n)).toEqual([4, 1, 2, 3]);
    expect(takeTriggers(state).length).toBe(4);
    expect(takeTriggers(state)).toEqual([]);
  });
});
