/**
 * VZ 912 replacement effects, through the kernel's event pipeline (`ctx.event` → `k.event`).
 *
 * VZ 902.2c a replacement effect makes another action happen instead of the one that would.
 * VZ 912.1 the replaced action does not happen; what the effect says happens instead.
 * VZ 912.2 when several replacement effects would replace the same action, the turn player chooses
 * which one applies (the kernel applies each at most once and asks again if others still apply).
 * VZ 914.2b a replacement does not change the source of the action it replaces.
 *
 * The replaceable action in this card set is retiring (VZ 1110); static abilities of the form
 * "if … would retire, instead …" are the replacements.
 */
import type { EventHooks, ReplacementCandidate } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { StaticT } from '../cards/schema.ts';
import { type G, PLAYER_ZONES, type VzState, zoneOf } from '../state.ts';
import { abilityActive } from './0300-parameters.ts';
import { holds, matchesWho } from './0902-selectors.ts';
import { raise } from './0908-triggers.ts';
import { abilitiesOf, charsReader } from './0911-continuous.ts';
import { performRetire, type RetireEvent } from './1100-keyword-actions.ts';

type ReplaceRetire = Extract<StaticT, { st: 'replaceRetire' }>;

interface Candidate {
  id: string;
  st: ReplaceRetire;
  source: number;
  target: number;
}

/** Every active "instead of retiring" static ability and each character of the event it applies to. */
function retireReplacements(state: VzState, ev: RetireEvent): Candidate[] {
  const out: Candidate[] = [];
  const targets = ev.objs.filter((id) => state.objects[id]?.zone.endsWith(':area') && !ev.instead?.[id]);
  if (targets.length === 0) return out;
  const chars = charsReader(state);
  for (let p = 0; p < state.players; p++) {
    for (const z of PLAYER_ZONES) {
      if (z !== 'area' && z !== 'mission' && z !== 'account') continue;
      for (const id of state.zones[zoneOf(p, z)].objects) {
        const o = state.objects[id];
        const def = cardData(o.card);
        const have = z === 'area' ? abilitiesOf(state, id) : null;
        def.abilities.forEach((ab, i) => {
          if (ab.type !== 'static' || ab.st.st !== 'replaceRetire') return;
          if (have && !have.includes(i)) return;
          if (!abilityActive(def, ab, o)) return;
          // VZ 903.2a: a conditional ability has no effect while its condition fails.
          if (ab.cond && !holds(state, ab.cond, o.controller, id, chars)) return;
          for (const t of targets) {
            if (matchesWho(state, ab.st.who, id, o.controller, t, chars))
              out.push({ id: `r${id}.${i}@${t}`, st: ab.st, source: id, target: t });
          }
        });
      }
    }
  }
  return out;
}

export const EVENTS: EventHooks<G> = {
  replacements(state, ev: RetireEvent, applied): ReplacementCandidate[] {
    if (ev.type !== 'retire') return [];
    const cands = retireReplacements(state, ev).filter((r) => !applied.includes(r.id));
    // VZ 912.2: only replacements of the same character's retirement compete; a character with a
    // single one needs no choice.
    const per = new Map<number, number>();
    for (const c of cands) per.set(c.target, (per.get(c.target) ?? 0) + 1);
    return cands.map((r) => ({
      id: r.id,
      ...(per.get(r.target) === 1 ? { first: true } : {}),
      label: {
        key: 'vz.replacement',
        args: {
          c: { obj: r.source, card: state.objects[r.source].card },
          t: { obj: r.target, card: state.objects[r.target].card },
        },
      },
    }));
  },
  // VZ 912.2: the turn player chooses.
  replacementChooser: (state) => ({ player: state.g.turnPlayer, rule: 'VZ 912.2' }),
  replace(ctx, ev: RetireEvent, id) {
    const r = retireReplacements(ctx.state, ev).find((x) => x.id === id);
    if (!r) return ev;
    ctx.log('VZ 912.1', 'vz.replacement-applies', { c: ctx.ref(r.source) });
    return { ...ev, instead: { ...(ev.instead ?? {}), [r.target]: r.st.instead } };
  },
  perform(ctx, ev: RetireEvent) {
    if (ev.type === 'retire') performRetire(ctx, ev);
  },
  triggers(ctx, ev: RetireEvent) {
    // VZ 908.3d: "when this retires" reads the abilities it had on the area.
    if (ev.type !== 'retire') return;
    for (const r of ev.retired ?? []) {
      raise(ctx, {
        type: 'retire',
        obj: r.obj,
        now: r.now,
        player: r.player,
        abilities: r.abilities,
        card: r.card,
      });
    }
  },
};
