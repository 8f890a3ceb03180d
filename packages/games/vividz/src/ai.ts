/**
 * What Vividz tells AI search (kernel observe/determinize, packages/ai): a heuristic value of a
 * position read from the view, and which hidden cards may lie where: an opponent's completed
 * mission lies face down (VZ 1114.1) and can only be one of its missions. A hidden card carries no
 * public data and game data names no hidden card.
 */
import type { AiHooks, GameObject, StateView } from '@arbiter/kernel';
import { cardModule } from './cards/registry.ts';
import { type G, zoneOf } from './state.ts';

/** The view's game data: the public fields plus the computed powers of the characters (VZ 501.3a). */
type GView = G & { powers?: Record<number, number> };

/**
 * Completed missions weigh most (VZ 1005.1: a player whose missions are all completed wins),
 * then checked missions (VZ 704.2a: completed at the mission phase if their clear conditions
 * hold), characters on the areas by power less damage (VZ 1004.1: damage reaching power retires),
 * energy (VZ 905: it pays for cards), cards in hand; an almost empty deck costs (VZ 1005.2: a
 * turn player with an empty deck at a draw phase loses).
 */
export function evaluate(view: StateView): number[] {
  const g = view.g as GView;
  const powers = g.powers ?? {};
  const score = [0, 0];
  for (const p of [0, 1]) {
    const zone = (name: Parameters<typeof zoneOf>[1]) => view.zones[zoneOf(p, name)];
    const missions = zone('mission')?.objects ?? [];
    for (const m of missions) {
      if (m.faceDown) score[p] += 2.2;
      else if (m.data?.sleep) score[p] += 0.5;
    }
    // The last mission is the game: being one short weighs more than the first one did.
    if (missions.length > 0 && missions.filter((m) => m.faceDown).length === missions.length - 1)
      score[p] += 1;
    score[p] += 0.15 * (zone('energy')?.count ?? 0);
    score[p] += 0.12 * (zone('hand')?.count ?? 0);
    if ((zone('deck')?.count ?? 0) < 3) score[p] -= 0.7;
    for (const o of zone('area')?.objects ?? []) {
      const power = powers[o.id as number] ?? 0;
      score[o.controller] += 0.3 + Math.max(0, power - (o.data?.damage ?? 0)) / 10;
    }
  }
  const edge = 1 / (1 + Math.exp(-0.8 * (score[0] - score[1])));
  return [edge, 1 - edge];
}

export const ai: AiHooks<G> = {
  evaluate,
  // VZ 507.3: missions lie in the mission zone only, and nothing else does; accounts never hide.
  canDeal(_state, obj: GameObject, card: string) {
    const kind = cardModule(card)?.data.kind;
    return obj.zone.endsWith(':mission') ? kind === 'mission' : kind !== 'mission' && kind !== 'account';
  },
};
