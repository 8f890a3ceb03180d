/**
 * FFTCG 6.5 the damage procedure and 11.10 EX Bursts: each point of damage puts the top card of
 * the deck into the Damage Zone; EX Bursts revealed are used after all the damage, in the order
 * revealed.
 */
import type { Option, Procedure } from '@arbiter/kernel';
import { def } from '../cards/cards.ts';
import type { AbilityT, EffectT, TargetSpecT } from '../cards/schema.ts';
import { type G, z } from '../state.ts';
import type { FxCtx } from './11-resolve.ts';
import { targetsAvailable } from './common.ts';

function exAbility(card: string): {
  specs: TargetSpecT[];
  fx: EffectT[];
  modes?: { tg: TargetSpecT[]; fx: EffectT[] }[];
  dist?: any;
} | null {
  const c = def(card);
  if (!c.ex) return null;
  if (c.type === 'summon')
    return { specs: c.play!.tg, fx: c.play!.fx, modes: c.play!.modes, dist: c.play!.dist };
  const a = c.ab.find((x) => x.k === 'ex') as (AbilityT & { k: 'ex' }) | undefined;
  return a ? { specs: a.tg, fx: a.fx } : null;
}

// FFTCG 6.5.1: "deal N damage to a player" runs this procedure. FFTCG 6.5.3: it ends after the N-th card.
// FFTCG 11.10.1: EX Bursts belong to some summons and characters.
/** d: { p, n, i, ex: ObjId[], k, src }. */
export const playerDamage: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  const state = ctx.state;
  for (;;) {
    switch (f.step) {
      case 0: {
        // FFTCG 6.5.2, FFTCG 6.5.3: one card per point of damage.
        const deck = state.zones[z(d.p, 'deck')].objects;
        while (d.i < d.n) {
          if (deck.length === 0) {
            // FFTCG 3.1.3, FFTCG 12.4.3: taking damage with no deck left loses.
            ctx.g.lose[d.p] |= 2;
            ctx.log('FFTCG 3.1.3', 'fftcg.damage-empty-deck', { player: d.p });
            break;
          }
          const moved = ctx.move(deck[deck.length - 1], z(d.p, 'damage'));
          d.i++;
          if (ctx.logging)
            ctx.log('FFTCG 6.5.2', 'fftcg.damage-card', {
              player: d.p,
              c: ctx.ref(moved.id),
              n: state.zones[z(d.p, 'damage')].objects.length,
            });
          if (def(moved.card).ex) d.ex.push(moved.id);
        }
        f.step = 1;
        continue;
      }
      case 1: {
        // FFTCG 6.5.2.1: EX Bursts after all damage, in the order they were revealed.
        if (state.result || d.k >= d.ex.length) return ctx.done();
        const id = d.ex[d.k];
        const ex = exAbility(state.objects[id].card);
        const usable =
          ex &&
          (ex.modes
            ? ex.modes.some((m) => targetsAvailable(state, m.tg, d.p, null))
            : targetsAvailable(state, ex.specs, d.p, null));
        if (!usable) {
          d.k++;
          continue;
        }
        f.step = 2;
        // FFTCG 11.10.2: the player may choose not to use it.
        ctx.ask({
          player: d.p,
          kind: 'ex-burst',
          prompt: { key: 'fftcg.use-ex', args: { c: ctx.ref(id) } },
          rule: 'FFTCG 11.10.2',
          domain: {
            type: 'pick',
            min: 1,
            max: 1,
            options: [
              { id: 'yes', label: { key: 'k.yes' } },
              { id: 'no', label: { key: 'k.no' } },
            ],
          },
        });
        return;
      }
      case 2: {
        const id = d.ex[d.k++];
        f.step = 1;
        if ((input as string[])[0] === 'yes') {
          ctx.log('FFTCG 11.10.2', 'fftcg.ex-used', { c: ctx.ref(id) });
          ctx.call('fftcg.exburst', { p: d.p, obj: id, mode: -1 });
          return;
        }
        continue;
      }
    }
  }
};

/**
 * FFTCG 11.10: an EX Burst resolves at once without the stack (it cannot be responded to); a
 * summon's whole text applies (FFTCG 11.10.3). d: { p, obj, mode, tg }.
 */
export const exBurst: Procedure<G> = (ctx, f, input) => {
  const d = f.d;
  const state = ctx.state;
  const card = state.objects[d.obj].card;
  const ex = exAbility(card)!;
  for (;;) {
    switch (f.step) {
      case 0: {
        f.step = 1;
        if (ex.modes) {
          const options = ex.modes.flatMap((m, i) =>
            targetsAvailable(state, m.tg, d.p, null)
              ? [{ id: `m${i}`, label: { key: `fftcg.mode.${card}.${i}` }, value: i }]
              : [],
          );
          ctx.choose({
            player: d.p,
            kind: 'mode',
            prompt: { key: 'fftcg.choose-mode', args: { c: ctx.ref(d.obj) } },
            rule: 'FFTCG 11.3.4',
            domain: { type: 'pick', min: 1, max: 1, options },
          });
          return;
        }
        continue;
      }
      case 1: {
        if (input !== undefined) d.mode = (input as Option[])[0].value as number;
        input = undefined;
        const specs = ex.modes ? ex.modes[d.mode].tg : ex.specs;
        f.step = 2;
        if (specs.length) {
          ctx.call('fftcg.targets', {
            p: d.p,
            specs,
            src: null,
            slot: 0,
            tg: [],
            cur: [],
            rule: 'FFTCG 11.10.2',
          });
          return;
        }
        continue;
      }
      case 2: {
        const tg = input ?? [];
        input = undefined;
        const specs = ex.modes ? ex.modes[d.mode].tg : ex.specs;
        const fx = ex.modes ? ex.modes[d.mode].fx : ex.fx;
        let dist: Record<string, number> | null = null;
        if (ex.dist) {
          // Distribution from an EX Burst: split evenly in steps, the remainder to the first.
          const ids: number[] = tg[ex.dist.slot] ?? [];
          dist = {};
          const each = Math.floor(ex.dist.total / ex.dist.step / Math.max(1, ids.length)) * ex.dist.step;
          ids.forEach((id, i) => {
            dist![`t${id}`] = each + (i === 0 ? ex.dist.total - each * ids.length : 0);
          });
        }
        f.step = 3;
        ctx.call('fftcg.fx', {
          fx,
          i: 0,
          j: -1,
          c: {
            controller: d.p,
            source: d.obj,
            card,
            x: 0,
            targets: tg,
            specs,
            distribution: dist,
            it: null,
            summon: true,
          } satisfies FxCtx,
        });
        return;
      }
      case 3:
        return ctx.done();
    }
  }
};
