/**
 * FFTCG 9: a turn — Active, Draw, Main 1, Attack, Main 2, End.
 */
import type { Procedure } from '@arbiter/kernel';
import type { DelayedData, G } from '../state.ts';
import { z } from '../state.ts';
import { openPriority } from './11-play.ts';
import { draw, fire } from './common.ts';

export const HAND_LIMIT = 5;

export const turn: Procedure<G> = (ctx, f, input) => {
  const g = ctx.g;
  const state = ctx.state;
  for (;;) {
    if (state.result) return ctx.done();
    switch (f.step) {
      case 0: {
        g.turn++;
        g.phase = 'active';
        ctx.log('FFTCG 9.1.1', 'fftcg.turn-start', { player: g.tp, n: g.turn });
        // FFTCG 9.1.1.1: the turn player's cards become active; FFTCG 15.2.4.2: frozen ones stay dull.
        for (const id of state.zones[z(g.tp, 'field')].objects) {
          const data = state.objects[id].data;
          if (data.frozen) ctx.setData(id, 'frozen', undefined);
          else if (data.dull) ctx.setData(id, 'dull', undefined);
        }
        for (const zid of ['p0:field', 'p1:field'])
          for (const id of state.zones[zid].objects) ctx.setData(id, 'attacked', undefined);
        // FFTCG 9.1.1.2, FFTCG 9.2.1.2: no priority in the Active and Draw Phases; what triggers there waits.
        // FFTCG 9.2.1: the draw phase.
        // FFTCG 9.2: draw 2; the first player's first turn draws 1 (FFTCG 9.2.1.3, FFTCG 8.2.1.5).
        g.phase = 'draw';
        draw(ctx, g.tp, g.turn === 1 ? 1 : 2);
        // FFTCG 9.3.1: the Main Phase. FFTCG 9.3.1.4: then the turn player receives priority.
        // FFTCG 9.3: Main Phase 1; "at the start of the Main Phase" abilities (FFTCG 9.3.1.3).
        g.phase = 'main1';
        fire(ctx, 'mainStart', 0);
        f.step = 1;
        openPriority(ctx, 'main');
        return;
      }
      case 1:
        g.phase = 'attack';
        f.step = 2;
        ctx.call('fftcg.attack', {}); // FFTCG 9.4.1
        return;
      case 2:
        g.phase = 'main2'; // FFTCG 9.3.1.1
        f.step = 3;
        openPriority(ctx, 'main');
        return;
      case 3: {
        // FFTCG 9.5.1: the End Phase, in this order. FFTCG 9.5.1.1: End Phase; "at the end of the turn" abilities trigger.
        g.phase = 'end';
        fire(ctx, 'endStart', 0);
        // FFTCG 11.8.17.2: delayed abilities waiting for the end of the turn trigger, once.
        ctx.fireDelayed({ type: 'end-of-turn' }, (dl, t) => {
          const data = dl.data as DelayedData;
          t.data = { card: data.card, ai: -1, effects: data.effects, targets: data.targets };
          ctx.log('FFTCG 11.8.17.2', 'fftcg.delayed-trigger', { c: ctx.ref(dl.source ?? -1) });
        });
        f.step = 4;
        openPriority(ctx, 'end');
        return;
      }
      case 4: {
        // FFTCG 9.5.1.2: discard down to the hand limit.
        const n = state.zones[z(g.tp, 'hand')].objects.length - HAND_LIMIT;
        f.step = 5;
        if (n > 0) {
          ctx.call('fftcg.discard', { p: g.tp, n, rule: 'FFTCG 9.5.1.2' });
          return;
        }
        continue;
      }
      case 5: {
        // FFTCG 9.5.1.3.1: damage is removed; FFTCG 9.5.1.3.2: "until end of turn" effects end.
        for (const zid of ['p0:field', 'p1:field'])
          for (const id of state.zones[zid].objects) ctx.setData(id, 'damage', undefined);
        ctx.removeEffects((e) => e.until === 'turn');
        ctx.log('FFTCG 9.5.1.3', 'fftcg.cleanup');
        f.step = 6;
        ctx.call('k.state-checks');
        return;
      }
      case 10:
        // Scenario entry: begin at Main Phase 1.
        g.phase = 'main1';
        f.step = 1;
        openPriority(ctx, 'main');
        return;
      case 11:
        // Scenario entry: begin at the attack phase.
        f.step = 1;
        input = undefined;
        continue;
      case 12:
        f.step = 2;
        continue;
      case 6:
        // FFTCG 9.5.1.4: if rule processes or auto abilities happened, priority again, then repeat.
        if ((input as number) > 0 || state.triggers.length > 0 || ctx.stack.length > 0) {
          f.step = 5;
          ctx.log('FFTCG 9.5.1.4', 'fftcg.end-again');
          openPriority(ctx, 'end');
          return;
        }
        // FFTCG 9.5.1.5: the next turn begins.
        return ctx.done();
    }
  }
};
