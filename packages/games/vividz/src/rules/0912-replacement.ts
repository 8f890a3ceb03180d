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
import { matchesWho } from './0902-selectors.ts';
import { raise } from './0908-triggers.ts';
import { abilitiesOf, charsReader } from './0911-continuous.ts';
import { performRetire, type RetireEvent } from './1100-keyword-actions.ts';

type ReplaceRetire = Extract<StaticT, { st: 'replaceRetire' }>;

/** Every active "instead of retiring" static ability that applies to this retirement. */
function retireReplacements(
  state: VzState,
  ev: RetireEvent,
): { id: string; st: ReplaceRetire; source: number }[] {
  const out: { id: string; st: ReplaceRetire; source: number }[] = [];
  const target = state.objects[ev.obj];
  if (!target?.zone.endsWith(':area')) return out;
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
          if (!matchesWho(state, ab.st.who, id, o.controller, ev.obj, chars)) return;
          out.push({ id: `r${id}.${i}`, st: ab.st, source: id });
        });
      }
    }
  }
  return out;
}

export const EVENTS: EventHooks<G> = {
  replacements(state, ev: RetireEvent, applied): ReplacementCandidate[] {
    if (ev.type !== 'retire' || ev.instead) return [];
    return retireReplacements(state, ev)
      .filter((r) => !applied.includes(r.id))
      .map((r) => ({
        id: r.id,
        label: { key: 'vz.replacement', args: { c: { obj: r.source, card: state.objects[r.source].card } } },
      }));
  },
  // VZ 912.2: the turn player chooses.
  replacementChooser: (state) => ({ player: state.g.turnPlayer, rule: 'VZ 912.2' }),
  replace(ctx, ev: RetireEvent, id) {
    const r = retireReplacements(ctx.state, ev).find((x) => x.id === id);
    if (!r) return ev;
    ctx.log('VZ 912.1', 'vz.replacement-applies', { c: ctx.ref(r.source) });
    return { ...ev, instead: r.st.instead };
  },
  perform(ctx, ev: RetireEvent) {
    if (ev.type === 'retire') performRetire(ctx, ev);
  },
  triggers(ctx, ev: RetireEvent) {
    // VZ 908.3d: "when this retires" reads the abilities it had on the area.
    if (ev.type === 'retire' && ev.done && ev.card !== undefined && ev.player !== undefined) {
      raise(ctx, {
        type: 'retire',
        obj: ev.obj,
        now: ev.now ?? null,
        player: ev.player,
        abilities: ev.abilities ?? [],
        card: ev.card,
      });
    }
  },
};
