/**
 * VZ 905 energy costs.
 *
 * VZ 303.2 / VZ 905.1 an energy cost of n means putting n cards of your energy zone into your trash.
 * VZ 905.2a playing a card costs its printed cost (VZ 906.1a / VZ 906.1b); VZ 905.2b an ability costs the
 * number after its Cost icon. VZ 905.2c effects that raise or lower the cost: all increases first,
 * then the decreases; a missing energy cost counts as 0; decreases never take it below 0.
 * VZ 905.2d the cost-reduction icon (decisions D18). VZ 905.3 paying: choose that many cards of your
 * energy zone (VZ 905.3a); if you cannot, the cost cannot be paid (VZ 905.3b); they go to the
 * trash (VZ 905.3c).
 */
import type { ObjId, PlayerId } from '@arbiter/kernel';
import { cardData } from '../cards/registry.ts';
import type { CardDataT } from '../cards/schema.ts';
import { type Lane, type VzState, zoneOf } from '../state.ts';
import { abilityActive } from './0300-parameters.ts';
import { inArea } from './0503-areas.ts';
import { expOf } from './0512-exp.ts';
import { holds } from './0902-selectors.ts';
import { abilitiesOf, allChars, charsReader } from './0911-continuous.ts';

/** VZ 905.2c: apply increases first, then decreases, never below 0. */
export function modifiedCost(base: number | undefined, changes: readonly number[]): number {
  let cost = base ?? 0;
  for (const c of changes) if (c > 0) cost += c;
  for (const c of changes) if (c < 0) cost = Math.max(0, cost + c);
  return cost;
}

/**
 * VZ 905.2d: the cost-reduction icon of a character played into an area lowers its cost by the
 * number of characters there plus their EXP cards, if one of them costs no more than it.
 * `area` lists the characters already in that area with their costs and EXP counts.
 */
export function costDownAmount(playedCost: number, area: readonly { cost: number; exp: number }[]): number {
  if (!area.some((c) => c.cost <= playedCost)) return 0;
  return area.reduce((n, c) => n + 1 + c.exp, 0);
}

/** The cost changes of active static abilities (VZ 905.2c) that apply to `player` playing `def`. */
export function costChanges(state: VzState, player: PlayerId, def: CardDataT): number[] {
  const out: number[] = [];
  for (let p = 0; p < state.players; p++) {
    for (const zone of ['area', 'mission', 'account'] as const) {
      for (const id of state.zones[zoneOf(p, zone)].objects) {
        const o = state.objects[id];
        const src = cardData(o.card);
        const have = zone === 'area' ? abilitiesOf(state, id) : null;
        src.abilities.forEach((ab, i) => {
          if (ab.type !== 'static' || ab.st.st !== 'cost') return;
          if (have && !have.includes(i)) return;
          if (!abilityActive(src, ab, o)) return;
          // VZ 903.2a: a conditional ability has no effect while its condition fails.
          if (ab.cond && !holds(state, ab.cond, o.controller, id, charsReader(state))) return;
          const whose = ab.st.player === 'you' ? o.controller : 1 - o.controller;
          if (whose !== player) return;
          if (ab.st.kind !== 'any' && ab.st.kind !== def.kind) return;
          out.push(ab.st.n);
        });
      }
    }
  }
  return out;
}

/** VZ 906.1a / VZ 906.1b, VZ 905.2: the energy needed to play `card` (into `lane` for a character). */
export function playCost(state: VzState, player: PlayerId, card: ObjId, lane?: Lane): number {
  const def = cardData(state.objects[card].card);
  const changes = costChanges(state, player, def);
  if (def.kind === 'character' && def.marks.includes('costDown') && lane !== undefined) {
    const chars = allChars(state);
    const here = inArea(state, player, lane).map((id) => ({
      cost: chars[id]?.cost ?? 0,
      exp: expOf(state, id).length,
    }));
    const down = costDownAmount(def.cost ?? 0, here);
    if (down > 0) changes.push(-down);
  }
  return modifiedCost(def.cost, changes);
}

/** VZ 905.3a / VZ 905.3b: whether a player can pay n energy. */
export function canPayEnergy(state: VzState, player: PlayerId, n: number): boolean {
  return state.zones[zoneOf(player, 'energy')].objects.length >= n;
}
