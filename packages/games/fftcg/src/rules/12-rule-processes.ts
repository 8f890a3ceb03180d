/**
 * FFTCG 12: rule processes, checked before any player receives priority (FFTCG 11.1.3, FFTCG 12.3) and
 * applied together as one event until none applies.
 */
import {
  type CharMap,
  type ObjId,
  rollbackGeneration,
  type State,
  type StateCheckSystem,
} from '@arbiter/kernel';
import { def } from '../cards/cards.ts';
import { type Chars, damageCount, FIELD, type G, isLightDark } from '../state.ts';
import { chars } from './11-layers.ts';
import { toBreakZone } from './common.ts';

/**
 * The last state in which the field check found nothing: the same state object at the same version
 * and rollback generation (`rollbackGeneration`) with the same characteristics has the same field, damage
 * and names (FF-TCG changes objects, zones and effects only through kernel methods, which move the
 * version), so the check would find nothing again. About half of all looks (issue 10, measured):
 * priority windows open one after another with nothing played in between.
 */
let quietState: State<G> | null = null;
let quietVersion = -1;
let quietGeneration = -1;
let quietChars: CharMap<Chars> | null = null;

// FFTCG 12.4: the rule processes. FFTCG 3.2: no card makes a player win, so winning and losing at once cannot arise
// except through both losing (FFTCG 3.3).
export const CHECKS: StateCheckSystem<G> = {
  mode: 'simultaneous',
  checks: [
    {
      id: 'loss',
      rule: 'FFTCG 12.4.1',
      find(state) {
        const g = state.g;
        const limit = g.fmt === 'l' ? 6 : 7;
        const out: [number, string][] = [];
        for (let p = 0; p < 2; p++) {
          // FFTCG 12.4.1, FFTCG 3.1.1: 7 damage (6 in limited).
          if (damageCount(state, p) >= limit) out.push([p, 'FFTCG 12.4.1']);
          else if (g.lose[p] & 1) out.push([p, 'FFTCG 12.4.2']);
          else if (g.lose[p] & 2) out.push([p, 'FFTCG 12.4.3']);
        }
        return out.length ? out : null;
      },
      apply(ctx, found: [number, string][]) {
        if (found.length === 2) {
          // FFTCG 3.3: all players lose at once: a draw.
          ctx.end({ winners: [], draw: true, rule: 'FFTCG 3.3', reason: { key: 'fftcg.both-lose' } });
          return;
        }
        const [p, rule] = found[0];
        // FFTCG 3.1, FFTCG 3.2: the loser's opponent wins.
        ctx.end({
          winners: [1 - p],
          draw: false,
          rule,
          reason: { key: `fftcg.loss.${rule.slice(6)}`, args: { player: p } },
        });
      },
    },
    {
      id: 'field',
      rule: 'FFTCG 12.4.5',
      find(state) {
        const cm = chars(state);
        if (
          state === quietState &&
          state.version === quietVersion &&
          cm === quietChars &&
          rollbackGeneration() === quietGeneration
        )
          return null;
        const out: [ObjId, string][] = [];
        const seen = new Set<ObjId>();
        for (const zid of FIELD) {
          const list = state.zones[zid].objects;
          let ld = 0;
          for (let i = 0; i < list.length; i++) {
            const id = list[i];
            const c = cm[id];
            const o = state.objects[id];
            if (c.typeCode === 0) {
              // FFTCG 12.4.4: power 0 or less goes to the Break Zone.
              if (c.power <= 0) {
                out.push([id, 'FFTCG 12.4.4']);
                seen.add(id);
              } else if ((o.data.damage ?? 0) >= c.power) {
                // FFTCG 12.4.5: damage at least its power: broken.
                out.push([id, 'FFTCG 12.4.5']);
                seen.add(id);
              }
            }
            if (isLightDark(def(o.card).els)) ld++;
          }
          // FFTCG 12.4.6, FFTCG 7.7.3: two or more of one non-generic name under one player.
          for (let i = 0; i < list.length; i++) {
            const a = def(state.objects[list[i]].card);
            if (a.generic) continue;
            for (let j = i + 1; j < list.length; j++) {
              if (def(state.objects[list[j]].card).name.en !== a.name.en) continue;
              for (const id of [list[i], list[j]])
                if (!seen.has(id)) {
                  out.push([id, 'FFTCG 12.4.6']);
                  seen.add(id);
                }
            }
          }
          // FFTCG 12.4.7: two or more Light or Dark cards under one player.
          if (ld > 1)
            for (const id of list)
              if (isLightDark(def(state.objects[id].card).els) && !seen.has(id)) {
                out.push([id, 'FFTCG 12.4.7']);
                seen.add(id);
              }
        }
        if (out.length) return out;
        quietState = state;
        quietVersion = state.version;
        quietGeneration = rollbackGeneration();
        quietChars = cm;
        return null;
      },
      apply(ctx, found: [ObjId, string][]) {
        for (const [id, rule] of found)
          ctx.log(rule, rule === 'FFTCG 12.4.5' ? 'fftcg.broken' : 'fftcg.to-break', { c: ctx.ref(id) });
        toBreakZone(
          ctx,
          found.map((x) => x[0]),
          found.map((x) => x[1] === 'FFTCG 12.4.5'),
        );
      },
    },
  ],
};
